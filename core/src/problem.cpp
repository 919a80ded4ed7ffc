#include "tabula/problem.hpp"

namespace tabula {

std::string Problem::to_string() const {
  std::string out;
  if (!file.empty()) {
    out = file;
    if (line > 0) out += ":" + std::to_string(line);
    out += ": ";
  }
  return out + message;
}

std::string join(const Problems& problems) {
  std::string out;
  for (const Problem& p : problems) out += p.to_string() + "\n";
  return out;
}

}  // namespace tabula
