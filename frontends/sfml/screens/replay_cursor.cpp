#include "screens/replay_cursor.hpp"

#include <fstream>

#include <nlohmann/json.hpp>

#include "screens/game_factory.hpp"
#include "tabula/replay.hpp"

namespace tabula::gui {

bool ReplayCursor::open_file(const std::filesystem::path& file, const SearchPaths& paths,
                             const SessionConfig& config, Problems& problems) {
  std::ifstream in(file);
  if (!in) {
    problems.push_back({file.string(), 0, "cannot open the replay"});
    return false;
  }
  try {
    const nlohmann::json j = nlohmann::json::parse(in);
    if (j.value("format", "") != "tabula-replay" || j.value("version", 0) != kReplayFormat) {
      problems.push_back(
          {file.string(), 0,
           "not a Tabula replay of format version " + std::to_string(kReplayFormat)});
      return false;
    }
    const std::string id = j.at("game").at("id");
    auto module = GameFactory::load_module(id, paths, problems);
    if (!module) return false;
    const std::string recorded = j.at("game").at("hash");
    if (module->hash_hex() != recorded) {
      problems.push_back(
          {file.string(), 0,
           "this replay was recorded with other content of '" + id +
               "': its rules, data, layout or mods changed since, so it cannot be replayed"});
      return false;
    }
    GameSetup setup;
    setup.options = j.value("options", std::map<std::string, std::string>{});
    for (const auto& seat : j.at("seats"))
      setup.seats.push_back(
          {seat.at("name"), seat.value("color", ""), seat.value("controller", "human")});
    setup.seed = j.at("seed").get<std::uint64_t>();
    std::vector<Choice> choices;
    for (const auto& c : j.at("choices"))
      choices.push_back(
          {c.at("seat").get<SeatIndex>() - 1, c.at("picks").get<std::vector<std::string>>()});
    return open(module, setup, choices, config, problems);
  } catch (const nlohmann::json::exception& e) {
    problems.push_back({file.string(), 0, std::string("malformed replay: ") + e.what()});
    return false;
  }
}

bool ReplayCursor::open(std::shared_ptr<const Module> module, GameSetup setup,
                        std::vector<Choice> choices, const SessionConfig& config,
                        Problems& problems) {
  module_ = std::move(module);
  setup_ = std::move(setup);
  choices_ = std::move(choices);
  config_ = config;
  session_ = Session::start(module_, setup_, config_, problems);
  position_ = 0;
  kept_.clear();
  if (!session_) return false;
  kept_[0] = session_->clone();
  return true;
}

bool ReplayCursor::seek(std::size_t k, std::string& error) {
  k = std::min(k, choices_.size());
  if (k < position_ || k > position_ + kEvery) {
    auto it = kept_.upper_bound(k);
    --it;  // kept_[0] always exists
    session_ = it->second->clone();
    position_ = it->first;
  }
  while (position_ < k) {
    if (session_->status() != SessionStatus::Waiting) {
      error = "choice " + std::to_string(position_ + 1) + " comes after the game ended";
      return false;
    }
    if (auto why = session_->apply(choices_[position_])) {
      error = "choice " + std::to_string(position_ + 1) + " is refused: " + *why;
      return false;
    }
    ++position_;
    if (position_ % kEvery == 0 && !kept_.count(position_)) kept_[position_] = session_->clone();
  }
  return true;
}

}  // namespace tabula::gui
