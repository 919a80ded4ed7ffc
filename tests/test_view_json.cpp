// A view read back from its JSON (View::from_json, what an online client
// has) answers every question as the view it was written from, in every
// game, for every seat and for spectators, all through a game.
#include <algorithm>

#include "protocol/state_message.hpp"
#include "support.hpp"
#include "tabula/bot.hpp"
#include "tabula/view.hpp"

using namespace tabula;

namespace {

// Properties by name: a JSON object keeps no order.
PropList sorted(PropList props) {
  std::sort(props.begin(), props.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  return props;
}

// A hidden piece's JSON is its back alone: whether it lies face up is not
// sent (a back is a back), so only a seen piece's side must match.
bool same_piece(const PieceView& a, const PieceView& b) {
  return a.hidden == b.hidden && a.id == b.id && a.def == b.def && a.kind == b.kind &&
         a.owner == b.owner && (a.hidden || a.face_up == b.face_up) && a.back == b.back &&
         sorted(a.props) == sorted(b.props);
}

bool same_request(const Request* a, const Request* b) {
  if (!a || !b) return a == b;
  if (a->seat != b->seat || a->prompt != b->prompt || a->min != b->min || a->max != b->max ||
      a->options.size() != b->options.size())
    return false;
  for (std::size_t i = 0; i < a->options.size(); ++i) {
    const Option &x = a->options[i], &y = b->options[i];
    if (x.id != y.id || x.label != y.label || x.piece != y.piece || x.zone != y.zone) return false;
  }
  return true;
}

// Every answer of `read` against `real`, as Catch checks (failures name the part).
void check_same(const View& real, const View& read) {
  REQUIRE(read.seat() == real.seat());
  CHECK(read.seat_count() == real.seat_count());
  CHECK(read.round() == real.round());
  CHECK(read.phase() == real.phase());
  CHECK(read.current() == real.current());
  CHECK(read.turn_order() == real.turn_order());
  CHECK(read.waiting() == real.waiting());
  CHECK(same_request(read.request(), real.request()));
  REQUIRE(read.counters().size() == real.counters().size());
  for (std::size_t i = 0; i < real.counters().size(); ++i) {
    const Counter &a = real.counters()[i], &b = read.counters()[i];
    CHECK((a.name == b.name && a.seat == b.seat && a.zone == b.zone && a.value == b.value));
  }
  const auto zones = real.zones();
  REQUIRE(read.zones().size() == zones.size());
  for (const ZoneView& z : zones) {
    const ZoneView r = read.zone(z.id);
    CHECK((r.name == z.name && r.owner == z.owner && r.visibility == z.visibility &&
           r.kind == z.kind && r.count == z.count && sorted(r.props) == sorted(z.props) &&
           r.links == z.links));
    const auto pieces = real.pieces(z.id), got = read.pieces(z.id);
    REQUIRE(got.size() == pieces.size());
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      CHECK(same_piece(got[i], pieces[i]));
      if (!pieces[i].hidden) CHECK(same_piece(read.piece(pieces[i].id), pieces[i]));
    }
  }
  CHECK(read.shown_defs() == real.shown_defs());
  CHECK(read.to_json() == real.to_json());
}

}  // namespace

TEST_CASE("a view read from its JSON answers as the view it was written from", "[view]") {
  for (const auto& [id, players] : {std::pair<const char*, int>{"goofspiel", 2},
                                    {"challengers", 2},
                                    {"magnastorm", 2},
                                    {"spacetrace", 2},
                                    {"pony", 2},
                                    {"compass", 3}}) {
    INFO(id);
    auto s = test::start(id, players, 5);
    REQUIRE(s);
    auto bot = make_bot("random", 9);
    for (int step = 0; step < 40 && s->status() == SessionStatus::Waiting; ++step) {
      for (SeatIndex seat : {SeatIndex{0}, SeatIndex{players - 1}, kSpectator}) {
        const View real = s->view(seat);
        check_same(real, View::from_json(real.to_json()));
      }
      const SeatIndex seat = s->decision()->waiting().front();
      const View v = s->view(seat);
      REQUIRE_FALSE(s->apply(Choice{seat, bot->choose(v, *v.request())}));
    }
  }
}

TEST_CASE("what is not a view is refused with the field it lacks", "[view]") {
  auto s = test::start("goofspiel", 2, 5);
  nlohmann::json j = s->view(0).to_json();
  j.erase("zones");
  CHECK_THROWS_WITH(View::from_json(j), Catch::Contains("'zones'"));
  j = s->view(0).to_json();
  j["zones"][0]["pieces"][0]["owner"] = "north";
  CHECK_THROWS_AS(View::from_json(j), std::invalid_argument);
  CHECK_THROWS_AS(View::from_json(nlohmann::json::array()), std::invalid_argument);
  // A view read from JSON cannot look ahead: it has no game behind it.
  CHECK(View::from_json(s->view(0).to_json()).search_copy() == nullptr);
}

TEST_CASE("a state message's events and results read back as the session has them", "[view]") {
  auto s = test::start("challengers", 2, 3);
  auto bot = make_bot("random", 4);
  while (s->status() == SessionStatus::Waiting) {
    const SeatIndex seat = s->decision()->waiting().front();
    const View v = s->view(seat);
    REQUIRE_FALSE(s->apply(Choice{seat, bot->choose(v, *v.request())}));
  }
  server::Cursor cursor;
  const auto m = nlohmann::json::parse(server::state_message(*s, "t", 0, cursor, "[]"));
  const std::vector<Event> read = server::read_events(m.at("events"));
  const auto& real = s->events();
  REQUIRE(read.size() == real.size());
  int named = 0;
  for (std::size_t i = 0; i < real.size(); ++i) {
    const Event &a = real[i], &b = read[i];
    CHECK((a.kind == b.kind && a.text == b.text && a.counter == b.counter && a.seat == b.seat &&
           a.before == b.before && a.after == b.after));
    if (a.kind == EventKind::Moved) CHECK((a.from == b.from && a.to == b.to));
    CHECK((b.piece == 0 || b.piece == a.piece));  // named only when the seat may follow it
    named += b.piece != 0;
  }
  CHECK(named > 0);
  const Results results = server::read_results(m.at("results"));
  CHECK(results.winners() == s->results().winners());
  CHECK(results.end_reason == s->results().end_reason);
  REQUIRE(results.seats.size() == s->results().seats.size());
  for (std::size_t i = 0; i < results.seats.size(); ++i) {
    CHECK(results.seats[i].score == s->results().seats[i].score);
    CHECK(results.seats[i].rank == s->results().seats[i].rank);
    CHECK(results.seats[i].breakdown == s->results().seats[i].breakdown);
  }
}
