// tabula-gui: the launcher and the table (SFML). See `tabula-gui --help`.
#include <chrono>

#include "app/app.hpp"
#include "platform/gui_options.hpp"

int main(int argc, char** argv) {
  const auto started = std::chrono::steady_clock::now();
  tabula::gui::GuiOptions options;
  int code = 0;
  if (!tabula::gui::parse_gui_options(argc, argv, options, code)) return code;
  tabula::gui::App app(std::move(options), started);
  return app.run();
}
