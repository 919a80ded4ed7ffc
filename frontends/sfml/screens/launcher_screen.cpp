#include "screens/launcher_screen.hpp"

#include <algorithm>
#include <cmath>

#include "screens/aid_screen.hpp"
#include "screens/cover_art.hpp"
#include "screens/game_factory.hpp"
#include "screens/lobby_screen.hpp"
#include "widgets/colour.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {
namespace {

// The left column's lists (unscaled): a title above each, a row per game or
// save, and under the saves the replay field. frame() sizes the lists from
// the same numbers that draw them.
constexpr float kListTitle = 26, kGameRow = 96, kGameGap = 10;
constexpr float kSaveRow = 58, kSaveGap = 8, kSavesFooter = 48;

}  // namespace

LauncherScreen::LauncherScreen(AppContext& ctx, Problems problems)
    : ctx_(ctx), start_problems_(std::move(problems)) {
  catalog_.discover(ctx_.paths);
  saves_ = SaveStore::list();
  // Select the game of the newest save, or the first.
  if (!saves_.empty())
    for (std::size_t i = 0; i < catalog_.games().size(); ++i)
      if (catalog_.games()[i].manifest.id == saves_.front().game_id) selected_ = i;
}

std::string LauncherScreen::game_name(const std::string& id) {
  const CatalogGame* g = catalog_.find(id);
  return g ? g->manifest.name : id;
}

void LauncherScreen::start() {
  auto& games = catalog_.games();
  if (selected_ >= games.size()) return;
  CatalogGame& g = games[selected_];
  catalog_.load(g, ctx_.paths);
  start_problems_.clear();
  if (!g.module) {
    start_problems_ = g.problems;
    return;
  }
  auto screen =
      GameFactory::new_game(ctx_, g.module, forms_.at(g.manifest.id)->setup(), start_problems_);
  if (screen) ctx_.nav.reset(std::move(screen));
}

void LauncherScreen::open(const std::filesystem::path& file, bool replay) {
  start_problems_.clear();
  auto screen = replay ? GameFactory::open_replay(ctx_, file, start_problems_)
                       : GameFactory::continue_game(ctx_, file, start_problems_);
  if (screen) ctx_.nav.reset(std::move(screen));
}

void LauncherScreen::draw_header(Ui& ui, sf::FloatRect r) {
  sf::RenderTarget& t = ui.target();
  draw::rect(t, r, theme::kPanel);
  draw::rect(t, {r.left, r.top + r.height - 1.f, r.width, 1.f}, theme::kBorder);
  // A small logo: three fanned cards.
  const float ch = r.height * 0.56f, cw = ch * 0.7f;
  const sf::Color cols[] = {theme::kDanger, theme::kInfo, theme::kAccent};
  for (int i = 0; i < 3; ++i) {
    sf::RenderStates s;
    s.transform.translate(r.left + ui.s(34) + static_cast<float>(i) * ui.s(9),
                          r.top + r.height / 2.f + ui.s(4));
    s.transform.rotate(-14.f + 14.f * static_cast<float>(i));
    draw::rounded_gradient(t, {-cw / 2.f, -ch / 2.f, cw, ch}, ui.s(4), lighten(cols[i], 0.15f),
                           darken(cols[i], 0.2f), s);
    draw::rounded_outline(t, {-cw / 2.f, -ch / 2.f, cw, ch}, ui.s(4), 1.5f,
                          sf::Color(255, 255, 255, 120), s);
  }
  float x = r.left + ui.s(74);
  x += ui.label_in("TABULA", {x, r.top, r.width, r.height}, theme::kTextTitle, theme::kText,
                   draw::Align::Left, true);
  ui.label_in("card and board games at one table",
              {x + ui.s(16), r.top + ui.s(3), r.width, r.height}, theme::kTextBody, theme::kTextDim,
              draw::Align::Left);
  const float hint_w = ui.label_in("F11 fullscreen  \xC2\xB7  Esc quits",
                                   {r.left, r.top, r.width - ui.s(20), r.height}, theme::kTextSmall,
                                   theme::kTextFaint, draw::Align::Right);
  online_button_ = {r.left + r.width - ui.s(40) - hint_w - ui.s(150), r.top + ui.s(12), ui.s(150),
                    r.height - ui.s(24)};
  if (ui.button("online", online_button_, "Play online", ButtonKind::Normal))
    ctx_.nav.reset(std::make_unique<LobbyScreen>(ctx_, "", false));
}

void LauncherScreen::draw_games(Ui& ui, sf::FloatRect r) {
  sf::RenderTarget& t = ui.target();
  ui.label("GAMES", {r.left, r.top}, theme::kTextSmall, theme::kTextFaint, draw::Align::Left, true);
  auto& games = catalog_.games();
  const float item_h = ui.s(kGameRow), gap = ui.s(kGameGap);
  const sf::FloatRect list{r.left, r.top + ui.s(kListTitle), r.width, r.height - ui.s(kListTitle)};
  const float content = static_cast<float>(games.size()) * (item_h + gap);
  const float most = std::max(0.f, content - list.height);
  games_scroll_ = std::clamp(games_scroll_ - ui.wheel(list) * ui.s(60), 0.f, most);
  std::size_t shown = selected_;
  for (std::size_t i = 0; i < games.size(); ++i)
    if (!reveal_.empty() && games[i].manifest.id == reveal_) {
      shown = i;
      follow_selection_ = true;
    }
  reveal_.clear();
  if (follow_selection_) {
    // Keys moved the selection (or a script wants a game): bring it into the list.
    const float at = static_cast<float>(shown) * (item_h + gap);
    games_scroll_ = std::clamp(games_scroll_, std::max(0.f, at + item_h - list.height), at);
    games_scroll_ = std::min(games_scroll_, most);
    follow_selection_ = false;
  }
  float y = list.top - games_scroll_;
  game_items_.clear();
  ui.begin_clip({list.left - ui.s(4), list.top, list.width + ui.s(8), list.height});
  if (games.empty())
    ui.label_in("No games found on the games path.", {list.left, list.top, list.width, ui.s(40)},
                theme::kTextBody, theme::kTextDim, draw::Align::Left);
  for (std::size_t i = 0; i < games.size(); ++i, y += item_h + gap) {
    if (y + item_h < list.top || y > list.top + list.height) continue;
    const CatalogGame& g = games[i];
    const sf::FloatRect item{list.left, y, list.width, item_h};
    const bool sel = i == selected_;
    const bool over = ui.hover(item) && list.contains(ui.mouse());
    if (list.contains(draw::centre(item))) game_items_[g.manifest.id] = item;
    draw::rounded_rect(t, item, ui.s(12),
                       sel    ? theme::kPanelHover
                       : over ? theme::kPanelRaised
                              : theme::kPanel);
    if (sel) draw::rounded_outline(t, item, ui.s(12), 2.f, theme::kAccent);
    const sf::FloatRect cover{item.left + ui.s(8), item.top + ui.s(8), (item_h - ui.s(16)) * 1.5f,
                              item_h - ui.s(16)};
    CoverArt::draw(ui, g, cover, false, &covers_);
    const float tx = cover.left + cover.width + ui.s(14),
                tw = item.left + item.width - tx - ui.s(16);
    ui.label(draw::ellipsize(ui.bold(), g.manifest.name, ui.text_px(theme::kTextLarge), tw),
             {tx, item.top + ui.s(12)}, theme::kTextLarge, theme::kText, draw::Align::Left, true);
    const std::string range = g.manifest.min_players == g.manifest.max_players
                                  ? std::to_string(g.manifest.min_players) + " players"
                                  : std::to_string(g.manifest.min_players) + "\xE2\x80\x93" +
                                        std::to_string(g.manifest.max_players) + " players";
    ui.label(range, {tx, item.top + ui.s(38)}, theme::kTextSmall, theme::kAccent, draw::Align::Left,
             true);
    draw_summary(ui, g.manifest.summary, {tx, item.top + ui.s(56), tw, ui.s(36)}, 2);
    if (g.tried && !g.module)
      draw::circle(t, {item.left + item.width - ui.s(16), item.top + ui.s(16)}, ui.s(6),
                   theme::kDanger);
    if (over && list.contains(ui.mouse())) ui.want_hand();
    if (list.contains(ui.mouse()) && ui.clicked(item)) {
      selected_ = i;
      start_problems_.clear();
    }
  }
  ui.end_clip();
  ui.scroll_thumb({list.left + list.width - ui.s(5), list.top, ui.s(4), list.height}, games_scroll_,
                  content);
}

void LauncherScreen::draw_summary(Ui& ui, const std::string& summary, sf::FloatRect box,
                                  int lines) {
  const unsigned px = ui.text_px(theme::kTextSmall);
  std::vector<std::string> wrapped = draw::wrap(ui.font(), summary, px, box.width);
  const bool cut = static_cast<int>(wrapped.size()) > lines;
  if (cut) {
    // The last line shown ends with "…" and the whole summary is on hover.
    std::string rest;
    for (std::size_t k = static_cast<std::size_t>(lines) - 1; k < wrapped.size(); ++k)
      rest += (rest.empty() ? "" : " ") + wrapped[k];
    wrapped.resize(static_cast<std::size_t>(lines));
    wrapped.back() = draw::ellipsize(ui.font(), rest, px, box.width);
    ui.hint(box, summary);
  }
  float y = box.top;
  for (const std::string& line : wrapped) {
    ui.label(line, {box.left, y}, theme::kTextSmall, theme::kTextDim);
    y += ui.font().getLineSpacing(px);
  }
}

void LauncherScreen::draw_saves(Ui& ui, sf::FloatRect r) {
  sf::RenderTarget& t = ui.target();
  ui.label("SAVED GAMES AND REPLAYS", {r.left, r.top}, theme::kTextSmall, theme::kTextFaint,
           draw::Align::Left, true);
  const float item_h = ui.s(kSaveRow), gap = ui.s(kSaveGap);
  const sf::FloatRect list{r.left, r.top + ui.s(kListTitle), r.width,
                           r.height - ui.s(kListTitle) - ui.s(kSavesFooter)};
  const float content = static_cast<float>(saves_.size()) * (item_h + gap);
  saves_scroll_ = std::clamp(saves_scroll_ - ui.wheel(list) * ui.s(60), 0.f,
                             std::max(0.f, content - list.height));
  float y = list.top - saves_scroll_;
  if (saves_.empty())
    ui.label_in("Games you play are saved here as you go.",
                {list.left, list.top, list.width, ui.s(30)}, theme::kTextSmall, theme::kTextFaint,
                draw::Align::Left);
  for (std::size_t i = 0; i < saves_.size(); ++i, y += item_h + gap) {
    if (y < list.top - 1.f || y + item_h > list.top + list.height + 1.f) continue;
    const SaveInfo& s = saves_[i];
    const sf::FloatRect item{list.left, y, list.width, item_h};
    draw::rounded_rect(t, item, ui.s(10), theme::kPanel);
    const bool finished = s.status == "finished";
    std::string who;
    for (std::size_t k = 0; k < s.seats.size(); ++k) who += (k ? ", " : "") + s.seats[k];
    const float bw = ui.s(88);
    const float tw = item.width - ui.s(24) - (finished ? bw : 2 * bw + ui.s(6));
    ui.label(draw::ellipsize(ui.bold(), game_name(s.game_id) + (s.autosave ? "  (autosave)" : ""),
                             ui.text_px(theme::kTextBody), tw),
             {item.left + ui.s(12), item.top + ui.s(8)}, theme::kTextBody, theme::kText,
             draw::Align::Left, true);
    const std::string line = (finished               ? "finished"
                              : s.status == "failed" ? "stopped by an error"
                                                     : "decision " + std::to_string(s.choices)) +
                             " \xC2\xB7 " + s.when + " \xC2\xB7 " + who;
    ui.label(draw::ellipsize(ui.font(), line, ui.text_px(theme::kTextSmall), tw),
             {item.left + ui.s(12), item.top + ui.s(32)}, theme::kTextSmall, theme::kTextDim);
    const sf::FloatRect b1{item.left + item.width - bw - ui.s(10), item.top + ui.s(12), bw,
                           item_h - ui.s(24)};
    if (ui.button("replay" + std::to_string(i), b1, "Replay", ButtonKind::Ghost))
      open(s.file, true);
    if (!finished &&
        ui.button("cont" + std::to_string(i), {b1.left - bw - ui.s(6), b1.top, bw, b1.height},
                  "Continue", ButtonKind::Normal))
      open(s.file, false);
  }
  // Any file.
  const float fy = r.top + r.height - ui.s(40);
  (void)ui.text_field("open-path", {r.left, fy, r.width - ui.s(100), ui.s(38)}, open_path_,
                      "Open a replay file\xE2\x80\xA6", false, 400);
  if (ui.button("open", {r.left + r.width - ui.s(92), fy, ui.s(92), ui.s(38)}, "Open",
                ButtonKind::Normal, !open_path_.empty()))
    open(open_path_, true);
}

void LauncherScreen::draw_problems(Ui& ui, sf::FloatRect r, const std::string& title,
                                   const Problems& problems) {
  sf::RenderTarget& t = ui.target();
  draw::rounded_rect(t, r, ui.s(10), sf::Color(70, 26, 30, 230));
  draw::rounded_outline(t, r, ui.s(10), 1.f, theme::kDanger);
  ui.label(title, {r.left + ui.s(14), r.top + ui.s(10)}, theme::kTextBody, sf::Color(255, 200, 196),
           draw::Align::Left, true);
  const unsigned px = ui.text_px(theme::kTextSmall);
  float y = r.top + ui.s(36);
  for (const Problem& p : problems) {
    for (const std::string& line : draw::wrap(ui.font(), p.to_string(), px, r.width - ui.s(28))) {
      if (y + ui.s(18) > r.top + r.height) return;
      draw::text(t, ui.font(), line, px, {r.left + ui.s(14), y}, sf::Color(255, 225, 220));
      y += ui.font().getLineSpacing(px);
    }
  }
}

void LauncherScreen::draw_detail(Ui& ui, sf::FloatRect r) {
  auto& games = catalog_.games();
  ui.panel(r, ui.s(14), theme::kPanel);
  if (games.empty()) {
    ui.label_in("Put games in a folder on the games path (--games-path DIR).", r, theme::kTextBody,
                theme::kTextDim, draw::Align::Center);
    return;
  }
  selected_ = std::min(selected_, games.size() - 1);
  CatalogGame& g = games[selected_];
  catalog_.load(g, ctx_.paths);
  auto& form = forms_[g.manifest.id];
  if (!form)
    form = std::make_unique<SetupForm>(
        g.manifest, g.layout ? g.layout->seats.colours : std::vector<std::string>{});
  const float pad = ui.s(22);
  const float cover_h = std::min(r.height * 0.22f, ui.s(210));
  const sf::FloatRect cover{r.left + pad, r.top + pad, r.width - 2 * pad, cover_h};
  CoverArt::draw(ui, g, cover, true, &covers_);
  float y = cover.top + cover.height + ui.s(14);
  std::string meta = std::to_string(g.manifest.min_players) +
                     (g.manifest.min_players == g.manifest.max_players
                          ? ""
                          : "\xE2\x80\x93" + std::to_string(g.manifest.max_players)) +
                     " players  \xC2\xB7  version " + g.manifest.version;
  ui.label(meta, {r.left + pad, y}, theme::kTextSmall, theme::kAccent, draw::Align::Left, true);
  y += ui.s(22);
  if (g.module && !g.module->mods.empty()) {
    // Mods change the game (and its saves): a player sees them before starting.
    ui.label(draw::ellipsize(ui.font(), "With mods: " + g.module->mods_summary(),
                             ui.text_px(theme::kTextSmall), r.width - 2 * pad),
             {r.left + pad, y}, theme::kTextSmall, theme::kAccent);
    y += ui.s(22);
  }
  // The summary in full (the cover has only the name), then the credits.
  const auto paragraph = [&](const std::string& text, float size, sf::Color colour) {
    const unsigned px = ui.text_px(size);
    for (const std::string& line : draw::wrap(ui.font(), text, px, r.width - 2 * pad)) {
      ui.label(line, {r.left + pad, y}, size, colour);
      y += ui.font().getLineSpacing(px);
    }
  };
  paragraph(g.manifest.summary, theme::kTextBody, theme::kText);
  y += ui.s(4);
  paragraph(g.manifest.credits, theme::kTextSmall, theme::kTextFaint);
  y += ui.s(12);
  const float bottom = r.top + r.height - pad - ui.s(54);
  if (!g.module) {
    draw_problems(ui, {r.left + pad, y, r.width - 2 * pad, bottom - y},
                  "This game cannot be loaded:", g.problems);
  } else {
    y += form_view_.frame(ui, *form, {r.left + pad, y, r.width - 2 * pad, bottom - y - ui.s(8)});
    if (!start_problems_.empty())
      draw_problems(ui,
                    {r.left + pad, y, r.width - 2 * pad, std::max(ui.s(60), bottom - y - ui.s(8))},
                    "The game could not start:", start_problems_);
  }
  start_button_ = {r.left + r.width - pad - ui.s(220), r.top + r.height - pad - ui.s(50), ui.s(220),
                   ui.s(50)};
  if (ui.button("start", start_button_, "Start game", ButtonKind::Primary, g.module != nullptr))
    start();
  rules_button_ = {r.left + pad, start_button_.top, ui.s(140), start_button_.height};
  if (ui.button("rules", rules_button_, "Rules", ButtonKind::Normal))
    AidScreen::show(ctx_.nav, g.manifest);
  if (!ui.typing() && ui.key(sf::Keyboard::Enter) && g.module) start();
}

void LauncherScreen::step_selection(Ui& ui) {
  const std::size_t n = catalog_.games().size();
  if (n == 0 || ui.typing()) return;
  if (ui.key(sf::Keyboard::Down)) {
    selected_ = (selected_ + 1) % n;
    follow_selection_ = true;
  }
  if (ui.key(sf::Keyboard::Up)) {
    selected_ = (selected_ + n - 1) % n;
    follow_selection_ = true;
  }
}

void LauncherScreen::frame(Ui& ui) {
  sf::RenderTarget& t = ui.target();
  const sf::Vector2f size = ui.size();
  draw::rect(t, {0, 0, size.x, size.y}, theme::kBackdrop);
  const float header_h = ui.s(64), pad = ui.s(20);
  draw_header(ui, {0, 0, size.x, header_h});
  const float left_w = std::clamp(size.x * 0.36f, ui.s(330), ui.s(520));
  const float body_top = header_h + pad, body_h = size.y - header_h - 2 * pad;
  const Problems& found = catalog_.problems();
  const float problems_h = found.empty() ? 0.f : std::min(ui.s(150), body_h * 0.25f);
  // The games take the room their list needs (every game in sight) as long
  // as the saved games keep room for their title and two rows.
  const float games_need =
      ui.s(kListTitle + static_cast<float>(catalog_.games().size()) * (kGameRow + kGameGap));
  const float saves_least =
      ui.s(kListTitle + kSavesFooter) + (saves_.empty() ? ui.s(36) : 2 * ui.s(kSaveRow + kSaveGap));
  const float games_h = std::clamp(
      games_need, (body_h - problems_h) * 0.4f,
      std::max((body_h - problems_h) * 0.4f, body_h - problems_h - saves_least - ui.s(16)));
  draw_games(ui, {pad, body_top, left_w, games_h});
  draw_saves(
      ui, {pad, body_top + games_h + ui.s(16), left_w, body_h - games_h - problems_h - ui.s(16)});
  if (!found.empty())
    draw_problems(ui, {pad, body_top + body_h - problems_h + ui.s(6), left_w, problems_h - ui.s(6)},
                  "Some games could not be read:", found);
  draw_detail(ui, {pad * 2 + left_w, body_top, size.x - left_w - pad * 3, body_h});
  if (!ui.typing() && ui.key(sf::Keyboard::Escape)) ctx_.nav.quit();
  step_selection(ui);

  // Covers need each game's data: load one more per frame, after the first.
  if (!first_frame_) catalog_.load_next(ctx_.paths);
  first_frame_ = false;
}

std::optional<sf::Vector2f> LauncherScreen::locate(const std::string& target) const {
  if (target == "button Start" && start_button_.width > 0) return draw::centre(start_button_);
  if (target == "button Rules" && rules_button_.width > 0) return draw::centre(rules_button_);
  if (target == "button Play online") return draw::centre(online_button_);
  // "game fleet": a game of the list, by its id.
  if (target.rfind("game ", 0) == 0) {
    if (auto it = game_items_.find(target.substr(5)); it != game_items_.end())
      return draw::centre(it->second);
    reveal_ = target.substr(5);
  }
  // "button banner.2": the widget of a set-up option of the selected game.
  const auto& games = catalog_.games();
  if (target.rfind("button ", 0) == 0 && selected_ < games.size()) {
    auto form = forms_.find(games[selected_].manifest.id);
    if (form != forms_.end() && form->second)
      if (auto r = form->second->target(target.substr(7))) return draw::centre(*r);
  }
  return std::nullopt;
}

}  // namespace tabula::gui
