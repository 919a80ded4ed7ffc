#include "client/table_client.hpp"

#include <algorithm>

namespace tabula::server {

namespace {

using nlohmann::json;

std::string dump(const json& j) {
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

// A random answer as the engine's RandomBot makes one: a uniform number of
// picks in [min, max], then a uniform subset of that size.
json random_picks(const json& decision, Rng& rng) {
  const json& options = decision.at("options");
  const auto n = static_cast<std::int64_t>(options.size());
  const std::int64_t lo = std::min<std::int64_t>(decision.value("min", 1), n);
  const std::int64_t hi = std::min<std::int64_t>(decision.value("max", 1), n);
  const std::int64_t count = rng.uniform(std::max<std::int64_t>(lo, 0), std::max(lo, hi));
  std::vector<std::size_t> order(options.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  rng.shuffle(order);
  json picks = json::array();
  for (std::int64_t i = 0; i < count; ++i)
    picks.push_back(options[order[static_cast<std::size_t>(i)]].at("id"));
  return picks;
}

// Parses a message keeping only what a playing seat acts on: a state's
// events, card data and presence are dropped, and of its view only the
// decision is kept (they are most of its bytes, and the client needs them
// only to show the table, which `on_state` does).
json parse_for_play(const std::string& text) {
  bool in_view = false;
  return json::parse(
      text,
      [&in_view](int depth, json::parse_event_t event, json& parsed) {
        if (event != json::parse_event_t::key) return true;
        const auto& key = parsed.get_ref<const std::string&>();
        if (depth == 1) {
          in_view = key == "view";
          return key != "events" && key != "defs" && key != "presence";
        }
        return depth != 2 || !in_view || key == "decision";
      },
      false);
}

}  // namespace

TableClient::TableClient(boost::asio::io_context& io, TableClientOptions options, Done done)
    : io_(io),
      options_(std::move(options)),
      done_(std::move(done)),
      timer_(io),
      rng_(options_.seed),
      pace_timer_(io),
      think_timer_(io) {}

void TableClient::start() {
  connect();
}

void TableClient::connect() {
  WsClient::Handlers h;
  h.open = [this] { on_open(); };
  h.message = [this](std::string text) { on_message(text); };
  h.closed = [this](const std::string& why) { on_closed(why); };
  ws_ = std::make_unique<WsClient>(io_, std::move(h));
  ws_->connect(options_.servers[server_ % options_.servers.size()]);
}

void TableClient::on_open() {
  last_connected_ = std::chrono::steady_clock::now();
  paced_.clear();          // answers for the old connection; the new state asks again
  answered_ = UINT64_MAX;  // whatever was sent before may not have arrived
  waiting_round_trip_ = false;
  if (options_.token.empty())
    ws_->send(dump({{"type", "watch"}, {"table", options_.table}}));
  else
    ws_->send(dump({{"type", "join"},
                    {"table", options_.table},
                    {"token", options_.token},
                    {"name", options_.player}}));
}

void TableClient::on_message(const std::string& text) {
  if (on_text) on_text(text);
  const json j = on_state ? json::parse(text, nullptr, false) : parse_for_play(text);
  if (!j.is_object()) return;
  const std::string type = j.value("type", "");
  if (type == "welcome" && j.contains("limits")) {
    const json& l = j["limits"];
    pace_ = std::make_unique<RateLimiter>(l.value("rate", 20.0) * 0.9, l.value("burst", 40.0) / 2);
  }
  if (type == "joined") result_.seat = j.value("seat", 0);
  if (type == "state") on_state_message(j);
  if (type == "error") on_error(j);
  if (type == "hint" && j.value("at", UINT64_MAX) == at_ && j.contains("picks"))
    choose(at_, j["picks"]);
}

void TableClient::on_state_message(const json& state) {
  if (on_state) on_state(state);
  at_ = state.value("at", std::uint64_t{0});
  if (waiting_round_trip_ && at_ > answered_) {
    waiting_round_trip_ = false;
    ++result_.choices;
    if (on_round_trip) on_round_trip(std::chrono::steady_clock::now() - sent_at_);
  }
  const std::string status = state.value("status", "");
  if (status == "finished") {
    result_.finished = true;
    result_.hash = state.value("hash", "");
    return finish();
  }
  if (status == "failed") {
    result_.error = "the game failed on the server: " + state.value("error", "");
    return finish();
  }
  const json& view = state.at("view");
  decision_ = view.contains("decision") ? view["decision"] : json();
  if (!decision_.is_null() && answered_ != at_) answer(decision_, at_);
}

void TableClient::answer(const json& decision, std::uint64_t at) {
  answered_ = at;
  if (options_.think.count() > 0) {
    think_timer_.expires_after(options_.think);
    think_timer_.async_wait([this, decision, at](boost::system::error_code ec) {
      if (!ec && !over_ && at == at_) decide(decision, at);
    });
    return;
  }
  decide(decision, at);
}

void TableClient::decide(const json& decision, std::uint64_t at) {
  if (options_.bot == "random")
    choose(at, random_picks(decision, rng_));
  else
    send_paced(dump({{"type", "hint"}, {"level", options_.bot}}));
}

void TableClient::choose(std::uint64_t at, const json& picks) {
  sent_at_ = std::chrono::steady_clock::now();
  waiting_round_trip_ = true;
  send_paced(dump({{"type", "choose"}, {"at", at}, {"picks", picks}}));
}

void TableClient::send_paced(std::string text) {
  paced_.push_back(std::move(text));
  if (paced_.size() > 1) return;  // the timer is already waiting for a token
  const auto drain = [this](const auto& self) -> void {
    while (!paced_.empty() && (!pace_ || pace_->take())) {
      ws_->send(std::move(paced_.front()));
      paced_.pop_front();
    }
    if (paced_.empty()) return;
    pace_timer_.expires_after(std::chrono::milliseconds(20));
    pace_timer_.async_wait([this, self](boost::system::error_code ec) {
      if (!ec && !over_) self(self);
    });
  };
  drain(drain);
}

void TableClient::on_error(const json& error) {
  const std::string code = error.value("code", "");
  if (code == "stale" || over_) return;  // a newer state is on its way
  if (code == "busy" || code == "rate_limited") {
    // Ask again for what is still owed, a little later.
    return retry_later(std::chrono::milliseconds(500), [this] {
      if (!decision_.is_null()) answer(decision_, at_);
    });
  }
  if (code == "refused" && !decision_.is_null()) {
    // A hint that no longer fits: a random answer keeps the game going.
    choose(at_, random_picks(decision_, rng_));
    return;
  }
  if (code == "moved") {
    // Another server serves the table now: go there when it says where, else
    // try the next server (or this one again, once the old server's lease ends).
    std::string why;
    if (const auto there = parse_ws_url(error.value("server", ""), &why)) {
      options_.servers.insert(options_.servers.begin(), *there);
      server_ = 0;
      moved_ = true;  // the next connection goes there
    }
    ws_->close();
    return;
  }
  if (code == "no_table" || code == "bad_token" || code == "not_seated") {
    result_.error = error.value("message", code);
    finish();
  }
}

void TableClient::on_closed(const std::string& why) {
  if (over_) return;
  const auto down = std::chrono::steady_clock::now() - last_connected_;
  if (down > options_.retry_for) {
    result_.error = "lost the server: " + why;
    return finish();
  }
  ++result_.reconnects;
  if (!moved_) ++server_;  // a server that dropped us may be gone: try the next
  moved_ = false;
  retry_later(std::chrono::milliseconds(250), [this] { connect(); });
}

void TableClient::retry_later(std::chrono::milliseconds delay, std::function<void()> what) {
  timer_.expires_after(delay);
  timer_.async_wait([this, what = std::move(what)](boost::system::error_code ec) {
    if (!ec && !over_) what();
  });
}

void TableClient::finish() {
  if (over_) return;
  over_ = true;
  timer_.cancel();
  pace_timer_.cancel();
  think_timer_.cancel();
  if (ws_) ws_->close();
  if (done_) done_(result_);
}

}  // namespace tabula::server
