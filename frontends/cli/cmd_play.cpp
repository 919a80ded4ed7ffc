// tabula play --game ID --seats human,random[,...] [--seed S] [--option k=v]...
// Plays in the terminal. A human sees only their own view; typing a number
// or an option id chooses; "look N" tells all about option N's piece (its
// card text); "undo", "view" and "quit" do what they say.
#include <unistd.h>

#include <iostream>
#include <random>
#include <sstream>

#include "cli.hpp"
#include "render.hpp"
#include "seats.hpp"
#include "tabula/replay.hpp"
#include "tabula/view.hpp"

namespace tabula::cli {
namespace {

// Turns a typed line into picks: option numbers (1-based) or option ids.
Choice read_choice(const Request& r, const std::string& line) {
  Choice c{r.seat, {}};
  std::istringstream in(line);
  std::string word;
  while (in >> word) {
    bool number = !word.empty() && word.find_first_not_of("0123456789") == std::string::npos;
    const std::size_t n = number ? std::stoul(word) : 0;
    if (number && n >= 1 && n <= r.options.size() && !r.find(word))
      c.picks.push_back(r.options[n - 1].id);
    else
      c.picks.push_back(word);
  }
  return c;
}

// "look N" (or an option id): the details of the piece that option names.
void look(const View& view, const Request& r, const std::string& word, const Module& module) {
  const Choice c = read_choice(r, word);
  const Option* o = c.picks.size() == 1 ? r.find(c.picks[0]) : nullptr;
  if (!o || !o->piece) {
    std::cout << "look at what? give the number of an option that names a piece\n";
    return;
  }
  print_piece_details(module, view.piece(o->piece), std::cout);
}

// Asks the human at `seat` until a valid choice or a command was handled.
// Returns false when the player quits.
bool ask_human(Session& s, SeatIndex seat, std::istream& in) {
  const View view = s.view(seat);
  print_view(view, s.module(), std::cout);
  const Request& r = *view.request();
  std::cout << '\n' << s.setup().seats[static_cast<std::size_t>(seat)].name << ", ";
  print_request(r, view, s.module(), std::cout);
  std::string line;
  while (std::cout << "> " << std::flush, std::getline(in, line)) {
    if (line == "quit" || line == "q") return false;
    if (line == "view") return true;
    if (line.rfind("look ", 0) == 0) {
      look(view, r, line.substr(5), s.module());
      continue;
    }
    if (line == "undo") {
      if (auto why = s.undo(seat)) std::cout << "cannot undo: " << *why << '\n';
      return true;
    }
    if (auto why = s.apply(read_choice(r, line))) {
      std::cout << why->c_str()
                << " - try again (a number, an option id, look N, undo, view or quit)\n";
      continue;
    }
    return true;
  }
  return false;
}

void print_new_events(const Session& s, std::size_t& shown) {
  for (; shown < s.events().size(); ++shown)
    if (s.events()[shown].kind == EventKind::Message)
      std::cout << "* " << s.events()[shown].text << '\n';
}

// Hot-seat privacy: before a different human sees their hand, the screen is
// cleared and the next player confirms they have the keyboard.
bool pass_to(const Session& s, SeatIndex seat, SeatIndex& last, std::istream& in) {
  int humans = 0;
  for (const SeatConfig& c : s.setup().seats) humans += c.controller == "human";
  if (humans < 2 || seat == last) return true;
  last = seat;
  if (isatty(STDOUT_FILENO)) std::cout << "\033[2J\033[H";
  std::cout << "\n=== " << s.setup().seats[static_cast<std::size_t>(seat)].name
            << ", it is your turn: press Enter when the others cannot see the screen ==="
            << std::endl;
  std::string line;
  return static_cast<bool>(std::getline(in, line));
}

int play_loop(Session& s, std::vector<std::unique_ptr<Bot>>& bots, const std::string& save) {
  std::size_t shown = 0;
  SeatIndex last_human = kNoSeat;
  while (true) {
    play_bots(s, bots);
    print_new_events(s, shown);
    if (!save.empty()) {
      if (auto err = save_replay(s, save)) std::cerr << "tabula: " << *err << '\n';
    }
    if (s.status() == SessionStatus::Failed) {
      std::cerr << "tabula: the game stopped with an error:\n" << s.error() << '\n';
      return 1;
    }
    if (s.status() == SessionStatus::Finished) {
      print_results(s.results(), s.state().seats(), std::cout);
      return 0;
    }
    const SeatIndex seat = s.decision()->waiting().front();
    if (!pass_to(s, seat, last_human, std::cin) || !ask_human(s, seat, std::cin)) {
      std::cout << "Stopped." << (save.empty() ? "" : " The game is saved in " + save) << '\n';
      return 0;
    }
    if (s.events().size() < shown) shown = s.events().size();  // after an undo
  }
}

}  // namespace

int cmd_play(const std::vector<std::string>& args) {
  Globals g;
  std::string game, seats_text = "human,random", save, load_file;
  std::uint64_t seed = 0;
  std::vector<std::string> option_args;
  po::options_description desc("play options");
  desc.add_options()("game", po::value(&game), "game id or folder")(
      "seats", po::value(&seats_text),
      "comma-separated seats: human or a bot (random, greedy, mcts, mcts:easy|normal|hard); "
      "default human,random")("seed", po::value(&seed),
                              "random seed (default: a fresh one, printed)")(
      "option", po::value(&option_args)->composing(), "game option key=value (repeatable)")(
      "save", po::value(&save), "keep the game saved in FILE after every decision")(
      "load", po::value(&load_file), "continue the game saved in FILE");
  add_globals(desc, g);
  int code = 0;
  const std::string usage =
      "tabula play --game ID --seats human,random[,...] [--seed S] [--option k=v]...";
  if (!parse(args, desc, {}, g, usage, code)) return code;
  const SearchPaths paths = search_paths(g);

  std::unique_ptr<Session> session;
  if (!load_file.empty()) {
    Problems problems;
    session = load_replay(load_file, paths, session_config(g), problems).session;
    report(problems);
    if (save.empty()) save = load_file;
  } else {
    if (game.empty()) {
      std::cerr << "tabula: play needs --game (see tabula list)\n";
      return 2;
    }
    GameSetup setup;
    if (!parse_seats(seats_text, setup.seats) || !parse_options(option_args, setup.options))
      return 2;
    setup.seed = seed != 0 ? seed : std::random_device{}();
    auto module = load(game, paths);
    if (!module) return 1;
    Problems problems;
    session = Session::start(module, setup, session_config(g), problems);
    report(problems);
    if (session)
      std::cout << "Seed " << setup.seed << " (replay this game with --seed " << setup.seed
                << ")\n";
  }
  if (!session) return 1;
  if (const std::string mods = session->module().mods_summary(); !mods.empty())
    std::cout << "With mods: " << mods << '\n';
  auto bots = make_bots(session->setup().seats, session->setup().seed,
                        bot_settings(session->module().manifest, true));
  return play_loop(*session, bots, save);
}

}  // namespace tabula::cli
