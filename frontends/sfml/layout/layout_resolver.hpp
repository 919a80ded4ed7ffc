// Finishes a layout against the loaded game: adds card styles for data
// tables the layout does not style, makes board spaces from data tables
// (spaces_from), turns lines between space ids into points, and reports
// zones, counters and fields the layout names that the game does not have.
#pragma once

#include "layout/layout.hpp"
#include "layout/piece_catalog.hpp"
#include "tabula/problem.hpp"

namespace tabula::gui {

class LayoutResolver {
 public:
  static void resolve(Layout& layout, const PieceCatalog& catalog, Problems& problems);

 private:
  static void expand_spaces(BoardSpec& board, const PieceCatalog& catalog, const std::string& file,
                            Problems& problems);
  static void resolve_lines(BoardSpec& board, const std::string& file, Problems& problems);
  static void check_fields(const Layout& layout, const PieceCatalog& catalog, Problems& problems);
  static void check_cover(Layout& layout, const PieceCatalog& catalog, Problems& problems);
};

}  // namespace tabula::gui
