#include "lobby/lobby.hpp"

#include <type_traits>

namespace tabula::server {

namespace {

using nlohmann::json;

std::string presence_text(const Table& table) {
  return table.presence().dump(-1, ' ', false, json::error_handler_t::replace);
}

// A connection that keeps sending past its rate this many times in a row is
// closed.
constexpr int kMaxStrikes = 100;

}  // namespace

Lobby::Lobby(LobbyConfig config, Outbox& outbox)
    : config_(std::move(config)),
      outbox_(outbox),
      store_(make_store(config_, outbox, [this](const std::string& id) { lost(id); })),
      pool_(config_.bot_threads, config_.limits.bot_queue) {
  Problems problems;  // broken games are left out of the list
  games_ = json::array();
  for (const Manifest& m : discover_games(config_.paths, problems))
    games_.push_back(manifest_json(m));
}

Lobby::~Lobby() = default;

void Lobby::open(ConnId conn, const std::string& address) {
  conns_.try_emplace(conn, address, config_.limits);
  json bots = json::array();
  for (const BotLevel& level : bot_levels())
    bots.push_back({{"spec", level.spec}, {"name", level.name}});
  send(conn, {{"type", "welcome"},
              {"protocol", kProtocolVersion},
              {"server", "tabula"},
              {"bots", std::move(bots)},
              {"limits",
               {{"max_message", config_.limits.max_message},
                {"rate", config_.limits.rate},
                {"burst", config_.limits.burst}}}});
}

void Lobby::message(ConnId conn, std::string_view text) {
  const auto it = conns_.find(conn);
  if (it == conns_.end()) return;
  Conn& c = it->second;
  if (!c.rate.take()) {
    if (++c.strikes > kMaxStrikes) outbox_.close(conn, "too many messages too fast");
    fail(conn, ErrorCode::RateLimited,
         "too many messages: at most " + std::to_string(static_cast<int>(config_.limits.rate)) +
             " a second; this one was dropped",
         request_id(text));
    return;
  }
  c.strikes = 0;
  auto parsed = parse_request(text);
  if (auto* error = std::get_if<ProtocolError>(&parsed)) {
    fail(conn, error->code, error->message, request_id(text));
    return;
  }
  dispatch(conn, c, std::get<ParsedRequest>(parsed));
}

void Lobby::dispatch(ConnId conn, Conn& c, ParsedRequest& parsed) {
  const json& re = parsed.re;
  std::visit(
      [&](auto& r) {
        using T = std::decay_t<decltype(r)>;
        if constexpr (std::is_same_v<T, HelloRequest>) on_hello(conn, r, re);
        if constexpr (std::is_same_v<T, GamesRequest>) on_games(conn, re);
        if constexpr (std::is_same_v<T, TablesRequest>) on_tables(conn, re);
        if constexpr (std::is_same_v<T, CreateRequest>) on_create(conn, c, r, re);
        if constexpr (std::is_same_v<T, JoinRequest>) on_join(conn, c, r, re);
        if constexpr (std::is_same_v<T, ClaimRequest>) on_claim(conn, c, r, re);
        if constexpr (std::is_same_v<T, WatchRequest>) on_watch(conn, c, r, re);
        if constexpr (std::is_same_v<T, ChooseRequest>) on_choose(conn, c, r, re);
        if constexpr (std::is_same_v<T, HintRequest>) on_hint(conn, c, r, re);
        if constexpr (std::is_same_v<T, SayRequest>) on_say(conn, c, r, re);
        if constexpr (std::is_same_v<T, LeaveRequest>) on_leave(conn, c, re);
        if constexpr (std::is_same_v<T, PingRequest>) send(conn, reply("pong", re));
      },
      parsed.request);
}

void Lobby::closed(ConnId conn) {
  const auto it = conns_.find(conn);
  if (it == conns_.end()) return;
  leave(conn, it->second);
  conns_.erase(it);
}

void Lobby::on_hello(ConnId conn, const HelloRequest& r, const json& re) {
  if (r.protocol != kProtocolVersion) {
    fail(conn, ErrorCode::BadVersion,
         "this server speaks protocol " + std::to_string(kProtocolVersion) + ", not " +
             std::to_string(r.protocol),
         re);
    return;
  }
  json j = reply("hello", re);
  j["protocol"] = kProtocolVersion;
  send(conn, j);
}

void Lobby::on_games(ConnId conn, const json& re) {
  json j = reply("games", re);
  j["games"] = games_;
  send(conn, j);
}

void Lobby::on_tables(ConnId conn, const json& re) {
  json list = json::array();
  std::set<std::string> here;
  for (const auto& [id, entry] : tables_) {
    here.insert(id);
    if (entry.table->is_public() && !entry.table->over()) list.push_back(entry.table->summary());
  }
  for (json& other : store_->public_elsewhere(here)) list.push_back(std::move(other));
  json j = reply("tables", re);
  j["tables"] = std::move(list);
  send(conn, j);
}

void Lobby::on_join(ConnId conn, Conn& c, const JoinRequest& r, const json& re) {
  ProtocolError error;
  Entry* entry = open_table(r.table, &error);
  if (!entry) return fail(conn, error, re);
  const SeatIndex seat = entry->table->seat_of_token(r.token);
  if (seat == kNoSeat)
    return fail(conn, ErrorCode::BadToken, "this token plays no seat of the table", re);
  if (!entry->table->claim(seat, r.player))
    return fail(conn, ErrorCode::Busy, "the server cannot write the table's log", re);
  json j = reply("joined", re);
  j["table"] = r.table;
  j["game"] = entry->table->session().module().manifest.id;
  j["seat"] = seat + 1;
  j["token"] = r.token;
  send(conn, j);
  seat_conn(conn, c, *entry, seat);
}

void Lobby::on_claim(ConnId conn, Conn& c, const ClaimRequest& r, const json& re) {
  ProtocolError error;
  Entry* entry = open_table(r.table, &error);
  if (!entry) return fail(conn, error, re);
  Table& table = *entry->table;
  if (!table.is_public())
    return fail(conn, ErrorCode::BadToken,
                "the table is private: its seats are taken with their tokens", re);
  const auto seat = table.open_seat(r.seat, &error);
  if (!seat) return fail(conn, error, re);
  if (!table.claim(*seat, r.player))
    return fail(conn, ErrorCode::Busy, "the server cannot write the table's log", re);
  json j = reply("joined", re);
  j["table"] = r.table;
  j["game"] = table.session().module().manifest.id;
  j["seat"] = *seat + 1;
  j["token"] = table.seat(*seat).token;
  send(conn, j);
  seat_conn(conn, c, *entry, *seat);
}

void Lobby::on_watch(ConnId conn, Conn& c, const WatchRequest& r, const json& re) {
  ProtocolError error;
  Entry* entry = open_table(r.table, &error);
  if (!entry) return fail(conn, error, re);
  json j = reply("watching", re);
  j["table"] = r.table;
  j["game"] = entry->table->session().module().manifest.id;
  send(conn, j);
  seat_conn(conn, c, *entry, kSpectator);
}

void Lobby::on_choose(ConnId conn, Conn& c, const ChooseRequest& r, const json& re) {
  Entry* entry = c.seat >= 0 ? find_table(c.table) : nullptr;
  if (!entry) return fail(conn, ErrorCode::NotSeated, "you play no seat: join a table first", re);
  if (!r.table.empty() && r.table != c.table)
    return fail(conn, ErrorCode::NotSeated, "you play at table " + c.table + ", not that one", re);
  if (r.seat != 0 && r.seat != c.seat + 1)
    return fail(conn, ErrorCode::NotSeated, "you play seat " + std::to_string(c.seat + 1) + " only",
                re);
  if (auto error = entry->table->choose(c.seat, r.at, r.picks))
    return fail(conn, error->code, error->message, re);
  changed(*entry);
}

void Lobby::on_leave(ConnId conn, Conn& c, const json& re) {
  leave(conn, c);
  send(conn, reply("left", re));
}

void Lobby::seat_conn(ConnId conn, Conn& c, Entry& entry, SeatIndex seat) {
  leave(conn, c);
  Table& table = *entry.table;
  c.table = table.id();
  c.seat = seat;
  c.cursor = Cursor{};
  entry.members[conn] = true;
  if (seat >= 0) ++table.seat(seat).connections;
  table.touch();
  send_state(conn, c, table, presence_text(table));
  if (seat >= 0) send_presence(entry);
  send(conn, json{{"type", "chat"},
                  {"table", table.id()},
                  {"history", true},
                  {"said", entry.said},
                  {"lines", entry.chat}});
}

// A line for the table's chat, from a seat (spectators read it): to every
// member now, and to whoever joins later (the last kChatKept lines, in
// memory only: a restart forgets them).
void Lobby::on_say(ConnId conn, Conn& c, const SayRequest& r, const json& re) {
  Entry* entry = c.seat >= 0 ? find_table(c.table) : nullptr;
  if (!entry)
    return fail(conn, ErrorCode::NotSeated, "players write the chat; spectators read it", re);
  Table& table = *entry->table;
  const std::string& player = table.seat(c.seat).player;
  json line{{"n", ++entry->said},
            {"seat", c.seat + 1},
            {"player", player.empty()
                           ? table.session().setup().seats[static_cast<std::size_t>(c.seat)].name
                           : player},
            {"text", r.text}};
  entry->chat.push_back(line);
  if (entry->chat.size() > kChatKept) entry->chat.pop_front();
  const json j{{"type", "chat"}, {"table", table.id()}, {"lines", json::array({line})}};
  for (const auto& [member, seated] : entry->members) send(member, j);
}

void Lobby::leave(ConnId conn, Conn& c) {
  Entry* entry = c.table.empty() ? nullptr : find_table(c.table);
  const SeatIndex seat = c.seat;
  c.table.clear();
  c.seat = kNoSeat;
  if (!entry) return;
  entry->members.erase(conn);
  if (seat >= 0) {
    --entry->table->seat(seat).connections;
    send_presence(*entry);
  }
  // An ended table nobody looks at lives on in its log only; dropped in a
  // task of its own, since the caller may still hold the entry.
  if (entry->members.empty() && entry->table->over())
    outbox_.post([this, id = entry->table->id()] {
      const auto it = tables_.find(id);
      if (it != tables_.end() && it->second.members.empty() && it->second.thinking.empty())
        drop(it);
    });
}

void Lobby::send_state(ConnId conn, Conn& c, Table& table, const std::string& presence) {
  send(conn, state_message(table.session(), table.id(), c.seat, c.cursor, presence));
}

void Lobby::send_presence(Entry& entry) {
  const json j = {
      {"type", "presence"}, {"table", entry.table->id()}, {"seats", entry.table->presence()}};
  for (const auto& [member, on] : entry.members) send(member, j);
}

void Lobby::changed(Entry& entry) {
  // Nobody hears of a choice its store could still lose.
  store_->after_durable([this, id = entry.table->id()] { broadcast(id); });
}

void Lobby::broadcast(const std::string& id) {
  Entry* entry = find_table(id);
  if (!entry) return;
  const std::string presence = presence_text(*entry->table);
  for (const auto& [member, on] : entry->members) {
    const auto it = conns_.find(member);
    if (it != conns_.end()) send_state(member, it->second, *entry->table, presence);
  }
  pump_bots(*entry);
}

void Lobby::drop(std::map<std::string, Entry>::iterator it) {
  store_->release(it->first);
  tables_.erase(it);
}

void Lobby::lost(const std::string& id) {
  const auto it = tables_.find(id);
  if (it == tables_.end()) return;
  for (const auto& [member, on] : it->second.members) {
    fail(member, ErrorCode::Moved, "another server took this table over: join it again", nullptr);
    const auto c = conns_.find(member);
    if (c != conns_.end()) {
      c->second.table.clear();
      c->second.seat = kNoSeat;
    }
  }
  tables_.erase(it);  // not released: it is not ours any more
}

Lobby::Entry* Lobby::find_table(const std::string& id) {
  const auto it = tables_.find(id);
  return it == tables_.end() ? nullptr : &it->second;
}

void Lobby::send(ConnId conn, const json& message) {
  outbox_.send(conn, message.dump(-1, ' ', false, json::error_handler_t::replace));
}

void Lobby::fail(ConnId conn, ErrorCode code, const std::string& message, const json& re) {
  fail(conn, ProtocolError{code, message, ""}, re);
}

void Lobby::fail(ConnId conn, const ProtocolError& error, const json& re) {
  send(conn, error_message(error, re));
}

}  // namespace tabula::server
