// Decisions: every invalid choice is rejected with a reason and changes nothing.
#include "support.hpp"
#include "tabula/view.hpp"

using namespace tabula;
using tabula::test::pick;
using tabula::test::start;

TEST_CASE("check_choice names each kind of invalid choice", "[decision]") {
  Decision d;
  Request r;
  r.seat = 0;
  r.min = 1;
  r.max = 2;
  r.options = {{"a", "A"}, {"b", "B"}, {"c", "C"}};
  d.requests.push_back(r);
  d.answers.resize(1);

  REQUIRE(check_choice(nullptr, {0, {"a"}}).value() == "no decision is pending");
  REQUIRE(check_choice(&d, {1, {"a"}}).value() ==
          "seat 2 is not asked now; waiting for seat 1: a b c");
  REQUIRE(check_choice(&d, {4, {"a"}}, 3).value() == "there is no seat 5: the game has 3 seats");
  REQUIRE(check_choice(&d, {-1, {"a"}}).value() == "there is no seat 0");
  REQUIRE(check_choice(&d, {0, {"x"}}).value() == "unknown option 'x'; seat 1 may pick: a b c");
  REQUIRE(check_choice(&d, {0, {"a", "a"}}).value() == "option 'a' picked twice");
  REQUIRE(check_choice(&d, {0, {}}).value().find("wrong number of picks: 0 given, 1 to 2") == 0);
  REQUIRE(check_choice(&d, {0, {"a", "b", "c"}}).value().find("3 given") != std::string::npos);
  REQUIRE_FALSE(check_choice(&d, {0, {"a", "c"}}));
  d.answers[0] = std::vector<std::string>{"a"};
  REQUIRE(check_choice(&d, {0, {"b"}}).value() == "seat 1 has already decided");
}

TEST_CASE("a refused choice names who is asked and what they may pick", "[decision]") {
  Decision d;
  for (SeatIndex seat : {1, 2}) {
    Request r;
    r.seat = seat;
    for (int i = 1; i <= 13; ++i) r.options.push_back({"bid_" + std::to_string(i), ""});
    d.requests.push_back(r);
  }
  d.answers.resize(2);
  const std::string bids = "bid_1 bid_2 bid_3 bid_4 bid_5 bid_6 \u2026 bid_12 bid_13 (13 options)";
  CHECK(check_choice(&d, {0, {"bid_1"}}, 3).value() ==
        "seat 1 is not asked now; waiting for seat 2: " + bids + "; and for seat 3: " + bids);
  CHECK(check_choice(&d, {1, {"bid_14"}}, 3).value() ==
        "unknown option 'bid_14'; seat 2 may pick: " + bids);
  d.answers[0] = std::vector<std::string>{"bid_3"};
  CHECK(check_choice(&d, {1, {"bid_4"}}, 3).value() ==
        "seat 2 has already decided; waiting for seat 3: " + bids);
}

TEST_CASE("a wrong choice changes no state", "[decision][session]") {
  auto s = start("goofspiel", 2, 5);
  const auto hash = s->hash();
  const auto events = s->events().size();
  for (const Choice& bad :
       {Choice{0, {"nope"}}, Choice{2, {"bid_1"}}, Choice{0, {}}, Choice{0, {"bid_1", "bid_2"}}}) {
    REQUIRE(s->apply(bad));
    REQUIRE(s->hash() == hash);
    REQUIRE(s->choices().empty());
    REQUIRE(s->events().size() == events);
    REQUIRE(s->status() == SessionStatus::Waiting);
  }
  pick(*s, 1, {"bid_3"});
  REQUIRE(
      s->apply({0, {"bid_4"}}).value().find("seat 1 has already decided; waiting for seat 2: ") ==
      0);
  REQUIRE(s->choices().size() == 1);
}

TEST_CASE("simultaneous multi-pick draft continues when all have chosen", "[decision][session]") {
  auto s = start("draft", 3, 1);
  const Decision* d = s->decision();
  REQUIRE(d);
  REQUIRE(d->requests.size() == 3);
  REQUIRE(d->waiting() == std::vector<SeatIndex>{0, 1, 2});
  pick(*s, 2, {"c5", "c4"});
  REQUIRE(s->decision()->waiting() == std::vector<SeatIndex>{0, 2});
  REQUIRE(s->state().counter(s->state().find_counter("score", 1))->value == 0);  // not yet
  pick(*s, 1, {"c1"});
  pick(*s, 3, {"c2", "c3"});
  // Now seat 1 alone chooses a number; integer option ids come back as integers.
  REQUIRE(s->decision()->requests.size() == 1);
  pick(*s, 1, {"20"});
  const State& st = s->state();
  REQUIRE(st.counter(st.find_counter("score", 0))->value == 21);
  REQUIRE(st.counter(st.find_counter("score", 1))->value == 9);
  REQUIRE(st.counter(st.find_counter("score", 2))->value == 5);
}

TEST_CASE("a multi-pick over the maximum is refused", "[decision]") {
  auto s = start("draft", 2, 1);
  REQUIRE(s->apply({0, {"c1", "c2", "c3"}}).value().find("3 given, 1 to 2 expected") !=
          std::string::npos);
}

TEST_CASE("options for pieces the asked seat may not see do not name them", "[decision][view]") {
  auto s = tabula::test::start("blind", 2, 1);
  const tabula::View v = s->view(0);
  const tabula::Request* r = v.request();
  REQUIRE(r);
  REQUIRE(r->options.size() == 3);
  CHECK(r->options[0].id == "hidden_1");
  CHECK(r->options[1].id == "pearl");  // shown to seat 1 at setup
  CHECK(r->options[2].id == "hidden_2");
  const std::string json = v.to_json().dump();
  CHECK(json.find("ruby") == std::string::npos);
  CHECK(json.find("pearl") != std::string::npos);
  CHECK(s->view(1).to_json().dump().find("pearl") == std::string::npos);
  tabula::test::pick(*s, 1, {"hidden_2"});
  REQUIRE(s->status() == tabula::SessionStatus::Finished);
  CHECK(s->results().end_reason == "a card was taken");
}
