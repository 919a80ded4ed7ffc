#include "platform/autosaver.hpp"

#include "tabula/replay.hpp"

namespace tabula::gui {

std::optional<std::string> Autosaver::save(const Session& session) {
  if (!enabled()) return std::nullopt;
  if (session.choices().size() == saved_choices_ && session.hash() == saved_hash_)
    return std::nullopt;
  auto error = save_replay(session, file_);
  if (!error) {
    saved_choices_ = session.choices().size();
    saved_hash_ = session.hash();
  }
  return error;
}

}  // namespace tabula::gui
