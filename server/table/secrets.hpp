// Unguessable names: table ids and seat tokens, from the system's random
// source (never from a game's seed, which is part of the game).
#pragma once

#include <cstdint>
#include <string>

namespace tabula::server {

// `bytes` random bytes as lowercase hex ("9f3a...").
[[nodiscard]] std::string random_hex(std::size_t bytes);
// A table id: 12 hex characters (48 bits; tables are also found by listing).
[[nodiscard]] std::string new_table_id();
// A seat token: 32 hex characters (128 bits): whoever holds it plays the seat.
[[nodiscard]] std::string new_seat_token();
// A seed for a table that was given none.
[[nodiscard]] std::uint64_t random_seed();
// Compares secrets in time that does not depend on where they differ.
[[nodiscard]] bool same_secret(const std::string& a, const std::string& b);

}  // namespace tabula::server
