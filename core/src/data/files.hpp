// Directory listings in a fixed order: the file system's order differs
// between machines, and load order and hashes must not. Internal to the core.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace tabula::data {

// Whether `path` is a regular file (a folder); false on any error, never throws.
[[nodiscard]] bool is_file(const std::filesystem::path& path);
[[nodiscard]] bool is_dir(const std::filesystem::path& path);

// Direct subfolders of `dir`, sorted by name; empty when `dir` is unreadable.
[[nodiscard]] std::vector<std::filesystem::path> sorted_subdirs(const std::filesystem::path& dir);

// Regular files directly in `dir` named *`extension`, sorted by name.
[[nodiscard]] std::vector<std::filesystem::path> sorted_files(const std::filesystem::path& dir,
                                                              const std::string& extension);

}  // namespace tabula::data
