#include "online/online_game.hpp"

#include <iostream>

#include "protocol/state_message.hpp"

namespace tabula::gui {

using nlohmann::json;

OnlineGame::OnlineGame(std::unique_ptr<ServerConnection> link, OnlineSeat seat, const json& first,
                       const std::vector<json>& since)
    : link_(std::move(link)), seat_info_(std::move(seat)) {
  link_state_.server = link_->url();
  on_state(first);
  for (const json& m : since) on_message(m);
}

void OnlineGame::say(const std::string& text) {
  if (link_state_.connected && !text.empty()) link_->send({{"type", "say"}, {"text", text}});
}

std::vector<SeatIndex> OnlineGame::waiting() const {
  return status_ == SessionStatus::Waiting ? view_->waiting() : std::vector<SeatIndex>{};
}

void OnlineGame::update() {
  for (Incoming& in : link_->take()) {
    switch (in.kind) {
      case Incoming::Kind::Opened:
        rejoin();
        break;
      case Incoming::Kind::Closed:
        link_state_.connected = false;
        ++link_state_.attempts;
        link_->reconnect();
        break;
      case Incoming::Kind::Message:
        try {
          on_message(in.message);
        } catch (const json::exception& e) {
          link_state_.problem =
              std::string("the server sent what this client cannot read: ") + e.what();
        }
        break;
    }
  }
}

// Back at the table after a dropped link: the same seat by its token, or
// watching again. The server answers with the whole state.
void OnlineGame::rejoin() {
  link_state_.connected = true;
  link_state_.attempts = 0;
  if (seat_info_.token.empty())
    link_->send({{"type", "watch"}, {"table", seat_info_.table}});
  else
    link_->send({{"type", "join"},
                 {"table", seat_info_.table},
                 {"token", seat_info_.token},
                 {"name", seat_info_.player}});
  sent_at_ = -1;
  hint_at_ = -1;
}

void OnlineGame::on_message(const json& m) {
  const std::string type = m.value("type", "");
  if (type == "state")
    on_state(m);
  else if (type == "presence")
    on_presence(m.at("seats"));
  else if (type == "error")
    on_error(m);
  else if (type == "chat")
    on_chat(m);
  else if (type == "hint" && m.value("at", std::int64_t{-1}) == hint_at_) {
    hint_at_ = -1;
    HintAnswer answer{Choice{seat_, m.at("picks").get<std::vector<std::string>>()}, {}};
    for (const json& o : m.at("options"))
      answer.estimates.push_back(
          {o.at("id").get<std::string>(), o.value("visits", 0), o.value("value", 0.0)});
    hint_ = std::move(answer);
  }
}

void OnlineGame::on_state(const json& m) {
  view_json_ = m.at("view");
  view_ = View::from_json(view_json_);
  seat_ = m.at("seat").is_number_integer() ? m.at("seat").get<SeatIndex>() - 1 : kNoSeat;
  humans_ = seat_ == kNoSeat ? std::vector<SeatIndex>{} : std::vector<SeatIndex>{seat_};
  at_ = m.at("at").get<std::int64_t>();
  const std::string status = m.at("status").get<std::string>();
  status_ = status == "finished" ? SessionStatus::Finished
            : status == "failed" ? SessionStatus::Failed
                                 : SessionStatus::Waiting;
  // Events from `first_event` on: after a rejoin the server sends them all again.
  const auto first = m.at("first_event").get<std::size_t>();
  if (first < events_.size()) events_.resize(first);
  for (Event& e : server::read_events(m.at("events"))) events_.push_back(std::move(e));
  if (events_shown_ > events_.size()) events_shown_ = events_.size();
  if (m.contains("results")) results_ = server::read_results(m.at("results"));
  if (m.contains("hash") && hash_.empty())
    std::cout << "tabula-gui: the game at table " << seat_info_.table << " ended, state hash "
              << m.at("hash").get<std::string>() << std::endl;
  hash_ = m.value("hash", "");
  error_ = m.value("error", "");
  on_presence(m.at("presence"));
  ++revision_;
}

// Seats from the view (names, colours) and who plays them from the presence.
void OnlineGame::on_presence(const json& seats) {
  const auto& info = view_->seats();
  setup_.seats.resize(info.size());
  link_state_.seat_online.assign(info.size(), true);
  link_state_.player.assign(info.size(), "");
  for (std::size_t i = 0; i < info.size(); ++i) {
    setup_.seats[i].name = info[i].name;
    setup_.seats[i].color = info[i].color;
  }
  for (const json& p : seats) {
    const auto i = static_cast<std::size_t>(p.at("seat").get<int>() - 1);
    if (i >= info.size()) continue;
    const std::string controller = p.value("controller", "open");
    const bool person = controller == "human" || controller == "open" || controller == "reserved";
    setup_.seats[i].controller = person ? "human" : controller;
    link_state_.player[i] = p.value("player", "");
    link_state_.seat_online[i] = !person || p.value("connected", false);
  }
  ++revision_;
}

// Lines are numbered by the table: on joining again the history brings
// only what was missed. A history that counts fewer lines than were seen
// comes from a server that forgot the chat (a restart): all of it is new.
void OnlineGame::on_chat(const json& m) {
  const bool history = m.value("history", false);
  const auto said = m.value("said", std::uint64_t{0});
  if (history && said < chat_seen_) chat_seen_ = 0;
  for (const json& l : m.at("lines")) {
    const auto n = l.value("n", std::uint64_t{0});
    if (n <= chat_seen_) continue;
    chat_seen_ = n;
    link_state_.chat.push_back(
        {l.at("seat").is_number_integer() ? l.at("seat").get<SeatIndex>() - 1 : kNoSeat,
         l.value("player", ""), l.value("text", "")});
  }
  if (history) chat_seen_ = std::max(chat_seen_, said);
}

void OnlineGame::on_error(const json& m) {
  const std::string code = m.value("code", "");
  if (code == "stale") return;  // a choice overtaken by the game: the new state is on its way
  if (code == "refused" || code == "finished") sent_at_ = -1;
  if (code == "not_seated" || code == "refused" || code == "busy") hint_at_ = -1;
  link_state_.problem = "The server says: " + m.value("message", code);
}

std::optional<std::string> OnlineGame::apply(const Choice& choice) {
  if (!link_state_.connected) return "the connection to the server is down";
  if (choice.seat != seat_) return "that seat is not played from this table";
  if (sent_at_ == at_) return "your choice is on its way";
  link_->send({{"type", "choose"}, {"at", at_}, {"picks", choice.picks}});
  sent_at_ = at_;
  // The decision leaves the table at once; the server's state follows.
  view_json_.erase("decision");
  view_ = View::from_json(view_json_);
  ++revision_;
  return std::nullopt;
}

bool OnlineGame::request_hint() {
  if (hint_at_ >= 0 || !link_state_.connected || !view_->request()) return false;
  link_->send({{"type", "hint"}});
  hint_at_ = at_;
  return true;
}

std::optional<HintAnswer> OnlineGame::take_hint() {
  auto out = std::move(hint_);
  hint_.reset();
  if (out && sent_at_ == at_) return std::nullopt;  // decided meanwhile
  return out;
}

}  // namespace tabula::gui
