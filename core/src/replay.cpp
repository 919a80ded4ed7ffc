#include "tabula/replay.hpp"

#include <fstream>

#include "tabula/hash.hpp"

namespace tabula {

nlohmann::json replay_json(const Session& s) {
  const Manifest& m = s.module().manifest;
  nlohmann::json j;
  j["format"] = "tabula-replay";
  j["version"] = kReplayFormat;
  j["game"] = {{"id", m.id}, {"version", m.version}, {"hash", s.module().hash_hex()}};
  for (const ModInfo& mod : s.module().mods) j["game"]["mods"].push_back(mod.id);
  j["options"] = s.setup().options;
  for (const SeatConfig& seat : s.setup().seats)
    j["seats"].push_back({{"name", seat.name}, {"color", seat.color}, {"controller", seat.controller}});
  j["seed"] = s.setup().seed;
  j["choices"] = nlohmann::json::array();
  for (const Choice& c : s.choices()) j["choices"].push_back({{"seat", c.seat + 1}, {"picks", c.picks}});
  j["final_hash"] = hex64(s.hash());
  j["status"] = s.status() == SessionStatus::Finished ? "finished"
                : s.status() == SessionStatus::Failed ? "failed" : "waiting";
  return j;
}

std::optional<std::string> save_replay(const Session& session, const std::filesystem::path& path) {
  const std::filesystem::path tmp = path.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::trunc);
    if (!out) return "cannot write " + tmp.string();
    out << replay_json(session).dump(1) << '\n';
    out.flush();
    if (!out) return "cannot write " + tmp.string() + " (disk full?)";
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) return "cannot replace " + path.string() + ": " + ec.message();
  return std::nullopt;
}

namespace {

GameSetup replay_setup(const nlohmann::json& j) {
  GameSetup setup;
  setup.options = j.value("options", std::map<std::string, std::string>{});
  for (const auto& seat : j.at("seats"))
    setup.seats.push_back({seat.at("name"), seat.value("color", ""), seat.value("controller", "human")});
  setup.seed = j.at("seed").get<std::uint64_t>();
  return setup;
}

bool replay_apply(Session& s, const nlohmann::json& choices, const std::string& file,
                  Problems& problems) {
  std::size_t i = 0;
  for (const auto& c : choices) {
    ++i;
    Choice choice{c.at("seat").get<SeatIndex>() - 1, c.at("picks").get<std::vector<std::string>>()};
    if (s.status() != SessionStatus::Waiting) {
      problems.push_back({file, 0, "choice " + std::to_string(i) + " comes after the game ended"});
      return false;
    }
    if (auto why = s.apply(choice)) {
      problems.push_back({file, 0, "choice " + std::to_string(i) + " is invalid: " + *why});
      return false;
    }
  }
  return true;
}

}  // namespace

LoadedReplay load_replay(const std::filesystem::path& path, const SearchPaths& paths,
                         const SessionConfig& config, Problems& problems) {
  LoadedReplay out;
  const std::string file = path.string();
  std::ifstream in(path);
  if (!in) {
    problems.push_back({file, 0, "cannot open the replay"});
    return out;
  }
  try {
    const nlohmann::json j = nlohmann::json::parse(in);
    if (j.value("format", "") != "tabula-replay" || j.value("version", 0) != kReplayFormat) {
      problems.push_back({file, 0, "not a Tabula replay of format version " + std::to_string(kReplayFormat)});
      return out;
    }
    const std::string id = j.at("game").at("id");
    auto module = load_game(id, paths, problems);
    if (!module) return out;
    const std::string recorded = j.at("game").at("hash");
    if (module->hash_hex() != recorded) {
      problems.push_back({file, 0, "this replay was recorded with other content of '" + id +
                                       "' (hash " + recorded + "; the game found now has " +
                                       module->hash_hex() +
                                       "): its rules, data or mods changed, so it cannot be replayed"});
      return out;
    }
    out.recorded_hash = j.value("final_hash", "");
    out.session = Session::start(module, replay_setup(j), config, problems);
    if (out.session && !replay_apply(*out.session, j.at("choices"), file, problems))
      out.session.reset();
  } catch (const nlohmann::json::exception& e) {
    problems.push_back({file, 0, std::string("malformed replay: ") + e.what()});
    out.session.reset();
  }
  return out;
}

}  // namespace tabula
