#include "screens/table_screen.hpp"

#include <algorithm>
#include <iostream>

#include "game/standings.hpp"
#include "platform/save_store.hpp"
#include "screens/aid_screen.hpp"
#include "screens/cover_screen.hpp"
#include "screens/end_screen.hpp"
#include "screens/game_factory.hpp"
#include "screens/lobby_screen.hpp"
#include "screens/replay_screen.hpp"
#include "table/hint_text.hpp"
#include "table/status_bar.hpp"
#include "tabula/reload.hpp"
#include "tabula/replay.hpp"
#include "widgets/colour.hpp"
#include "widgets/text_probe.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {
namespace {

// Hurried runs (tests of whole games): bots move for this long before a
// frame is drawn. A frame costs tens of milliseconds under software
// rendering, so more moves per frame make such a test several times shorter.
constexpr double kTurboBurstMs = 250.0;

}  // namespace

TableScreen::TableScreen(AppContext& ctx, std::unique_ptr<TableKit> kit,
                         std::unique_ptr<TableGame> game, const Problems& notes)
    : ctx_(ctx),
      kit_(std::move(kit)),
      game_(std::move(game)),
      here_(dynamic_cast<GameController*>(game_.get())),
      bots_(ctx.bot_delay(), ctx.turbo() ? kTurboBurstMs : 0.0),
      preview_(ctx.turbo()) {
  ctx.layout_problems += static_cast<int>(notes.size());
  for (const Problem& p : notes) {
    std::cerr << "tabula-gui: " << p.to_string() << '\n';
    toasts_.push(p.to_string(), Toasts::Kind::Error, 8.f);
  }
  kit_->prepare(game_->view(0));  // zones and counters only: the same for every seat
  if (ctx.options.auto_decide > 0) {
    auto_.left = ctx.options.auto_decide;
    auto_.bot = make_bot("random", game_->setup().seed * 7 + 1);
  }
  if (game_->status() == SessionStatus::Failed)
    std::cerr << "tabula-gui: the game stopped:\n" << game_->error() << '\n';
  game_->autosave();
}

void TableScreen::update(float dt) {
  game_->update();
  watch_link();
  kit_->table().update(dt);
  bots_.update(*game_, dt, kit_->table().animating() || cover_open_, bot_error_);
  if (game_->status() == SessionStatus::Finished && !kit_->table().animating()) end_wait_ += dt;
  show_hint();
  if (!bot_error_.empty()) {
    toasts_.push(bot_error_, Toasts::Kind::Error, 8.f);
    bots_.pause(true);
    bot_error_.clear();
  }
}

std::string TableScreen::idle_text() const {
  if (game_->status() == SessionStatus::Finished) return "Game over";
  if (game_->status() == SessionStatus::Failed) return "The game stopped with an error";
  std::string names;
  const auto waiting = game_->waiting();
  for (std::size_t i = 0; i < waiting.size(); ++i) {
    if (i) names += i + 1 == waiting.size() ? " and " : ", ";
    names += game_->setup().seats[static_cast<std::size_t>(waiting[i])].name;
  }
  const std::string watching =
      game_->online() && game_->humans().empty() ? "Watching \xC2\xB7 " : "";
  return names.empty() ? watching : watching + "Waiting for " + names;
}

void TableScreen::sync() {
  const SeatIndex viewer = game_->viewer();
  if (viewer == kNoSeat) return;  // nobody took the seat yet: the cover is up
  if (game_->revision() == seen_revision_ && viewer == seen_viewer_) return;
  const GameSetup& setup = game_->setup();
  const View view = game_->view(viewer);
  kit_->prepare(view);
  const auto& events = game_->events();
  const bool undone = events.size() < logged_events_;
  if (undone) {
    sidebar_.log().clear();
    logged_events_ = 0;
  }
  const std::size_t from = std::min(game_->events_shown(), events.size());
  const bool animate = !undone && seen_revision_ != static_cast<std::uint64_t>(-1) && !ctx_.turbo();
  kit_->table().show(view, viewer, events, from, animate);
  const Narrator::Source told{setup.seats, events,
                              [this](SeatIndex seat) { return game_->view(seat); }};
  sidebar_.log().add(
      kit_->narrator().narrate(told, game_->humans(), logged_events_, events.size()));
  logged_events_ = events.size();
  game_->mark_events_shown();
  const Request* request =
      game_->cover_pending() || !game_->is_human(viewer) ? nullptr : view.request();
  if (!request || !decision_.same_as(*request)) bar_.collapse();
  decision_.set(request);
  bar_info_.labels = request ? kit_->option_labels(*request, view) : std::vector<std::string>{};
  bar_info_.on_table = request ? table_targets(*request) : std::vector<bool>{};
  bar_info_.who = setup.seats[static_cast<std::size_t>(viewer)].name;
  bar_info_.colour =
      kit_->layout().seat_colour(viewer, setup.seats[static_cast<std::size_t>(viewer)].color);
  bar_info_.idle = idle_text();
  // A spectator (online, no seat of their own) is nobody's "You".
  const SeatIndex you = game_->online() && !game_->is_human(viewer) ? kNoSeat : viewer;
  sidebar_.panels() = PlayerPanels::collect(view, kit_->layout(), setup, you,
                                            {game_->waiting(), game_->asked()}, false);
  if (const OnlineLink* link = game_->online())
    PlayerPanels::add_presence(sidebar_.panels(), *link);
  if (game_->status() == SessionStatus::Finished) {
    // As the end screen: the declared winners first, whatever their points.
    const Results& results = game_->results();
    const std::vector<int> place = places(results);
    const std::vector<SeatIndex> winners = results.winners();
    // Named as the end screen names it ("Fans 17", "Base LP left 750"), not "points".
    const std::string label = EndScreen::score_columns(results).second;
    for (std::size_t i = 0; i < results.seats.size(); ++i) {
      const SeatResult& r = results.seats[i];
      if (r.seat < 0 || r.seat >= static_cast<int>(sidebar_.panels().size())) continue;
      char score[64];
      std::snprintf(score, sizeof score, "%g", r.score.empty() ? 0.0 : r.score.front());
      const bool won = std::find(winners.begin(), winners.end(), r.seat) != winners.end();
      sidebar_.panels()[static_cast<std::size_t>(r.seat)].score =
          (won ? "Winner \xC2\xB7 " : "#" + std::to_string(place[i]) + " \xC2\xB7 ") +
          (label == "Score" ? std::string(score) + " points" : label + " " + score);
    }
  }
  menu_.close();
  seen_revision_ = game_->revision();
  seen_viewer_ = viewer;
}

std::vector<bool> TableScreen::table_targets(const Request& request) const {
  // As the table matches a click: by the piece when the option names one, else by its zone.
  const Scene& scene = kit_->table().scene();
  std::vector<bool> out;
  for (const Option& o : request.options)
    out.push_back(o.piece ? scene.piece(o.piece) != nullptr : o.zone && scene.zone(o.zone));
  return out;
}

void TableScreen::apply(const Choice& choice) {
  if (auto why = game_->apply(choice)) {
    toasts_.push("Not allowed: " + *why, Toasts::Kind::Error);
    return;
  }
  if (ctx_.options.automated()) {
    std::cout << "tabula-gui: seat " << choice.seat + 1 << " chose";
    for (const std::string& p : choice.picks) std::cout << ' ' << p;
    std::cout << std::endl;
  }
  decision_.clear();
}

void TableScreen::pick(int option) {
  if (auto choice = decision_.pick(option)) apply(*choice);
}

void TableScreen::undo() {
  if (auto why = game_->undo()) {
    toasts_.push("Cannot undo: " + *why, Toasts::Kind::Error);
    return;
  }
  kit_->table().finish_animations();
  toasts_.push("Took back your last decision", Toasts::Kind::Info);
}

void TableScreen::save_copy() {
  if (!here_) {
    toasts_.push("The server keeps this game; it is not saved here", Toasts::Kind::Info);
    return;
  }
  const auto path = SaveStore::new_save_path(kit_->module().manifest.id);
  if (auto err = save_replay(here_->session(), path))
    toasts_.push("Could not save: " + *err, Toasts::Kind::Error);
  else
    toasts_.push("Saved as " + path.filename().string(), Toasts::Kind::Success);
}

void TableScreen::cover_closed() {
  cover_open_ = false;
  ctx_.nav.pop();
}

void TableScreen::leave() {
  game_->autosave();
  if (const OnlineLink* link = game_->online())  // back to the server's lobby
    return ctx_.nav.reset(std::make_unique<LobbyScreen>(ctx_, link->server, false));
  ctx_.nav.reset(GameFactory::launcher(ctx_));
}

void TableScreen::on_close() {
  if (auto err = game_->autosave()) std::cerr << "tabula-gui: " << *err << '\n';
}

void TableScreen::play_again() {
  if (!here_) return leave();  // online: back to the lobby for another table
  GameSetup setup = here_->session().setup();
  setup.seed = GameFactory::fresh_seed();
  Problems problems;
  auto screen = GameFactory::new_game(ctx_, kit_->module_ptr(), setup, problems);
  if (screen)
    ctx_.nav.reset(std::move(screen));
  else
    toasts_.push(join(problems), Toasts::Kind::Error, 8.f);
}

// F5, for authors: the rules, data and layout read again from disk, and the
// choices so far replayed under them. The table then shows the new game and
// says where it parts from the old one; rules that do not load keep the old
// game and name the file and line.
void TableScreen::reload() {
  if (!here_) return;  // the server runs the rules it has
  game_->autosave();
  Problems problems;
  auto module = tabula::load_module(kit_->module().manifest.dir, ctx_.paths, problems);
  if (!module) {
    toasts_.push("Reload failed: " + join(problems), Toasts::Kind::Error, 10.f);
    return;
  }
  Reload r = reload_game(here_->session(), module, ctx_.session_config);
  const std::string summary = r.summary();
  std::cout << "tabula-gui: " << summary << std::endl;
  if (!r.session) {
    toasts_.push(summary, Toasts::Kind::Error, 10.f);
    return;
  }
  Problems notes;
  auto kit = std::make_unique<TableKit>(ctx_.assets, module, notes);
  auto game =
      std::make_unique<GameController>(std::move(r.session), Autosaver(here_->autosaver().file()));
  auto screen = std::make_unique<TableScreen>(ctx_, std::move(kit), std::move(game), notes);
  const bool clean = r.stopped.empty() && !r.diverged;
  screen->toast(summary, clean ? Toasts::Kind::Success : Toasts::Kind::Info, 10.f);
  ctx_.nav.reset(std::move(screen));
}

void TableScreen::watch_replay() {
  if (!here_) return;  // online the seed stays on the server, and with it the replay
  game_->autosave();
  ctx_.nav.push(std::make_unique<ReplayScreen>(ctx_, kit_->module_ptr(), here_->session().setup(),
                                               here_->session().choices()));
}

void TableScreen::handle_keys(Ui& ui) {
  if (ui.typing()) return;
  if (ui.key(sf::Keyboard::Z, true)) undo();
  if (ui.key(sf::Keyboard::S, true)) save_copy();
  if (ui.key(sf::Keyboard::H)) hint();
  if (ui.key(sf::Keyboard::F1)) AidScreen::show(ctx_.nav, kit_->module().manifest);
  if (ui.key(sf::Keyboard::F5)) reload();
  if (ui.key(sf::Keyboard::Home) || ui.key(sf::Keyboard::Num0)) kit_->table().camera().reset();
  if (ui.key(sf::Keyboard::Enter) && decision_.multi() && decision_.can_confirm())
    apply(decision_.confirm());
  // 1..9: the option with that number (the buttons read left to right).
  for (int n = 1; n <= 9 && decision_.active(); ++n)
    if (n <= decision_.option_count() &&
        ui.key(static_cast<sf::Keyboard::Key>(sf::Keyboard::Num0 + n)))
      pick(n - 1);
  if (ui.key(sf::Keyboard::Escape)) {
    if (menu_.is_open())
      menu_.close();
    else if (decision_.selected_count() > 0)
      decision_.clear_selection();
    else
      leave();
  }
}

void TableScreen::hint() {
  if (game_->request_hint()) toasts_.push("The Normal bot is thinking about your decision...");
}

// A hint that has come in, as a toast long enough to read.
void TableScreen::show_hint() {
  const auto hint = game_->take_hint();
  if (!hint) return;
  const View view = game_->view(hint->choice.seat);
  const Request* request = view.request();
  if (!request) return;
  const std::string text =
      hint_text(*request, kit_->option_labels(*request, view), hint->choice.picks, hint->estimates);
  toasts_.push(text, Toasts::Kind::Info, 12.f);
  if (ctx_.options.automated()) std::cout << "tabula-gui: " << text << std::endl;  // for GUI tests
}

void TableScreen::open_overlays() {
  if (game_->cover_pending() && !cover_open_) {
    cover_open_ = true;
    ctx_.nav.push(std::make_unique<CoverScreen>(*this));
  }
  if (game_->status() == SessionStatus::Finished && !end_open_ && !kit_->table().animating()) {
    if (end_wait_ > 0.6f || ctx_.options.automated()) {
      end_open_ = true;
      ctx_.nav.push(std::make_unique<EndScreen>(ctx_, *this));
    }
  }
}

void TableScreen::frame(Ui& ui) {
  sync();
  if (seen_viewer_ == kNoSeat ||
      game_->cover_pending()) {  // the cover is about to show: nothing private
    draw::rect(ui.target(), {0, 0, ui.size().x, ui.size().y}, theme::kBackdrop);
    open_overlays();
    return;
  }
  handle_keys(ui);
  const float W = ui.size().x, H = ui.size().y;
  const float side = Sidebar::width(ui);
  const float status_h = ui.s(46);
  const float bar_h = DecisionBar::height(ui);
  bar_.lay_out(ui, W - side, decision_, bar_info_);
  table_area_ = {0, status_h + bar_h, W - side, H - status_h - bar_h};
  kit_->table().set_viewport(table_area_);
  if (TextProbe* probe = TextProbe::active()) probe->set_table(table_area_);
  // The table first; the bars and panels around it.
  const PieceId emphasis =
      auto_.card ? auto_.card
      : hovered_option_ >= 0 && hovered_option_ < decision_.option_count()
          ? decision_.request().options[static_cast<std::size_t>(hovered_option_)].piece
          : 0;
  draw_table(ui, emphasis);
  draw_preview(ui, emphasis);
  const auto result = bar_.frame(ui, {0, status_h, W - side, bar_h}, decision_, bar_info_);
  const sf::FloatRect below_bar = uncovered_table();
  hovered_option_ = result.hovered;
  if (result.clicked >= 0) pick(result.clicked);
  if (result.confirm && decision_.can_confirm()) apply(decision_.confirm());
  draw_status(ui, {0, 0, W, status_h});
  // Online, a player's chat field under the sidebar (spectators only read).
  const bool chat = game_->online() && !game_->humans().empty();
  const float chat_h = chat ? ui.s(46) : 0.f;
  sidebar_.frame(ui, {W - side, status_h, side, H - status_h - chat_h}, 0.62f);
  if (chat) draw_chat(ui, {W - side + ui.s(10), H - chat_h, side - ui.s(20), ui.s(36)});
  toasts_.frame(ui, below_bar, kit_->table().tags());
  if (const int chosen = menu_.frame(ui); chosen >= 0) pick(chosen);
  if (game_->status() == SessionStatus::Failed) draw_failure(ui);
  draw_link(ui);
  auto_decide();
  open_overlays();
}

PieceId TableScreen::first_card_option() const {
  for (const Option& o : decision_.request().options)
    if (const ScenePiece* p = o.piece ? kit_->table().scene().piece(o.piece) : nullptr;
        p && p->piece.kind == PieceKind::Card && !p->piece.hidden)
      return o.piece;
  return 0;
}

void TableScreen::auto_decide() {
  AutoDecide& a = auto_;
  if (a.left <= 0 || !decision_.active() || kit_->table().animating() || menu_.is_open()) return;
  TextProbe* probe = TextProbe::active();
  const std::string name = "decision " + std::to_string(a.done + 1);
  auto show = [&](const std::string& what) {
    if (probe) probe->want(name + what);
  };
  // Each step is a frame a test looks at, drawn when this runs; a frame
  // costs tens of milliseconds under software rendering, so the choice is
  // taken at the end of the last one instead of in a frame of its own.
  auto card_or_take = [&] {
    a.card = a.done % 3 == 0 ? first_card_option() : 0;
    a.waited = 0;
    a.step = a.card ? 2 : 3;
  };
  switch (a.step) {
    case 0:  // as it comes
      show("");
      if (a.done % 2 == 1 && bar_.foldable()) {
        bar_.expand();  // drawn so in the next frame
        a.step = 1;
        return;
      }
      card_or_take();
      break;
    case 1:
      show(", list unfolded");
      bar_.collapse();
      card_or_take();
      break;
    case 2:  // the enlarged card appears after a moment
      if (!preview_.showing() && ++a.waited <= 90) return;
      if (preview_.showing()) show(", card enlarged");
      a.card = 0;
      a.step = 3;
      break;
    default:
      break;
  }
  if (a.step != 3) return;
  const Request& request = decision_.request();
  const View view = game_->view(request.seat);
  apply(Choice{request.seat, a.bot->choose(view, request)});
  ++a.done;
  --a.left;
  a.step = 0;
}

sf::FloatRect TableScreen::uncovered_table() const {
  const sf::FloatRect panel = bar_.panel();
  if (panel.height <= 0) return table_area_;
  const float top = std::min(panel.top + panel.height, table_area_.top + table_area_.height * 0.5f);
  return {table_area_.left, top, table_area_.width, table_area_.top + table_area_.height - top};
}

void TableScreen::draw_table(Ui& ui, PieceId emphasis) {
  // An open menu takes the clicks, and so does the bar's panel over the table.
  ui.set_blocked(menu_.is_open() || bar_.panel().contains(ui.mouse()));
  const auto click = kit_->table().frame(ui, decision_.active() ? &decision_ : nullptr,
                                         game_->waiting(), emphasis);
  ui.set_blocked(false);
  if (!click || !decision_.active()) return;
  if (click->option >= 0) return pick(click->option);
  std::vector<int> options = decision_.options_for_piece(click->piece);
  if (options.empty()) options = decision_.options_for_zone(click->zone);
  if (options.size() == 1) {
    pick(options.front());
  } else if (options.size() > 1) {
    std::vector<std::string> labels;
    for (int i : options) labels.push_back(bar_info_.labels[static_cast<std::size_t>(i)]);
    menu_.open(click->at, options, labels);
  }
}

void TableScreen::draw_preview(Ui& ui, PieceId emphasis) {
  // The card under the mouse, or the card of the option button under it.
  const TableView& table = kit_->table();
  const ScenePiece* p = table.hovered();
  if (!p || p->piece.kind != PieceKind::Card || p->piece.hidden)
    p = emphasis ? table.scene().known(emphasis) : nullptr;
  if (p && p->piece.kind != PieceKind::Card) p = nullptr;
  const CardFace face = p ? table.preview_face(*p) : CardFace{};
  preview_.frame(ui, table.cards(), p ? &face : nullptr, uncovered_table());
}

std::vector<std::pair<std::string, std::int64_t>> TableScreen::status_counters(
    const View& view, const Scene& scene) const {
  const Layout& layout = kit_->layout();
  std::vector<std::pair<std::string, std::int64_t>> out;
  auto add = [&](const Counter& k) { out.push_back({layout.counter_label(k.name), k.value}); };
  if (layout.status_counters) {
    for (const std::string& name : *layout.status_counters)
      for (const Counter& k : view.counters())
        if (k.seat == kNoSeat && k.zone == 0 && k.name == name) add(k);
    return out;
  }
  for (const Counter& k : view.counters())
    if (k.seat == kNoSeat && k.zone == 0 && !scene.placed_table_counters.count(k.name)) add(k);
  return out;
}

void TableScreen::draw_status(Ui& ui, sf::FloatRect rect) {
  TableView& table = kit_->table();
  const View view = game_->view(seen_viewer_);
  StatusInfo info;
  info.game = kit_->module().manifest.name;
  if (view.round() > 0 && kit_->layout().status_round)
    info.round = "Round " + std::to_string(view.round());
  info.phase = pretty_name(view.phase());
  info.counters = status_counters(view, table.scene());
  const UndoCheck undo_check = game_->can_undo();
  info.can_undo = undo_check.allowed && !game_->over();
  info.undo_why = undo_check.reason.empty() ? "nothing to take back" : undo_check.reason;
  info.zoomed = table.camera().moved();
  info.can_hint = !game_->over() && game_->is_human(seen_viewer_) && !game_->cover_pending() &&
                  view.request() != nullptr;
  info.hinting = game_->hint_pending();
  info.can_save = here_ != nullptr;
  switch (StatusBar::frame(ui, rect, info)) {
    case StatusAction::Hint:
      hint();
      break;
    case StatusAction::Undo:
      undo();
      break;
    case StatusAction::Save:
      save_copy();
      break;
    case StatusAction::Rules:
      AidScreen::show(ctx_.nav, kit_->module().manifest);
      break;
    case StatusAction::Leave:
      leave();
      break;
    case StatusAction::ResetView:
      table.camera().reset();
      break;
    case StatusAction::None:
      break;
  }
}

// What the server refused or why the link dropped, once each, as a toast.
void TableScreen::watch_link() {
  const OnlineLink* link = game_->online();
  if (link) log_chat();
  if (!link || link->problem == link_problem_) return;
  link_problem_ = link->problem;
  if (!link_problem_.empty()) toasts_.push(link_problem_, Toasts::Kind::Error, 6.f);
}

void TableScreen::log_chat() {
  const auto& chat = game_->online()->chat;
  const auto& seats = game_->setup().seats;
  std::vector<LogLine> lines;
  for (; chat_logged_ < chat.size(); ++chat_logged_) {
    const ChatLine& said = chat[chat_logged_];
    const sf::Color c = said.seat >= 0 && static_cast<std::size_t>(said.seat) < seats.size()
                            ? kit_->layout().seat_colour(
                                  said.seat, seats[static_cast<std::size_t>(said.seat)].color)
                            : theme::kTextDim;
    lines.push_back(
        {{{said.player + ": ", lighten(c, 0.25f), true}, {said.text, theme::kText, false}}, true});
  }
  if (!lines.empty()) sidebar_.log().add(lines);
}

void TableScreen::draw_chat(Ui& ui, sf::FloatRect r) {
  chat_box_ = r;
  (void)ui.text_field("chat", r, chat_draft_, "Chat with the table (Enter sends)", false, 300);
  if (ui.take_submit("chat") && !chat_draft_.empty()) {
    game_->say(chat_draft_);
    chat_draft_.clear();
  }
}

void TableScreen::draw_link(Ui& ui) {
  const OnlineLink* link = game_->online();
  if (!link || link->connected) return;
  // Along the bottom of the table: the decision above stays readable.
  const sf::FloatRect band{table_area_.left, table_area_.top + table_area_.height - ui.s(44),
                           table_area_.width, ui.s(44)};
  draw::rect(ui.target(), band, with_alpha(theme::kDanger, 215));
  const std::string dots(static_cast<std::size_t>(1 + static_cast<int>(ui.time() * 2.f) % 3), '.');
  const std::string text =
      "Connection to the server lost \xE2\x80\x94 reconnecting" + dots +
      (link->attempts > 1 ? " (attempt " + std::to_string(link->attempts) + ")" : "");
  ui.label_in(text, band, theme::kTextBody, sf::Color::White, draw::Align::Center, true);
}

void TableScreen::draw_failure(Ui& ui) {
  const sf::FloatRect r{table_area_.left + table_area_.width * 0.1f,
                        table_area_.top + table_area_.height * 0.15f, table_area_.width * 0.8f,
                        table_area_.height * 0.7f};
  draw::rect(ui.target(), table_area_, sf::Color(0, 0, 0, 150));
  ui.panel(r, ui.s(14), theme::kPanel);
  draw::rounded_rect(ui.target(), {r.left, r.top, r.width, ui.s(6)}, ui.s(3), theme::kDanger);
  ui.label("The game stopped with an error", {r.left + ui.s(24), r.top + ui.s(24)},
           theme::kTextTitle, theme::kText, draw::Align::Left, true);
  ui.label(
      "The rules script failed. This is a bug in the game, not in your play; the message names the "
      "file and line.",
      {r.left + ui.s(24), r.top + ui.s(64)}, theme::kTextBody, theme::kTextDim);
  const unsigned px = ui.text_px(theme::kTextSmall);
  float y = r.top + ui.s(100);
  for (const std::string& line : draw::wrap(ui.font(), game_->error(), px, r.width - ui.s(48))) {
    if (y > r.top + r.height - ui.s(70)) break;
    draw::text(ui.target(), ui.font(), line, px, {r.left + ui.s(24), y}, sf::Color(255, 190, 180));
    y += ui.font().getLineSpacing(px);
  }
  if (ui.button("failure-leave",
                {r.left + r.width - ui.s(200), r.top + r.height - ui.s(58), ui.s(176), ui.s(40)},
                "Back to games", ButtonKind::Primary))
    leave();
}

std::optional<sf::Vector2f> TableScreen::locate(const std::string& target) const {
  if (kit_->table().animating()) return std::nullopt;
  if (target == "confirm") return decision_.active() ? bar_.confirm_point() : std::nullopt;
  if (target == "button Chat" && chat_box_.width > 0) return draw::centre(chat_box_);
  if (target == "list") return decision_.active() ? bar_.toggle_point() : std::nullopt;
  if (target.rfind("option ", 0) == 0) {
    const int n = std::atoi(target.c_str() + 7);
    if (!decision_.active() || n < 1 || n > decision_.option_count()) return std::nullopt;
    const Option& o = decision_.request().options[static_cast<std::size_t>(n - 1)];
    if (o.piece)
      if (auto p = kit_->table().point_of_piece(o.piece)) return p;
    if (o.zone)
      if (auto p = kit_->table().point_of_zone(o.zone)) return p;
    if (auto p = kit_->table().point_of_option(decision_, n - 1)) return p;
    return bar_.option_point(n - 1);
  }
  if (target.rfind("button ", 0) == 0) {
    const int n = std::atoi(target.c_str() + 7);
    return decision_.active() ? bar_.option_point(n - 1) : std::nullopt;
  }
  return std::nullopt;
}

bool TableScreen::busy() const {
  return kit_->table().animating() || !game_->waiting_bots().empty();
}

std::string TableScreen::failure() const {
  return game_->status() == SessionStatus::Failed ? game_->error() : "";
}

}  // namespace tabula::gui
