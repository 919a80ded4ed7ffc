#include "platform/save_store.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <fstream>

#include <nlohmann/json.hpp>

namespace tabula::gui {
namespace fs = std::filesystem;

fs::path SaveStore::dir() {
  fs::path base;
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
    base = fs::path(xdg) / "tabula";
  else if (const char* home = std::getenv("HOME"); home && *home)
    base = fs::path(home) / ".local" / "share" / "tabula";
  if (base.empty()) return {};
  std::error_code ec;
  fs::create_directories(base / "saves", ec);
  return base / "saves";
}

fs::path SaveStore::autosave_path(const std::string& game_id) {
  const fs::path d = dir();
  return d.empty() ? fs::path() : d / (game_id + ".autosave.json");
}

fs::path SaveStore::new_save_path(const std::string& game_id) {
  const std::time_t now = std::time(nullptr);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
  const fs::path d = dir();
  fs::path p = d / (game_id + "-" + stamp + ".json");
  for (int i = 2; fs::exists(p); ++i)
    p = d / (game_id + "-" + stamp + "-" + std::to_string(i) + ".json");
  return p;
}

bool SaveStore::read_info(const fs::path& file, SaveInfo& info) {
  std::ifstream in(file);
  if (!in) return false;
  try {
    const nlohmann::json j = nlohmann::json::parse(in);
    if (j.value("format", "") != "tabula-replay") return false;
    info.file = file;
    info.game_id = j.at("game").at("id").get<std::string>();
    info.seats.clear();
    for (const auto& s : j.at("seats")) info.seats.push_back(s.value("name", "?"));
    info.choices = j.value("choices", nlohmann::json::array()).size();
    info.status = j.value("status", "waiting");
    info.autosave = file.filename().string().find(".autosave.") != std::string::npos;
    std::error_code ec;
    info.modified = fs::last_write_time(file, ec);
    const auto sys = std::chrono::time_point_cast<std::chrono::system_clock::duration>(
        info.modified - fs::file_time_type::clock::now() + std::chrono::system_clock::now());
    const std::time_t tt = std::chrono::system_clock::to_time_t(sys);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", std::localtime(&tt));
    info.when = buf;
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

std::vector<SaveInfo> SaveStore::list() {
  std::vector<SaveInfo> out;
  const fs::path d = dir();
  std::error_code ec;
  if (d.empty() || !fs::is_directory(d, ec)) return out;
  for (const auto& entry : fs::directory_iterator(d, ec)) {
    if (entry.path().extension() != ".json") continue;
    SaveInfo info;
    if (read_info(entry.path(), info)) out.push_back(std::move(info));
  }
  std::sort(out.begin(), out.end(),
            [](const SaveInfo& a, const SaveInfo& b) { return a.modified > b.modified; });
  return out;
}

}  // namespace tabula::gui
