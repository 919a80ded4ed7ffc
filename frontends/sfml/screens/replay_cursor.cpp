#include "screens/replay_cursor.hpp"

#include "tabula/replay.hpp"

namespace tabula::gui {

bool ReplayCursor::open_file(const std::filesystem::path& file, const SearchPaths& paths,
                             const SessionConfig& config, Problems& problems) {
  auto in = read_replay(file, paths, problems);
  return in && open(in->module, std::move(in->setup), std::move(in->choices), config, problems);
}

bool ReplayCursor::open(std::shared_ptr<const Module> module, GameSetup setup,
                        std::vector<Choice> choices, const SessionConfig& config,
                        Problems& problems) {
  module_ = std::move(module);
  setup_ = std::move(setup);
  choices_ = std::move(choices);
  config_ = config;
  session_ = Session::start(module_, setup_, config_, problems);
  position_ = 0;
  kept_.clear();
  if (!session_) return false;
  kept_[0] = session_->clone();
  return true;
}

bool ReplayCursor::seek(std::size_t k, std::string& error) {
  k = std::min(k, choices_.size());
  if (k < position_ || k > position_ + kEvery) {
    auto it = kept_.upper_bound(k);
    --it;  // kept_[0] always exists
    session_ = it->second->clone();
    position_ = it->first;
  }
  while (position_ < k) {
    if (session_->status() != SessionStatus::Waiting) {
      error = "choice " + std::to_string(position_ + 1) + " comes after the game ended";
      return false;
    }
    if (auto why = session_->apply(choices_[position_])) {
      error = "choice " + std::to_string(position_ + 1) + " is refused: " + *why;
      return false;
    }
    ++position_;
    if (position_ % kEvery == 0 && !kept_.count(position_)) kept_[position_] = session_->clone();
  }
  return true;
}

}  // namespace tabula::gui
