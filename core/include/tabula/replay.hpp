// Save files are replays: the inputs of a game (module id and content hash,
// options, seats, seed, choices) plus the final state hash for verification.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tabula/module.hpp"
#include "tabula/session.hpp"

namespace tabula {

inline constexpr int kReplayFormat = 1;

// The replay of `session` as JSON.
[[nodiscard]] nlohmann::json replay_json(const Session& session);

// Writes the replay atomically and durably (see write_file_durably: a temp file
// named with the process id, fsync, rename, fsync of the folder), so a crash or
// a power cut mid-write never destroys the previous save. Returns the error, if any.
[[nodiscard]] std::optional<std::string> save_replay(const Session& session,
                                                     const std::filesystem::path& path);

// The inputs a replay records, read and checked against the game found now,
// not yet played.
struct ReplayInputs {
  std::shared_ptr<const Module> module;
  GameSetup setup;
  std::vector<Choice> choices;  // each seat within the setup's seats
  std::string recorded_hash;    // the final state hash the file records
};

// Reads a replay (or a server's table log, tabula/table_log.hpp) and finds
// and loads its game; refuses (nullopt, with the
// problem named) a file that is not a replay, is malformed in any field, or
// was recorded with other content of its game (its content hash changed).
[[nodiscard]] std::optional<ReplayInputs> read_replay(const std::filesystem::path& path,
                                                      const SearchPaths& paths, Problems& problems);

// The same for a replay already read as JSON (a server's table from its
// store); `source` names it in the problems.
[[nodiscard]] std::optional<ReplayInputs> read_replay_json(const nlohmann::json& replay,
                                                           const std::string& source,
                                                           const SearchPaths& paths,
                                                           Problems& problems);

struct LoadedReplay {
  std::unique_ptr<Session> session;  // null on failure
  std::string recorded_hash;         // the final state hash the file records
};

// A session of `inputs` that re-applies every choice; null with the problem
// named (by `source`) when one is refused.
[[nodiscard]] LoadedReplay replay_session(const ReplayInputs& inputs, const std::string& source,
                                          const SessionConfig& config, Problems& problems);

// read_replay, then replay_session.
[[nodiscard]] LoadedReplay load_replay(const std::filesystem::path& path, const SearchPaths& paths,
                                       const SessionConfig& config, Problems& problems);

}  // namespace tabula
