#include "tabula/reload.hpp"

namespace tabula {
namespace {

std::string seat_picks(const Choice& c) {
  std::string picks;
  for (const std::string& p : c.picks) picks += (picks.empty() ? "" : " ") + p;
  return "seat " + std::to_string(c.seat + 1) + ": " + picks;
}

}  // namespace

std::string Reload::summary() const {
  const std::string n = std::to_string(choices);
  if (!session) return "Reload failed: " + stopped;
  std::string out;
  if (!diverged && choices == 0)
    out = "Reloaded: the new rules set up the same game";
  else if (!diverged)
    out = "Reloaded: the new rules play " +
          (choices == 1 ? "the one choice" : "all " + n + " choices") + " the same way";
  else if (*diverged == 0)
    out = "Reloaded: the new rules set the game up differently";
  else
    out = "Reloaded: the same game through choice " + std::to_string(*diverged - 1) + "; choice " +
          std::to_string(*diverged) + " now leads elsewhere";
  if (!stopped.empty())
    out += ". Stopped after " + std::to_string(applied) + " of " + n + " choices: " + stopped;
  return out;
}

Reload reload_game(const Session& game, std::shared_ptr<const Module> rules,
                   const SessionConfig& config) {
  Reload r;
  r.choices = game.choices().size();
  Problems problems;
  r.session = Session::start(std::move(rules), game.setup(), config, problems);
  if (!r.session) {
    r.stopped = join(problems);
    return r;
  }
  if (r.session->hash() != game.setup_hash()) r.diverged = 0;
  for (const Choice& c : game.choices()) {
    if (r.session->status() == SessionStatus::Failed) break;
    if (auto why = r.session->apply(c)) {
      r.stopped = "choice " + std::to_string(r.applied + 1) + " (" + seat_picks(c) + "): " + *why;
      return r;
    }
    if (!r.diverged && r.session->hash() != game.hash_after(r.applied)) r.diverged = r.applied + 1;
    ++r.applied;
  }
  if (r.session->status() == SessionStatus::Failed) r.stopped = r.session->error();
  return r;
}

}  // namespace tabula
