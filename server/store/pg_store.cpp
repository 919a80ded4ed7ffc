#include "store/pg_store.hpp"

#include <set>
#include <stdexcept>

#include "store/pg_connection.hpp"
#include "table/secrets.hpp"

namespace tabula::server {

namespace {

using nlohmann::json;

// The schema, made once by whichever server starts first (the advisory
// lock keeps two from making it at the same moment).
const char* const kSchema[] = {
    "SELECT pg_advisory_lock(74207420)",
    "CREATE TABLE IF NOT EXISTS tabula_tables ("
    " id text PRIMARY KEY, header text NOT NULL, public boolean NOT NULL DEFAULT false,"
    " ended text, created timestamptz NOT NULL DEFAULT now(),"
    " owner text, owner_url text, lease_until timestamptz)",
    "CREATE TABLE IF NOT EXISTS tabula_lines ("
    " table_id text NOT NULL REFERENCES tabula_tables(id) ON DELETE CASCADE,"
    " seq integer NOT NULL, line text NOT NULL, PRIMARY KEY (table_id, seq))",
    "SELECT pg_advisory_unlock(74207420)",
};

std::string text_of(const json& j) {
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string ending_of(const json& line) {
  const auto it = line.find("end");
  return it != line.end() && it->is_string() ? it->get<std::string>() : "";
}

// A table's log in the database: lines numbered from 1 (the header is the
// table's own row).
class PgLog final : public StoredLog {
 public:
  PgLog(PgStore& store, std::string id, int next)
      : store_(store), id_(std::move(id)), next_(next) {}
  [[nodiscard]] bool append(const json& line) override {
    store_.queue(id_, next_++, text_of(line), ending_of(line));
    return true;
  }

 private:
  PgStore& store_;
  std::string id_;
  int next_;
};

std::string seconds_text(std::chrono::seconds s) {
  return std::to_string(s.count());
}

}  // namespace

PgStore::PgStore(Options options)
    : o_(std::move(options)),
      me_(random_hex(8)),
      db_(std::make_unique<PgConnection>(o_.address)),
      writer_(std::make_unique<PgConnection>(o_.address)) {
  for (const char* sql : kSchema)
    if (!db_->run(sql)) throw std::runtime_error("cannot make the store's tables: " + db_->error());
  thread_ = std::thread([this] { run(); });
}

PgStore::~PgStore() {
  flush();
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

std::shared_ptr<StoredLog> PgStore::create(const std::string& id, const json& header,
                                           std::string* error) {
  const bool ok =
      db_->run(
             "INSERT INTO tabula_tables (id, header, public, owner, owner_url, lease_until)"
             " VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::int))",
             {id, text_of(header), header.value("public", false) ? "true" : "false", me_,
              o_.public_url, seconds_text(o_.lease)})
          .has_value();
  if (!ok) {
    *error = db_->error();
    return nullptr;
  }
  return std::make_shared<PgLog>(*this, id, 1);
}

std::optional<StoredTable> PgStore::open(const std::string& id, ProtocolError* error) {
  *error = {ErrorCode::NoTable, "no table '" + id.substr(0, 40) +
                                    "' (it never existed, or it was closed for want of play)"};
  if (!table_id_shape(id)) return std::nullopt;
  flush();  // lines of ours still on their way must be read back too
  const auto found =
      db_->run("SELECT header, ended, owner_url FROM tabula_tables WHERE id = $1", {id});
  if (!found || found->empty() || (*found)[0][1] == std::optional<std::string>("closed"))
    return std::nullopt;
  const bool ended = (*found)[0][1].has_value();
  if (!ended) {
    // Ours from now on, unless a live server holds its lease.
    const auto taken = db_->run(
        "UPDATE tabula_tables SET owner = $2, owner_url = $3,"
        " lease_until = now() + make_interval(secs => $4::int)"
        " WHERE id = $1 AND (owner IS NULL OR owner = $2 OR lease_until < now()) RETURNING id",
        {id, me_, o_.public_url, seconds_text(o_.lease)});
    if (!taken || taken->empty()) {
      const std::string where = (*found)[0][2].value_or("");
      *error = {ErrorCode::Moved,
                "another server serves this table now" +
                    (where.empty() ? std::string(": try again soon") : ": " + where),
                where};
      return std::nullopt;
    }
  }
  const auto lines =
      db_->run("SELECT line FROM tabula_lines WHERE table_id = $1 ORDER BY seq", {id});
  if (!lines) {
    *error = {ErrorCode::Busy, "the store cannot read the table: " + db_->error()};
    return std::nullopt;
  }
  StoredTable out;
  out.record.header = json::parse(*(*found)[0][0], nullptr, false);
  for (const auto& row : *lines) out.record.lines.push_back(json::parse(*row[0], nullptr, false));
  out.log = std::make_shared<PgLog>(*this, id, static_cast<int>(lines->size()) + 1);
  return out;
}

std::vector<std::string> PgStore::resumable() {
  std::vector<std::string> out;
  const auto rows = db_->run(
      "SELECT id FROM tabula_tables WHERE ended IS NULL AND (owner IS NULL OR lease_until < "
      "now())");
  if (rows)
    for (const auto& row : *rows) out.push_back(*row[0]);
  return out;
}

std::vector<json> PgStore::public_elsewhere(const std::set<std::string>& here) {
  std::vector<json> out;
  const auto rows = db_->run(
      "SELECT id, header, owner_url FROM tabula_tables WHERE public AND ended IS NULL"
      " ORDER BY created DESC LIMIT 200");
  if (!rows) return out;
  for (const auto& row : *rows) {
    if (here.count(*row[0])) continue;
    const json h = json::parse(*row[1], nullptr, false);
    if (!h.is_object()) continue;
    out.push_back({{"table", *row[0]},
                   {"game", h["game"].value("id", "")},
                   {"players", h.value("seats", json::array()).size()},
                   {"status", "playing"},
                   {"server", row[2].value_or("")}});
  }
  return out;
}

void PgStore::queue(const std::string& id, int seq, std::string line, std::string ending) {
  {
    const std::lock_guard lock(mutex_);
    writes_.push_back({id, seq, std::move(line), std::move(ending)});
    ++queued_;
  }
  wake_.notify_all();
}

void PgStore::release(const std::string& id) {
  queue(id, 0, "", "");
}

void PgStore::after_durable(std::function<void()> done) {
  {
    const std::lock_guard lock(mutex_);
    if (committed_ < queued_) {
      waiters_.push_back({queued_, std::move(done)});
      return;
    }
  }
  done();
}

void PgStore::flush() {
  std::unique_lock lock(mutex_);
  // A database that is gone must not hang the server forever.
  wake_.wait_for(lock, std::chrono::seconds(10), [this] { return committed_ == queued_; });
}

void PgStore::run() {
  auto next_renewal = std::chrono::steady_clock::now();
  std::unique_lock lock(mutex_);
  while (!stopping_ || !writes_.empty()) {
    wake_.wait_until(lock, next_renewal, [this] { return stopping_ || !writes_.empty(); });
    std::vector<Write> batch(writes_.begin(), writes_.end());
    writes_.clear();
    lock.unlock();
    // Out of reach, the database is tried again every half second; a
    // server stopping gives up after ten seconds (its clients were told
    // nothing of these lines).
    for (int tries = 0; !batch.empty() && !commit(batch); ++tries) {
      if (stopping_ && tries >= 20) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(500));
    }
    if (std::chrono::steady_clock::now() >= next_renewal) {
      renew_leases();
      next_renewal = std::chrono::steady_clock::now() + o_.lease / 3;
    }
    lock.lock();
    committed_ += batch.size();
    std::vector<Waiter> ready;
    std::erase_if(waiters_, [&](Waiter& w) {
      if (w.upto > committed_) return false;
      ready.push_back(std::move(w));
      return true;
    });
    lock.unlock();
    for (Waiter& w : ready) o_.post(std::move(w.done));
    wake_.notify_all();  // flush() waits for committed_
    lock.lock();
  }
}

// One transaction for a batch. A line whose number exists already means
// another server took the table: its lines are dropped and the lobby told,
// the rest committed. False when the database is out of reach (retried).
bool PgStore::commit(const std::vector<Write>& batch) {
  std::set<std::string> lost;
  for (;;) {
    std::vector<std::string> ids, seqs, lines, end_ids, endings, releases;
    for (const Write& w : batch) {
      if (lost.count(w.table)) continue;
      if (w.seq == 0) {
        releases.push_back(w.table);
        continue;
      }
      ids.push_back(w.table);
      seqs.push_back(std::to_string(w.seq));
      lines.push_back(w.line);
      if (!w.ending.empty()) {
        end_ids.push_back(w.table);
        endings.push_back(w.ending);
      }
    }
    const bool ok = writer_->run("BEGIN") &&
                    writer_->run(
                        "INSERT INTO tabula_lines (table_id, seq, line)"
                        " SELECT * FROM unnest($1::text[], $2::int[], $3::text[])",
                        {pg_text_array(ids), pg_text_array(seqs), pg_text_array(lines)}) &&
                    writer_->run(
                        "UPDATE tabula_tables SET ended = e.ending"
                        " FROM unnest($1::text[], $2::text[]) AS e(id, ending)"
                        " WHERE tabula_tables.id = e.id",
                        {pg_text_array(end_ids), pg_text_array(endings)}) &&
                    writer_->run(
                        "UPDATE tabula_tables SET owner = NULL, owner_url = NULL"
                        " WHERE id = ANY($1::text[]) AND owner = $2",
                        {pg_text_array(releases), me_}) &&
                    writer_->run("COMMIT");
    if (ok) break;
    const std::string state = writer_->state();
    writer_->run("ROLLBACK");
    if (state != "23505") return false;  // not a taken number: try the whole batch again
    const std::size_t known = lost.size();
    for (const Write& w : batch) {
      const auto owner = writer_->run("SELECT owner FROM tabula_tables WHERE id = $1", {w.table});
      if (owner && !owner->empty() && (*owner)[0][0] != std::optional<std::string>(me_))
        lost.insert(w.table);
    }
    if (lost.size() == known) return false;  // no table found lost: try again later
  }
  for (const std::string& id : lost) o_.post([this, id] { o_.lost(id); });
  return true;
}

void PgStore::renew_leases() {
  const auto renewed = writer_->run(
      "UPDATE tabula_tables SET lease_until = now() + make_interval(secs => $2::int)"
      " WHERE owner = $1 AND ended IS NULL",
      {me_, seconds_text(o_.lease)});
  (void)renewed;  // a failure is retried at the next renewal; the lease is longer
}

}  // namespace tabula::server
