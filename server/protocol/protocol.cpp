#include "protocol/protocol.hpp"

#include <limits>

namespace tabula::server {

namespace {

using nlohmann::json;

// A field that is missing or of the wrong kind; caught in parse_request.
struct FieldError {
  std::string message;
};

[[noreturn]] void bad_field(const char* key, const std::string& what) {
  throw FieldError{std::string("field '") + key + "': " + what};
}

// The deepest nesting of arrays and objects in `text`, counted before
// parsing so that a hostile message cannot make the parser or a later dump
// recurse: brackets inside strings do not count.
int json_depth(std::string_view text) {
  int depth = 0, deepest = 0;
  bool in_string = false, escaped = false;
  for (const char c : text) {
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

// `text` cut to `limit` bytes without splitting a UTF-8 character.
std::string cut_utf8(std::string_view text, std::size_t limit) {
  if (text.size() <= limit) return std::string(text);
  std::size_t end = limit;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  return std::string(text.substr(0, end));
}

const json* find(const json& j, const char* key) {
  const auto it = j.find(key);
  return it == j.end() || it->is_null() ? nullptr : &*it;
}

std::string text_field(const json& j, const char* key, bool required,
                       std::size_t limit = kMaxText) {
  const json* v = find(j, key);
  if (!v) {
    if (required) bad_field(key, "missing");
    return {};
  }
  if (!v->is_string()) bad_field(key, std::string("a string expected, got ") + v->type_name());
  const auto& s = v->get_ref<const std::string&>();
  if (s.size() > limit) bad_field(key, "longer than " + std::to_string(limit) + " bytes");
  return s;
}

// An integer field within [lo, hi]; floats and out-of-range values are
// refused, never converted.
std::int64_t int_field(const json& j, const char* key, std::int64_t lo, std::int64_t hi,
                       std::int64_t absent) {
  const json* v = find(j, key);
  if (!v) return absent;
  const bool fits = v->is_number_integer() &&
                    (!v->is_number_unsigned() || v->get<std::uint64_t>() <= INT64_MAX) &&
                    v->get<std::int64_t>() >= lo && v->get<std::int64_t>() <= hi;
  if (!fits)
    bad_field(key, "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                       " expected");
  return v->get<std::int64_t>();
}

bool bool_field(const json& j, const char* key) {
  const json* v = find(j, key);
  if (!v) return false;
  if (!v->is_boolean())
    bad_field(key, std::string("true or false expected, got ") + v->type_name());
  return v->get<bool>();
}

std::vector<std::string> text_list(const json& j, const char* key, std::size_t max_items,
                                   bool required) {
  const json* v = find(j, key);
  if (!v) {
    if (required) bad_field(key, "missing");
    return {};
  }
  if (!v->is_array()) bad_field(key, "a list of strings expected");
  if (v->size() > max_items) bad_field(key, "more than " + std::to_string(max_items) + " items");
  std::vector<std::string> out;
  for (const json& item : *v) {
    if (!item.is_string()) bad_field(key, "a list of strings expected");
    const auto& s = item.get_ref<const std::string&>();
    if (s.size() > kMaxText) bad_field(key, "an item longer than " + std::to_string(kMaxText));
    out.push_back(s);
  }
  return out;
}

// Options as text, the way the command line gives them: strings as they
// are, whole numbers and booleans written out.
std::map<std::string, std::string> options_field(const json& j) {
  const json* v = find(j, "options");
  if (!v) return {};
  if (!v->is_object()) bad_field("options", "an object of name: value expected");
  if (v->size() > kMaxOptions) bad_field("options", "too many options");
  std::map<std::string, std::string> out;
  for (const auto& [name, value] : v->items()) {
    if (name.size() > kMaxText) bad_field("options", "a name longer than 256 bytes");
    if (value.is_string())
      out[name] = cut_utf8(value.get<std::string>(), kMaxText);
    else if (value.is_boolean())
      out[name] = value.get<bool>() ? "true" : "false";
    else if (value.is_number_integer())
      out[name] = value.dump();
    else
      bad_field("options", "option '" + cut_utf8(name, 40) + "': a string, number or boolean");
  }
  return out;
}

std::uint64_t at_field(const json& j) {
  const json* v = find(j, "at");
  if (!v) bad_field("at", "missing (the \"at\" of the state the choice answers)");
  if (!v->is_number_unsigned() && !(v->is_number_integer() && v->get<std::int64_t>() >= 0))
    bad_field("at", "a whole number expected");
  return v->get<std::uint64_t>();
}

ClientRequest read_request(const std::string& type, const json& j) {
  if (type == "hello") {
    HelloRequest r;
    r.protocol = static_cast<int>(int_field(j, "protocol", 0, 1'000'000, kProtocolVersion));
    r.client = cut_utf8(text_field(j, "client", false, 4 * kMaxText), 80);
    return r;
  }
  if (type == "games") return GamesRequest{};
  if (type == "tables") return TablesRequest{};
  if (type == "create") {
    CreateRequest r;
    r.game = text_field(j, "game", true);
    r.seats = text_list(j, "seats", kMaxSeats, true);
    r.options = options_field(j);
    if (const json* seed = find(j, "seed")) {
      if (!seed->is_number_unsigned() &&
          !(seed->is_number_integer() && seed->get<std::int64_t>() >= 0))
        bad_field("seed", "a whole number from 0 to 2^64 - 1 expected");
      r.seed = seed->get<std::uint64_t>();
    }
    r.is_public = bool_field(j, "public");
    return r;
  }
  if (type == "join")
    return JoinRequest{text_field(j, "table", true), text_field(j, "token", true),
                       clean_player_name(text_field(j, "name", false))};
  if (type == "claim")
    return ClaimRequest{text_field(j, "table", true),
                        static_cast<int>(int_field(j, "seat", 1, kMaxSeats, 0)),
                        clean_player_name(text_field(j, "name", false))};
  if (type == "watch") return WatchRequest{text_field(j, "table", true)};
  if (type == "choose")
    return ChooseRequest{text_field(j, "table", false), at_field(j),
                         text_list(j, "picks", kMaxPicks, true),
                         static_cast<int>(int_field(j, "seat", 1, kMaxSeats, 0))};
  if (type == "hint")
    return HintRequest{text_field(j, "table", false), text_field(j, "level", false)};
  if (type == "say") {
    SayRequest r{clean_text(text_field(j, "text", true, 4 * kMaxChat), kMaxChat)};
    if (r.text.find_first_not_of(' ') == std::string::npos) bad_field("text", "nothing to say");
    return r;
  }
  if (type == "leave") return LeaveRequest{};
  if (type == "ping") return PingRequest{};
  throw ProtocolError{ErrorCode::UnknownType,
                      "unknown message type '" + cut_utf8(type, 40) + "' (see docs/protocol.md)"};
}

// Parses `text` as a JSON object no deeper than kMaxDepth; discarded otherwise.
json parse_object(std::string_view text, std::string* why) {
  if (json_depth(text) > kMaxDepth) {
    *why = "nested deeper than " + std::to_string(kMaxDepth) + " levels";
    return json::value_t::discarded;
  }
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) {
    *why = "not valid JSON (UTF-8 text expected)";
  } else if (!j.is_object()) {
    *why = "a JSON object expected";
    return json::value_t::discarded;
  }
  return j;
}

json id_of(const json& j) {
  const auto it = j.find("id");
  if (it == j.end()) return nullptr;
  if (it->is_string() && it->get_ref<const std::string&>().size() <= 64) return *it;
  if (it->is_number_integer()) return *it;
  return nullptr;
}

}  // namespace

const char* error_code_name(ErrorCode code) {
  switch (code) {
    case ErrorCode::BadMessage:
      return "bad_message";
    case ErrorCode::UnknownType:
      return "unknown_type";
    case ErrorCode::BadField:
      return "bad_field";
    case ErrorCode::BadVersion:
      return "bad_version";
    case ErrorCode::NoGame:
      return "no_game";
    case ErrorCode::NoTable:
      return "no_table";
    case ErrorCode::BadToken:
      return "bad_token";
    case ErrorCode::SeatTaken:
      return "seat_taken";
    case ErrorCode::NotSeated:
      return "not_seated";
    case ErrorCode::Refused:
      return "refused";
    case ErrorCode::Stale:
      return "stale";
    case ErrorCode::Finished:
      return "finished";
    case ErrorCode::RateLimited:
      return "rate_limited";
    case ErrorCode::TooManyTables:
      return "too_many_tables";
    case ErrorCode::Busy:
      return "busy";
    case ErrorCode::Moved:
      return "moved";
  }
  return "bad_message";
}

std::variant<ParsedRequest, ProtocolError> parse_request(std::string_view text) {
  std::string why;
  const json j = parse_object(text, &why);
  if (j.is_discarded()) return ProtocolError{ErrorCode::BadMessage, "the message is " + why};
  try {
    const std::string type = text_field(j, "type", true, 32);
    return ParsedRequest{read_request(type, j), id_of(j)};
  } catch (const FieldError& e) {
    return ProtocolError{ErrorCode::BadField, e.message};
  } catch (const ProtocolError& e) {
    return e;
  }
}

json request_id(std::string_view text) {
  std::string why;
  const json j = parse_object(text, &why);
  return j.is_discarded() ? json() : id_of(j);
}

json error_message(const ProtocolError& error, const json& re) {
  json j = reply("error", re);
  j["code"] = error_code_name(error.code);
  j["message"] = error.message;
  if (!error.server.empty()) j["server"] = error.server;
  return j;
}

json reply(const char* type, const json& re) {
  json j = {{"type", type}};
  if (!re.is_null()) j["re"] = re;
  return j;
}

std::string clean_player_name(std::string_view name) {
  return clean_text(name, kMaxPlayerName);
}

std::string clean_text(std::string_view text, std::size_t max_bytes) {
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::size_t len = c < 0x80           ? 1
                            : (c >> 5) == 0x6  ? 2
                            : (c >> 4) == 0xE  ? 3
                            : (c >> 3) == 0x1E ? 4
                                               : 0;
    bool valid = len > 0 && i + len <= text.size();
    for (std::size_t k = 1; valid && k < len; ++k)
      valid = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
    if (!valid) {
      ++i;
      continue;
    }
    const bool control = len == 1 && (c < 0x20 || c == 0x7F);
    if (!control) {
      if (out.size() + len > max_bytes) break;
      out.append(text.substr(i, len));
    }
    i += len;
  }
  return out;
}

}  // namespace tabula::server
