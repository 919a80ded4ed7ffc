#include "save_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace tabula {
namespace {

// The process id in a temporary name of `path` ("save.json.<pid>.tmp"), or
// 0 if `name` is not one.
long temp_owner(const std::string& name, const std::string& base) {
  const std::string suffix = ".tmp";
  if (name.size() <= base.size() + 1 + suffix.size() || name.compare(0, base.size(), base) != 0 ||
      name[base.size()] != '.' || name.compare(name.size() - suffix.size(), suffix.size(), suffix))
    return 0;
  const std::string digits =
      name.substr(base.size() + 1, name.size() - base.size() - 1 - suffix.size());
  if (digits.empty() || digits.size() > 9 ||
      digits.find_first_not_of("0123456789") != std::string::npos)
    return 0;
  return std::strtol(digits.c_str(), nullptr, 10);
}

// Whether process `pid` may still be writing (it exists, or we cannot tell).
bool alive(long pid) {
  return pid == static_cast<long>(getpid()) || kill(static_cast<pid_t>(pid), 0) == 0 ||
         errno != ESRCH;
}

// Removes the temporary files of `path` whose writer no longer runs (killed
// mid-save); never one a live process is writing.
void remove_stale_temps(const std::filesystem::path& path) {
  std::error_code ec;
  const std::string base = path.filename().string();
  for (const auto& entry : std::filesystem::directory_iterator(
           path.parent_path().empty() ? std::filesystem::path(".") : path.parent_path(), ec)) {
    const long pid = temp_owner(entry.path().filename().string(), base);
    if (pid > 0 && !alive(pid)) std::filesystem::remove(entry.path(), ec);
  }
}

std::string errno_text() {
  return std::strerror(errno);
}

// Writes all of `text` to the open file and flushes it to the disk.
bool write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  return ::fsync(fd) == 0;
}

// Flushes the folder, so that the rename itself survives a power cut.
void sync_folder(const std::filesystem::path& dir) {
  const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

std::filesystem::path temp_save_path(const std::filesystem::path& path, long pid) {
  return path.string() + "." + std::to_string(pid) + ".tmp";
}

std::optional<std::string> write_file_durably(const std::filesystem::path& path,
                                              std::string_view text) {
  remove_stale_temps(path);
  const std::filesystem::path tmp = temp_save_path(path, static_cast<long>(getpid()));
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return "cannot write " + tmp.string() + ": " + errno_text();
  bool written = write_all(fd, text);
  written = ::close(fd) == 0 && written;
  std::error_code ec;
  if (!written) {
    const std::string why = errno_text();
    std::filesystem::remove(tmp, ec);
    return "cannot write " + tmp.string() + " (disk full?): " + why;
  }
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    const std::string why = ec.message();
    std::filesystem::remove(tmp, ec);
    return "cannot replace " + path.string() + ": " + why;
  }
  sync_folder(path.parent_path());
  return std::nullopt;
}

}  // namespace tabula
