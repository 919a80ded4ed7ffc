// The game table: the status line, the pending decision, the table itself,
// the player panels and the log. Human choices go to the GameController;
// bots move through the BotDriver; the hot-seat cover and the end of the
// game open as screens above this one.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "game/bot_driver.hpp"
#include "game/game_controller.hpp"
#include "game/table_game.hpp"
#include "screens/app_context.hpp"
#include "screens/screen.hpp"
#include "table/decision_bar.hpp"
#include "table/decision_state.hpp"
#include "table/hover_preview.hpp"
#include "table/option_menu.hpp"
#include "table/sidebar.hpp"
#include "table/table_kit.hpp"
#include "table/toasts.hpp"

namespace tabula::gui {

class TableScreen : public Screen {
 public:
  // `game` runs here (a GameController: saving, undo, reload and replays
  // work) or on a server (an OnlineGame).
  TableScreen(AppContext& ctx, std::unique_ptr<TableKit> kit, std::unique_ptr<TableGame> game,
              const Problems& notes);

  void update(float dt) override;
  void frame(Ui& ui) override;
  [[nodiscard]] std::string name() const override { return "table"; }
  [[nodiscard]] std::optional<sf::Vector2f> locate(const std::string& target) const override;
  [[nodiscard]] std::string failure() const override;
  // With --auto-decide: the bot took every decision it was to take.
  [[nodiscard]] bool finished() const override {
    return ctx_.options.auto_decide > 0 && auto_.left == 0;
  }
  void on_close() override;
  [[nodiscard]] bool busy() const override;

  [[nodiscard]] TableGame& game() { return *game_; }
  // The game when it runs here, else nullptr (online).
  [[nodiscard]] GameController* here() { return here_; }
  [[nodiscard]] TableKit& kit() { return *kit_; }
  // Called by the overlays above.
  void cover_closed();
  void play_again();
  void watch_replay();
  void reload();
  void leave();
  void toast(const std::string& text, Toasts::Kind kind = Toasts::Kind::Info,
             float seconds = 3.5f) {
    toasts_.push(text, kind, seconds);
  }

 private:
  void sync();
  void apply(const Choice& choice);
  void pick(int option);
  void handle_keys(Ui& ui);
  void undo();
  void hint();
  void show_hint();
  void save_copy();
  void open_overlays();
  // Per option of `request`: whether the table shows it and answers a click on it.
  [[nodiscard]] std::vector<bool> table_targets(const Request& request) const;
  void draw_table(Ui& ui, PieceId emphasis);
  // The table area below the decision bar's panel (when it hangs over the table).
  [[nodiscard]] sf::FloatRect uncovered_table() const;
  void draw_preview(Ui& ui, PieceId emphasis);
  void draw_status(Ui& ui, sf::FloatRect rect);
  // The table counters the status bar shows (the layout's [status] list, or
  // every one the table does not show).
  [[nodiscard]] std::vector<std::pair<std::string, std::int64_t>> status_counters(
      const View& view, const Scene& scene) const;
  void draw_failure(Ui& ui);
  // Online: a banner while the link to the server is down, and what it refused.
  void draw_link(Ui& ui);
  void watch_link();
  // Online: the table's chat, in the log, and a field under it to write.
  void log_chat();
  void draw_chat(Ui& ui, sf::FloatRect r);
  [[nodiscard]] std::string idle_text() const;
  // Test input (--auto-decide N): a random bot takes the people's decisions
  // through the table, each shown first (to the text probe), some with the
  // list unfolded and some with a card of the decision enlarged, so a test
  // sees every kind of decision bar a game has.
  void auto_decide();
  [[nodiscard]] PieceId first_card_option() const;

  AppContext& ctx_;
  std::unique_ptr<TableKit> kit_;
  std::unique_ptr<TableGame> game_;
  GameController* here_;  // game_, when it runs here
  BotDriver bots_;
  DecisionState decision_;
  DecisionBar bar_;
  DecisionBarInfo bar_info_;
  HoverPreview preview_;
  OptionMenu menu_;
  Toasts toasts_;
  Sidebar sidebar_;

  std::uint64_t seen_revision_ = static_cast<std::uint64_t>(-1);
  SeatIndex seen_viewer_ = kNoSeat;
  std::size_t logged_events_ = 0;
  bool cover_open_ = false;
  bool end_open_ = false;
  float end_wait_ = 0.f;
  int hovered_option_ = -1;
  std::string bot_error_;
  std::string link_problem_;  // the last one shown
  std::size_t chat_logged_ = 0;
  std::string chat_draft_;
  sf::FloatRect chat_box_;
  sf::FloatRect table_area_;
  struct AutoDecide {
    std::unique_ptr<Bot> bot;
    int left = 0;  // decisions still to take
    int done = 0;  // decisions taken
    int step = 0;  // of the current decision: shown, unfolded, enlarged, taken
    int waited = 0;
    PieceId card = 0;  // the card shown large
  } auto_;
};

}  // namespace tabula::gui
