// Bots and hints on the server: a search runs on a copy of the table's game
// in the BotPool, seeing only its seat's view (docs/bots.md), and its answer
// comes back to the server's thread, where it is checked like any choice.
#include <algorithm>
#include <functional>
#include <iostream>

#include "lobby/lobby.hpp"

namespace tabula::server {

namespace {

using nlohmann::json;

std::uint64_t bot_seed(const std::string& table, SeatIndex seat, std::uint64_t at) {
  return std::hash<std::string>{}(table) ^ (at * 0x9E3779B97F4A7C15ull) ^
         static_cast<std::uint64_t>(seat + 1);
}

// What `spec` picks for `seat` in a copy made from `source`, and what it
// thought of each option; empty picks when the copy does not reach the
// decision (it always should).
struct Thought {
  std::vector<std::string> picks;
  std::vector<OptionEstimate> estimates;
};

Thought think_on_copy(Session::CloneSource& source, SeatIndex seat, Bot& bot) {
  const auto copy = Session::clone_from(std::move(source));
  if (!copy || !copy->decision() || !copy->decision()->open_request(seat)) return {};
  const View view = copy->view(seat);
  Thought t;
  t.picks = bot.choose(view, *view.request());
  t.estimates = bot.estimates();
  return t;
}

json hint_options(const Request& request, const std::vector<OptionEstimate>& estimates) {
  json out = json::array();
  for (const OptionEstimate& e : estimates) {
    const Option* o = request.find(e.id);
    out.push_back(
        {{"id", e.id}, {"label", o ? o->label : ""}, {"visits", e.visits}, {"value", e.value}});
  }
  return out;
}

bool is_bot_spec(const std::string& spec) {
  const auto bots = bot_names();
  return std::find(bots.begin(), bots.end(), spec) != bots.end();
}

}  // namespace

bool Lobby::seat_thinking(const Entry& entry, SeatIndex seat) {
  return std::any_of(entry.thinking.begin(), entry.thinking.end(),
                     [seat](const auto& job) { return job.first == seat; });
}

void Lobby::pump_bots(Entry& entry) {
  Table& table = *entry.table;
  const Decision* decision = table.over() ? nullptr : table.session().decision();
  if (!decision) return;
  for (const SeatIndex seat : decision->waiting()) {
    const std::string& controller = table.seat(seat).controller;
    if (controller == "human") continue;
    // A seat's bot thinks about one decision at a time (another seat's
    // answer may move the table on while it thinks: it thinks again after).
    if (controller != "random") {
      if (!seat_thinking(entry, seat) && entry.thinking.insert({seat, table.at()}).second)
        think(entry, seat);
      continue;
    }
    if (!entry.thinking.insert({seat, table.at()}).second) continue;
    // Random answers are made at once, but as a task of their own, so that
    // a table of random bots does not hold the server up for a whole game.
    outbox_.post([this, id = table.id(), seat, at = table.at()] {
      Entry* e = find_table(id);
      if (!e || e->table->at() != at) return;
      const View view = e->table->session().view(seat);
      if (!view.request()) return;
      bot_answered(id, seat, at, e->table->seat(seat).random->choose(view, *view.request()));
    });
  }
}

// One bot per seat for the whole game, not one per decision: its opponent
// model learns from every pick it sees. pump_bots starts one job per seat at
// a time, so two threads never share its bot.
void Lobby::think(Entry& entry, SeatIndex seat) {
  Table& table = *entry.table;
  TableSeat& s = table.seat(seat);
  if (!s.thinker)
    s.thinker = make_bot(s.controller, bot_seed(table.id(), seat, 0), settings(table));
  auto source = table.session().clone_source(false);
  const std::uint64_t at = table.at();
  // Bot moves always queue (a table must not stall); hints may be refused.
  pool_.submit(
      [this, source, seat, bot = s.thinker, at, id = table.id()] {
        Thought t = think_on_copy(*source, seat, *bot);
        outbox_.post([this, id, seat, at, picks = std::move(t.picks)] {
          bot_answered(id, seat, at, picks);
        });
      },
      true);
}

// Each level's iteration budget (not its thinking time), so a bot's play
// does not depend on how busy the server is.
BotSettings Lobby::settings(const Table& table) const {
  BotSettings s = bot_settings(table.session().module().manifest, false);
  s.iterations = config_.bot_iterations;
  return s;
}

void Lobby::bot_answered(const std::string& id, SeatIndex seat, std::uint64_t at,
                         const std::vector<std::string>& picks) {
  Entry* entry = find_table(id);
  if (!entry) return;
  entry->thinking.erase({seat, at});
  Table& table = *entry->table;
  auto error = table.choose(seat, at, picks);
  if (error && error->code == ErrorCode::Refused) {
    // A search that failed must not stall the table: a random answer instead.
    std::cerr << "tabula serve: table " << id << ": the bot of seat " << seat + 1
              << " could not answer (" << error->message << "); it answers at random\n";
    const View view = table.session().view(seat);
    if (view.request())
      error =
          table.choose(seat, at, RandomBot(bot_seed(id, seat, at)).choose(view, *view.request()));
  }
  if (!error) changed(*entry);
  // The table moved on while the bot thought: it thinks about the new decision.
  if (error && error->code == ErrorCode::Stale) pump_bots(*entry);
}

void Lobby::on_hint(ConnId conn, Conn& c, const HintRequest& r, const json& re) {
  Entry* entry = c.seat >= 0 ? find_table(c.table) : nullptr;
  if (!entry) return fail(conn, ErrorCode::NotSeated, "you play no seat: join a table first", re);
  Table& table = *entry->table;
  if (table.over()) return fail(conn, ErrorCode::Finished, "the game is over", re);
  const Decision* decision = table.session().decision();
  if (!decision || !decision->open_request(c.seat))
    return fail(conn, ErrorCode::Refused, "you owe no decision now", re);
  const std::string level = r.level.empty() ? "mcts:normal" : r.level;
  if (!is_bot_spec(level))
    return fail(conn, ErrorCode::BadField,
                "field 'level': unknown bot '" + level + "' (use " + bot_spec_list() + ")", re);
  if (c.hint_running) return fail(conn, ErrorCode::Busy, "a hint for you is underway", re);
  auto source = table.session().clone_source(false);
  const BotSettings settings = this->settings(table);
  const Request request = *decision->open_request(c.seat);
  const std::uint64_t at = table.at();
  const auto job = [this, source, conn, seat = c.seat, level, settings, request, at, re,
                    id = table.id()] {
    const auto bot = make_bot(level, bot_seed(id, seat, at), settings);
    Thought t = think_on_copy(*source, seat, *bot);
    json j = reply("hint", re);
    j["table"] = id;
    j["at"] = at;
    j["level"] = level;
    j["picks"] = t.picks;
    j["options"] = hint_options(request, t.estimates);
    outbox_.post([this, conn, j = std::move(j)] { hint_done(conn, j); });
  };
  if (!pool_.submit(job, false))
    return fail(conn, ErrorCode::Busy, "the server is thinking for too many; ask again soon", re);
  c.hint_running = true;
}

void Lobby::hint_done(ConnId conn, const json& reply) {
  const auto it = conns_.find(conn);
  if (it == conns_.end()) return;
  it->second.hint_running = false;
  send(conn, reply);
}

}  // namespace tabula::server
