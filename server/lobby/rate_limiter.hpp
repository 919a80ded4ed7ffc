// A token bucket: `rate` messages a second on average, `burst` at once.
#pragma once

#include <algorithm>
#include <chrono>

namespace tabula::server {

class RateLimiter {
 public:
  using Clock = std::chrono::steady_clock;

  RateLimiter(double rate, double burst) : rate_(rate), burst_(burst), tokens_(burst) {}

  // Takes one token; false when the bucket is empty (the message is dropped).
  [[nodiscard]] bool take(Clock::time_point now = Clock::now()) {
    const double elapsed = std::chrono::duration<double>(now - last_).count();
    last_ = now;
    tokens_ = std::min(burst_, tokens_ + elapsed * rate_);
    if (tokens_ < 1.0) return false;
    tokens_ -= 1.0;
    return true;
  }

 private:
  double rate_;
  double burst_;
  double tokens_;
  Clock::time_point last_ = Clock::now();
};

}  // namespace tabula::server
