#include "seats.hpp"

#include <algorithm>
#include <iostream>
#include <sstream>

#include "tabula/sim.hpp"

namespace tabula::cli {
namespace {

// Splits `text` at commas; false with a message for a kind that is neither
// a bot spec nor (when allowed) "human".
bool split_kinds(const std::string& text, bool humans, std::vector<std::string>& kinds) {
  std::stringstream in(text);
  std::string kind;
  const auto bots = bot_names();
  while (std::getline(in, kind, ',')) {
    const bool known =
        (humans && kind == "human") || std::find(bots.begin(), bots.end(), kind) != bots.end();
    if (!known) {
      std::cerr << "tabula: unknown seat kind '" << kind << "' (use " << (humans ? "human, " : "")
                << bot_spec_list() << ")\n";
      return false;
    }
    kinds.push_back(kind);
  }
  return !kinds.empty();
}

}  // namespace

bool parse_seats(const std::string& text, std::vector<SeatConfig>& seats) {
  std::vector<std::string> kinds;
  if (!split_kinds(text, true, kinds)) return false;
  for (const std::string& kind : kinds) {
    const int n = static_cast<int>(seats.size());
    const std::string name =
        kind == "human" ? "Player " + std::to_string(n + 1) : "Bot " + std::to_string(n + 1);
    seats.push_back({name, default_seat_color(n), kind});
  }
  return true;
}

bool parse_bot_specs(const std::string& text, std::vector<std::string>& specs) {
  return split_kinds(text, false, specs);
}

std::vector<std::unique_ptr<Bot>> make_bots(const std::vector<SeatConfig>& seats,
                                            std::uint64_t seed, const BotSettings& settings) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (std::size_t i = 0; i < seats.size(); ++i)
    bots.push_back(seats[i].controller == "human"
                       ? nullptr
                       : make_bot(seats[i].controller, seed * 31 + i, settings));
  return bots;
}

}  // namespace tabula::cli
