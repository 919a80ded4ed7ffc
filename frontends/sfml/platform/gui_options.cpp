#include "platform/gui_options.hpp"

#include <fstream>
#include <iostream>

#include <boost/program_options.hpp>

namespace tabula::gui {
namespace po = boost::program_options;

namespace {

bool parse_size(const std::string& text, unsigned& w, unsigned& h) {
  const auto x = text.find('x');
  if (x == std::string::npos) return false;
  try {
    w = static_cast<unsigned>(std::stoul(text.substr(0, x)));
    h = static_cast<unsigned>(std::stoul(text.substr(x + 1)));
  } catch (const std::exception&) {
    return false;
  }
  return w >= 320 && h >= 240 && w <= 8192 && h <= 8192;
}

}  // namespace

bool parse_gui_options(int argc, char** argv, GuiOptions& out, int& code) {
  std::string size, input_file;
  std::uint64_t seed = 0;
  std::vector<int> clicks;
  bool help = false;
  po::options_description contract("Options");
  contract.add_options()("game", po::value(&out.game),
                         "start straight into game ID (without it: the launcher)")(
      "seats", po::value(&out.seats),
      "comma-separated seats: human or a bot name (default human,random)")(
      "seed", po::value(&seed), "random seed (default: a fresh one, shown)")(
      "option", po::value(&out.options)->composing(), "game option key=value (repeatable)")(
      "autoplay", po::bool_switch(&out.autoplay), "bots take every seat")(
      "screenshot", po::value(&out.screenshot),
      "save a PNG of the window after --frames frames (or at the end of an --autoplay game) and "
      "exit")("frames", po::value(&out.frames), "frames to draw before --screenshot")(
      "size", po::value(&size), "window size WxH (default 1280x720)")(
      "games-path", po::value(&out.games_paths)->composing(),
      "also look for games in DIR (repeatable)")(
      "mods-path", po::value(&out.mods_paths)->composing(), "look for mods in DIR (repeatable)");
  po::options_description more("More options");
  more.add_options()("load", po::value(&out.load), "continue the game saved in FILE")(
      "replay", po::value(&out.replay), "open the replay (or save) FILE in the replay viewer")(
      "fullscreen", po::bool_switch(&out.fullscreen), "start in fullscreen (F11 toggles)")(
      "bot-delay", po::value(&out.bot_delay_ms),
      "milliseconds a bot waits before it acts (default 650; with --autoplay --screenshot: 30, "
      "none when the shot is at the end)")("click-option", po::value(&clicks)->composing(),
                                           "test input: click option N (1-based) of the pending "
                                           "decision, as a mouse would (repeatable)")(
      "click-confirm", "test input: then click Confirm")(
      "input", po::value(&input_file),
      "test input: a script of steps (click option N, click confirm, click cover, hover option N, "
      "key ctrl+z, wait N)")(
      "bench-frames", po::value(&out.bench_frames),
      "draw N frames as fast as possible and print frame times (median, 99th percentile)")(
      "timeout", po::value(&out.timeout), "give up after this many seconds (exit code 3)")(
      "dump-text", po::value(&out.dump_text),
      "test: write every text drawn in the frames a test looks at, with its box, whether it was "
      "cut and whether hovering shows it whole, to FILE (JSON)")(
      "auto-decide", po::value(&out.auto_decide),
      "test input: a random bot takes N of the people's decisions through the table, each shown "
      "first (its list unfolded, a card of it enlarged)")("help,h", po::bool_switch(&help),
                                                          "show this help");
  po::options_description online("Online (docs/server.md)");
  online.add_options()("server", po::value(&out.server),
                       "open the Online lobby connected to the server at ws://HOST:PORT")(
      "player", po::value(&out.player), "the name the other players see")(
      "host", po::value(&out.host),
      "host a table of GAME there (seats from --seats: human is a seat open for a person; "
      "options from --option)")("public", po::bool_switch(&out.public_table),
                                "list the hosted table for anyone to join")(
      "table", po::value(&out.table), "join this table (with --token) or watch it (without)")(
      "token", po::value(&out.token), "the seat token to join --table with");
  po::options_description all;
  all.add(contract).add(more).add(online);
  const char* usage =
      "usage: tabula-gui [--game ID --seats SEATS [--seed S] [--option k=v]...] [--autoplay]\n"
      "                  [--screenshot FILE] [--frames N] [--size WxH]\n"
      "Without --game: the launcher.\n\n";
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, all), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "tabula-gui: " << e.what() << "\n\n" << usage << all;
    code = 2;
    return false;
  }
  if (help) {
    std::cout << usage << all;
    code = 0;
    return false;
  }
  if (vm.count("seed")) out.seed = seed;
  if (!size.empty() && !parse_size(size, out.width, out.height)) {
    std::cerr << "tabula-gui: --size wants WxH (at least 320x240), got '" << size << "'\n";
    code = 2;
    return false;
  }
  for (int n : clicks) out.script.push_back("click option " + std::to_string(n));
  if (vm.count("click-confirm")) out.script.push_back("click confirm");
  if (!input_file.empty()) {
    std::ifstream in(input_file);
    if (!in) {
      std::cerr << "tabula-gui: cannot read --input " << input_file << '\n';
      code = 2;
      return false;
    }
    for (std::string line; std::getline(in, line);) {
      const auto hash = line.find('#');
      if (hash != std::string::npos) line.erase(hash);
      while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
      if (!line.empty()) out.script.push_back(line);
    }
  }
  if (out.frames < 0 || out.bench_frames < 0 || out.auto_decide < 0) {
    std::cerr << "tabula-gui: --frames, --bench-frames and --auto-decide must not be negative\n";
    code = 2;
    return false;
  }
  return true;
}

}  // namespace tabula::gui
