// Turning --seats human,mcts:hard,... into seat configurations and bots.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "tabula/bot.hpp"
#include "tabula/session.hpp"

namespace tabula::cli {

// Parses a comma-separated list of controllers ("human" or a bot spec).
// Returns false with a message on stderr for an unknown name.
bool parse_seats(const std::string& text, std::vector<SeatConfig>& seats);

// Parses a comma-separated list of bot specs (no humans), as parse_seats.
bool parse_bot_specs(const std::string& text, std::vector<std::string>& specs);

// One bot per bot seat (null for humans), seeded from `seed`, thinking as
// `settings` allow.
std::vector<std::unique_ptr<Bot>> make_bots(const std::vector<SeatConfig>& seats,
                                            std::uint64_t seed, const BotSettings& settings);

}  // namespace tabula::cli
