// Save files are replays: the inputs of a game (module id and content hash,
// options, seats, seed, choices) plus the final state hash for verification.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

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

struct LoadedReplay {
  std::unique_ptr<Session> session;  // null on failure
  std::string recorded_hash;         // the final state hash the file records
};

// Reads a replay, finds and loads its game, refuses it if the game's content
// hash changed since it was recorded, and re-applies every choice.
[[nodiscard]] LoadedReplay load_replay(const std::filesystem::path& path, const SearchPaths& paths,
                                       const SessionConfig& config, Problems& problems);

}  // namespace tabula
