// The replay viewer: steps through a recorded game (forward, back, to the
// start or the end, or playing on its own), seen from any seat or, marked as
// such, with every hidden card shown (replays only).
#pragma once

#include <memory>

#include "screens/app_context.hpp"
#include "screens/replay_cursor.hpp"
#include "screens/screen.hpp"
#include "table/hover_preview.hpp"
#include "table/inspector_panel.hpp"
#include "table/sidebar.hpp"
#include "table/table_kit.hpp"
#include "table/toasts.hpp"

namespace tabula::gui {

class ReplayScreen : public Screen {
 public:
  // A replay opened from a file (`pushed`: close back to the screen below).
  ReplayScreen(AppContext& ctx, std::unique_ptr<ReplayCursor> cursor, bool pushed);
  // The replay of a game just played (pushed over its table).
  ReplayScreen(AppContext& ctx, std::shared_ptr<const Module> module, const GameSetup& setup,
               const std::vector<Choice>& choices);

  void update(float dt) override;
  void frame(Ui& ui) override;
  [[nodiscard]] std::string name() const override { return "replay"; }

 private:
  void init();
  void go(std::size_t k);
  void show(bool animate, std::size_t events_before);
  void leave();
  void toggle_inspector();
  void draw_controls(Ui& ui, sf::FloatRect r);
  [[nodiscard]] SeatIndex seat() const { return viewer_ < 0 ? kNoSeat : viewer_; }

  AppContext& ctx_;
  std::unique_ptr<ReplayCursor> cursor_;
  std::unique_ptr<TableKit> kit_;
  bool pushed_;
  int viewer_ = 0;  // a seat, or -1: everything
  bool playing_ = false;
  float clock_ = 0.f;
  Sidebar sidebar_;
  Toasts toasts_;
  HoverPreview hover_;
  InspectorPanel inspector_;
};

}  // namespace tabula::gui
