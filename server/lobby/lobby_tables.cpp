// The lobby's tables: creating them, resuming them after a restart, and
// letting them go when nobody uses them.
#include <iostream>

#include "lobby/lobby.hpp"
#include "store/file_store.hpp"
#include "store/pg_store.hpp"

namespace tabula::server {

namespace {

using nlohmann::json;

// How long a table may sit unused: the idle limit, or ten minutes once the
// game is over (its log holds it).
std::chrono::milliseconds idle_limit(const Table& table, std::chrono::milliseconds idle) {
  return table.over() ? std::min<std::chrono::milliseconds>(idle, std::chrono::minutes(10)) : idle;
}

}  // namespace

std::shared_ptr<const Module> Lobby::module(const std::string& game, ProtocolError* error) {
  if (const auto it = modules_.find(game); it != modules_.end()) return it->second;
  Problems problems;
  auto m = load_game(game, config_.paths, problems);
  if (!m) {
    *error = {ErrorCode::NoGame, "the game '" + game.substr(0, 40) +
                                     "' is not installed on this server" +
                                     (problems.empty() ? "" : ": " + problems.front().message)};
    return nullptr;
  }
  modules_[game] = m;
  return m;
}

int Lobby::tables_of(const std::string& address) const {
  int n = 0;
  for (const auto& [id, entry] : tables_)
    n += entry.table->address() == address && !entry.table->over() ? 1 : 0;
  return n;
}

std::unique_ptr<TableStore> make_store(const LobbyConfig& config, Outbox& outbox,
                                       std::function<void(const std::string& id)> lost) {
  if (config.store.empty()) return std::make_unique<FileStore>(config.data, config.flush_every);
  PgStore::Options o;
  o.address = config.store;
  o.public_url = config.public_url;
  o.lease = config.lease;
  o.commit_every = config.flush_every;
  o.post = [&outbox](std::function<void()> task) { outbox.post(std::move(task)); };
  o.lost = std::move(lost);
  return std::make_unique<PgStore>(o);
}

void Lobby::on_create(ConnId conn, Conn& c, const CreateRequest& r, const json& re) {
  if (tables_of(c.address) >= config_.limits.tables_per_address)
    return fail(conn, ErrorCode::TooManyTables,
                "this address hosts " + std::to_string(config_.limits.tables_per_address) +
                    " unfinished tables already, as many as it may",
                re);
  ProtocolError error;
  auto m = module(r.game, &error);
  if (!m) return fail(conn, error.code, error.message, re);
  auto table = Table::create(r, m, *store_, c.address, &error);
  if (!table) return fail(conn, error.code, error.message, re);
  json tokens = json::array();
  for (SeatIndex s = 0; s < table->seat_count(); ++s)
    if (table->seat(s).controller == "human") tokens.push_back(table->seat(s).token);
  json j = reply("created", re);
  j["table"] = table->id();
  j["tokens"] = std::move(tokens);
  Entry& entry = tables_[table->id()];
  entry.table = std::move(table);
  // The table's creator hears of it once its store holds it.
  store_->after_durable([this, conn, j = std::move(j), id = entry.table->id()] {
    send(conn, j);
    if (Entry* e = find_table(id)) pump_bots(*e);
  });
}

int Lobby::resume_tables(std::ostream& out) {
  int resumed = 0;
  for (const std::string& id : store_->resumable()) {
    ProtocolError error;
    if (open_table(id, &error))
      ++resumed;
    else
      out << "tabula serve: cannot resume table " << id << ": " << error.message << '\n';
  }
  return resumed;
}

Lobby::Entry* Lobby::open_table(const std::string& id, ProtocolError* error) {
  if (Entry* entry = find_table(id)) return entry;
  auto stored = store_->open(id, error);
  if (!stored) return nullptr;
  std::string why;
  auto table = Table::resume(std::move(*stored), config_.paths, &why);
  if (!table) {
    std::cerr << "tabula serve: cannot read back table " << id << ": " << why << '\n';
    store_->release(id);
    *error = {ErrorCode::NoTable, "table " + id + " cannot be read back: " + why};
    return nullptr;
  }
  Entry& entry = tables_[id];
  entry.table = std::move(table);
  pump_bots(entry);
  return &entry;
}

void Lobby::expire() {
  const auto now = Table::Clock::now();
  for (auto it = tables_.begin(); it != tables_.end();) {
    Table& table = *it->second.table;
    const bool unused = it->second.members.empty() && it->second.thinking.empty() &&
                        now - table.last_activity() > idle_limit(table, config_.limits.idle);
    if (!unused) {
      ++it;
      continue;
    }
    if (!table.over()) table.log_end("idle");
    drop(it++);
  }
}

void Lobby::flush() {
  store_->flush();
}

}  // namespace tabula::server
