#include "layout/layout_check.hpp"

#include <utility>

#include "layout/layout_loader.hpp"
#include "layout/layout_resolver.hpp"
#include "layout/piece_catalog.hpp"

namespace tabula::gui {

bool LayoutCheck::run(const Module& module, const PlayedNames& played, Problems& problems) {
  const std::filesystem::path path = module.manifest.dir / "layout.toml";
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return false;
  auto layout = LayoutLoader::load(path, problems);
  if (!layout) return true;
  const PieceCatalog catalog(module);
  LayoutResolver::resolve(*layout, catalog, problems);
  const std::string file = path.string();
  std::set<std::string> styles;
  for (const CardStyle& c : layout->cards) styles.insert(c.name);
  for (const AreaSpec* area : std::as_const(*layout).areas()) {
    for (const ZoneSpec& z : area->zones) {
      check_name("zone", z.name, z.line, played.zones, played, file, problems);
      if (!z.card.empty() && !layout->card_style(z.card))
        problems.push_back({file, z.line,
                            "zone '" + z.name + "': no card style '" + z.card + "' ([cards." +
                                z.card + "] or a data table)" + did_you_mean(z.card, styles)});
    }
    for (const CounterSpec& c : area->counters)
      check_name("counter", c.name, c.line, played.counters, played, file, problems);
  }
  // Names in lists and label tables carry no line of their own.
  for (const std::string& c : layout->panel.counters)
    if (!c.empty()) check_name("[panel] counter", c, 0, played.counters, played, file, problems);
  for (const std::string& z : layout->panel.zones)
    check_name("[panel] zone", z, 0, played.zones, played, file, problems);
  for (const auto& [c, label] : layout->counter_labels)
    check_name("[labels.counters] counter", c, 0, played.counters, played, file, problems);
  for (const auto& [z, label] : layout->zone_labels)
    check_name("[labels.zones] zone", z, 0, played.zones, played, file, problems);
  return true;
}

void LayoutCheck::check_name(const std::string& kind, const std::string& name, int line,
                             const std::set<std::string>& known, const PlayedNames& played,
                             const std::string& file, Problems& problems) {
  if (name.empty() || known.count(name)) return;
  problems.push_back({file, line,
                      kind + " '" + name + "': the rules never create one (in random games at " +
                          played.players + ")" + did_you_mean(name, known)});
}

}  // namespace tabula::gui
