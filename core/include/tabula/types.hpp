// Basic identifiers shared by every part of the core.
#pragma once

#include <cstdint>

namespace tabula {

// Pieces and zones are named by integer ids that start at 1; 0 means "none".
// The same number is used in C++, Lua, views and replay files.
using PieceId = std::int32_t;
using ZoneId = std::int32_t;
using CounterId = std::int32_t;

// Seats are 0-based in C++ and 1-based everywhere a person or a script sees
// them (Lua, JSON, the terminal). kNoSeat marks the table or "nobody".
using SeatIndex = std::int32_t;
inline constexpr SeatIndex kNoSeat = -1;
// A spectator: a view that shows only what every seat can see (servers give
// it to people who watch a table). Never a seat of the game.
inline constexpr SeatIndex kSpectator = -2;

}  // namespace tabula
