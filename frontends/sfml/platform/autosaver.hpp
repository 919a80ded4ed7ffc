// Keeps a game saved: after every decision and when the table closes, the
// session is written (atomically, by save_replay) to its autosave file, so a
// crash or a closed window loses nothing. Games without a human seat are
// watched, not played, and are not saved.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "tabula/session.hpp"

namespace tabula::gui {

class Autosaver {
 public:
  Autosaver() = default;
  explicit Autosaver(std::filesystem::path file) : file_(std::move(file)) {}

  [[nodiscard]] bool enabled() const { return !file_.empty(); }
  [[nodiscard]] const std::filesystem::path& file() const { return file_; }
  // Saves when enabled and something changed since the last save; returns
  // the error, if any (reported once).
  std::optional<std::string> save(const Session& session);

 private:
  std::filesystem::path file_;
  std::size_t saved_choices_ = static_cast<std::size_t>(-1);
  std::uint64_t saved_hash_ = 0;
};

}  // namespace tabula::gui
