// Shared by the libFuzzer harnesses: a scratch folder per process, files
// written into it. The loaders read files, so the fuzzed bytes go to disk.
#pragma once

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

namespace tabula::fuzz {

// A folder of this process under the temp folder (kept for the whole run).
inline const std::filesystem::path& scratch() {
  static const std::filesystem::path dir = [] {
    auto d = std::filesystem::temp_directory_path() /
             ("tabula-fuzz-" + std::to_string(static_cast<long>(getpid())));
    std::filesystem::create_directories(d);
    return d;
  }();
  return dir;
}

inline void put(const std::filesystem::path& file, std::string_view text) {
  std::filesystem::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary | std::ios::trunc)
      .write(text.data(), static_cast<long>(text.size()));
}

inline std::string_view bytes(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Splits the input at the first line "%%": the part before and after.
inline std::pair<std::string_view, std::string_view> split(std::string_view in) {
  const auto at = in.find("\n%%\n");
  if (at == std::string_view::npos) return {in, {}};
  return {in.substr(0, at + 1), in.substr(at + 4)};
}

}  // namespace tabula::fuzz
