// Worlds for search: a copy of the game that one seat cannot tell from the
// real one, built from what that seat knows (docs/bots.md has the design).
//
// A world starts from the last snapshot (between steps: no coroutine is
// suspended there) and replays the choices made since, so the rules rebuild
// every local of the running step inside the world. Before the replay, the
// pieces the seat does not know (it has not seen them since their zone was
// last shuffled) are redealt: within each group of pieces that look alike
// from behind (kind and back) their contents, definition and properties, are
// shuffled with the bot's generator and handed out in the order of where the
// pieces lie now. Chance since the snapshot replays from the session's tape
// (it moved pieces the seat has seen since, such as a card drawn after a
// shuffle); after it, chance is drawn fresh. The seat's own choices replay as
// made; another seat's choice replays by the pieces it named, whose contents
// are redealt; the answers other seats gave to the decision still open are
// left out, for the search to choose.
//
// When a redealt card changes what the rules do before the decision (another
// seat kept a card whose effect drew more cards, say), the world may not
// reach the seat's request. Then the world is built the other way round:
// the step replays as it really went and the unknown pieces are redealt
// where they lie now, and the option ids the core derived are named again.
#include <algorithm>
#include <map>

#include "lua/host.hpp"
#include "piece_options.hpp"
#include "tabula/session.hpp"

namespace tabula {
namespace {

// Where each piece lies now, as an ordering key: zone, then place in it;
// pieces outside every zone come last.
std::vector<std::pair<int, int>> world_places(const State& s) {
  constexpr int kNowhere = 1 << 30;
  std::vector<std::pair<int, int>> at(s.pieces().size() + 1, {kNowhere, 0});
  for (const Zone& z : s.zones())
    for (std::size_t i = 0; i < z.pieces.size(); ++i)
      at[static_cast<std::size_t>(z.pieces[i])] = {z.id, static_cast<int>(i)};
  for (std::size_t id = 1; id < at.size(); ++id)
    if (at[id].first == kNowhere) at[id].second = static_cast<int>(id);
  return at;
}

// What a piece's back shows: its own `back`, else the data table of its definition.
const std::string& world_back(const Module& m, const Piece& p) {
  static const std::string none;
  if (!p.back.empty()) return p.back;
  const auto it = m.def_tables.find(p.def);
  return it == m.def_tables.end() ? none : it->second;
}

int world_find_piece(const Request& r, PieceId piece) {
  for (std::size_t i = 0; i < r.options.size(); ++i)
    if (r.options[i].piece == piece) return static_cast<int>(i);
  return -1;
}

// The recorded choice `real` as `asked` in the world: by the pieces its picks
// name (their contents may differ there), by id for picks that name none.
std::optional<Choice> world_choice(const Choice& real, const std::vector<PieceId>& pieces,
                                   const Request& asked) {
  Choice c{real.seat, {}};
  for (std::size_t i = 0; i < real.picks.size(); ++i) {
    const int k = pieces[i] != 0 ? world_find_piece(asked, pieces[i]) : -1;
    if (k >= 0)
      c.picks.push_back(asked.options[static_cast<std::size_t>(k)].id);
    else if (pieces[i] == 0 && asked.find(real.picks[i]))
      c.picks.push_back(real.picks[i]);
    else
      return std::nullopt;
  }
  return c;
}

// Whether the world asks `seat` exactly what the real game asks it.
bool world_same_request(const Session& world, SeatIndex seat, const Request& real) {
  const Decision* d = world.decision();
  const Request* mine = d ? d->open_request(seat) : nullptr;
  if (!mine || mine->options.size() != real.options.size()) return false;
  for (std::size_t i = 0; i < real.options.size(); ++i)
    if (mine->options[i].id != real.options[i].id) return false;
  return true;
}

}  // namespace

void Session::world_redeal(SeatIndex seat, Rng& rng, State& world) const {
  const auto at = world_places(state_);
  // Groups of look-alike pieces the seat does not know; pieces made after
  // the snapshot do not exist in it yet (the replay makes them again).
  std::map<std::pair<int, std::string>, std::vector<PieceId>> groups;
  for (const Piece& p : world.pieces())
    if (!state_.known(p.id, seat))
      groups[{static_cast<int>(p.kind), world_back(*module_, p)}].push_back(p.id);
  using Content = std::pair<std::string, std::vector<std::pair<std::string, PropValue>>>;
  std::vector<Content> contents;
  for (auto& [key, ids] : groups) {
    std::sort(ids.begin(), ids.end(), [&](PieceId a, PieceId b) {
      return at[static_cast<std::size_t>(a)] < at[static_cast<std::size_t>(b)];
    });
    contents.clear();
    for (PieceId id : ids) contents.emplace_back(world.piece(id)->def, world.piece(id)->props);
    rng.shuffle(contents);
    for (std::size_t i = 0; i < ids.size(); ++i)
      world.redeal(ids[i], contents[i].first, contents[i].second);
  }
}

// Starts `into` at the last snapshot, chance replaying from the tape.
void Session::world_start(Session& into, std::uint64_t fresh_seed) const {
  const Snapshot& snap = snapshots_.back();
  into.state_ = snap.state;
  into.state_.reseed(fresh_seed);
  into.tape_.outcomes = tape_.outcomes;
  into.tape_.next = 0;
  into.tape_.mode = ChanceTape::Mode::Replay;
  into.host_->bind({&into.state_, &into.events_, &into.options_});
  into.status_ = SessionStatus::Waiting;
  into.step_running_ = false;
  into.decision_ = Decision{};
  into.choices_.clear();
  into.records_.clear();
  into.steps_ = snap.steps;
  into.results_ = Results{};
}

// Replays the choices since the snapshot into `into`, leaving out other
// seats' answers to the decision still open. `exact`: the recorded ids.
bool Session::world_replay(SeatIndex seat, Session& into, bool exact) const {
  into.advance();
  for (std::size_t k = snapshots_.back().choices; k < choices_.size(); ++k) {
    const Choice& real = choices_[k];
    if (k >= asked_at_ && real.seat != seat) continue;  // not answered yet, for the seat
    const Decision* d = into.decision();
    const Request* asked = d ? d->open_request(real.seat) : nullptr;
    if (!asked) return false;
    const std::optional<Choice> c =
        exact ? std::optional<Choice>(real) : world_choice(real, records_[k].pieces, *asked);
    if (!c || into.apply(*c)) return false;
  }
  into.tape_.mode = ChanceTape::Mode::Off;
  return true;
}

Session::World Session::sample_world(SeatIndex seat, std::uint64_t seed, Session& into) const {
  const Request* real = decision_.open_request(seat);
  if (snapshots_.empty() || !real || status_ != SessionStatus::Waiting) return World::Failed;
  Rng rng(seed);
  world_start(into, rng.next());
  world_redeal(seat, rng, into.state_);
  if (world_replay(seat, into, false) && world_same_request(into, seat, *real))
    return World::Replayed;
  // The other way round: the real step, then the redeal where pieces lie now.
  world_start(into, rng.next());
  if (!world_replay(seat, into, true)) return World::Failed;
  world_redeal(seat, rng, into.state_);
  for (Request& r : into.decision_.requests) name_piece_options(into.state_, r);
  return world_same_request(into, seat, *real) ? World::Rebuilt : World::Failed;
}

}  // namespace tabula
