#include "module/manifest.hpp"

#include "data/key_reader.hpp"
#include "data/toml_read.hpp"

namespace tabula::module {
namespace {

constexpr std::int64_t kMaxPlayers = 16;

void read_id(data::KeyReader& keys, Manifest& manifest) {
  manifest.id = keys.string("id", true).value_or("");
  if (!manifest.id.empty() && !data::is_valid_id(manifest.id)) {
    keys.report("id", "\"" + manifest.id + "\" may only use a-z, 0-9, _ and -");
  }
}

void read_players(data::KeyReader& top, Manifest& manifest) {
  const toml::table* players = top.table("players", true);
  if (!players) return;
  data::KeyReader keys(*players, top.file(), "players", top.problems());
  const std::int64_t min = keys.integer("min", true).value_or(1);
  const std::int64_t max = keys.integer("max", true).value_or(min);
  keys.report_unknown();
  if (min < 1 || min > kMaxPlayers) {
    keys.report("min", "must be between 1 and 16, got " + std::to_string(min));
  } else if (max < min || max > kMaxPlayers) {
    keys.report("max", "must be between min (" + std::to_string(min) + ") and 16, got " +
                           std::to_string(max));
  } else {
    manifest.min_players = static_cast<int>(min);
    manifest.max_players = static_cast<int>(max);
  }
}

// [bots]: what the search bot needs to know of the game (docs/bots.md).
void read_bots(data::KeyReader& top, Manifest& manifest) {
  const toml::table* bots = top.table("bots");
  if (!bots) return;
  data::KeyReader keys(*bots, top.file(), "bots", top.problems());
  const std::int64_t iterations = keys.integer("iterations").value_or(manifest.bot_iterations);
  const std::int64_t playout = keys.integer("playout").value_or(manifest.bot_playout);
  keys.report_unknown();
  if (iterations < 1 || iterations > 10'000'000)
    keys.report("iterations", "must be between 1 and 10000000, got " + std::to_string(iterations));
  else
    manifest.bot_iterations = static_cast<int>(iterations);
  if (playout < 0 || playout > 1'000'000)
    keys.report("playout", "must be between 0 and 1000000, got " + std::to_string(playout));
  else
    manifest.bot_playout = static_cast<int>(playout);
}

}  // namespace

Manifest manifest_from(const toml::table& doc, const std::filesystem::path& dir,
                       Problems& problems) {
  const std::size_t first_problem = problems.size();
  Manifest manifest;
  manifest.dir = dir;
  manifest.file = dir / "game.toml";
  data::KeyReader keys(doc, manifest.file.string(), "", problems);
  read_id(keys, manifest);
  manifest.name = keys.string("name", true).value_or("");
  manifest.version = keys.string("version", true).value_or("");
  manifest.summary = keys.string("summary").value_or("");
  manifest.credits = keys.string("credits").value_or("");
  read_players(keys, manifest);
  if (const toml::table* options = keys.table("options")) {
    manifest.options = read_options(*options, manifest.file.string(), problems);
  }
  read_bots(keys, manifest);
  (void)keys.node("data");  // the schema: read by the data stage
  keys.report_unknown();
  data::sort_by_place(problems, first_problem);
  return manifest;
}

}  // namespace tabula::module

namespace tabula {

Manifest read_manifest(const std::filesystem::path& dir, Problems& problems) {
  const std::unique_ptr<toml::table> doc = data::parse_toml(dir / "game.toml", problems);
  if (!doc) {
    Manifest manifest;
    manifest.dir = dir;
    manifest.file = dir / "game.toml";
    return manifest;
  }
  return module::manifest_from(*doc, dir, problems);
}

nlohmann::json manifest_json(const Manifest& m) {
  nlohmann::json options = nlohmann::json::array();
  for (const GameOption& o : m.options) {
    if (o.hidden) continue;
    options.push_back({{"name", o.name},
                       {"label", o.label},
                       {"description", o.description},
                       {"type", o.type},
                       {"default", o.default_value},
                       {"values", o.values},
                       {"min", o.min},
                       {"max", o.max},
                       {"per_seat", o.per_seat}});
  }
  return {{"id", m.id},
          {"name", m.name},
          {"version", m.version},
          {"summary", m.summary},
          {"min_players", m.min_players},
          {"max_players", m.max_players},
          {"options", std::move(options)}};
}

}  // namespace tabula
