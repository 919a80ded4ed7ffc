// libFuzzer harness for the layout loader of tabula-gui (LayoutLoader::load,
// docs/layout.md): a layout.toml, every mistake a Problem, never a crash.
#include "fuzz_support.hpp"
#include "layout/layout_loader.hpp"

using namespace tabula;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto file = fuzz::scratch() / "layout.toml";
  fuzz::put(file, fuzz::bytes(data, size));
  Problems problems;
  (void)gui::LayoutLoader::load(file, problems);
  return 0;
}
