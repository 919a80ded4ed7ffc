// Where saved games live ($XDG_DATA_HOME/tabula/saves, or
// ~/.local/share/tabula/saves): one autosave per game, plus the games saved
// with Ctrl+S. A save file is a replay (tabula/replay.hpp); this class only
// names the files and reads their headers for the launcher.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace tabula::gui {

struct SaveInfo {
  std::filesystem::path file;
  std::string game_id;
  std::vector<std::string> seats;  // names
  std::size_t choices = 0;
  std::string status;  // waiting, finished, failed
  bool autosave = false;
  std::filesystem::file_time_type modified;
  std::string when;  // "2026-11-21 14:03"
};

class SaveStore {
 public:
  // The saves folder (created on first use); empty when no home is known.
  [[nodiscard]] static std::filesystem::path dir();
  // The autosave of a game: saves/<game>.autosave.json.
  [[nodiscard]] static std::filesystem::path autosave_path(const std::string& game_id);
  // A new file for Ctrl+S: saves/<game>-YYYYMMDD-HHMMSS.json.
  [[nodiscard]] static std::filesystem::path new_save_path(const std::string& game_id);
  // Every readable save, newest first.
  [[nodiscard]] static std::vector<SaveInfo> list();
  // The header of one file; false when it is not a Tabula replay.
  static bool read_info(const std::filesystem::path& file, SaveInfo& info);
};

}  // namespace tabula::gui
