// The "state" message: what one seat (or a spectator) may know of a table
// now. Everything in it comes from the core's View for that seat, so the
// core's rules of hidden information are the server's (docs/protocol.md).
#pragma once

#include <cstddef>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "tabula/json_text.hpp"
#include "tabula/session.hpp"

namespace tabula::server {

// What one connection was sent of a table so far: the next state message
// carries only the events since, and the card data it has not had yet.
struct Cursor {
  std::size_t events = 0;
  std::set<std::string> defs;
};

// The state message for `seat` (a seat, or kSpectator) of table `table`,
// moving `cursor` on, as JSON text (written without a document tree: the
// server sends one per member after every choice). `presence` is the
// table's seats list as JSON text (who plays them and who is connected),
// which is public.
[[nodiscard]] std::string state_message(const Session& session, const std::string& table,
                                        SeatIndex seat, Cursor& cursor,
                                        const std::string& presence);

// The events from `from` on, as `seat` may see them: a piece is named only
// when the seat sees it now and nothing moved or turned it since, so an
// event never tells which hidden card became which visible one.
void write_events(JsonText& w, const Session& session, SeatIndex seat, std::size_t from);

// The results of a finished game: per seat its score, rank and breakdown,
// the winners and why the game ended.
[[nodiscard]] nlohmann::json results_json(const Results& results);

// A client's side: the events and results of a state message read back
// (seats from 0 again; a piece the seat may not follow is 0). Throw
// nlohmann::json::exception on a message that is not one.
[[nodiscard]] std::vector<Event> read_events(const nlohmann::json& events);
[[nodiscard]] Results read_results(const nlohmann::json& results);

}  // namespace tabula::server
