#include "table/secrets.hpp"

#include <cstdint>
#include <random>

namespace tabula::server {

namespace {

// std::random_device reads the kernel's generator (getrandom) on Linux.
std::random_device& system_random() {
  thread_local std::random_device device;
  return device;
}

}  // namespace

std::string random_hex(std::size_t bytes) {
  static const char digits[] = "0123456789abcdef";
  std::string out;
  for (std::size_t i = 0; i < bytes; ++i) {
    const unsigned byte = system_random()() & 0xFFu;
    out += digits[byte >> 4];
    out += digits[byte & 0xFu];
  }
  return out;
}

std::string new_table_id() {
  return random_hex(6);
}

std::string new_seat_token() {
  return random_hex(16);
}

std::uint64_t random_seed() {
  return (static_cast<std::uint64_t>(system_random()()) << 32) ^ system_random()();
}

bool same_secret(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  unsigned diff = 0;
  for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned>(a[i] ^ b[i]);
  return diff == 0;
}

}  // namespace tabula::server
