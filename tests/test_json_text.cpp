// JsonText: JSON written straight into a string must be JSON that parses
// to what was meant, whatever bytes the strings hold.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "tabula/json_text.hpp"

using tabula::JsonText;

TEST_CASE("JsonText writes nested values with commas in the right places", "[json]") {
  std::string out;
  JsonText w(out);
  w.begin_object().key("a").num(std::int64_t{1}).key("b").begin_array();
  w.str("x").boolean(true).null().num(2.5).begin_object().end_object().end_array();
  w.key("c").raw(R"({"d":[1,2]})").end_object();
  REQUIRE(out == R"({"a":1,"b":["x",true,null,2.5,{}],"c":{"d":[1,2]}})");
  REQUIRE(nlohmann::json::parse(out)["c"]["d"][1] == 2);
}

TEST_CASE("JsonText escapes strings and replaces bytes that are not UTF-8", "[json]") {
  const std::string tricky = std::string("q\"b\\n\n\t\x01") + "é€😀" + "\xff" + "\xc3" + "end" +
                             "\xed\xa0\x80" /* a surrogate */ + "\xe0\x80\x80" /* overlong */;
  std::string out;
  JsonText w(out);
  w.begin_array().str(tricky).end_array();
  const auto parsed = nlohmann::json::parse(out);  // throws if the text is not valid JSON
  const std::string back = parsed[0];
  REQUIRE(back.rfind("q\"b\\n\n\t\x01"
                     "é€😀",
                     0) == 0);
  REQUIRE(back.find("\xff") == std::string::npos);
  REQUIRE(back.find("\xEF\xBF\xBD"
                    "\xEF\xBF\xBD"
                    "end") != std::string::npos);
  // The same as nlohmann's dump with replacement, byte for byte.
  REQUIRE(nlohmann::json(tricky).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) ==
          out.substr(1, out.size() - 2));
}
