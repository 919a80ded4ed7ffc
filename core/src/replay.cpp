#include "tabula/replay.hpp"

#include <cstdint>
#include <fstream>

#include "save_file.hpp"
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
    j["seats"].push_back(
        {{"name", seat.name}, {"color", seat.color}, {"controller", seat.controller}});
  j["seed"] = s.setup().seed;
  j["choices"] = nlohmann::json::array();
  for (const Choice& c : s.choices())
    j["choices"].push_back({{"seat", c.seat + 1}, {"picks", c.picks}});
  j["final_hash"] = hex64(s.hash());
  j["status"] = s.status() == SessionStatus::Finished ? "finished"
                : s.status() == SessionStatus::Failed ? "failed"
                                                      : "waiting";
  return j;
}

std::optional<std::string> save_replay(const Session& session, const std::filesystem::path& path) {
  return write_file_durably(path, replay_json(session).dump(1) + '\n');
}

namespace {

// An integer field of `j` within [lo, hi]: JSON floats, and integers out of
// range, are refused rather than converted (2^32 + 1 must not become 1).
std::int64_t replay_int(const nlohmann::json& j, const char* key, std::int64_t lo, std::int64_t hi,
                        const std::string& what) {
  const nlohmann::json& v = j.at(key);
  // Read as unsigned first: 2^63 and above must not wrap to negative numbers.
  const bool whole =
      v.is_number_integer() &&
      (!v.is_number_unsigned() || v.get<std::uint64_t>() <= static_cast<std::uint64_t>(INT64_MAX));
  const bool fits = whole && v.get<std::int64_t>() >= lo && v.get<std::int64_t>() <= hi;
  if (!fits)
    throw std::out_of_range(what + " must be a whole number from " + std::to_string(lo) + " to " +
                            std::to_string(hi) + ", not " + v.dump());
  return v.get<std::int64_t>();
}

// The seed: any unsigned 64-bit integer, never a float.
std::uint64_t replay_seed(const nlohmann::json& j) {
  const nlohmann::json& v = j.at("seed");
  if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<std::int64_t>() >= 0))
    throw std::out_of_range("the seed must be a whole number from 0 to 2^64 - 1, not " + v.dump());
  return v.get<std::uint64_t>();
}

GameSetup replay_setup(const nlohmann::json& j) {
  GameSetup setup;
  setup.options = j.value("options", std::map<std::string, std::string>{});
  for (const auto& seat : j.at("seats"))
    setup.seats.push_back(
        {seat.at("name"), seat.value("color", ""), seat.value("controller", "human")});
  setup.seed = replay_seed(j);
  return setup;
}

bool replay_apply(Session& s, const nlohmann::json& choices, const std::string& file,
                  Problems& problems) {
  std::size_t i = 0;
  for (const auto& c : choices) {
    ++i;
    const std::string what = "choice " + std::to_string(i) + ": the seat";
    const auto seat =
        replay_int(c, "seat", 1, static_cast<std::int64_t>(s.setup().seats.size()), what);
    Choice choice{static_cast<SeatIndex>(seat - 1), c.at("picks").get<std::vector<std::string>>()};
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
      problems.push_back(
          {file, 0, "not a Tabula replay of format version " + std::to_string(kReplayFormat)});
      return out;
    }
    const std::string id = j.at("game").at("id");
    auto module = load_game(id, paths, problems);
    if (!module) return out;
    const std::string recorded = j.at("game").at("hash");
    if (module->hash_hex() != recorded) {
      problems.push_back({file, 0,
                          "this replay was recorded with other content of '" + id + "' (hash " +
                              recorded + "; the game found now has " + module->hash_hex() +
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
  } catch (const std::out_of_range& e) {
    problems.push_back({file, 0, std::string("malformed replay: ") + e.what()});
    out.session.reset();
  }
  return out;
}

}  // namespace tabula
