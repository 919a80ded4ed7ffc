#include "platform/frame_stats.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tabula::gui {

double FrameStats::quantile(double q) const {
  if (samples_.empty()) return 0;
  std::vector<double> s = samples_;
  std::sort(s.begin(), s.end());
  const auto i = static_cast<std::size_t>(std::clamp(
      std::ceil(q * static_cast<double>(s.size())) - 1.0, 0.0, static_cast<double>(s.size() - 1)));
  return s[i];
}

double FrameStats::max() const {
  return samples_.empty() ? 0 : *std::max_element(samples_.begin(), samples_.end());
}

std::string FrameStats::summary() const {
  char buf[160];
  std::snprintf(buf, sizeof buf, "frames %zu, median %.2f ms, p99 %.2f ms, max %.2f ms",
                samples_.size(), quantile(0.5), quantile(0.99), max());
  return buf;
}

}  // namespace tabula::gui
