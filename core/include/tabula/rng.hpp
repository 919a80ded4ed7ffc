// The only source of randomness in a game: a seeded xoshiro256** generator.
// Its output depends on the seed alone, so the same seed gives the same game
// on every machine and compiler.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace tabula {

class Rng {
 public:
  // Seeds the four state words from `seed` through splitmix64.
  explicit Rng(std::uint64_t seed = 0);

  // Next raw 64-bit output.
  std::uint64_t next();

  // Uniform integer in [lo, hi] (inclusive), without modulo bias.
  // Precondition: lo <= hi.
  std::int64_t uniform(std::int64_t lo, std::int64_t hi);

  // Fisher-Yates shuffle driven by uniform().
  template <typename T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      auto j = static_cast<std::size_t>(uniform(0, static_cast<std::int64_t>(i) - 1));
      std::swap(items[i - 1], items[j]);
    }
  }

  // The generator's internal words, for hashing.
  [[nodiscard]] const std::array<std::uint64_t, 4>& words() const { return s_; }

 private:
  std::array<std::uint64_t, 4> s_{};
};

}  // namespace tabula
