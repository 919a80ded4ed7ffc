#include "tabula/replay.hpp"

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iterator>

#include "save_file.hpp"
#include "tabula/hash.hpp"
#include "tabula/table_log.hpp"

namespace tabula {

nlohmann::json replay_json(const Session& s) {
  const Manifest& m = s.module().manifest;
  nlohmann::json j;
  j["format"] = "tabula-replay";
  j["version"] = kReplayFormat;
  j["game"] = {{"id", m.id},
               {"version", m.version},
               {"hash", s.module().hash_hex()},
               {"hash_format", kContentHashFormat}};
  for (const ModInfo& mod : s.module().mods) {
    j["game"]["mods"].push_back(mod.id);
    j["game"]["mod_hashes"].push_back(hex64(mod.hash));
  }
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

// What a refused field held, for the message: a scalar as written (cut short),
// an array or object by its type only, since dumping one recurses as deep as
// its nesting and a hostile file nests a million levels.
std::string replay_shown(const nlohmann::json& v) {
  if (v.is_structured()) return std::string("an ") + v.type_name();
  std::string text = v.dump();
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return text;
}

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
                            std::to_string(hi) + ", not " + replay_shown(v));
  return v.get<std::int64_t>();
}

// The seed: any unsigned 64-bit integer, never a float.
std::uint64_t replay_seed(const nlohmann::json& j) {
  const nlohmann::json& v = j.at("seed");
  if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<std::int64_t>() >= 0))
    throw std::out_of_range("the seed must be a whole number from 0 to 2^64 - 1, not " +
                            replay_shown(v));
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

std::vector<Choice> replay_choices(const nlohmann::json& choices, std::size_t seats) {
  std::vector<Choice> out;
  for (const auto& c : choices) {
    const std::string what = "choice " + std::to_string(out.size() + 1) + ": the seat";
    const auto seat = replay_int(c, "seat", 1, static_cast<std::int64_t>(seats), what);
    out.push_back(
        {static_cast<SeatIndex>(seat - 1), c.at("picks").get<std::vector<std::string>>()});
  }
  return out;
}

// Why the content differs, as far as the save tells: the mods it names
// against those found now (and their hashes, which saves record since
// content hash format 2), else the game's own files.
std::string what_changed(const nlohmann::json& game, const Module& m) {
  const nlohmann::json none = nlohmann::json::array();
  const nlohmann::json& ids = game.contains("mods") ? game.at("mods") : none;
  const nlohmann::json& hashes = game.contains("mod_hashes") ? game.at("mod_hashes") : none;
  std::vector<std::string> why;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    const std::string mod_id = ids.at(i);
    const auto found = std::find_if(m.mods.begin(), m.mods.end(),
                                    [&](const ModInfo& mod) { return mod.id == mod_id; });
    if (found == m.mods.end())
      why.push_back("mod '" + mod_id + "' is not installed now");
    else if (i < hashes.size() && hashes.at(i) != hex64(found->hash))
      why.push_back("mod '" + mod_id + "' changed (now version " + found->version + ")");
  }
  for (const ModInfo& mod : m.mods)
    if (std::find(ids.begin(), ids.end(), nlohmann::json(mod.id)) == ids.end())
      why.push_back("mod '" + mod.id + "' is installed now but was not then");
  if (why.empty())
    return hashes.size() == ids.size() ? "the game's own rules or data changed (its mods did not)"
                                       : "its rules, data or mods changed";
  std::string out;
  for (const std::string& w : why) out += (out.empty() ? "" : "; ") + w;
  return out;
}

// The inputs of `j`, or nullopt with the problem named. Throws on malformed JSON.
std::optional<ReplayInputs> replay_inputs(const nlohmann::json& j, const std::string& file,
                                          const SearchPaths& paths, Problems& problems) {
  // The version compared as JSON, not read as an int: a float such as 1e24
  // must not be converted (undefined behaviour in C++).
  if (!j.is_object() || j.value("format", "") != "tabula-replay" ||
      j.value("version", nlohmann::json()) != nlohmann::json(kReplayFormat)) {
    problems.push_back(
        {file, 0, "not a Tabula replay of format version " + std::to_string(kReplayFormat)});
    return std::nullopt;
  }
  ReplayInputs in;
  const std::string id = j.at("game").at("id");
  in.module = load_game(id, paths, problems);
  if (!in.module) return std::nullopt;
  const std::string recorded = j.at("game").at("hash");
  // Saves made before the hash left out docs and art carry no format: 1.
  const nlohmann::json format = j.at("game").value("hash_format", nlohmann::json(1));
  if (!format.is_number_integer() || format.get<int>() < 1 ||
      format.get<int>() > kContentHashFormat) {
    problems.push_back({file, 0, "unknown content hash format " + format.dump()});
    return std::nullopt;
  }
  const std::string now = in.module->hash_hex(format.get<int>(), problems);
  if (now != recorded) {
    problems.push_back({file, 0,
                        "this replay was recorded with other content of '" + id + "' (hash " +
                            recorded + "; the game found now has " + now + "): " +
                            what_changed(j.at("game"), *in.module) + ", so it cannot be replayed"});
    return std::nullopt;
  }
  in.setup = replay_setup(j);
  in.choices = replay_choices(j.at("choices"), in.setup.seats.size());
  in.recorded_hash = j.value("final_hash", "");
  return in;
}

}  // namespace

std::optional<ReplayInputs> read_replay(const std::filesystem::path& path, const SearchPaths& paths,
                                        Problems& problems) {
  const std::string file = path.string();
  std::ifstream in(path);
  if (!in) {
    problems.push_back({file, 0, "cannot open the replay"});
    return std::nullopt;
  }
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (is_table_log(text)) {  // a server's table log reads like a save
    std::string error;
    const auto record = parse_table_log(text, &error);
    if (!record) {
      problems.push_back({file, 0, error});
      return std::nullopt;
    }
    return read_replay_json(table_log_replay(*record), file, paths, problems);
  }
  try {
    return read_replay_json(nlohmann::json::parse(text), file, paths, problems);
  } catch (const nlohmann::json::exception& e) {
    problems.push_back({file, 0, std::string("malformed replay: ") + e.what()});
  }
  return std::nullopt;
}

std::optional<ReplayInputs> read_replay_json(const nlohmann::json& replay,
                                             const std::string& source, const SearchPaths& paths,
                                             Problems& problems) {
  try {
    return replay_inputs(replay, source, paths, problems);
  } catch (const nlohmann::json::exception& e) {
    problems.push_back({source, 0, std::string("malformed replay: ") + e.what()});
  } catch (const std::out_of_range& e) {
    problems.push_back({source, 0, std::string("malformed replay: ") + e.what()});
  } catch (const std::exception& e) {
    // Whatever else reading a hostile file may raise is refused the same way.
    problems.push_back({source, 0, std::string("cannot read the replay: ") + e.what()});
  }
  return std::nullopt;
}

LoadedReplay replay_session(const ReplayInputs& in, const std::string& source,
                            const SessionConfig& config, Problems& problems) {
  LoadedReplay out;
  out.recorded_hash = in.recorded_hash;
  out.session = Session::start(in.module, in.setup, config, problems);
  for (std::size_t i = 0; out.session && i < in.choices.size(); ++i) {
    const std::string which = "choice " + std::to_string(i + 1);
    if (out.session->status() != SessionStatus::Waiting) {
      problems.push_back({source, 0, which + " comes after the game ended"});
      out.session.reset();
    } else if (auto why = out.session->apply(in.choices[i])) {
      problems.push_back({source, 0, which + " is invalid: " + *why});
      out.session.reset();
    }
  }
  return out;
}

LoadedReplay load_replay(const std::filesystem::path& path, const SearchPaths& paths,
                         const SessionConfig& config, Problems& problems) {
  auto in = read_replay(path, paths, problems);
  return in ? replay_session(*in, path.string(), config, problems) : LoadedReplay{};
}

}  // namespace tabula
