#include "data/files.hpp"

#include <algorithm>

namespace tabula::data {
namespace fs = std::filesystem;

namespace {

template <typename Keep>
std::vector<fs::path> sorted_entries(const fs::path& dir, Keep keep) {
  std::vector<fs::path> out;
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir, error)) {
    if (keep(entry)) out.push_back(entry.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

bool is_file(const fs::path& path) {
  std::error_code error;
  return fs::is_regular_file(path, error);
}

bool is_dir(const fs::path& path) {
  std::error_code error;
  return fs::is_directory(path, error);
}

std::vector<fs::path> sorted_subdirs(const fs::path& dir) {
  return sorted_entries(dir, [](const fs::directory_entry& entry) {
    std::error_code error;
    return entry.is_directory(error);
  });
}

std::vector<fs::path> sorted_files(const fs::path& dir, const std::string& extension) {
  return sorted_entries(dir, [&](const fs::directory_entry& entry) {
    std::error_code error;
    return entry.is_regular_file(error) && entry.path().extension() == extension;
  });
}

}  // namespace tabula::data
