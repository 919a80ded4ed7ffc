#include "store/file_store.hpp"

#include <fstream>
#include <iterator>

#include "store/log_file.hpp"

namespace tabula::server {

namespace {

std::string read_text(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::filesystem::path made_folder(const std::filesystem::path& folder) {
  std::filesystem::create_directories(folder);
  return folder;
}

}  // namespace

bool table_id_shape(const std::string& id) {
  return id.size() == 12 && id.find_first_not_of("0123456789abcdef") == std::string::npos;
}

std::string log_ending(const TableLogRecord& record) {
  for (const nlohmann::json& line : record.lines)
    if (line.contains("end") && line["end"].is_string()) return line["end"];
  return "";
}

FileStore::FileStore(const std::filesystem::path& data, std::chrono::milliseconds flush_every)
    : folder_(made_folder(data / "tables")), flusher_(flush_every, folder_) {}

std::shared_ptr<StoredLog> FileStore::create(const std::string& id, const nlohmann::json& header,
                                             std::string* error) {
  auto log = LogFile::create(folder_ / (id + ".log"), header, error);
  if (log) flusher_.add(log);
  return log;
}

std::optional<StoredTable> FileStore::open(const std::string& id, ProtocolError* error) {
  const auto file = folder_ / (id + ".log");
  *error = {ErrorCode::NoTable, "no table '" + id.substr(0, 40) +
                                    "' (it never existed, or it was closed for want of play)"};
  if (!table_id_shape(id) || !std::filesystem::exists(file)) return std::nullopt;
  std::string why;
  auto record = parse_table_log(read_text(file), &why);
  if (!record || log_ending(*record) == "closed") return std::nullopt;
  auto log = LogFile::reopen(file, record->good_bytes, &why);
  if (!log) {
    *error = {ErrorCode::Busy, "the server cannot open the table's log: " + why};
    return std::nullopt;
  }
  flusher_.add(log);
  return StoredTable{std::move(*record), std::move(log)};
}

std::vector<std::string> FileStore::resumable() {
  std::vector<std::string> out;
  for (const auto& entry : std::filesystem::directory_iterator(folder_)) {
    const std::string id = entry.path().stem().string();
    if (entry.path().extension() != ".log" || !table_id_shape(id)) continue;
    std::string why;
    const auto record = parse_table_log(read_text(entry.path()), &why);
    if (record && log_ending(*record).empty()) out.push_back(id);
  }
  return out;
}

}  // namespace tabula::server
