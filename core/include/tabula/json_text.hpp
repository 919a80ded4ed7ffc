// JSON written straight into a string, for the hot paths that send views
// (the server writes one per seat after every choice): no document tree, no
// allocation per value. Strings are escaped, and bytes that are not UTF-8
// become U+FFFD, as nlohmann::json's dump does with error_handler_t::replace.
#pragma once

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tabula {

class JsonText {
 public:
  explicit JsonText(std::string& out) : out_(out) {}

  JsonText& begin_object() { return open('{'); }
  JsonText& end_object() { return close('}'); }
  JsonText& begin_array() { return open('['); }
  JsonText& end_array() { return close(']'); }
  // The key of the next value in an object.
  JsonText& key(std::string_view k);
  JsonText& str(std::string_view s);
  JsonText& num(std::int64_t v);
  JsonText& num(double v);
  JsonText& boolean(bool v);
  JsonText& null();
  // A value that is JSON text already (a nested document).
  JsonText& raw(std::string_view json);

  // `s` as a JSON string literal, quotes included, appended to `out`.
  static void quote(std::string& out, std::string_view s);

 private:
  JsonText& open(char c);
  JsonText& close(char c);
  void separate();
  template <typename Number>
  void append_number(Number v) {
    char digits[32];
    const auto r = std::to_chars(digits, digits + sizeof digits, v);
    out_.append(digits, r.ptr);
  }

  std::string& out_;
  std::vector<unsigned char> first_;  // per open container: no item written yet
  bool after_key_ = false;
};

}  // namespace tabula
