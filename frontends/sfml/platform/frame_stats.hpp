// Frame times for the benchmark: collected per frame, reported as median and
// 99th percentile in milliseconds.
#pragma once

#include <string>
#include <vector>

namespace tabula::gui {

class FrameStats {
 public:
  void add(double ms) { samples_.push_back(ms); }
  [[nodiscard]] std::size_t count() const { return samples_.size(); }
  // The q-quantile (0..1) in milliseconds.
  [[nodiscard]] double quantile(double q) const;
  [[nodiscard]] double max() const;
  // "frames 600, median 3.1 ms, p99 5.7 ms, max 9.0 ms"
  [[nodiscard]] std::string summary() const;

 private:
  std::vector<double> samples_;
};

}  // namespace tabula::gui
