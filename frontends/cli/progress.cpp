#include "progress.hpp"

#include <unistd.h>

#include <iostream>
#include <string>

namespace tabula::cli {

void progress_bar(int done, int total) {
  const int width = 40;
  const int filled = total > 0 ? done * width / total : width;
  std::cerr << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
            << std::string(static_cast<std::size_t>(width - filled), '.') << "] " << done << "/"
            << total << std::flush;
  if (done == total) std::cerr << '\n';
}

std::string mods_line(const SimReport& r) {
  std::string out;
  for (const std::string& id : r.mods) out += (out.empty() ? "with mods: " : ", ") + id;
  return out;
}

std::optional<SimReport> run_games(const std::string& game, SimConfig& c, const Globals& g,
                                   bool quiet, int& code) {
  const bool profile = c.session.profile;  // asked by the command, not a global flag
  c.session = session_config(g);
  c.session.profile = profile;
  auto module = load(game, search_paths(g));
  code = 1;
  if (!module) return std::nullopt;
  Problems problems;
  std::function<void(int)> progress;
  if (!quiet && isatty(STDERR_FILENO)) progress = [&c](int done) { progress_bar(done, c.games); };
  SimReport r = simulate(module, c, problems, progress);
  code = 2;
  if (!problems.empty()) {
    report(problems);
    return std::nullopt;
  }
  if (r.errors > 0)
    std::cerr << "first error (seed " << r.first_error_seed << "):\n" << r.first_error << '\n';
  code = r.errors == 0 ? 0 : 1;
  return r;
}

}  // namespace tabula::cli
