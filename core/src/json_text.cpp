#include "tabula/json_text.hpp"

#include <charconv>
#include <cmath>

namespace tabula {

namespace {

// The length of the UTF-8 sequence at `s[i]`, or 0 when it is not one.
std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  std::size_t n = 0;
  std::uint32_t cp = 0;
  if (c >= 0xC2 && c <= 0xDF) {
    n = 2;
    cp = c & 0x1Fu;
  } else if (c >= 0xE0 && c <= 0xEF) {
    n = 3;
    cp = c & 0x0Fu;
  } else if (c >= 0xF0 && c <= 0xF4) {
    n = 4;
    cp = c & 0x07u;
  } else {
    return 0;
  }
  if (i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k) {
    const auto b = static_cast<unsigned char>(s[i + k]);
    if ((b & 0xC0u) != 0x80u) return 0;
    cp = (cp << 6) | (b & 0x3Fu);
  }
  const bool overlong = (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000);
  const bool surrogate = cp >= 0xD800 && cp <= 0xDFFF;
  return overlong || surrogate || cp > 0x10FFFF ? 0 : n;
}

}  // namespace

namespace {

// Whether a byte goes into a JSON string as it is.
bool plain_byte(unsigned char c) {
  return c >= 0x20 && c < 0x80 && c != '"' && c != '\\';
}

void escape_byte(std::string& out, unsigned char c) {
  static const char hex[] = "0123456789abcdef";
  switch (c) {
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    case '\n':
      out += "\\n";
      break;
    case '\t':
      out += "\\t";
      break;
    case '\r':
      out += "\\r";
      break;
    case '\b':
      out += "\\b";
      break;
    case '\f':
      out += "\\f";
      break;
    default:
      out += "\\u00";
      out += hex[c >> 4];
      out += hex[c & 0xF];
  }
}

}  // namespace

void JsonText::quote(std::string& out, std::string_view s) {
  out += '"';
  std::size_t i = 0;
  while (i < s.size()) {
    // Runs of plain bytes (most of every string) are copied at once.
    std::size_t run = i;
    while (run < s.size() && plain_byte(static_cast<unsigned char>(s[run]))) ++run;
    out.append(s.data() + i, run - i);
    i = run;
    if (i == s.size()) break;
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      escape_byte(out, c);
      ++i;
    } else if (const std::size_t n = utf8_length(s, i); n > 0) {
      out.append(s.data() + i, n);
      i += n;
    } else {
      out += "\xEF\xBF\xBD";  // U+FFFD for a byte that starts no character
      ++i;
    }
  }
  out += '"';
}

void JsonText::separate() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (first_.empty()) return;
  if (!first_.back()) out_ += ',';
  first_.back() = 0;
}

JsonText& JsonText::open(char c) {
  separate();
  out_ += c;
  first_.push_back(1);
  return *this;
}

JsonText& JsonText::close(char c) {
  out_ += c;
  first_.pop_back();
  return *this;
}

JsonText& JsonText::key(std::string_view k) {
  separate();
  quote(out_, k);
  out_ += ':';
  after_key_ = true;
  return *this;
}

JsonText& JsonText::str(std::string_view s) {
  separate();
  quote(out_, s);
  return *this;
}

JsonText& JsonText::num(std::int64_t v) {
  separate();
  append_number(v);
  return *this;
}

JsonText& JsonText::num(double v) {
  separate();
  if (std::isfinite(v))
    append_number(v);
  else
    out_ += "null";  // JSON has no infinities
  return *this;
}

JsonText& JsonText::boolean(bool v) {
  separate();
  out_ += v ? "true" : "false";
  return *this;
}

JsonText& JsonText::null() {
  separate();
  out_ += "null";
  return *this;
}

JsonText& JsonText::raw(std::string_view json) {
  separate();
  out_.append(json);
  return *this;
}

}  // namespace tabula
