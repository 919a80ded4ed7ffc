// libFuzzer harness for the replay loader (load_replay): JSON parsing, the
// range checks of seats and seeds, and the re-application of every choice to
// a Goofspiel game. Every "GAME_HASH" in the input becomes the game's real
// content hash, so that inputs get past that check to the choices; replaced
// as text, since re-serialising parsed JSON recurses once per level of
// nesting, and deep nesting is one of the things the loader must survive.
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
  std::string text(fuzz::bytes(data, size));
  const std::string_view mark = "GAME_HASH";
  for (auto at = text.find(mark); at != std::string::npos; at = text.find(mark, at))
    text.replace(at, mark.size(), hash);
  const auto file = fuzz::scratch() / "replay.json";
  fuzz::put(file, text);
  Problems problems;
  SessionConfig config;
  config.record_events = false;
  (void)load_replay(file, paths, config, problems);
  return 0;
}
