// Everything needed to show one game's table, shared by the game table and
// the replay viewer: the module, its piece catalog, its layout (the game's
// layout.toml, or an automatic one), the table view and the narrator.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "layout/layout.hpp"
#include "layout/piece_catalog.hpp"
#include "platform/assets.hpp"
#include "table/narrator.hpp"
#include "table/table_view.hpp"
#include "tabula/module.hpp"
#include "tabula/problem.hpp"

namespace tabula::gui {

class TableKit {
 public:
  // Reads the game's layout.toml if it has one; its problems go to `problems`
  // (the table still draws: what could be read, or an automatic layout).
  TableKit(Assets& assets, std::shared_ptr<const Module> module, Problems& problems);

  // Makes the table for the first view (an automatic layout needs the zones),
  // and again when an automatic layout meets zones it did not know.
  void prepare(const View& view);

  [[nodiscard]] const Module& module() const { return *module_; }
  [[nodiscard]] const std::shared_ptr<const Module>& module_ptr() const { return module_; }
  [[nodiscard]] const Layout& layout() const { return layout_; }
  [[nodiscard]] const PieceCatalog& catalog() const { return catalog_; }
  [[nodiscard]] TableView& table() { return *table_; }
  [[nodiscard]] const TableView& table() const { return *table_; }
  [[nodiscard]] const Narrator& narrator() const { return narrator_; }
  // What each option of `request` is called: its label, or the name of the
  // piece it refers to, or its id.
  [[nodiscard]] std::vector<std::string> option_labels(const Request& request,
                                                       const View& view) const;

 private:
  // A piece's name as its card shows it (the side that is up).
  [[nodiscard]] std::string piece_name(const PieceView& piece) const;

  Assets& assets_;
  std::shared_ptr<const Module> module_;
  PieceCatalog catalog_;
  Layout layout_;
  Layout full_layout_;     // the file's layout, for every player count
  int layout_seats_ = -1;  // the player count layout_ was cut for
  bool has_file_ = false;
  std::size_t auto_zones_ = 0;
  std::unique_ptr<TableView> table_;
  Narrator narrator_;
};

}  // namespace tabula::gui
