#include "layout/layout_resolver.hpp"

#include <map>

#include "layout/auto_layout.hpp"
#include "layout/prop_display.hpp"

namespace tabula::gui {
namespace {

// "{id}" and "{field}" replaced from an entry.
std::string fill_template(const std::string& tpl, const DataEntry& e) {
  std::string out;
  for (std::size_t i = 0; i < tpl.size(); ++i) {
    if (tpl[i] != '{') {
      out += tpl[i];
      continue;
    }
    const std::size_t end = tpl.find('}', i);
    if (end == std::string::npos) {
      out += tpl.substr(i);
      break;
    }
    const std::string key = tpl.substr(i + 1, end - i - 1);
    out += key == "id" ? e.id : PieceCatalog::field_text(&e, key);
    i = end;
  }
  return out;
}

sf::Vector2f space_centre(const ShapeSpec& s) {
  if (s.kind == ShapeKind::Rect) return {s.at.x + s.size.x / 2.f, s.at.y + s.size.y / 2.f};
  if (s.kind == ShapeKind::Polygon && !s.points.empty()) {
    sf::Vector2f c;
    for (const auto& p : s.points) c += p;
    return c / static_cast<float>(s.points.size());
  }
  return s.at;
}

template <typename F>
void for_each_board(Layout& layout, F f) {
  for (AreaSpec* area : layout.areas())
    for (BoardSpec& b : area->boards) f(b);
}

}  // namespace

void LayoutResolver::resolve(Layout& layout, const PieceCatalog& catalog, Problems& problems) {
  const std::string file = layout.file.string();
  const std::string game = catalog.module().manifest.id;
  for (const DataTable& t : catalog.module().data.tables) {
    bool styled = false;
    for (const CardStyle& c : layout.cards) styled |= c.table == t.name;
    if (!styled) layout.cards.push_back(AutoLayout::card_style_for(t, game));
  }
  for_each_board(layout, [&](BoardSpec& b) {
    expand_spaces(b, catalog, file, problems);
    resolve_lines(b, file, problems);
  });
  check_fields(layout, catalog, problems);
  check_cover(layout, catalog, problems);
}

void LayoutResolver::check_cover(Layout& layout, const PieceCatalog& catalog, Problems& problems) {
  std::vector<std::string> known;
  for (const std::string& id : layout.cover) {
    if (catalog.entry(id)) {
      known.push_back(id);
      continue;
    }
    problems.push_back({layout.file.string(), layout.cover_line,
                        "[launcher] cover: no data entry '" + id + "' to show"});
  }
  layout.cover = std::move(known);  // the cover draws what exists
}

void LayoutResolver::expand_spaces(BoardSpec& board, const PieceCatalog& catalog,
                                   const std::string& file, Problems& problems) {
  if (!board.spaces_from) return;
  const SpacesFromData& from = *board.spaces_from;
  const DataTable* table = catalog.module().data.table(from.table);
  if (!table) {
    problems.push_back({file, board.line,
                        "board '" + board.id + "': spaces_from names the data table '" +
                            from.table + "', which the game does not have"});
    return;
  }
  for (const DataEntry& e : table->entries) {
    const nlohmann::json& f = e.fields;
    if (!f.contains(from.x) || !f.contains(from.y) || !f[from.x].is_number() ||
        !f[from.y].is_number()) {
      problems.push_back({e.file, e.line,
                          "board '" + board.id + "': entry '" + e.id + "' has no numbers " +
                              from.x + " and " + from.y + " for its position"});
      continue;
    }
    SpaceSpec s;
    s.id = fill_template(from.id, e);
    s.zone = fill_template(from.zone, e);
    s.style = from.style;
    s.shape.kind = from.shape == "hex"    ? ShapeKind::Hex
                   : from.shape == "rect" ? ShapeKind::Rect
                                          : ShapeKind::Circle;
    s.shape.at = {f[from.x].get<float>(), f[from.y].get<float>()};
    s.shape.radius = from.radius;
    if (s.shape.kind == ShapeKind::Rect) {
      s.shape.size = {from.radius * 2, from.radius * 2};
      s.shape.at -= sf::Vector2f(from.radius, from.radius);
    }
    s.shape.fill = sf::Color(255, 255, 255, 28);
    s.shape.outline = sf::Color(255, 255, 255, 110);
    s.shape.outline_width = 2.f;
    s.shape.text = PieceCatalog::field_text(&e, from.label);
    board.spaces.push_back(s);
    if (!from.links.empty() && f.contains(from.links) && f[from.links].is_array()) {
      for (const auto& other : f[from.links]) {
        if (!other.is_string()) continue;
        const std::string to = other.get<std::string>();
        if (to < s.id) continue;  // each link once
        LineSpec l;
        l.from = s.id;
        l.to = to;
        board.lines.push_back(l);
      }
    }
  }
}

void LayoutResolver::resolve_lines(BoardSpec& board, const std::string& file, Problems& problems) {
  std::map<std::string, sf::Vector2f> centres;
  for (const SpaceSpec& s : board.spaces)
    if (!s.id.empty()) centres[s.id] = space_centre(s.shape);
  for (LineSpec& l : board.lines) {
    if (!l.points.empty()) continue;
    auto a = centres.find(l.from), b = centres.find(l.to);
    if (a == centres.end() || b == centres.end()) {
      problems.push_back({file, board.line,
                          "board '" + board.id + "': a line joins '" + l.from + "' and '" + l.to +
                              "', but no space has the id '" +
                              (a == centres.end() ? l.from : l.to) + "'"});
      continue;
    }
    l.points = {a->second, b->second};
  }
}

void LayoutResolver::check_fields(const Layout& layout, const PieceCatalog& catalog,
                                  Problems& problems) {
  const std::string file = layout.file.string();
  for (const CardStyle& c : layout.cards) {
    if (c.name == "default") continue;
    const DataTable* t = catalog.module().data.table(c.table);
    if (!t) {
      if (c.line > 0)
        problems.push_back({file, c.line,
                            "cards." + c.name + ": the game has no data table '" + c.table +
                                "' (set table = \"...\" to style another one)"});
      continue;
    }
    auto known = [&](const std::string& field) {
      if (field.empty()) return true;
      for (const DataEntry& e : t->entries)
        if (e.fields.contains(field)) return true;
      return false;
    };
    std::vector<std::string> fields{c.title, c.subtitle, c.text, c.big, c.brief, c.type, c.image};
    for (const NumberSpec& n : c.numbers) fields.push_back(n.field);
    for (const PropSpec& p : c.props) fields.push_back(p.total);
    std::vector<std::string> named;  // a template's fields count one by one
    for (const std::string& f : fields)
      for (const std::string& one : template_fields(f)) named.push_back(one);
    for (const std::string& f : named) {
      // "name" and "text" are defaults: missing is fine.
      if (!known(f) && !(f == "name" && f == c.title) && !(f == "text" && f == c.text) &&
          c.line > 0)
        problems.push_back({file, c.line,
                            "cards." + c.name + ": no entry of table '" + c.table +
                                "' has the field '" + f + "'"});
    }
  }
}

}  // namespace tabula::gui
