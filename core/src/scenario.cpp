#include "tabula/scenario.hpp"

#include <algorithm>

#include "lua/host.hpp"
#include "tabula/bot.hpp"
#include "tabula/hash.hpp"
#include "tabula/session.hpp"
#include "tabula/sim.hpp"

namespace tabula {

std::vector<std::filesystem::path> scenario_files(const Module& module) {
  std::vector<std::filesystem::path> files;
  const auto dir = module.manifest.dir / "tests";
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator(dir, ec))
    if (e.is_regular_file() && e.path().extension() == ".lua") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<Scenario> read_scenarios(std::shared_ptr<const Module> module,
                                     const std::filesystem::path& file, Problems& problems) {
  std::vector<Scenario> out;
  auto host = lua::Host::create(module, lua::SandboxLimits{}, problems);
  if (!host) return out;
  if (!host->read_scenarios(file, out)) problems.push_back({"", 0, host->error()});
  return out;
}

namespace {

// A Lua string literal of any bytes (control bytes as three-digit escapes,
// which no following digit can extend).
std::string lua_quote(const std::string& text) {
  std::string out = "\"";
  for (const unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 32 || c == 127) {
      const std::string code = std::to_string(c);
      out += "\\" + std::string(3 - code.size(), '0') + code;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::string choice_text(const Choice& c) {
  std::string picks;
  for (const std::string& p : c.picks) picks += (picks.empty() ? "" : ", ") + lua_quote(p);
  if (c.picks.size() != 1) picks = "{ " + picks + " }";
  return "{ " + std::to_string(c.seat + 1) + ", " + picks + " }";
}

}  // namespace

std::string scenario_text(const Session& session, const std::string& name) {
  const GameSetup& setup = session.setup();
  std::string out =
      "-- Made by `tabula replay --to-scenario`: replays a game and checks that it\n"
      "-- still ends in the same state. It fails when the rules or the data change\n"
      "-- what this game does: then look at why, and make a new one if that is right.\n"
      "return {\n  {\n    name = " +
      lua_quote(name) + ",\n    seed = " + std::to_string(setup.seed) + ",\n    seats = {";
  for (const SeatConfig& seat : setup.seats)
    out += " { " + lua_quote(seat.name) + ", " + lua_quote(seat.color) + " },";
  out += " },\n    options = {";
  for (const auto& [key, value] : setup.options)
    out += " [" + lua_quote(key) + "] = " + lua_quote(value) + ",";
  out += " },\n    choices = {\n";
  for (const Choice& c : session.choices()) out += "      " + choice_text(c) + ",\n";
  return out + "    },\n    hash = \"" + hex64(session.hash()) + "\",\n  },\n}\n";
}

namespace {

GameSetup scenario_setup(const Scenario& s) {
  GameSetup setup;
  setup.options = s.options;
  setup.seed = s.seed;
  // A scenario that bots play to the end has no human seat (options with a
  // bots_default take it).
  for (int i = 0; i < s.players; ++i) {
    SeatConfig seat = default_seat(i, s.bots ? "random" : "human");
    if (!s.seats.empty()) {
      seat.name = s.seats[static_cast<std::size_t>(i)].name;
      seat.color = s.seats[static_cast<std::size_t>(i)].color;
    }
    setup.seats.push_back(seat);
  }
  return setup;
}

std::string where(const Scenario& s) {
  return s.file.string() + ": scenario '" + s.name + "': ";
}

// Each refusal must be refused, for the reason given, and change nothing.
std::optional<std::string> check_refusals(Session& session, const Scenario& s) {
  for (std::size_t i = 0; i < s.refused.size(); ++i) {
    const Refusal& r = s.refused[i];
    const std::string which = "refused " + std::to_string(i + 1) + ": ";
    const std::uint64_t before = session.hash();
    const std::size_t choices = session.choices().size();
    const auto why = session.apply(r.choice);
    if (!why) return which + "the game accepted it";
    if (why->find(r.reason) == std::string::npos)
      return which + "refused because \"" + *why + "\", not \"" + r.reason + "\"";
    if (session.hash() != before || session.choices().size() != choices)
      return which + "refused, but the state changed";
  }
  return std::nullopt;
}

}  // namespace

ScenarioResult run_scenario(std::shared_ptr<const Module> module, const Scenario& s) {
  Problems problems;
  auto session = Session::start(module, scenario_setup(s), SessionConfig{}, problems);
  if (!session) return {false, where(s) + join(problems)};
  for (std::size_t i = 0; i < s.choices.size(); ++i) {
    if (session->status() != SessionStatus::Waiting)
      return {false,
              where(s) + "choice " + std::to_string(i + 1) + ": the game is not waiting" +
                  (session->status() == SessionStatus::Failed ? ":\n" + session->error() : "")};
    if (auto why = session->apply(s.choices[i]))
      return {false, where(s) + "choice " + std::to_string(i + 1) + ": " + *why};
  }
  if (auto why = check_refusals(*session, s)) return {false, where(s) + *why};
  if (s.bots) {
    std::vector<std::unique_ptr<Bot>> bots;
    for (int i = 0; i < s.players; ++i)
      bots.push_back(make_bot("random", s.seed * 31 + static_cast<std::uint64_t>(i)));
    play_bots(*session, bots);
  }
  if (session->status() == SessionStatus::Failed) return {false, where(s) + session->error()};
  if (s.hash && session->hash() != *s.hash)
    return {false, where(s) + "the state hash is " + hex64(session->hash()) + ", not " +
                       hex64(*s.hash) + " (the rules or the data changed what this game does)"};
  if (auto why = session->check_scenario(s.file, s.index)) return {false, where(s) + *why};
  return {true, ""};
}

}  // namespace tabula
