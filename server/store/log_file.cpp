#include "store/log_file.hpp"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tabula::server {

namespace {

std::string errno_text(const char* what, const std::filesystem::path& path) {
  return std::string(what) + " " + path.string() + ": " + std::strerror(errno);
}

bool write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

// One line of the log: compact JSON, invalid UTF-8 replaced rather than thrown.
std::string log_line(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + '\n';
}

}  // namespace

std::shared_ptr<LogFile> LogFile::create(const std::filesystem::path& path,
                                         const nlohmann::json& header, std::string* error) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0600);
  if (fd < 0) {
    *error = errno_text("cannot create", path);
    return nullptr;
  }
  if (!write_all(fd, log_line(header))) {
    *error = errno_text("cannot write", path);
    ::close(fd);
    std::filesystem::remove(path);
    return nullptr;
  }
  auto log = std::shared_ptr<LogFile>(new LogFile(fd, path));
  log->mark_dirty();
  return log;
}

std::shared_ptr<LogFile> LogFile::reopen(const std::filesystem::path& path, std::size_t good_bytes,
                                         std::string* error) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
  if (fd < 0) {
    *error = errno_text("cannot open", path);
    return nullptr;
  }
  struct stat st {};
  if (::fstat(fd, &st) == 0 && static_cast<std::size_t>(st.st_size) > good_bytes &&
      (::ftruncate(fd, static_cast<off_t>(good_bytes)) != 0 || ::fdatasync(fd) != 0)) {
    *error = errno_text("cannot cut the torn line of", path);
    ::close(fd);
    return nullptr;
  }
  return std::shared_ptr<LogFile>(new LogFile(fd, path));
}

LogFile::~LogFile() {
  sync();
  ::close(fd_);
}

bool LogFile::append(const nlohmann::json& line) {
  if (!write_all(fd_, log_line(line))) return false;
  dirty_.store(true, std::memory_order_release);
  return true;
}

bool LogFile::sync() {
  const std::lock_guard lock(sync_mutex_);
  if (!dirty_.exchange(false, std::memory_order_acq_rel)) return true;
  return ::fdatasync(fd_) == 0;
}

}  // namespace tabula::server
