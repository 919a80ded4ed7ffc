#include "tabula/table_log.hpp"

#include "tabula/replay.hpp"

namespace tabula {

namespace {

// One line as a JSON object, or discarded.
nlohmann::json parse_line(std::string_view line) {
  nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
  return j.is_object() ? j : nlohmann::json(nlohmann::json::value_t::discarded);
}

}  // namespace

bool is_table_log(std::string_view text) {
  const std::size_t end = text.find('\n');
  if (end == std::string_view::npos) return false;
  const nlohmann::json header = parse_line(text.substr(0, end));
  return !header.is_discarded() && header.value("format", "") == kTableLogFormat;
}

std::optional<TableLogRecord> parse_table_log(std::string_view text, std::string* error) {
  if (!is_table_log(text)) {
    *error = "not a Tabula table log (its first line is no header)";
    return std::nullopt;
  }
  TableLogRecord out;
  std::size_t pos = 0;
  for (int number = 1; pos < text.size(); ++number) {
    const std::size_t end = text.find('\n', pos);
    const bool last = end == std::string_view::npos || end + 1 == text.size();
    const nlohmann::json j = end == std::string_view::npos
                                 ? nlohmann::json(nlohmann::json::value_t::discarded)
                                 : parse_line(text.substr(pos, end - pos));
    if (j.is_discarded()) {
      if (last) {  // cut short by a crash: everything before it stands
        out.torn = true;
        return out;
      }
      *error = "line " + std::to_string(number) + " of the table log is not a JSON object";
      return std::nullopt;
    }
    if (number == 1)
      out.header = j;
    else
      out.lines.push_back(j);
    pos = end + 1;
    out.good_bytes = pos;
  }
  return out;
}

nlohmann::json table_log_replay(const TableLogRecord& record) {
  nlohmann::json j = record.header;
  j["format"] = "tabula-replay";
  j["version"] = kReplayFormat;
  j["choices"] = nlohmann::json::array();
  for (const nlohmann::json& line : record.lines) {
    if (line.contains("picks"))
      j["choices"].push_back(
          {{"seat", line.value("seat", nlohmann::json())}, {"picks", line["picks"]}});
    else if (line.contains("end") && line.contains("hash"))
      j["final_hash"] = line["hash"];
  }
  return j;
}

}  // namespace tabula
