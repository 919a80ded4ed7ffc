// Win rates with a 95 % confidence interval (arena, balance).
#pragma once

#include <algorithm>
#include <cmath>

namespace tabula::cli {

struct Interval {
  double low = 0, high = 0;
};

// The Wilson score interval at 95 % for `wins` of `n` (sound near 0 and 1,
// where the normal approximation is not).
inline Interval wilson(double wins, int n) {
  if (n <= 0) return {0, 1};
  const double z = 1.959964, p = wins / n, z2n = z * z / n;
  const double centre = (p + z2n / 2) / (1 + z2n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

}  // namespace tabula::cli
