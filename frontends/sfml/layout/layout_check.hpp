// `tabula check`'s look at a game's layout.toml: every mistake the window
// would report, and every zone or counter the layout names that the rules
// never create, so that a misspelt name cannot quietly move a zone into
// "More of the table".
#pragma once

#include <memory>
#include <set>
#include <string>

#include "tabula/module.hpp"
#include "tabula/problem.hpp"

namespace tabula::gui {

// The zones and counters real games of a module created.
struct PlayedNames {
  std::set<std::string> zones;
  std::set<std::string> counters;
  std::string players;  // the player counts played, for messages ("2 to 4 players")
};

class LayoutCheck {
 public:
  // Checks the layout of `module`, if it has one, against `played`. Returns
  // whether it has one; its problems (file and line) go to `problems`.
  static bool run(const Module& module, const PlayedNames& played, Problems& problems);

 private:
  static void check_name(const std::string& kind, const std::string& name, int line,
                         const std::set<std::string>& known, const PlayedNames& played,
                         const std::string& file, Problems& problems);
};

}  // namespace tabula::gui
