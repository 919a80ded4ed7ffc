// Helpers for tests that read game folders: a scratch folder, file writing
// and copying, and looking up a reported problem.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "tabula/problem.hpp"

namespace tabula::test {

// A fresh folder under the system temp dir, removed with its contents at the
// end of the scope.
class TempDir {
 public:
  TempDir() {
    std::string name = (std::filesystem::temp_directory_path() / "tabula-test-XXXXXX").string();
    if (!mkdtemp(name.data())) throw std::runtime_error("mkdtemp failed");
    path_ = name;
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  [[nodiscard]] const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// Writes `text` to `file`, creating its folders.
inline void write_file(const std::filesystem::path& file, const std::string& text) {
  std::filesystem::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary) << text;
}

inline void copy_dir(const std::filesystem::path& from, const std::filesystem::path& to) {
  std::filesystem::create_directories(to);
  std::filesystem::copy(from, to, std::filesystem::copy_options::recursive);
}

// Whether one of `problems` is at `file`:`line` and its message contains `text`.
inline bool has_problem(const Problems& problems, const std::filesystem::path& file, int line,
                        const std::string& text) {
  return std::any_of(problems.begin(), problems.end(), [&](const Problem& p) {
    return p.file == file.string() && p.line == line && p.message.find(text) != std::string::npos;
  });
}

inline bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace tabula::test
