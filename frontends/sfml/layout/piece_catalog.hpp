// What the game's data says about pieces: a piece's definition id leads to
// its data entry and table (the card's name, numbers and text come from
// there). Built once per loaded module.
#pragma once

#include <map>
#include <string>

#include "tabula/data.hpp"
#include "tabula/module.hpp"
#include "tabula/view.hpp"

namespace tabula::gui {

class PieceCatalog {
 public:
  explicit PieceCatalog(const Module& module);

  // The entry of a definition id, or nullptr (hidden pieces have none).
  [[nodiscard]] const DataEntry* entry(const std::string& def) const;
  // The data table holding `def` ("" when none does).
  [[nodiscard]] const std::string& table_of(const std::string& def) const;
  // What a person calls the piece: its "name" field, else the prettified
  // definition id, else "a card" / "a token"; hidden pieces are "a card".
  [[nodiscard]] std::string name(const PieceView& piece) const;
  // A text field of an entry ("" when absent); numbers are printed.
  [[nodiscard]] static std::string field_text(const DataEntry* entry, const std::string& field);
  // The same for a value (a field of a nested table: a card's other side).
  [[nodiscard]] static std::string value_text(const nlohmann::json& v);
  [[nodiscard]] const Module& module() const { return module_; }

 private:
  const Module& module_;
  std::map<std::string, std::pair<const DataEntry*, std::string>> defs_;
};

}  // namespace tabula::gui
