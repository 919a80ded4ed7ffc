#include "tabula/scenario.hpp"

#include <algorithm>

#include "lua/host.hpp"
#include "tabula/bot.hpp"
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

GameSetup scenario_setup(const Scenario& s) {
  GameSetup setup;
  setup.options = s.options;
  setup.seed = s.seed;
  // A scenario that bots play to the end has no human seat (options with a
  // bots_default take it).
  for (int i = 0; i < s.players; ++i)
    setup.seats.push_back(
        {"Seat " + std::to_string(i + 1), default_seat_color(i), s.bots ? "random" : "human"});
  return setup;
}

std::string where(const Scenario& s) {
  return s.file.string() + ": scenario '" + s.name + "': ";
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
  if (s.bots) {
    std::vector<std::unique_ptr<Bot>> bots;
    for (int i = 0; i < s.players; ++i)
      bots.push_back(make_bot("random", s.seed * 31 + static_cast<std::uint64_t>(i)));
    play_bots(*session, bots);
  }
  if (session->status() == SessionStatus::Failed) return {false, where(s) + session->error()};
  if (auto why = session->check_scenario(s.file, s.index)) return {false, where(s) + *why};
  return {true, ""};
}

}  // namespace tabula
