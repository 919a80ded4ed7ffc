#include "tabula/hash.hpp"

#include <cstdio>

namespace tabula {
namespace {

// Murmur3's 64-bit finaliser: every input bit affects every output bit.
std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 33;
  x *= 0xFF51AFD7ED558CCDull;
  x ^= x >> 33;
  x *= 0xC4CEB9FE1A85EC53ull;
  x ^= x >> 33;
  return x;
}

}  // namespace

Hasher& Hasher::add(std::uint64_t v) {
  h_ = mix(h_ ^ mix(v + 0x632BE59BD9B4E019ull));
  return *this;
}

Hasher& Hasher::add(std::string_view s) {
  add(static_cast<std::uint64_t>(s.size()));
  std::uint64_t word = 0;
  int n = 0;
  for (unsigned char c : s) {
    word = (word << 8) | c;
    if (++n == 8) {
      add(word);
      word = 0;
      n = 0;
    }
  }
  if (n > 0) add(word);
  return *this;
}

std::uint64_t Hasher::value() const { return mix(h_); }

std::string hex64(std::uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

}  // namespace tabula
