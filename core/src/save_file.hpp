// Durable, atomic writes of save files (internal to the core).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace tabula {

// Replaces `path` by `text` atomically and durably: the text goes to a
// temporary file beside it whose name carries this process's id
// ("save.json.<pid>.tmp"), is flushed to the disk (fsync), renamed over
// `path`, and the folder is flushed too, so that neither a killed process
// nor a power cut leaves a half-written save. Temporary files of `path` left
// by processes that no longer run are removed first. Returns the error, if any.
[[nodiscard]] std::optional<std::string> write_file_durably(const std::filesystem::path& path,
                                                            std::string_view text);

// The temporary file write_file_durably uses for `path` in process `pid`.
[[nodiscard]] std::filesystem::path temp_save_path(const std::filesystem::path& path, long pid);

}  // namespace tabula
