#include "progress.hpp"

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

}  // namespace tabula::cli
