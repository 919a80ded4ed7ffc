// Reads games/<id>/layout.toml into a Layout (format: docs/layout.md).
// Every mistake is a Problem with file and line; what could be read is kept,
// so a layout with one typo still draws.
#pragma once

#include <filesystem>
#include <optional>

#include "layout/layout.hpp"
#include "layout/toml_reader.hpp"
#include "tabula/problem.hpp"

namespace tabula::gui {

class LayoutLoader {
 public:
  // The layout in `file`; nullopt (with problems) when the file cannot be
  // parsed at all.
  [[nodiscard]] static std::optional<Layout> load(const std::filesystem::path& file,
                                                  Problems& problems);

 private:
  static void read_table(TomlReader& r, TableSpec& t);
  static void read_area(TomlReader& r, AreaSpec& area, bool top_level);
  static void read_seats(TomlReader& top, Layout& layout);
  static void read_owner(TomlReader& r, ZoneSpec& z);
  static ZoneSpec read_zone(TomlReader r, bool top_level);
  static RegionSpec read_region(TomlReader r);
  static CounterSpec read_counter(TomlReader r);
  static TextSpec read_text(TomlReader r);
  static BoardSpec read_board(TomlReader r);
  static void read_shape_keys(TomlReader& r, ShapeSpec& s, const std::string& kind_key);
  static ShapeSpec read_shape(TomlReader r);
  static LayerSpec read_layer(TomlReader r);
  static SpaceSpec read_space(TomlReader r);
  static LineSpec read_line(TomlReader r);
  static TrackSpec read_track(TomlReader r);
  static SpacesFromData read_spaces_from(TomlReader r);
  static CardStyle read_card(TomlReader r, const std::string& name);
  static TokenStyle read_token(TomlReader r, const std::string& name);
  // A [[cards.<style>.prop]] or [[tokens.<style>.prop]]: what a piece
  // property shows (sides only on cards).
  static PropSpec read_prop(TomlReader r, bool card);
  // A badge's corner and shape (numbers and property numbers), when given.
  static void read_badge(TomlReader& r, std::string& corner, std::string& shape);
  static void read_labels(TomlReader& top, Layout& layout);
  static void read_misc(TomlReader& top, Layout& layout);
};

}  // namespace tabula::gui
