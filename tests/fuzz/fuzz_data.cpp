// libFuzzer harness for the data stage (load_data): a game.toml with its
// [data.*] schema, and one data file, data/table.toml (the seeds' tables
// name it in `files`), also put where a table without `files` looks. The
// input is the game.toml, a line "%%", then the data file.
#include "fuzz_support.hpp"
#include "tabula/data.hpp"

using namespace tabula;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto [manifest, table] = fuzz::split(fuzz::bytes(data, size));
  const auto dir = fuzz::scratch() / "game";
  fuzz::put(dir / "game.toml", manifest);
  for (const char* name : {"table", "prizes", "bids"})
    fuzz::put(dir / "data" / (std::string(name) + ".toml"), table);
  Problems problems;
  (void)load_data(dir, dir / "game.toml", {}, problems);
  return 0;
}
