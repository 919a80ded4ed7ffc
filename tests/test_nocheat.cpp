// Bots never cheat: two games that look the same to a seat, but whose hidden
// pieces differ, give that seat the same sampled worlds, and the search bot
// with the same seed and budget the same choice.
//
// The second game of each pair is built without the code under test: the
// same game with two unseen cards of one zone trading places at the first
// step boundary (another shuffle), then the same choices. The pair counts
// only if the seat's view was the same after every choice in both games and
// the full states differ.
#include <set>

#include "support.hpp"
#include "tabula/view.hpp"

namespace tabula {

struct TestSurgery {
  // Swaps pieces a and b (in one zone) in the last snapshot of a session
  // that has made no choice since it, and runs the game on from there.
  static bool swap_at_start(Session& s, PieceId a, PieceId b) {
    if (s.snapshots_.empty() || s.snapshots_.back().choices != s.choices_.size()) return false;
    State& st = s.snapshots_.back().state;
    const ZoneId z = st.piece(a)->zone;
    if (z == 0 || st.piece(b)->zone != z) return false;
    int i = st.position(a), j = st.position(b);
    if (i > j) {
      std::swap(a, b);
      std::swap(i, j);
    }
    st.move_piece(b, z, i);  // [.. b a ..]
    st.move_piece(a, z, j);  // [.. b .. a ..]
    s.restore(s.snapshots_.back());
    s.advance();
    return s.status() == SessionStatus::Waiting;
  }
  [[nodiscard]] static const State& start_state(const Session& s) {
    return s.snapshots_.back().state;
  }
  // Whether the running step has asked choices before the pending one.
  [[nodiscard]] static bool inside_step(const Session& s) {
    return s.choices_.size() > s.snapshots_.back().choices;
  }
};

}  // namespace tabula

using namespace tabula;

namespace {

struct Game {
  std::string id;
  int players;
};

// A played game: its choices, and the asked seat's view after each of them.
struct Played {
  std::unique_ptr<Session> session;
  std::vector<Choice> choices;
  std::vector<std::string> views;  // of `seat`, after setup and after each choice
  SeatIndex seat = kNoSeat;
  std::set<PieceId> seen;  // pieces `seat` saw at some point
};

void note_view(Played& p) {
  const View v = p.session->view(p.seat);
  p.views.push_back(v.to_json().dump());
  for (const ZoneView& z : v.zones())
    for (const PieceView& piece : v.pieces(z.id))
      if (!piece.hidden) p.seen.insert(piece.id);
}

// Plays `moves` random choices, then stops at a decision; the seat is the
// first one that decision waits for.
Played play(const Game& g, std::uint64_t seed, int moves) {
  Played p;
  p.session = test::start(g.id, g.players, seed, {}, test::bot_config());
  RandomBot bot(seed * 7);
  std::vector<Choice> all;
  for (int m = 0; m < moves && p.session->decision(); ++m) {
    const SeatIndex s = p.session->decision()->waiting().front();
    const View v = p.session->view(s);
    Choice c{s, bot.choose(v, *v.request())};
    REQUIRE_FALSE(p.session->apply(c));
    all.push_back(c);
  }
  if (!p.session->decision()) return p;
  // Replay to record the seat's view after every choice.
  p.seat = p.session->decision()->waiting().front();
  p.choices = all;
  p.session = test::start(g.id, g.players, seed, {}, test::bot_config());
  note_view(p);
  for (const Choice& c : all) {
    REQUIRE_FALSE(p.session->apply(c));
    note_view(p);
  }
  return p;
}

// The same game, with unseen pieces a and b swapped at the step boundary
// before choice `at` (the session has made no choice in that step yet),
// played with the same choices; null unless the seat saw exactly the same
// all along.
std::unique_ptr<Session> twin(const Game& g, std::uint64_t seed, const Played& p, std::size_t at,
                              PieceId a, PieceId b) {
  auto s = test::start(g.id, g.players, seed, {}, test::bot_config());
  for (std::size_t k = 0; k < at; ++k)
    if (s->apply(p.choices[k])) return nullptr;
  if (!TestSurgery::swap_at_start(*s, a, b)) return nullptr;
  for (std::size_t k = at; k < p.choices.size(); ++k) {
    if (s->view(p.seat).to_json().dump() != p.views[k]) return nullptr;
    if (s->apply(p.choices[k])) return nullptr;
  }
  if (s->view(p.seat).to_json().dump() != p.views.back()) return nullptr;
  return s;
}

// Two unseen pieces of one zone with different definitions.
std::vector<std::pair<PieceId, PieceId>> candidates(const Played& p, const State& start) {
  std::vector<std::pair<PieceId, PieceId>> out;
  for (const Zone& z : start.zones()) {
    for (std::size_t i = 0; i + 1 < z.pieces.size(); ++i) {
      const PieceId a = z.pieces[i], b = z.pieces[i + 1];
      if (p.seen.count(a) || p.seen.count(b)) continue;
      if (start.piece(a)->def != start.piece(b)->def) out.emplace_back(a, b);
    }
  }
  return out;
}

// The first step boundary of the game (after `at` choices) where a swap of
// two unseen pieces is possible, and those pieces; at = -1 if none.
struct Swap {
  int at = -1;
  std::vector<std::pair<PieceId, PieceId>> pairs;
};

Swap find_swap(const Game& g, std::uint64_t seed, const Played& p) {
  auto s = test::start(g.id, g.players, seed, {}, test::bot_config());
  for (std::size_t k = 0; k <= p.choices.size(); ++k) {
    if (!TestSurgery::inside_step(*s)) {
      auto pairs = candidates(p, TestSurgery::start_state(*s));
      if (!pairs.empty()) return {static_cast<int>(k), pairs};
    }
    if (k < p.choices.size() && s->apply(p.choices[k])) break;
  }
  return {};
}

// What the search bot picks for `seat`, with a fixed seed and budget.
std::vector<std::string> bot_choice(const Session& s, SeatIndex seat) {
  BotSettings settings = bot_settings(s.module().manifest, false);
  settings.iterations = 40;
  const View v = s.view(seat);
  return make_bot("mcts", 11, settings)->choose(v, *v.request());
}

}  // namespace

TEST_CASE("a seat's sampled worlds do not depend on what it cannot see", "[world][nocheat]") {
  const std::vector<Game> games = {{"goofspiel", 2},   {"goofspiel", 3},  {"challengers", 2},
                                   {"challengers", 4}, {"magnastorm", 3}, {"spacetrace", 2},
                                   {"spacetrace", 3},  {"pony", 2}};
  for (const Game& g : games) {
    int pairs = 0, inside = 0;
    for (std::uint64_t seed = 1; seed <= 60 && (pairs < 30 || inside < 20); ++seed) {
      const int moves = static_cast<int>(seed * 7 % 40);
      Played p = play(g, seed, moves);
      if (p.seat == kNoSeat) continue;
      const Swap swap = find_swap(g, seed, p);
      for (const auto& [a, b] : swap.pairs) {
        auto other = twin(g, seed, p, static_cast<std::size_t>(swap.at), a, b);
        if (!other) continue;
        INFO(g.id << " " << g.players << "p, seed " << seed << ", after " << p.choices.size()
                  << " choices, seat " << p.seat + 1 << ", swapped pieces " << a << " and " << b);
        REQUIRE(other->view(kNoSeat).to_json() != p.session->view(kNoSeat).to_json());
        auto wa = p.session->search_copy();
        auto wb = other->search_copy();
        for (std::uint64_t w = 0; w < 3; ++w) {
          const auto ka = p.session->sample_world(p.seat, 99 + w, *wa);
          const auto kb = other->sample_world(p.seat, 99 + w, *wb);
          REQUIRE(ka != Session::World::Failed);
          REQUIRE(ka == kb);
          CHECK(wa->hash() == wb->hash());
          REQUIRE(wa->decision());
          CHECK(wa->view(p.seat).to_json() == wb->view(p.seat).to_json());
        }
        CHECK(bot_choice(*p.session, p.seat) == bot_choice(*other, p.seat));
        // What the search bot learns the other seats' play from (its opponent model).
        CHECK(p.session->seen_choices(p.seat, 0) == other->seen_choices(p.seat, 0));
        ++pairs;
        inside += TestSurgery::inside_step(*p.session);
        break;  // one pair per game state
      }
    }
    INFO(g.id << " " << g.players << "p: " << pairs << " pairs, " << inside << " inside a step");
    CHECK(pairs >= 20);
  }
}
