#include "table/table_kit.hpp"

#include "layout/auto_layout.hpp"
#include "layout/layout_loader.hpp"
#include "layout/layout_resolver.hpp"
#include "layout/prop_display.hpp"

namespace tabula::gui {

TableKit::TableKit(Assets& assets, std::shared_ptr<const Module> module, Problems& problems)
    : assets_(assets),
      module_(std::move(module)),
      catalog_(*module_),
      narrator_(layout_, catalog_) {
  const std::filesystem::path file = module_->manifest.dir / "layout.toml";
  std::error_code ec;
  if (std::filesystem::exists(file, ec)) {
    if (auto loaded = LayoutLoader::load(file, problems)) {
      layout_ = std::move(*loaded);
      LayoutResolver::resolve(layout_, catalog_, problems);
      full_layout_ = layout_;
      has_file_ = true;
    }
  }
}

void TableKit::prepare(const View& view) {
  if (!has_file_) {
    const std::size_t zones = view.zones().size();
    if (table_ && zones == auto_zones_) return;
    layout_ = AutoLayout::make(view, catalog_);
    auto_zones_ = zones;
    table_.reset();
  } else if (view.seat_count() != layout_seats_) {
    layout_ = full_layout_;
    keep_for_players(layout_, view.seat_count());
    layout_seats_ = view.seat_count();
    table_.reset();
  }
  if (!table_) table_ = std::make_unique<TableView>(assets_, *module_, layout_, catalog_);
}

std::string TableKit::piece_name(const PieceView& piece) const {
  // A card on another side (game:set_prop, a layout's show = "side") goes by
  // the name it shows there.
  const CardStyle* style =
      piece.hidden ? nullptr : layout_.card_style(catalog_.table_of(piece.def));
  if (style && !style->title.empty()) {
    const DataEntry* entry = catalog_.entry(piece.def);
    const std::string side = display_props(style->props, piece.props, entry).side;
    if (!side.empty())
      if (std::string name = face_field(entry, side, style->title); !name.empty()) return name;
  }
  return catalog_.name(piece);
}

std::vector<std::string> TableKit::option_labels(const Request& request, const View& view) const {
  std::vector<std::string> out;
  for (const Option& o : request.options) {
    if (!o.label.empty())
      out.push_back(o.label);
    else if (o.piece)
      out.push_back(piece_name(view.piece(o.piece)));
    else if (o.zone)
      out.push_back(layout_.zone_label(view.zone(o.zone).name));
    else
      out.push_back(pretty_name(o.id));
  }
  return out;
}

}  // namespace tabula::gui
