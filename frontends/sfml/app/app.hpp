// The program: opens the window, keeps the stack of screens, runs the frame
// loop (events, updates, drawing), toggles fullscreen (F11), follows window
// resizes, and serves the automation flags: scripted input, screenshots
// after N frames or at the end of a game, and frame-time benchmarks.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <vector>

#include <SFML/Graphics.hpp>

#include "app/input_script.hpp"
#include "platform/assets.hpp"
#include "platform/frame_stats.hpp"
#include "platform/gui_options.hpp"
#include "screens/app_context.hpp"
#include "screens/navigator.hpp"
#include "screens/screen.hpp"
#include "widgets/text_probe.hpp"
#include "widgets/ui.hpp"

namespace tabula::gui {

class App {
 public:
  App(GuiOptions options, std::chrono::steady_clock::time_point started);
  // Runs until the window closes; returns the exit code.
  int run();

 private:
  // The frame loop; returns the exit code.
  int loop();
  bool init();
  // Writes the text probe's frames (--dump-text); false when it cannot.
  bool write_probe();
  [[nodiscard]] std::unique_ptr<Screen> first_screen(bool& failed);
  void open_window();
  void toggle_fullscreen();
  void poll_events();
  void draw_screens(float dt);
  void close_all();
  bool capture(const std::string& file);
  // Whether an automated run is over; sets the exit code.
  bool automation_over();
  // 60 frames a second while anything happens, 30 when the table idles.
  void pace();

  GuiOptions options_;
  std::chrono::steady_clock::time_point started_;
  Assets assets_;
  sf::Cursor arrow_, hand_;  // before the window: it must go first
  sf::RenderWindow window_;
  bool fullscreen_ = false;
  Ui ui_;
  Navigator nav_;
  std::unique_ptr<AppContext> ctx_;
  std::vector<std::unique_ptr<Screen>> stack_;
  std::optional<InputScript> script_;
  std::optional<TextProbe> probe_;  // --dump-text
  std::vector<sf::Event> injected_;
  FrameStats stats_;
  bool hand_shown_ = false;
  bool running_ = true;
  int exit_code_ = 0;
  long frames_ = 0;
  long script_done_at_ = -1;
  double elapsed_ = 0;
  double idle_ = 0;      // seconds without input or motion
  unsigned limit_ = 60;  // the current frame-rate cap (0: none)
};

}  // namespace tabula::gui
