// The lobby's tables: creating them, resuming them after a restart, and
// letting them go when nobody uses them.
#include <fstream>
#include <iostream>
#include <iterator>

#include "lobby/lobby.hpp"

namespace tabula::server {

namespace {

using nlohmann::json;

std::string read_text(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// How the log says the table ended ("finished", "failed", "closed"), or "".
std::string ending(const TableLogRecord& record) {
  for (const json& line : record.lines)
    if (line.contains("end") && line["end"].is_string()) return line["end"];
  return "";
}

// A table id as the server makes them (new_table_id): 12 lowercase hex
// digits. Anything else never names a file.
bool table_id_shape(const std::string& id) {
  return id.size() == 12 && id.find_first_not_of("0123456789abcdef") == std::string::npos;
}

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

void Lobby::on_create(ConnId conn, Conn& c, const CreateRequest& r, const json& re) {
  if (tables_of(c.address) >= config_.limits.tables_per_address)
    return fail(conn, ErrorCode::TooManyTables,
                "this address hosts " + std::to_string(config_.limits.tables_per_address) +
                    " unfinished tables already, as many as it may",
                re);
  ProtocolError error;
  auto m = module(r.game, &error);
  if (!m) return fail(conn, error.code, error.message, re);
  auto table = Table::create(r, m, tables_dir_, c.address, &error);
  if (!table) return fail(conn, error.code, error.message, re);
  flusher_.add(table->log());
  json tokens = json::array();
  for (SeatIndex s = 0; s < table->seat_count(); ++s)
    if (table->seat(s).controller == "human") tokens.push_back(table->seat(s).token);
  json j = reply("created", re);
  j["table"] = table->id();
  j["tokens"] = std::move(tokens);
  const std::string id = table->id();
  Entry& entry = tables_[id];
  entry.table = std::move(table);
  send(conn, j);
  pump_bots(entry);
}

int Lobby::resume_tables(std::ostream& out) {
  int resumed = 0;
  for (const auto& file : std::filesystem::directory_iterator(tables_dir_)) {
    if (file.path().extension() != ".log") continue;
    std::string error;
    const auto record = parse_table_log(read_text(file.path()), &error);
    if (!record) {
      out << "tabula serve: " << file.path().string() << ": " << error << " (left alone)\n";
      continue;
    }
    if (!ending(*record).empty()) continue;
    auto table = Table::resume(file.path(), *record, config_.paths, &error);
    if (!table) {
      out << "tabula serve: cannot resume " << file.path().string() << ": " << error << '\n';
      continue;
    }
    adopt(std::move(table));
    ++resumed;
  }
  return resumed;
}

Lobby::Entry& Lobby::adopt(std::unique_ptr<Table> table) {
  flusher_.add(table->log());
  Entry& entry = tables_[table->id()];
  entry.table = std::move(table);
  pump_bots(entry);
  return entry;
}

Lobby::Entry* Lobby::open_table(const std::string& id) {
  if (Entry* entry = find_table(id)) return entry;
  const auto file = tables_dir_ / (id + ".log");
  if (!table_id_shape(id) || !std::filesystem::exists(file)) return nullptr;
  std::string error;
  const auto record = parse_table_log(read_text(file), &error);
  if (!record || ending(*record) == "closed") return nullptr;
  auto table = Table::resume(file, *record, config_.paths, &error);
  if (!table) {
    std::cerr << "tabula serve: cannot read back " << file.string() << ": " << error << '\n';
    return nullptr;
  }
  return &adopt(std::move(table));
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
    it = tables_.erase(it);
  }
}

void Lobby::flush() {
  flusher_.flush_all();
}

}  // namespace tabula::server
