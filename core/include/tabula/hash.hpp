// A small, portable 64-bit hasher used for state hashes and content hashes.
// Not cryptographic: it detects divergence, it does not resist attackers.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace tabula {

class Hasher {
 public:
  Hasher& add(std::uint64_t v);
  Hasher& add(std::int64_t v) { return add(static_cast<std::uint64_t>(v)); }
  Hasher& add(std::int32_t v) { return add(static_cast<std::uint64_t>(static_cast<std::int64_t>(v))); }
  Hasher& add(bool v) { return add(static_cast<std::uint64_t>(v ? 1 : 0)); }
  // Strings are length-prefixed so that ("ab","c") and ("a","bc") differ.
  Hasher& add(std::string_view s);

  [[nodiscard]] std::uint64_t value() const;

 private:
  std::uint64_t h_ = 0x9E3779B97F4A7C15ull;
};

// 16 lowercase hex digits.
[[nodiscard]] std::string hex64(std::uint64_t v);

}  // namespace tabula
