// The command line of tabula-gui. The flags --game, --seats, --seed,
// --option, --autoplay, --screenshot, --frames and --size are a public
// contract (tests outside this repository use them exactly).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tabula::gui {

struct GuiOptions {
  std::string game;   // start straight into this game
  std::string seats;  // "human,random"
  std::optional<std::uint64_t> seed;
  std::vector<std::string> options;     // "k=v"
  bool autoplay = false;                // bots take every seat
  std::string screenshot;               // PNG to save, then exit
  int frames = 0;                       // frames before the screenshot (0: default)
  unsigned width = 1280, height = 720;  // --size WxH
  std::vector<std::string> games_paths;
  std::vector<std::string> mods_paths;
  // Beyond the contract:
  int bot_delay_ms = -1;            // pause before a bot acts (-1: default)
  std::vector<std::string> script;  // scripted input steps (--click-option, --input)
  int bench_frames = 0;             // measure this many frames and report
  std::string replay;               // open this replay in the viewer
  std::string load;                 // continue this saved game
  bool fullscreen = false;
  double timeout = 0;     // give up after this many seconds (automation)
  std::string dump_text;  // write the texts drawn in the frames tests look at (JSON)
  int auto_decide = 0;    // a bot takes this many of the people's decisions, each shown first
  // Online: the server to open the lobby at, the name to show, and what to
  // do there at once (host a game, join or watch a table).
  std::string server, player, host, table, token;
  bool public_table = false;

  // Bots and auto-decisions run as fast as frames come; nothing slides.
  [[nodiscard]] bool hurried() const {
    return (autoplay || auto_decide > 0) && !screenshot.empty() && frames == 0 &&
           bot_delay_ms < 0 && bench_frames == 0;
  }

  // An automated run: no person is expected to watch or click.
  [[nodiscard]] bool automated() const {
    return !screenshot.empty() || bench_frames > 0 || !script.empty() || auto_decide > 0;
  }
};

// Parses argv; returns false (after printing usage or the error) when the
// program should exit with `code`.
bool parse_gui_options(int argc, char** argv, GuiOptions& out, int& code);

}  // namespace tabula::gui
