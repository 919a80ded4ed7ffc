#include "table/table.hpp"

#include <algorithm>
#include <ctime>

#include "table/secrets.hpp"
#include "tabula/hash.hpp"
#include "tabula/replay.hpp"
#include "tabula/sim.hpp"

namespace tabula::server {

namespace {

using nlohmann::json;

std::string problems_text(const Problems& problems) {
  std::string out;
  for (const Problem& p : problems) out += (out.empty() ? "" : "; ") + p.message;
  return out.empty() ? "the game could not start" : out;
}

bool known_seat_spec(const std::string& spec) {
  const auto bots = bot_names();
  return spec == "open" || spec == "private" ||
         std::find(bots.begin(), bots.end(), spec) != bots.end();
}

// Seats of a new table: open and private seats are played by people
// ("Player n"), the others by the bot their spec names ("Bot n").
std::vector<SeatConfig> seat_configs(const std::vector<std::string>& specs) {
  std::vector<SeatConfig> out;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    const int n = static_cast<int>(i);
    const bool open = specs[i] == "open" || specs[i] == "private";
    out.push_back({(open ? "Player " : "Bot ") + std::to_string(n + 1), default_seat_color(n),
                   open ? "human" : specs[i]});
  }
  return out;
}

std::optional<ProtocolError> check_seats(const CreateRequest& request, const Manifest& m) {
  const auto n = static_cast<int>(request.seats.size());
  if (n < m.min_players || n > m.max_players)
    return ProtocolError{ErrorCode::BadField, "field 'seats': " + m.name + " is for " +
                                                  std::to_string(m.min_players) + " to " +
                                                  std::to_string(m.max_players) + " players, not " +
                                                  std::to_string(n)};
  for (const std::string& spec : request.seats)
    if (!known_seat_spec(spec))
      return ProtocolError{ErrorCode::BadField, "field 'seats': unknown seat kind '" + spec +
                                                    "' (use open, private, " + bot_spec_list() +
                                                    ")"};
  return std::nullopt;
}

// `reserved`: the seats (from 1) taken only with their token.
std::vector<TableSeat> table_seats(const std::vector<SeatConfig>& configs,
                                   const std::vector<std::string>& tokens,
                                   const std::vector<int>& reserved, std::uint64_t seed) {
  std::vector<TableSeat> seats(configs.size());
  for (std::size_t i = 0; i < configs.size(); ++i) {
    TableSeat& s = seats[i];
    s.controller = configs[i].controller;
    s.reserved =
        std::find(reserved.begin(), reserved.end(), static_cast<int>(i) + 1) != reserved.end();
    if (i < tokens.size()) s.token = tokens[i];
    // Random seats answer on the server's thread; their draws need not
    // repeat, since the log keeps what they chose.
    if (s.controller == "random")
      s.random = make_bot("random", seed ^ (0x9E3779B97F4A7C15ull * (i + 1)));
  }
  return seats;
}

// The log's first line: the game's inputs as a replay has them (no
// choices), and the table's own facts.
json log_header(const Session& session, const std::string& id, bool is_public,
                const std::vector<std::string>& tokens, const std::vector<int>& reserved,
                const std::string& address) {
  json h = replay_json(session);
  h.erase("choices");
  h.erase("final_hash");
  h.erase("status");
  h["format"] = kTableLogFormat;
  h["version"] = kTableLogVersion;
  h["table"] = id;
  h["public"] = is_public;
  h["tokens"] = tokens;
  if (!reserved.empty()) h["reserved"] = reserved;
  h["created"] = static_cast<std::int64_t>(std::time(nullptr));
  h["address"] = address;
  return h;
}

}  // namespace

SessionConfig table_session_config() {
  SessionConfig config;
  config.snapshots = Snapshots::Last;
  config.record_events = true;
  return config;
}

Table::Table(std::string id, std::unique_ptr<Session> session, std::vector<TableSeat> seats,
             bool is_public, std::string address, std::shared_ptr<StoredLog> log)
    : id_(std::move(id)),
      session_(std::move(session)),
      seats_(std::move(seats)),
      public_(is_public),
      address_(std::move(address)),
      log_(std::move(log)) {}

std::unique_ptr<Table> Table::create(const CreateRequest& request,
                                     std::shared_ptr<const Module> module, TableStore& store,
                                     const std::string& address, ProtocolError* error) {
  if (auto bad = check_seats(request, module->manifest)) {
    *error = *bad;
    return nullptr;
  }
  GameSetup setup;
  setup.options = request.options;
  setup.seats = seat_configs(request.seats);
  setup.seed = request.seed ? *request.seed : random_seed();
  Problems problems;
  auto session = Session::start(module, setup, table_session_config(), problems);
  if (!session) {
    *error = {ErrorCode::NoGame, problems_text(problems)};
    return nullptr;
  }
  std::vector<std::string> tokens;
  for (const SeatConfig& s : setup.seats)
    tokens.push_back(s.controller == "human" ? new_seat_token() : std::string());
  std::vector<int> reserved;
  for (std::size_t i = 0; i < request.seats.size(); ++i)
    if (request.seats[i] == "private") reserved.push_back(static_cast<int>(i) + 1);
  std::string id = new_table_id();
  std::string why;
  auto log = store.create(
      id, log_header(*session, id, request.is_public, tokens, reserved, address), &why);
  if (!log) {
    *error = {ErrorCode::Busy, "the server cannot keep the table: " + why};
    return nullptr;
  }
  return std::unique_ptr<Table>(new Table(std::move(id), std::move(session),
                                          table_seats(setup.seats, tokens, reserved, setup.seed),
                                          request.is_public, address, std::move(log)));
}

std::unique_ptr<Table> Table::resume(StoredTable stored, const SearchPaths& paths,
                                     std::string* error) {
  const TableLogRecord& record = stored.record;
  const json& h = record.header;
  const std::string id = h.value("table", "");
  const std::string source = "table " + id;
  Problems problems;
  const auto inputs = read_replay_json(table_log_replay(record), source, paths, problems);
  LoadedReplay loaded;
  if (inputs) loaded = replay_session(*inputs, source, table_session_config(), problems);
  if (!loaded.session) {
    *error = problems_text(problems);
    return nullptr;
  }
  const auto tokens = h.value("tokens", std::vector<std::string>{});
  auto seats = table_seats(loaded.session->setup().seats, tokens,
                           h.value("reserved", std::vector<int>{}), random_seed());
  bool ended = false;
  for (const json& line : record.lines) {
    ended = ended || line.contains("end");
    const int seat = line.value("claim", 0);
    if (seat < 1 || seat > static_cast<int>(seats.size())) continue;
    seats[static_cast<std::size_t>(seat - 1)].claimed = true;
    seats[static_cast<std::size_t>(seat - 1)].player = line.value("player", "");
  }
  auto table = std::unique_ptr<Table>(new Table(id, std::move(loaded.session), std::move(seats),
                                                h.value("public", false), h.value("address", ""),
                                                std::move(stored.log)));
  table->ended_ = ended;
  return table;
}

SeatIndex Table::seat_of_token(const std::string& token) const {
  for (std::size_t i = 0; i < seats_.size(); ++i)
    if (!seats_[i].token.empty() && same_secret(seats_[i].token, token))
      return static_cast<SeatIndex>(i);
  return kNoSeat;
}

std::optional<SeatIndex> Table::open_seat(int wanted, ProtocolError* error) const {
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const TableSeat& s = seats_[i];
    const bool open = s.controller == "human" && !s.claimed && !s.reserved;
    if (wanted == 0 && open) return static_cast<SeatIndex>(i);
    if (wanted == static_cast<int>(i) + 1) {
      if (open) return static_cast<SeatIndex>(i);
      *error = {ErrorCode::SeatTaken, "seat " + std::to_string(wanted) + " is not open"};
      return std::nullopt;
    }
  }
  *error = wanted == 0 ? ProtocolError{ErrorCode::SeatTaken, "no seat of the table is open"}
                       : ProtocolError{ErrorCode::BadField,
                                       "the table has no seat " + std::to_string(wanted)};
  return std::nullopt;
}

bool Table::claim(SeatIndex seat, const std::string& player) {
  TableSeat& s = seats_[static_cast<std::size_t>(seat)];
  // Logged while the game goes on (a restart keeps who took the seat); after
  // its end nothing is added to the log.
  if ((!s.claimed || s.player != player) && !ended_ &&
      !log_->append({{"claim", seat + 1}, {"player", player}}))
    return false;
  s.claimed = true;
  s.player = player;
  touch();
  return true;
}

std::optional<ProtocolError> Table::choose(SeatIndex seat, std::uint64_t at,
                                           const std::vector<std::string>& picks) {
  if (over()) return ProtocolError{ErrorCode::Finished, "the game is over"};
  if (at != this->at())
    return ProtocolError{ErrorCode::Stale, "the decision of state " + std::to_string(at) +
                                               " is over; the table is at " +
                                               std::to_string(this->at())};
  const Choice choice{seat, picks};
  if (auto why = check_choice(session_->decision(), choice, seat_count()))
    return ProtocolError{ErrorCode::Refused, *why};
  if (!log_->append({{"seat", seat + 1}, {"picks", picks}}))
    return ProtocolError{ErrorCode::Busy,
                         "the server cannot write the table's log, so it takes no choice"};
  if (auto why = session_->apply(choice)) return ProtocolError{ErrorCode::Refused, *why};
  touch();
  if (over()) log_end();
  return std::nullopt;
}

void Table::log_end(const std::string& why) {
  if (ended_) return;
  json line;
  if (!why.empty())
    line = {{"end", "closed"}, {"why", why}};
  else if (session_->status() == SessionStatus::Finished)
    line = {{"end", "finished"}, {"hash", hex64(session_->hash())}};
  else
    line = {{"end", "failed"}, {"error", session_->error()}};
  ended_ = log_->append(line);
}

json Table::presence() const {
  json out = json::array();
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const TableSeat& s = seats_[i];
    const bool bot = s.controller != "human";
    out.push_back({{"seat", i + 1},
                   {"name", session_->setup().seats[i].name},
                   {"controller", bot          ? s.controller
                                  : s.claimed  ? "human"
                                  : s.reserved ? "reserved"
                                               : "open"},
                   {"player", s.player},
                   {"connected", bot || s.connections > 0}});
  }
  return out;
}

json Table::summary() const {
  const Manifest& m = session_->module().manifest;
  int open = 0;
  for (const TableSeat& s : seats_)
    open += s.controller == "human" && !s.claimed && !s.reserved ? 1 : 0;
  return {{"table", id_},
          {"game", m.id},
          {"name", m.name},
          {"players", seats_.size()},
          {"open", open},
          {"at", at()},
          {"status", over() ? "over" : "playing"},
          {"seats", presence()}};
}

}  // namespace tabula::server
