// A server table's log: its inputs in lines, written as the game goes (the
// server appends; docs/server.md). The first line is the header, a replay
// without choices; each later line is one choice ({"seat", "picks"}), one
// claim of a seat ({"claim"}) or the end ({"end"}). A table is its inputs,
// so the log is all a server needs to resume it, and `tabula replay` reads
// it like a save.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace tabula {

inline constexpr const char* kTableLogFormat = "tabula-table";
inline constexpr int kTableLogVersion = 1;

struct TableLogRecord {
  nlohmann::json header;
  std::vector<nlohmann::json> lines;  // after the header, in order
  // Bytes of whole lines: a last line cut short by a crash (no newline, or
  // not JSON) is left out and `torn` set, so the writer can cut it off.
  std::size_t good_bytes = 0;
  bool torn = false;
};

// Whether `text` starts like a table log (its first line is a header).
[[nodiscard]] bool is_table_log(std::string_view text);

// Reads a table log; nullopt with `error` set when the header is missing or
// a line other than the last is not a JSON object.
[[nodiscard]] std::optional<TableLogRecord> parse_table_log(std::string_view text,
                                                            std::string* error);

// The replay JSON (tabula/replay.hpp) of a table log: the header's inputs,
// its choices, and the final hash of its end line when it has one.
[[nodiscard]] nlohmann::json table_log_replay(const TableLogRecord& record);

}  // namespace tabula
