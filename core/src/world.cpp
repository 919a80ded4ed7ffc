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

// The option of `r` that names `piece`: the one with the recorded id `id`
// when there is one (a piece may have several options, such as one per
// destination: the first of them would replay another choice), else the
// first.
int world_find_piece(const Request& r, PieceId piece, const std::string& id) {
  int first = -1;
  for (std::size_t i = 0; i < r.options.size(); ++i) {
    if (r.options[i].piece != piece) continue;
    if (r.options[i].id == id) return static_cast<int>(i);
    if (first < 0) first = static_cast<int>(i);
  }
  return first;
}

// `count` distinct options of `r` drawn uniformly, in list order of a shuffle.
std::vector<std::string> world_draw(const Request& r, int count, Rng& rng) {
  std::vector<std::size_t> index(r.options.size());
  for (std::size_t i = 0; i < index.size(); ++i) index[i] = i;
  rng.shuffle(index);
  std::vector<std::string> picks;
  for (int i = 0; i < count && i < static_cast<int>(index.size()); ++i)
    picks.push_back(r.options[index[static_cast<std::size_t>(i)]].id);
  return picks;
}

// The recorded choice `real` as `asked` in the world. The seat's own picks
// go by the piece they name, else by id. Another seat's pick goes by its
// piece (whose content may differ there), or by id when it names no piece or
// one the seat knows; a pick that has no counterpart in the world (the seat
// played a card there that it does not hold) is drawn again among the
// world's options, as many as were made.
std::optional<Choice> world_choice(const State& real_state, SeatIndex seat, const Choice& real,
                                   const std::vector<PieceId>& pieces,
                                   const std::vector<PieceId>& relabel, const Request& asked,
                                   Rng& rng) {
  Choice c{real.seat, {}};
  for (std::size_t i = 0; i < real.picks.size(); ++i) {
    const PieceId piece = pieces[i];
    const auto at = static_cast<std::size_t>(piece);
    const bool by_id = piece == 0 || real.seat == seat || real_state.known(piece, seat);
    // An id that may name what the seat does not know must not steer the pick.
    const int k = piece != 0 ? world_find_piece(asked, at < relabel.size() ? relabel[at] : piece,
                                                by_id ? real.picks[i] : std::string())
                             : -1;
    if (k >= 0)
      c.picks.push_back(asked.options[static_cast<std::size_t>(k)].id);
    else if (by_id && asked.find(real.picks[i]))
      c.picks.push_back(real.picks[i]);
    else if (real.seat == seat)
      return std::nullopt;
    else
      return Choice{real.seat, world_draw(asked, static_cast<int>(real.picks.size()), rng)};
  }
  return c;
}

// Answers the world's open requests that the real game did not ask at this
// point: a window that opens only in the world (another seat holds a card
// there that it does not hold for real), a payment that the real seat made
// without a question. A pass where one is offered, else (for another seat)
// a uniform draw. False when the seat itself is asked something but a pass.
bool world_answer_unasked(Session& world, SeatIndex seat, Rng& rng) {
  const Decision* d = world.decision();
  if (!d) return false;
  const SeatIndex s = d->waiting().front();
  const Request& r = *d->open_request(s);
  if (r.find(kPassOption)) return !world.apply({s, {kPassOption}});
  if (s == seat) return false;
  const int n = static_cast<int>(
      rng.uniform(r.min, std::min<int>(r.max, static_cast<int>(r.options.size()))));
  return !world.apply({s, world_draw(r, n, rng)});
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

// Redeals the pieces `seat` does not know in `world`: within each group of
// look-alikes, the contents (sorted first, so that their real order cannot
// show through) are shuffled and handed out in the order of where the pieces
// lie now. With `relabel` (a snapshot, where no step holds a piece id) the
// pieces are renamed too, the lowest id of a group to the first place, so
// that ids tell nothing either; `relabel` receives the renaming, real id to
// world id, for the recorded choices that name pieces. `keep`: rename only,
// every piece keeps its contents.
void Session::world_redeal(SeatIndex seat, Rng& rng, State& world, std::vector<PieceId>* relabel,
                           bool keep) const {
  // Where pieces lie now: in the real game for a snapshot (relabel), else in
  // the world, which then is the real step replayed (under the new names).
  const auto at = world_places(relabel ? state_ : world);
  // Pieces made after the snapshot do not exist in it yet: the replay makes them again.
  std::map<std::pair<int, std::string>, std::vector<PieceId>> groups;
  for (const Piece& p : world.pieces())
    if (!state_.known(p.id, seat))
      groups[{static_cast<int>(p.kind), world_back(*module_, p)}].push_back(p.id);
  if (relabel) {
    relabel->resize(world.pieces().size() + 1);
    for (std::size_t id = 0; id < relabel->size(); ++id) (*relabel)[id] = static_cast<PieceId>(id);
  }
  using Content = std::pair<std::string, std::vector<std::pair<std::string, PropValue>>>;
  std::vector<Content> contents;
  std::vector<std::pair<PieceId, Content>> handed;  // world id, its new content
  for (auto& [key, ids] : groups) {
    const std::vector<PieceId> labels = ids;  // ascending: world.pieces() is in id order
    std::sort(ids.begin(), ids.end(), [&](PieceId a, PieceId b) {
      return at[static_cast<std::size_t>(a)] < at[static_cast<std::size_t>(b)];
    });
    contents.clear();
    for (PieceId id : ids) contents.emplace_back(world.piece(id)->def, world.piece(id)->props);
    if (!keep) {
      std::sort(contents.begin(), contents.end());
      rng.shuffle(contents);
    }
    for (std::size_t i = 0; i < ids.size(); ++i) {
      const PieceId to = relabel ? labels[i] : ids[i];
      if (relabel) (*relabel)[static_cast<std::size_t>(ids[i])] = to;
      handed.emplace_back(to, std::move(contents[i]));
    }
  }
  if (relabel) world.relabel(*relabel);
  for (const auto& [id, content] : handed) world.redeal(id, content.first, content.second);
}

// Starts `into` at the last snapshot, chance replaying from the tape.
// The module state a world's rules left (a locked table changed, which only
// broken rules do: the real game fails at its end for it) is put back at
// the first world of each decision, not at every world: the comparison
// costs a Magnastorm iteration about a third of its time. So a search never
// depends on earlier searches, and the worlds of one search are the same
// for the same seed.
void Session::world_start(Session& into, std::uint64_t fresh_seed) const {
  const Snapshot& snap = snapshots_.back();
  const WorldSource source{this, choices_.size(), steps_};
  const bool first = into.world_source_ != source;
  into.world_source_ = source;
  into.state_ = snap.state;
  into.state_.reseed(fresh_seed);
  into.tape_.outcomes = tape_.outcomes;
  into.tape_.next = 0;
  into.tape_.mode = ChanceTape::Mode::Replay;
  into.host_->bind({&into.state_, &into.events_, &into.options_}, first);
  into.status_ = SessionStatus::Waiting;
  into.step_running_ = false;
  into.decision_ = Decision{};
  into.choices_.clear();
  into.records_.clear();
  into.steps_ = snap.steps;
  into.results_ = Results{};
}

// Replays the choices since the snapshot into `into`, leaving out other
// seats' answers to the decision still open. `exact`: the recorded ids, on
// the real contents. Otherwise another seat's choice that the world does not
// ask for is left out, and what the world alone asks is answered (see
// world_answer_unasked) until it asks the seat's own next choice.
bool Session::world_replay(SeatIndex seat, Session& into, Rng& rng,
                           const std::vector<PieceId>& relabel, bool exact) const {
  constexpr int kMaxUnasked = 16;  // answers to questions the real game did not ask, at most
  into.advance();
  int unasked = 0;
  for (std::size_t k = snapshots_.back().choices; k < choices_.size(); ++k) {
    const Choice& real = choices_[k];
    if (k >= asked_at_ && real.seat != seat) continue;  // not answered yet, for the seat
    const Request* asked = nullptr;
    while (true) {
      const Decision* d = into.decision();
      asked = d ? d->open_request(real.seat) : nullptr;
      if (asked || exact || real.seat != seat || unasked++ >= kMaxUnasked) break;
      if (!world_answer_unasked(into, seat, rng)) break;
    }
    if (!asked && !exact && real.seat != seat) continue;
    if (!asked) return false;
    const std::optional<Choice> c =
        exact ? std::optional<Choice>(real)
              : world_choice(state_, seat, real, records_[k].pieces, relabel, *asked, rng);
    if (!c || into.apply(*c)) return false;
  }
  while (!exact && into.decision() && !into.decision()->open_request(seat) &&
         unasked++ < kMaxUnasked && world_answer_unasked(into, seat, rng)) {
  }
  into.tape_.mode = ChanceTape::Mode::Off;
  return true;
}

std::vector<Choice> Session::seen_choices(SeatIndex seat, std::size_t from) const {
  std::vector<Choice> seen;
  for (std::size_t k = from; k < asked_at_ && k < choices_.size(); ++k) {
    Choice c = choices_[k];
    for (std::size_t i = 0; c.seat != seat && i < c.picks.size(); ++i) {
      const PieceId id = records_[k].pieces[i];
      if (id == 0) continue;  // a listed option keeps its id
      const Piece* piece = state_.piece(id);
      c.picks[i] = piece && state_.known(id, seat) && c.picks[i].rfind("hidden_", 0) != 0
                       ? piece->def
                       : std::string();
    }
    seen.push_back(std::move(c));
  }
  return seen;
}

// A world is made counted (its replay is short) and then played uncounted
// unless the session counts every instruction. A step the clock stops there
// makes the same world again counted and replays the choices since
// (world_recount), so results and verdicts are the counted ones.
Session::World Session::sample_world(SeatIndex seat, std::uint64_t seed, Session& into) const {
  into.world_ = {};
  into.host_->set_uncounted(false);
  const World made = world_make(seat, seed, into);
  if (made == World::Failed) return made;
  into.world_ = {this, seat, seed, into.choices_.size()};
  into.host_->set_uncounted(!into.config_.count_instructions);
  return made;
}

void Session::world_recount() {
  ++recounts_;
  const WorldMark mark = world_;
  const std::vector<Choice> since(choices_.begin() + static_cast<std::ptrdiff_t>(mark.ready),
                                  choices_.end());
  host_->set_uncounted(false);
  error_.clear();
  if (mark.from->world_make(mark.seat, mark.seed, *this) == World::Failed)
    return fail("the world of a search could not be made again counted");
  for (const Choice& c : since)
    if (auto why = apply(c))
      return fail("a search world replayed counted refused a choice: " + *why);
}

Session::World Session::world_make(SeatIndex seat, std::uint64_t seed, Session& into) const {
  const Request* real = decision_.open_request(seat);
  if (snapshots_.empty() || !real || status_ != SessionStatus::Waiting) return World::Failed;
  Rng rng(seed);
  world_start(into, rng.next());
  std::vector<PieceId> relabel;
  world_redeal(seat, rng, into.state_, &relabel);
  if (world_replay(seat, into, rng, relabel, false) && world_same_request(into, seat, *real))
    return World::Replayed;
  // The other way round: the real step, then the redeal where pieces lie now.
  // The snapshot's unknown pieces are renamed first (no step holds an id
  // there), so that the real ids do not show through where they end up.
  world_start(into, rng.next());
  std::vector<PieceId> renamed;
  world_redeal(seat, rng, into.state_, &renamed, true);
  if (!world_replay(seat, into, rng, {}, true)) return World::Failed;
  world_redeal(seat, rng, into.state_, nullptr);
  for (Request& r : into.decision_.requests) name_piece_options(into.state_, r);
  return world_same_request(into, seat, *real) ? World::Rebuilt : World::Failed;
}

}  // namespace tabula
