// What every screen may use: the fonts and images, the command-line flags,
// the search paths and session limits, and the navigator to change screens.
#pragma once

#include "platform/assets.hpp"
#include "platform/gui_options.hpp"
#include "screens/navigator.hpp"
#include "tabula/module.hpp"
#include "tabula/session.hpp"

namespace tabula::gui {

struct AppContext {
  Assets& assets;
  const GuiOptions& options;
  SearchPaths paths;
  SessionConfig session_config;
  Navigator& nav;
  // Mistakes found in the layouts of the tables opened: a test that asks for
  // a screenshot fails on them (the window still draws what it could read).
  int layout_problems = 0;

  // Bots play every seat and only the end matters (a test of a whole game):
  // no pauses, no animations, as many moves per frame as fit.
  [[nodiscard]] bool turbo() const { return options.hurried(); }

  // Seconds a bot waits before it acts.
  [[nodiscard]] float bot_delay() const {
    if (options.bot_delay_ms >= 0) return static_cast<float>(options.bot_delay_ms) / 1000.f;
    if (turbo()) return 0.f;
    if (options.autoplay && (!options.screenshot.empty() || options.bench_frames > 0)) return 0.03f;
    return 0.65f;
  }
};

}  // namespace tabula::gui
