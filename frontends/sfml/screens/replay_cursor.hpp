// A position in a replay: the game after its first k choices, made by
// replaying those choices into a fresh session (a game is its inputs).
// Stepping forward applies one choice; stepping back starts again from the
// nearest kept copy (one every 16 choices), so any step is quick.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "tabula/module.hpp"
#include "tabula/problem.hpp"
#include "tabula/session.hpp"

namespace tabula::gui {

class ReplayCursor {
 public:
  // From a replay or save file: checks that the game's content still matches.
  bool open_file(const std::filesystem::path& file, const SearchPaths& paths,
                 const SessionConfig& config, Problems& problems);
  // From inputs at hand (the game that just ended).
  bool open(std::shared_ptr<const Module> module, GameSetup setup, std::vector<Choice> choices,
            const SessionConfig& config, Problems& problems);

  [[nodiscard]] std::size_t total() const { return choices_.size(); }
  [[nodiscard]] std::size_t position() const { return position_; }
  // Moves to the game after `k` choices; false with `error` when a choice
  // is refused (the replay does not fit the game any more).
  bool seek(std::size_t k, std::string& error);
  [[nodiscard]] const Session& session() const { return *session_; }
  [[nodiscard]] const std::shared_ptr<const Module>& module() const { return module_; }
  [[nodiscard]] const Choice& choice(std::size_t i) const { return choices_[i]; }

 private:
  static constexpr std::size_t kEvery = 16;

  std::shared_ptr<const Module> module_;
  GameSetup setup_;
  SessionConfig config_;
  std::vector<Choice> choices_;
  std::unique_ptr<Session> session_;
  std::size_t position_ = 0;
  std::map<std::size_t, std::unique_ptr<Session>> kept_;
};

}  // namespace tabula::gui
