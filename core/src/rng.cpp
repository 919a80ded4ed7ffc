#include "tabula/rng.hpp"

namespace tabula {
namespace {

std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}

}  // namespace

Rng::Rng(std::uint64_t seed) {
  for (auto& w : s_) w = splitmix64(seed);
}

std::uint64_t Rng::next() {
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

std::int64_t Rng::uniform(std::int64_t lo, std::int64_t hi) {
  const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
  if (span == ~0ull) return static_cast<std::int64_t>(next());
  const std::uint64_t range = span + 1;
  // Rejection sampling: 2^64 - threshold is a multiple of range, so accepting
  // only x >= threshold makes every value equally likely.
  const std::uint64_t threshold = (0 - range) % range;
  std::uint64_t x = next();
  while (x < threshold) x = next();
  // In unsigned arithmetic: lo + offset may not fit a signed sum on the way
  // (lo = INT64_MIN with an offset past INT64_MAX), but the result does.
  return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + x % range);
}

}  // namespace tabula
