#include "seats.hpp"

#include <iostream>
#include <sstream>

#include "tabula/sim.hpp"

namespace tabula::cli {

bool parse_seats(const std::string& text, std::vector<SeatConfig>& seats) {
  std::stringstream in(text);
  std::string kind;
  const auto bots = bot_names();
  while (std::getline(in, kind, ',')) {
    const int n = static_cast<int>(seats.size());
    if (kind != "human" && std::find(bots.begin(), bots.end(), kind) == bots.end()) {
      std::cerr << "tabula: unknown seat kind '" << kind << "' (use human or random)\n";
      return false;
    }
    const std::string name = kind == "human" ? "Player " + std::to_string(n + 1)
                                              : "Bot " + std::to_string(n + 1);
    seats.push_back({name, default_seat_color(n), kind});
  }
  return !seats.empty();
}

std::vector<std::unique_ptr<Bot>> make_bots(const std::vector<SeatConfig>& seats, std::uint64_t seed) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (std::size_t i = 0; i < seats.size(); ++i)
    bots.push_back(seats[i].controller == "human" ? nullptr : make_bot(seats[i].controller, seed * 31 + i));
  return bots;
}

}  // namespace tabula::cli
