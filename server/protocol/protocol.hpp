// The server's protocol: JSON messages over WebSocket (docs/protocol.md).
// This layer only reads what a client sent into typed requests, checking
// every field, and names what is wrong; it knows no tables or sockets, so
// the fuzzer and the unit tests drive it directly.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

namespace tabula::server {

// Raised whenever a message's meaning changes; clients send theirs in "hello".
inline constexpr int kProtocolVersion = 1;

// What went wrong, as the "code" of an error message.
enum class ErrorCode {
  BadMessage,     // not JSON, not an object, nested too deep, too long
  UnknownType,    // "type" names no request
  BadField,       // a field is missing or has the wrong kind of value
  BadVersion,     // "hello" with a protocol this server does not speak
  NoGame,         // the game is not installed here, or its options are wrong
  NoTable,        // no such table (or it expired)
  BadToken,       // the token belongs to no seat of the table
  SeatTaken,      // claim of a seat that is not open
  NotSeated,      // choose or hint without a seat at that table
  Refused,        // the game refused the choice (the message says why)
  Stale,          // the choice answers a decision that is over ("at" moved on)
  Finished,       // the game is over
  RateLimited,    // too many messages too fast
  TooManyTables,  // this address hosts as many tables as it may
  Busy,           // the server cannot take more of this now (hints, connections)
  Moved,          // another server serves the table now (its address, when known)
};

[[nodiscard]] const char* error_code_name(ErrorCode code);

struct ProtocolError {
  ProtocolError() = default;
  ProtocolError(ErrorCode c, std::string m, std::string where = "")
      : code(c), message(std::move(m)), server(std::move(where)) {}

  ErrorCode code = ErrorCode::BadMessage;
  std::string message;
  std::string server;  // Moved: where the table is served now, when known
};

// --- requests ------------------------------------------------------------------
struct HelloRequest {
  int protocol = kProtocolVersion;
  std::string client;  // the client's name and version, for the server's log
};
struct GamesRequest {};
struct TablesRequest {};
struct CreateRequest {
  std::string game;
  std::vector<std::string> seats;  // "open" or a bot spec, one per seat
  std::map<std::string, std::string> options;
  std::optional<std::uint64_t> seed;  // none: the server draws one
  bool is_public = false;
};
struct JoinRequest {
  std::string table;
  std::string token;
  std::string player;  // a display name, not part of the game
};
struct ClaimRequest {
  std::string table;
  int seat = 0;  // from 1; 0: the first open seat
  std::string player;
};
struct WatchRequest {
  std::string table;
};
struct ChooseRequest {
  std::string table;  // optional: checked against the joined table when given
  std::uint64_t at = 0;
  std::vector<std::string> picks;
  int seat = 0;  // optional: when given it must be the client's own seat
};
struct HintRequest {
  std::string table;
  std::string level;  // a bot spec; empty: the Normal level
};
struct SayRequest {
  std::string text;  // a line for the table's chat, cleaned and cut to kMaxChat
};
struct LeaveRequest {};
struct PingRequest {};

using ClientRequest = std::variant<HelloRequest, GamesRequest, TablesRequest, CreateRequest,
                                   JoinRequest, ClaimRequest, WatchRequest, ChooseRequest,
                                   HintRequest, SayRequest, LeaveRequest, PingRequest>;

struct ParsedRequest {
  ClientRequest request;
  nlohmann::json re;  // the client's "id", echoed in the replies (null when absent)
};

// Limits on what one message may hold, beside the transport's size limit.
inline constexpr int kMaxDepth = 8;
inline constexpr std::size_t kMaxText = 256;   // ids, tokens, option values, picks
inline constexpr std::size_t kMaxPicks = 256;  // ids in one choice
inline constexpr std::size_t kMaxSeats = 32;
inline constexpr std::size_t kMaxOptions = 64;
inline constexpr std::size_t kMaxPlayerName = 32;  // bytes, after cleaning
inline constexpr std::size_t kMaxChat = 300;       // bytes of one chat line, after cleaning
inline constexpr std::size_t kChatKept = 50;       // the last lines a table keeps for newcomers

// Reads one client message. Never throws: every problem is a ProtocolError
// naming the field ("field 'picks': a list of strings expected").
[[nodiscard]] std::variant<ParsedRequest, ProtocolError> parse_request(std::string_view text);

// The "id" of a message that failed to parse, when one can be read, so the
// error can still answer it (null otherwise).
[[nodiscard]] nlohmann::json request_id(std::string_view text);

// --- server messages -------------------------------------------------------------
[[nodiscard]] nlohmann::json error_message(const ProtocolError& error,
                                           const nlohmann::json& re = nullptr);
// A reply of `type` with `re` set when the request had an id.
[[nodiscard]] nlohmann::json reply(const char* type, const nlohmann::json& re);

// A display name made safe to show: control characters and invalid UTF-8
// dropped, cut to kMaxPlayerName bytes at a character boundary.
[[nodiscard]] std::string clean_player_name(std::string_view name);
// Valid UTF-8 without control characters, at most `max_bytes` (whole characters).
[[nodiscard]] std::string clean_text(std::string_view text, std::size_t max_bytes);

}  // namespace tabula::server
