#include "bots/repeat_guard.hpp"

#include "tabula/hash.hpp"

namespace tabula::bots {

std::set<Answer>& RepeatGuard::taken_at(const View& view) {
  if (view.current() != view.seat()) {
    elsewhere_.clear();
    return elsewhere_;
  }
  return taken_[Hasher().add(view.to_json().dump()).value()];
}

}  // namespace tabula::bots
