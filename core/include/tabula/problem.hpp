// One thing wrong with a game module, a mod or a script, located in a file.
#pragma once

#include <string>
#include <vector>

namespace tabula {

struct Problem {
  std::string file;  // path as the user would type it; may be empty
  int line = 0;      // 1-based; 0 when unknown
  std::string message;

  // "file:line: message" (or "file: message", or "message").
  [[nodiscard]] std::string to_string() const;
};

using Problems = std::vector<Problem>;

// All problems, one per line.
[[nodiscard]] std::string join(const Problems& problems);

}  // namespace tabula
