// libFuzzer harness for the replay loader (load_replay): JSON parsing, the
// range checks of seats and seeds, and the re-application of every choice to
// a Goofspiel game. The game's content hash in the input is set to the real
// one, so that inputs get past that check to the choices.
#include <nlohmann/json.hpp>

#include "fuzz_support.hpp"
#include "tabula/replay.hpp"

using namespace tabula;

namespace {

SearchPaths fuzz_paths() {
  SearchPaths paths = SearchPaths::standard({}, {});
  paths.games = {std::filesystem::path(TABULA_SOURCE_DIR) / "games"};
  paths.mods.clear();
  return paths;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const SearchPaths paths = fuzz_paths();
  static const std::string hash = [] {
    Problems problems;
    return load_game("goofspiel", paths, problems)->hash_hex();
  }();
  const std::string_view in = fuzz::bytes(data, size);
  std::string text(in);
  auto j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_object() && j.contains("game") && j["game"].is_object()) {
    j["game"]["hash"] = hash;
    text = j.dump();
  }
  const auto file = fuzz::scratch() / "replay.json";
  fuzz::put(file, text);
  Problems problems;
  SessionConfig config;
  config.record_events = false;
  (void)load_replay(file, paths, config, problems);
  return 0;
}
