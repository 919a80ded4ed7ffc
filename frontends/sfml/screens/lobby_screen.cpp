#include "screens/lobby_screen.hpp"

#include <algorithm>
#include <iostream>

#include <SFML/Window/Clipboard.hpp>

#include "online/online_game.hpp"
#include "screens/game_factory.hpp"
#include "screens/table_screen.hpp"
#include "tabula/bot.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

using nlohmann::json;

namespace {

void heading(Ui& ui, const std::string& title, sf::FloatRect r) {
  ui.label(title, {r.left, r.top}, theme::kTextSmall, theme::kTextFaint, draw::Align::Left, true);
}

// Who sits at a seat of the waiting room.
std::string seat_text(const json& p) {
  const std::string controller = p.value("controller", "open");
  const std::string player = p.value("player", "");
  if (controller == "open") return "open";
  if (controller == "reserved") return "private: for the holder of its token";
  if (controller != "human") {
    // The launcher's names ("Easy bot"), not the spec ("mcts:easy").
    const BotLevel* level = bot_level(controller);
    return level ? level->name + " bot" : "bot: " + controller;
  }
  return (player.empty() ? "a player" : player) + (p.value("connected", false) ? "" : " (away)");
}

}  // namespace

LobbyScreen::LobbyScreen(AppContext& ctx, std::string address, bool command_line)
    : ctx_(ctx), address_(std::move(address)), command_line_(command_line) {
  catalog_.discover(ctx_.paths);
  if (!ctx_.options.player.empty()) player_ = ctx_.options.player;
  if (!address_.empty())
    connect();
  else
    address_ = "ws://127.0.0.1:7777";
}

void LobbyScreen::connect() {
  conn_ = std::make_unique<ServerConnection>(address_);
  status_ = "Connecting to " + address_ + " ...";
  status_bad_ = false;
}

void LobbyScreen::back() {
  if (stage_ == Stage::Room && conn_) {
    conn_->send({{"type", "leave"}});
    stage_ = Stage::Lobby;
    return;
  }
  ctx_.nav.reset(GameFactory::launcher(ctx_));
}

void LobbyScreen::update(float dt) {
  if (!conn_) return;
  for (Incoming& in : conn_->take()) {
    if (in.kind == Incoming::Kind::Opened) {
      stage_ = Stage::Lobby;
      status_ = "Connected to " + address_;
      conn_->send({{"type", "games"}});
      conn_->send({{"type", "tables"}});
    } else if (in.kind == Incoming::Kind::Closed) {
      status_ = "No connection to " + address_ + ": " + in.why;
      status_bad_ = true;
      conn_.reset();
      stage_ = Stage::Connect;
      return;
    } else {
      on_message(in.message);
    }
  }
  refresh_ -= dt;
  if (stage_ == Stage::Lobby && refresh_ <= 0.f) {
    conn_->send({{"type", "tables"}});
    refresh_ = 5.f;
  }
  if (stage_ == Stage::Room && !state_.is_null() && seats_filled()) enter();
}

void LobbyScreen::on_message(const json& m) {
  const std::string type = m.value("type", "");
  if (type == "games") {
    on_games(m.at("games"));
  } else if (type == "tables") {
    on_tables(m.at("tables"));
  } else if (type == "created") {
    table_ = m.at("table").get<std::string>();
    const auto tokens = m.at("tokens").get<std::vector<std::string>>();
    seat_tokens_.clear();
    for (std::size_t i = 0; i < tokens.size() && i < open_seats_.size(); ++i)
      seat_tokens_[open_seats_[i]] = tokens[i];
    std::cout << "tabula-gui: hosted table " << table_ << ", tokens";
    for (const std::string& t : tokens) std::cout << ' ' << t;
    std::cout << std::endl;
    if (tokens.empty())
      watch(table_);
    else
      join(table_, tokens.front());
  } else if (type == "joined" || type == "watching") {
    on_joined(m);
  } else if (type == "state") {
    state_ = m;
    presence_ = m.at("presence");
    std::erase_if(held_, [](const json& h) { return h.value("type", "") == "presence"; });
  } else if (type == "presence") {
    presence_ = m.at("seats");
    held_.push_back(m);
  } else if (type == "chat") {
    held_.push_back(m);
  } else if (type == "error") {
    status_ = "The server says: " + m.value("message", m.value("code", "no"));
    status_bad_ = true;
    if (stage_ == Stage::Room && state_.is_null()) stage_ = Stage::Lobby;
  }
}

void LobbyScreen::on_games(const json& games) {
  games_.clear();
  for (const json& g : games) {
    const std::string id = g.at("id").get<std::string>();
    CatalogGame* here = catalog_.find(id);
    if (!here) continue;  // a table needs the game's layout and cards here
    games_.push_back(id);
    if (!forms_.count(id))
      forms_[id] = std::make_unique<SetupForm>(here->manifest, std::vector<std::string>{}, true);
  }
  follow_command_line();
}

void LobbyScreen::on_tables(const json& tables) {
  tables_.clear();
  for (const json& t : tables) {
    TableRow row;
    row.table = t.at("table").get<std::string>();
    row.game = t.at("game").get<std::string>();
    const CatalogGame* here = catalog_.find(row.game);
    row.name = here ? here->manifest.name : t.value("name", row.game);
    row.players = t.value("players", 0);
    row.open = t.value("open", 0);
    row.status = t.value("status", "");
    tables_.push_back(std::move(row));
  }
}

void LobbyScreen::on_joined(const json& m) {
  table_ = m.at("table").get<std::string>();
  token_ = m.value("token", "");
  held_.clear();
  game_id_ = m.value("game", game_id_);
  state_ = nullptr;
  stage_ = Stage::Room;
  status_ = token_.empty()
                ? "Watching table " + table_
                : "At table " + table_ + " as seat " + std::to_string(m.value("seat", 0));
  status_bad_ = false;
}

// --host, or --table with or without --token: done once the games are known.
void LobbyScreen::follow_command_line() {
  if (!command_line_) return;
  command_line_ = false;
  const GuiOptions& o = ctx_.options;
  if (!o.host.empty()) {
    std::vector<std::string> seats;
    const std::string list = o.seats.empty() ? "human,human" : o.seats;
    for (std::size_t at = 0; at <= list.size();) {
      const std::size_t comma = std::min(list.find(',', at), list.size());
      seats.push_back(list.substr(at, comma - at));
      at = comma + 1;
    }
    std::map<std::string, std::string> options;
    for (const std::string& kv : o.options)
      if (const auto eq = kv.find('='); eq != std::string::npos)
        options[kv.substr(0, eq)] = kv.substr(eq + 1);
    create(o.host, seats, options, o.public_table);
  } else if (!o.table.empty()) {
    if (o.token.empty())
      watch(o.table);
    else
      join(o.table, o.token);
  }
}

void LobbyScreen::host() {
  if (game_ >= games_.size()) return;
  const std::string& id = games_[game_];
  const GameSetup setup = forms_.at(id)->setup();
  std::vector<std::string> seats;
  for (const SeatConfig& s : setup.seats) seats.push_back(s.controller);
  create(id, seats, setup.options, public_);
  status_ = "Hosting a table of " + catalog_.find(id)->manifest.name + " ...";
  status_bad_ = false;
}

// Seats as "human" (open for a person), "private" (for a token) or a bot's spec.
void LobbyScreen::create(const std::string& game, const std::vector<std::string>& seats,
                         const std::map<std::string, std::string>& options, bool listed) {
  json specs = json::array();
  open_seats_.clear();
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const bool person = seats[i] == "human" || seats[i] == "private";
    specs.push_back(seats[i] == "human" ? std::string("open") : seats[i]);
    if (person) open_seats_.push_back(static_cast<int>(i) + 1);
  }
  game_id_ = game;
  conn_->send({{"type", "create"},
               {"game", game},
               {"seats", specs},
               {"options", options},
               {"public", listed}});
}

void LobbyScreen::join(const std::string& table, const std::string& token) {
  conn_->send({{"type", "join"}, {"table", table}, {"token", token}, {"name", player_}});
}

void LobbyScreen::claim(const std::string& table) {
  conn_->send({{"type", "claim"}, {"table", table}, {"name", player_}});
}

void LobbyScreen::watch(const std::string& table) {
  conn_->send({{"type", "watch"}, {"table", table}});
}

bool LobbyScreen::seats_filled() const {
  for (const json& p : presence_)
    if (p.value("controller", "") == "open" || p.value("controller", "") == "reserved")
      return false;
  return true;
}

void LobbyScreen::enter() {
  if (state_.is_null()) return;
  Problems problems;
  auto module =
      catalog_.find(game_id_) ? GameFactory::load_module(game_id_, ctx_.paths, problems) : nullptr;
  if (!module) {
    status_ = "This table's game (" + game_id_ + ") is not installed here";
    status_bad_ = true;
    return;
  }
  Problems notes;
  auto kit = std::make_unique<TableKit>(ctx_.assets, module, notes);
  std::cout << "tabula-gui: at table " << table_ << " of " << game_id_
            << (token_.empty() ? " as a spectator" : "") << std::endl;
  auto game = std::make_unique<OnlineGame>(std::move(conn_), OnlineSeat{table_, token_, player_},
                                           state_, held_);
  ctx_.nav.reset(std::make_unique<TableScreen>(ctx_, std::move(kit), std::move(game), notes));
}

void LobbyScreen::frame(Ui& ui) {
  buttons_.clear();
  const sf::Vector2f size = ui.size();
  draw::rect(ui.target(), {0, 0, size.x, size.y}, theme::kBackdrop);
  const float pad = ui.s(20), head = ui.s(64);
  draw::rect(ui.target(), {0, 0, size.x, head}, theme::kPanel);
  ui.label_in("TABULA ONLINE", {pad, 0, size.x, head}, theme::kTextTitle, theme::kText,
              draw::Align::Left, true);
  const sf::FloatRect back_b{size.x - pad - ui.s(150), ui.s(12), ui.s(150), ui.s(40)};
  button_at("Back", back_b);
  if (ui.button("lobby-back", back_b, stage_ == Stage::Room ? "Leave table" : "Back to games",
                ButtonKind::Ghost))
    back();
  const sf::FloatRect body{pad, head + pad, size.x - 2 * pad, size.y - head - 2 * pad - ui.s(34)};
  draw_status(ui, {pad, size.y - pad - ui.s(28), size.x - 2 * pad, ui.s(28)});
  if (stage_ == Stage::Connect) return draw_connect(ui, body);
  if (stage_ == Stage::Room) return draw_room(ui, body);
  const float left_w = body.width * 0.46f;
  draw_tables(ui, {body.left, body.top, left_w, body.height - ui.s(150)});
  draw_token_join(ui, {body.left, body.top + body.height - ui.s(130), left_w, ui.s(130)});
  draw_host(ui, {body.left + left_w + pad, body.top, body.width - left_w - pad, body.height});
  if (!ui.typing() && ui.key(sf::Keyboard::Escape)) back();
}

void LobbyScreen::draw_status(Ui& ui, sf::FloatRect r) {
  ui.label_in(status_, r, theme::kTextBody, status_bad_ ? theme::kDanger : theme::kTextDim,
              draw::Align::Left);
}

void LobbyScreen::draw_connect(Ui& ui, sf::FloatRect r) {
  const float w = std::min(r.width, ui.s(560));
  const sf::FloatRect box{r.left + (r.width - w) / 2.f, r.top + ui.s(60), w, ui.s(300)};
  ui.panel(box, ui.s(14), theme::kPanel);
  const float x = box.left + ui.s(24), fw = box.width - ui.s(48);
  ui.label("Play at a Tabula server", {x, box.top + ui.s(20)}, theme::kTextLarge, theme::kText,
           draw::Align::Left, true);
  ui.label("Server address", {x, box.top + ui.s(66)}, theme::kTextSmall, theme::kTextDim);
  (void)ui.text_field("lobby-address", {x, box.top + ui.s(86), fw, ui.s(36)}, address_,
                      "ws://host:port", false, 120);
  ui.label("Your name", {x, box.top + ui.s(136)}, theme::kTextSmall, theme::kTextDim);
  (void)ui.text_field("lobby-name", {x, box.top + ui.s(156), fw, ui.s(36)}, player_, "Name", false,
                      32);
  const sf::FloatRect b{x + fw - ui.s(160), box.top + ui.s(230), ui.s(160), ui.s(44)};
  button_at("Connect", b);
  if ((ui.button("lobby-connect", b, conn_ ? "Connecting..." : "Connect", ButtonKind::Primary,
                 !conn_) ||
       (!ui.typing() && ui.key(sf::Keyboard::Enter))) &&
      !conn_)
    connect();
  if (!ui.typing() && ui.key(sf::Keyboard::Escape)) back();
}

void LobbyScreen::draw_tables(Ui& ui, sf::FloatRect r) {
  heading(ui, "PUBLIC TABLES", r);
  const float row_h = ui.s(58);
  float y = r.top + ui.s(26);
  if (tables_.empty())
    ui.label("No public table is open. Host one!", {r.left, y + ui.s(8)}, theme::kTextBody,
             theme::kTextDim);
  for (const TableRow& t : tables_) {
    if (y + row_h > r.top + r.height) break;
    const sf::FloatRect row{r.left, y, r.width, row_h - ui.s(8)};
    draw::rounded_rect(ui.target(), row, ui.s(10), theme::kPanelRaised);
    ui.label(t.name, {row.left + ui.s(14), row.top + ui.s(6)}, theme::kTextBody, theme::kText,
             draw::Align::Left, true);
    const std::string line = std::to_string(t.players) + " players \xC2\xB7 " +
                             (t.open > 0 ? std::to_string(t.open) + " open" : "full") +
                             " \xC2\xB7 table " + t.table;
    ui.label(line, {row.left + ui.s(14), row.top + ui.s(28)}, theme::kTextSmall, theme::kTextDim);
    const sf::FloatRect watch_b{row.left + row.width - ui.s(96), row.top + ui.s(8), ui.s(84),
                                row.height - ui.s(16)};
    const sf::FloatRect join_b{watch_b.left - ui.s(94), watch_b.top, ui.s(84), watch_b.height};
    button_at("Watch " + t.table, watch_b);
    button_at("Join " + t.table, join_b);
    if (ui.button("watch-" + t.table, watch_b, "Watch", ButtonKind::Ghost)) {
      game_id_ = t.game;
      watch(t.table);
    }
    if (t.open > 0 && ui.button("join-" + t.table, join_b, "Join", ButtonKind::Primary)) {
      game_id_ = t.game;
      claim(t.table);
    }
    y += row_h;
  }
}

void LobbyScreen::draw_token_join(Ui& ui, sf::FloatRect r) {
  heading(ui, "JOIN A PRIVATE TABLE", r);
  const float y = r.top + ui.s(30), h = ui.s(36), gap = ui.s(10);
  const float bw = ui.s(100), fw = (r.width - bw - 2 * gap) / 2.f;
  (void)ui.text_field("lobby-table", {r.left, y, fw, h}, join_table_, "Table id", false, 64);
  (void)ui.text_field("lobby-token", {r.left + fw + gap, y, fw, h}, join_token_, "Seat token",
                      false, 64);
  const sf::FloatRect b{r.left + r.width - bw, y, bw, h};
  button_at("Join private", b);
  if (ui.button("lobby-join", b, "Join", ButtonKind::Normal,
                !join_table_.empty() && !join_token_.empty())) {
    game_id_.clear();
    join(join_table_, join_token_);
  }
  ui.label("A friend who hosts a private table sends you both.", {r.left, y + h + ui.s(10)},
           theme::kTextSmall, theme::kTextFaint);
}

void LobbyScreen::draw_host(Ui& ui, sf::FloatRect r) {
  heading(ui, "HOST A TABLE", r);
  if (games_.empty()) {
    ui.label("Waiting for the server's games...", {r.left, r.top + ui.s(30)}, theme::kTextBody,
             theme::kTextDim);
    return;
  }
  std::vector<std::string> names;
  for (const std::string& id : games_) names.push_back(catalog_.find(id)->manifest.name);
  int pick = static_cast<int>(game_);
  const sf::FloatRect seg{r.left, r.top + ui.s(26), r.width, ui.s(36)};
  const float item_w = seg.width / static_cast<float>(names.size());
  for (std::size_t i = 0; i < games_.size(); ++i)
    button_at("game " + games_[i],
              {seg.left + item_w * static_cast<float>(i), seg.top, item_w, seg.height});
  if (ui.segmented("lobby-game", seg, pick, names)) game_ = static_cast<std::size_t>(pick);
  const float bottom = r.top + r.height - ui.s(50);
  const sf::FloatRect form{r.left, r.top + ui.s(74), r.width - ui.s(14), bottom - r.top - ui.s(90)};
  (void)form_view_.frame(ui, *forms_.at(games_[game_]), form);
  (void)ui.toggle("lobby-public", {r.left, bottom + ui.s(8), ui.s(52), ui.s(28)}, public_);
  ui.label(public_ ? "Public: listed, anyone may take an open seat"
                   : "Private: seats only by the tokens you send",
           {r.left + ui.s(100), bottom + ui.s(12)}, theme::kTextSmall, theme::kTextDim);
  const sf::FloatRect b{r.left + r.width - ui.s(170), bottom, ui.s(170), ui.s(44)};
  button_at("Host", b);
  if (ui.button("lobby-host", b, "Host table", ButtonKind::Primary)) host();
}

void LobbyScreen::draw_room(Ui& ui, sf::FloatRect r) {
  const float w = std::min(r.width, ui.s(720));
  const float rows = static_cast<float>(presence_.size());
  const sf::FloatRect box{r.left + (r.width - w) / 2.f, r.top + ui.s(20), w,
                          std::min(r.height - ui.s(20), ui.s(190) + rows * ui.s(48))};
  ui.panel(box, ui.s(14), theme::kPanel);
  const float x = box.left + ui.s(24), iw = box.width - ui.s(48);
  const CatalogGame* g = catalog_.find(game_id_);
  ui.label((g ? g->manifest.name : std::string("Table")) + " \xC2\xB7 table " + table_,
           {x, box.top + ui.s(20)}, theme::kTextLarge, theme::kText, draw::Align::Left, true);
  ui.label(seats_filled() ? "Every seat is taken." : "Waiting for players to take the open seats.",
           {x, box.top + ui.s(52)}, theme::kTextBody, theme::kTextDim);
  float y = box.top + ui.s(90);
  for (const json& p : presence_) {
    const std::string controller = p.value("controller", "open");
    const bool free = controller == "open" || controller == "reserved";
    const std::string who = seat_text(p);
    const sf::FloatRect row{x, y, iw, ui.s(40)};
    draw::rounded_rect(ui.target(), row, ui.s(8), theme::kPanelRaised);
    ui.label(p.value("name", "Seat " + std::to_string(p.value("seat", 0))),
             {row.left + ui.s(12), row.top + ui.s(10)}, theme::kTextBody, theme::kText,
             draw::Align::Left, true);
    ui.label(who, {row.left + ui.s(200), row.top + ui.s(10)}, theme::kTextBody,
             free ? theme::kAccent : theme::kTextDim);
    // The host sees each open seat's token, to send to a friend.
    const auto token = seat_tokens_.find(p.value("seat", 0));
    if (free && token != seat_tokens_.end()) {
      const sf::FloatRect copy{row.left + row.width - ui.s(130), row.top + ui.s(4), ui.s(122),
                               ui.s(32)};
      if (ui.button("copy-" + token->second, copy, "Copy token", ButtonKind::Ghost)) {
        sf::Clipboard::setString("table " + table_ + " token " + token->second);
        status_ = "Copied: table " + table_ + ", token " + token->second;
        status_bad_ = false;
      }
    }
    y += ui.s(48);
  }
  const sf::FloatRect go{box.left + box.width - ui.s(230), box.top + box.height - ui.s(64),
                         ui.s(206), ui.s(44)};
  button_at("Go to the table", go);
  if (ui.button("lobby-go", go, "Go to the table", ButtonKind::Primary, !state_.is_null())) enter();
  if (!ui.typing() && ui.key(sf::Keyboard::Escape)) back();
}

std::optional<sf::Vector2f> LobbyScreen::locate(const std::string& target) const {
  if (target.rfind("button ", 0) != 0) return std::nullopt;
  const auto it = buttons_.find(target.substr(7));
  if (it == buttons_.end()) return std::nullopt;
  return draw::centre(it->second);
}

}  // namespace tabula::gui
