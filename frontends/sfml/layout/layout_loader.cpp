#include "layout/layout_loader.hpp"

#include <fstream>
#include <sstream>

#include "widgets/colour.hpp"

namespace tabula::gui {
namespace {

ZoneStyle style_or_report(TomlReader& r, const std::string& key, ZoneStyle fallback) {
  auto s = r.string(key);
  if (!s) return fallback;
  if (auto style = zone_style_from(*s)) return *style;
  r.report(key, "\"" + *s + "\" is not a style (stack, fan, row, column, grid, free, hidden)");
  return fallback;
}

bool one_of(TomlReader& r, const std::string& key, const std::string& value,
            std::initializer_list<const char*> allowed) {
  std::string list;
  for (const char* a : allowed) {
    if (value == a) return true;
    list += (list.empty() ? "" : ", ") + std::string(a);
  }
  r.report(key, "\"" + value + "\" is not one of " + list);
  return false;
}

// [key.<name>] tables ([cards.hero], [tokens.gem]): each read by `read` with its name.
template <class T>
void read_named(TomlReader& top, const char* key, std::vector<T>& out,
                T (*read)(TomlReader, const std::string&)) {
  const toml::table* t = top.table(key);
  if (!t) return;
  TomlReader r = top.child(*t, key);
  for (auto&& [k, v] : *t) {
    const std::string name(k.str());
    if (const toml::table* entry = r.table(name)) out.push_back(read(r.child(*entry, name), name));
  }
}

// Seat colours: names or #rrggbb, each checked.
std::vector<std::string> colours_or_report(TomlReader& r, const std::vector<std::string>& names) {
  for (const std::string& name : names) {
    sf::Color c;
    if (!parse_colour(name, c)) {
      r.report("colours", "\"" + name + "\" is not a colour (a name like \"red\" or #rrggbb)");
      return {};
    }
  }
  return names;
}

// `players = [2, 3]`: the player counts an element is drawn for (empty: all).
std::vector<int> players_or_report(TomlReader& r) {
  std::vector<int> out;
  const toml::node* n = r.node("players");
  if (!n) return out;
  const toml::array* a = n->as_array();
  bool ok = a && !a->empty();
  for (std::size_t i = 0; ok && i < a->size(); ++i) {
    auto v = (*a)[i].value_exact<int64_t>();
    if (!v || *v < 1)
      ok = false;
    else
      out.push_back(static_cast<int>(*v));
  }
  if (!ok) {
    r.report("players", "expected a list of player counts, like [2, 3]");
    out.clear();
  }
  return out;
}

}  // namespace

std::optional<Layout> LayoutLoader::load(const std::filesystem::path& file, Problems& problems) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    problems.push_back({file.string(), 0, "cannot open the layout"});
    return std::nullopt;
  }
  std::ostringstream text;
  text << in.rdbuf();
  toml::table doc;
  try {
    doc = toml::parse(text.str(), file.string());
  } catch (const toml::parse_error& e) {
    problems.push_back({file.string(), static_cast<int>(e.source().begin.line),
                        "TOML syntax error: " + std::string(e.description())});
    return std::nullopt;
  }
  Layout layout;
  layout.file = file;
  TomlReader top(doc, file.string(), "", problems);
  if (const toml::table* t = top.table("table")) {
    TomlReader r = top.child(*t, "table");
    read_table(r, layout.table);
  }
  read_area(top, layout.shared, true);
  layout.shared.size = layout.table.size;
  read_seats(top, layout);
  read_labels(top, layout);
  read_misc(top, layout);
  top.finish();
  return layout;
}

void LayoutLoader::read_table(TomlReader& r, TableSpec& t) {
  if (auto v = r.vec2("size")) t.size = *v;
  if (auto c = r.colour("felt")) t.felt = *c;
  if (auto c = r.colour("edge")) t.edge = *c;
  if (auto c = r.colour("accent")) t.accent = *c;
  if (auto p = r.string("pattern"); p && one_of(r, "pattern", *p, {"felt", "wood", "plain"}))
    t.pattern = *p;
  if (t.size.x < 100 || t.size.y < 100)
    r.report("size", "the table must be at least 100 x 100 units");
  r.finish();
}

void LayoutLoader::read_area(TomlReader& r, AreaSpec& area, bool top_level) {
  area.defined = true;
  if (!top_level) {
    if (auto v = r.vec2("size")) area.size = *v;
  }
  for (const toml::table* t : r.tables("region"))
    area.regions.push_back(read_region(r.child(*t, "region")));
  for (const toml::table* t : r.tables("zone"))
    area.zones.push_back(read_zone(r.child(*t, "zone"), top_level));
  for (const toml::table* t : r.tables("board"))
    area.boards.push_back(read_board(r.child(*t, "board")));
  for (const toml::table* t : r.tables("counter"))
    area.counters.push_back(read_counter(r.child(*t, "counter")));
  for (const toml::table* t : r.tables("text"))
    area.texts.push_back(read_text(r.child(*t, "text")));
}

void LayoutLoader::read_seats(TomlReader& top, Layout& layout) {
  SeatsSpec& seats = layout.seats;
  const sf::Vector2f size = layout.table.size;
  seats.you_place = {size.x * 0.05f, size.y * 0.68f, size.x * 0.9f, size.y * 0.3f};
  seats.others_place = {size.x * 0.05f, size.y * 0.02f, size.x * 0.9f, size.y * 0.28f};
  if (const toml::table* t = top.table("seats")) {
    TomlReader r = top.child(*t, "seats");
    if (auto v = r.rect("you")) seats.you_place = *v;
    if (auto v = r.rect("others")) seats.others_place = *v;
    seats.west = r.rect("west");
    seats.north = r.rect("north");
    seats.east = r.rect("east");
    if (auto d = r.string("direction"); d && one_of(r, "direction", *d, {"row", "column"}))
      seats.others_column = *d == "column";
    if (auto f = r.boolean("frame")) seats.frame = *f;
    if (auto c = r.strings("colours")) seats.colours = colours_or_report(r, *c);
    r.finish();
  }
  const sf::FloatRect side_place =
      seats.west ? *seats.west : seats.east.value_or(seats.others_place);
  const std::pair<const char*, std::pair<AreaSpec*, sf::FloatRect>> areas[] = {
      {"you", {&seats.you, seats.you_place}},
      {"others", {&seats.others, seats.north.value_or(seats.others_place)}},
      {"side", {&seats.side, side_place}}};
  for (const auto& [which, into] : areas) {
    const toml::table* t = top.table(which);
    if (!t) continue;
    TomlReader r = top.child(*t, which);
    AreaSpec& area = *into.first;
    read_area(r, area, false);
    if (area.size.x <= 0 || area.size.y <= 0) area.size = {into.second.width, into.second.height};
    r.finish();
  }
}

ZoneSpec LayoutLoader::read_zone(TomlReader r, bool top_level) {
  ZoneSpec z;
  z.line = r.line_of("name");
  z.name = r.string("name").value_or("");
  if (z.name.empty()) r.report("name", "every zone needs the name the rules give it");
  if (top_level) read_owner(r, z);
  if (auto v = r.rect("rect"))
    z.rect = *v;
  else
    r.report("rect", "missing [x, y, width, height]");
  z.style = style_or_report(r, "style", ZoneStyle::Row);
  z.label = r.string("label").value_or(pretty_name(z.name));
  z.card = r.string("card").value_or("");
  z.token = r.string("token").value_or("");
  z.scale = r.number("scale").value_or(1.f);
  z.columns = r.integer("columns").value_or(0);
  if (auto a = r.string("align");
      a && one_of(r, "align", *a, {"left", "center", "right", "top", "bottom"}))
    z.align = *a;
  z.count = r.boolean("count").value_or(true);
  z.outline = r.boolean("outline").value_or(true);
  z.fan_angle = r.number("fan_angle").value_or(16.f);
  z.players = players_or_report(r);
  r.finish();
  return z;
}

// `owner = 2` (a seat) or `owner = "west"` (the seat sitting there, when
// the seats sit around the table).
void LayoutLoader::read_owner(TomlReader& r, ZoneSpec& z) {
  const toml::node* n = r.node("owner");
  if (n && n->is_string()) {
    if (auto c = r.string("owner"); c && one_of(r, "owner", *c, {"south", "west", "north", "east"}))
      z.compass = *c;
  } else if (auto o = r.integer("owner")) {
    z.owner = *o - 1;
  }
}

RegionSpec LayoutLoader::read_region(TomlReader r) {
  RegionSpec g;
  if (auto v = r.rect("rect"))
    g.rect = *v;
  else
    r.report("rect", "missing [x, y, width, height]");
  g.title = r.string("title").value_or("");
  if (auto c = r.colour("fill")) g.fill = *c;
  if (auto c = r.colour("outline")) g.outline = *c;
  g.radius = r.number("radius").value_or(g.radius);
  g.players = players_or_report(r);
  r.finish();
  return g;
}

CounterSpec LayoutLoader::read_counter(TomlReader r) {
  CounterSpec c;
  c.line = r.line_of("name");
  c.name = r.string("name").value_or("");
  if (c.name.empty()) r.report("name", "every counter needs the name the rules give it");
  c.seat = r.string("seat").value_or("");
  if (auto v = r.vec2("at")) c.at = *v;
  c.label = r.string("label").value_or("");
  if (auto s = r.string("style"); s && one_of(r, "style", *s, {"badge", "big", "plain"}))
    c.style = *s;
  if (auto p = r.paint("colour")) c.colour = *p;
  c.option = r.string("option").value_or("");
  c.players = players_or_report(r);
  r.finish();
  return c;
}

TextSpec LayoutLoader::read_text(TomlReader r) {
  TextSpec t;
  if (auto v = r.vec2("at")) t.at = *v;
  t.text = r.string("text").value_or("");
  t.size = r.number("size").value_or(t.size);
  if (auto c = r.colour("colour")) t.colour = *c;
  if (auto a = r.string("align"); a && one_of(r, "align", *a, {"left", "center", "right"}))
    t.align = *a;
  t.bold = r.boolean("bold").value_or(false);
  t.players = players_or_report(r);
  r.finish();
  return t;
}

void LayoutLoader::read_shape_keys(TomlReader& r, ShapeSpec& s, const std::string& kind_key) {
  if (auto k = r.string(kind_key)) {
    if (*k == "rect")
      s.kind = ShapeKind::Rect;
    else if (*k == "circle")
      s.kind = ShapeKind::Circle;
    else if (*k == "polygon")
      s.kind = ShapeKind::Polygon;
    else if (*k == "hex")
      s.kind = ShapeKind::Hex;
    else if (*k == "text")
      s.kind = ShapeKind::Text;
    else if (*k == "line")
      s.kind = ShapeKind::Line;
    else
      r.report(kind_key, "\"" + *k + "\" is not a shape (rect, circle, polygon, hex, text, line)");
  }
  if (auto p = r.points("points")) s.points = *p;
  if (auto v = r.vec2("at")) s.at = *v;
  if (auto v = r.vec2("size")) s.size = *v;
  s.radius = r.number("radius").value_or(s.radius);
  s.rotation = r.number("rotation").value_or(0.f);
  if (auto c = r.colour("fill")) s.fill = *c;
  if (auto c = r.colour("outline")) s.outline = *c;
  s.outline_width = r.number("outline_width").value_or(s.outline.a > 0 ? 2.f : 0.f);
  s.dashed = r.boolean("dashed").value_or(false);
  s.text_size = r.number("text_size").value_or(s.text_size);
  if (auto c = r.colour("text_colour")) s.text_colour = *c;
  s.bold = r.boolean("bold").value_or(false);
  if (s.kind == ShapeKind::Polygon && s.points.size() < 3)
    r.report("points", "a polygon needs 3 points or more");
  if ((s.kind == ShapeKind::Circle || s.kind == ShapeKind::Hex) && s.radius <= 0)
    r.report("radius", "a circle or hex needs a radius");
  if (s.kind == ShapeKind::Rect && (s.size.x <= 0 || s.size.y <= 0)) {
    if (auto rc = r.rect("rect")) {
      s.at = {rc->left, rc->top};
      s.size = {rc->width, rc->height};
    } else {
      r.report("size", "a rect needs size = [w, h] (with at = [x, y]) or rect = [x, y, w, h]");
    }
  }
}

BoardSpec LayoutLoader::read_board(TomlReader r) {
  BoardSpec b;
  b.line = r.line();
  b.id = r.string("id").value_or("");
  b.title = r.string("title").value_or("");
  if (auto v = r.rect("rect"))
    b.rect = *v;
  else
    r.report("rect", "missing [x, y, width, height]");
  b.coords = r.vec2("coords").value_or(sf::Vector2f(b.rect.width, b.rect.height));
  if (auto c = r.colour("fill")) b.fill = *c;
  if (auto c = r.colour("outline")) b.outline = *c;
  b.radius = r.number("radius").value_or(b.radius);
  b.image = r.string("image").value_or("");
  for (const toml::table* t : r.tables("shape"))
    b.shapes.push_back(read_shape(r.child(*t, "shape")));
  for (const toml::table* t : r.tables("layer"))
    b.layers.push_back(read_layer(r.child(*t, "layer")));
  for (const toml::table* t : r.tables("line")) b.lines.push_back(read_line(r.child(*t, "line")));
  for (const toml::table* t : r.tables("space"))
    b.spaces.push_back(read_space(r.child(*t, "space")));
  for (const toml::table* t : r.tables("track"))
    b.tracks.push_back(read_track(r.child(*t, "track")));
  if (const toml::table* t = r.table("spaces_from"))
    b.spaces_from = read_spaces_from(r.child(*t, "spaces_from"));
  b.players = players_or_report(r);
  r.finish();
  return b;
}

ShapeSpec LayoutLoader::read_shape(TomlReader r) {
  ShapeSpec s;
  read_shape_keys(r, s, "kind");
  s.text = r.string("text").value_or("");
  s.players = players_or_report(r);
  r.finish();
  return s;
}

LayerSpec LayoutLoader::read_layer(TomlReader r) {
  LayerSpec l;
  l.line = r.line();
  l.turn = r.string("turn").value_or("");
  l.first = static_cast<int>(r.integer("first").value_or(0));
  l.degrees = r.number("degrees").value_or(0.f);
  if (auto c = r.vec2("centre"))
    l.centre = *c;
  else if (!l.turn.empty())
    r.report("centre", "a layer that turns needs centre = [x, y]");
  l.carry = r.vec2("carry");
  if (const toml::table* t = r.table("when")) {
    TomlReader w = r.child(*t, "when");
    l.when = w.string("counter").value_or("");
    if (l.when.empty()) w.report("counter", "name the table counter that shows the layer");
    if (auto v = w.integer("is"))
      l.when_is = *v;
    else
      w.report("is", "give the counter value that shows the layer");
    w.finish();
  }
  for (const toml::table* t : r.tables("shape"))
    l.shapes.push_back(read_shape(r.child(*t, "shape")));
  l.players = players_or_report(r);
  r.finish();
  return l;
}

SpaceSpec LayoutLoader::read_space(TomlReader r) {
  SpaceSpec s;
  s.line = r.line();
  s.shape.kind = ShapeKind::Circle;
  s.shape.fill = sf::Color(255, 255, 255, 28);
  s.shape.outline = sf::Color(255, 255, 255, 110);
  s.shape.outline_width = 2.f;
  read_shape_keys(r, s.shape, "shape");
  s.zone = r.string("zone").value_or("");
  s.id = r.string("id").value_or(s.zone);
  if (auto o = r.integer("owner")) s.owner = *o - 1;
  s.shape.text = r.string("label").value_or("");
  s.style = style_or_report(r, "style", ZoneStyle::Free);
  s.scale = r.number("scale").value_or(1.f);
  s.card = r.string("card").value_or("");
  s.token = r.string("token").value_or("");
  s.players = players_or_report(r);
  r.finish();
  return s;
}

LineSpec LayoutLoader::read_line(TomlReader r) {
  LineSpec l;
  l.from = r.string("from").value_or("");
  l.to = r.string("to").value_or("");
  if (auto p = r.points("points")) l.points = *p;
  if (auto c = r.colour("colour")) l.colour = *c;
  l.width = r.number("width").value_or(l.width);
  l.dashed = r.boolean("dashed").value_or(false);
  if ((l.from.empty() || l.to.empty()) && l.points.size() < 2)
    r.report("from", "a line needs from and to (space ids) or points");
  l.players = players_or_report(r);
  r.finish();
  return l;
}

TrackSpec LayoutLoader::read_track(TomlReader r) {
  TrackSpec t;
  t.line = r.line();
  t.counter = r.string("counter").value_or("");
  if (t.counter.empty()) r.report("counter", "a track shows a counter: name it");
  if (auto s = r.string("seat"); s && one_of(r, "seat", *s, {"each", "table", "area"})) t.seat = *s;
  t.first = r.integer("first").value_or(0);
  t.steps = r.integer("steps").value_or(10);
  if (auto p = r.points("path")) t.path = *p;
  if (auto p = r.points("points")) t.points = *p;
  if (!t.points.empty()) t.steps = static_cast<int>(t.points.size());
  if (t.points.empty() && t.path.size() < 2)
    r.report("path", "a track needs a path of 2 points or more, or points");
  if (auto s = r.string("shape"); s && one_of(r, "shape", *s, {"circle", "square", "hex"}))
    t.shape = *s;
  t.size = r.number("size").value_or(t.size);
  if (auto c = r.colour("fill")) t.fill = *c;
  if (auto c = r.colour("outline")) t.outline = *c;
  if (auto c = r.colour("text_colour")) t.text_colour = *c;
  t.label_every = r.integer("label_every").value_or(1);
  t.wrap = r.boolean("wrap").value_or(false);
  t.title = r.string("title").value_or("");
  if (t.steps < 1) r.report("steps", "a track needs at least one step");
  t.players = players_or_report(r);
  r.finish();
  return t;
}

SpacesFromData LayoutLoader::read_spaces_from(TomlReader r) {
  SpacesFromData s;
  s.table = r.string("table").value_or("");
  if (s.table.empty()) r.report("table", "name the data table whose entries are spaces");
  s.zone = r.string("zone").value_or(s.zone);
  s.id = r.string("id").value_or(s.id);
  s.x = r.string("x").value_or(s.x);
  s.y = r.string("y").value_or(s.y);
  if (auto sh = r.string("shape"); sh && one_of(r, "shape", *sh, {"circle", "hex", "rect"}))
    s.shape = *sh;
  s.radius = r.number("radius").value_or(s.radius);
  s.label = r.string("label").value_or("");
  s.links = r.string("links").value_or("");
  s.style = style_or_report(r, "style", ZoneStyle::Free);
  r.finish();
  return s;
}

CardStyle LayoutLoader::read_card(TomlReader r, const std::string& name) {
  CardStyle c;
  c.line = r.line();
  c.name = name;
  c.table = r.string("table").value_or(name);
  c.size = r.vec2("size").value_or(c.size);
  c.title = r.string("title").value_or(c.title);
  c.subtitle = r.string("subtitle").value_or("");
  c.text = r.string("text").value_or(c.text);
  c.big = r.string("big").value_or("");
  c.brief = r.string("brief").value_or("");
  if (const toml::node* n = r.node("numbers")) {
    const toml::array* a = n->as_array();
    if (!a) r.report("numbers", "expected a list of { field = ..., corner = ... }");
    for (std::size_t i = 0; a && i < a->size(); ++i) {
      const toml::table* t = a->get(i)->as_table();
      if (!t) {
        r.report_at(*a->get(i), r.where() + ".numbers: expected { field = ..., corner = ... }");
        continue;
      }
      TomlReader nr = r.child(*t, "numbers");
      NumberSpec num;
      num.field = nr.string("field").value_or("");
      read_badge(nr, num.corner, num.shape);
      if (auto p = nr.paint("colour")) num.colour = *p;
      num.label = nr.string("label").value_or("");
      nr.finish();
      c.numbers.push_back(num);
    }
  }
  c.type = r.string("type").value_or("");
  if (const toml::table* t = r.table("frames")) {
    TomlReader fr = r.child(*t, "frames");
    for (auto&& [k, v] : *t) {
      (void)v;
      if (auto col = fr.colour(std::string(k.str()))) c.frames[std::string(k.str())] = *col;
    }
  }
  if (auto p = r.paint("frame")) c.frame = *p;
  if (auto col = r.colour("paper")) c.paper = *col;
  if (auto col = r.colour("ink")) c.ink = *col;
  c.image = r.string("image").value_or("");
  if (auto a = r.string("art"); a && one_of(r, "art", *a, {"emblem", "pips", "none"})) c.art = *a;
  if (auto col = r.colour("back")) c.back = *col;
  c.back_text = r.string("back_text").value_or("");
  for (const toml::table* t : r.tables("prop"))
    c.props.push_back(read_prop(r.child(*t, "prop"), true));
  r.finish();
  return c;
}

void LayoutLoader::read_badge(TomlReader& r, std::string& corner, std::string& shape) {
  if (auto k = r.string("corner");
      k && one_of(r, "corner", *k, {"top-left", "top-right", "bottom-left", "bottom-right"}))
    corner = *k;
  if (auto k = r.string("shape");
      k && one_of(r, "shape", *k, {"circle", "shield", "diamond", "square", "plain"}))
    shape = *k;
}

PropSpec LayoutLoader::read_prop(TomlReader r, bool card) {
  PropSpec p;
  p.line = r.line();
  p.name = r.string("name").value_or("");
  if (p.name.empty()) r.report("name", "name the property the rules set (game:set_prop)");
  if (auto s = r.string("show")) {
    if (*s == "number" || *s == "flag" || (card && (*s == "side" || *s == "text")))
      p.show = *s;
    else
      r.report("show", "\"" + *s + "\" is not one of number, flag" + (card ? ", side, text" : "") +
                           (card ? "" : " (a side and a text are for cards)"));
  }
  read_badge(r, p.corner, p.shape);
  if (auto c = r.paint("colour")) p.colour = *c;
  p.label = r.string("label").value_or("");
  p.total = r.string("total").value_or("");
  p.zero = r.boolean("zero").value_or(false);
  p.turn = r.number("turn").value_or(0.f);
  p.text = r.string("text").value_or("");
  p.dim = r.boolean("dim").value_or(false);
  p.side = r.string("side").value_or("");
  if (!p.side.empty() && p.show != "side") r.report("side", "is only for show = \"side\"");
  if (p.show == "flag" && p.turn == 0.f && p.text.empty() && !p.dim)
    r.report("show", "a flag shows by turn, text or dim: give one of them");
  if (p.turn != 0.f && !card) r.report("turn", "only cards turn (a token has no up)");
  if (!p.text.empty() && !card)
    r.report("text", "only cards carry a word; a token dims (dim = true)");
  r.finish();
  return p;
}

TokenStyle LayoutLoader::read_token(TomlReader r, const std::string& name) {
  TokenStyle t;
  t.line = r.line();
  t.name = name;
  if (auto s = r.string("shape");
      s && one_of(r, "shape", *s,
                  {"disc", "cube", "pawn", "hex", "square", "diamond", "star", "cylinder"}))
    t.shape = *s;
  t.size = r.number("size").value_or(t.size);
  if (auto p = r.paint("colour")) t.colour = *p;
  t.colour_field = r.string("colour_field").value_or("");
  t.label = r.string("label").value_or("");
  for (const toml::table* p : r.tables("prop"))
    t.props.push_back(read_prop(r.child(*p, "prop"), false));
  r.finish();
  return t;
}

void LayoutLoader::read_labels(TomlReader& top, Layout& layout) {
  const toml::table* t = top.table("labels");
  if (!t) return;
  TomlReader r = top.child(*t, "labels");
  for (const char* which : {"counters", "zones"}) {
    const toml::table* m = r.table(which);
    if (!m) continue;
    TomlReader mr = r.child(*m, which);
    for (auto&& [k, v] : *m) {
      (void)v;
      const std::string key(k.str());
      if (auto s = mr.string(key))
        (std::string(which) == "counters" ? layout.counter_labels : layout.zone_labels)[key] = *s;
    }
  }
  r.finish();
}

void LayoutLoader::read_misc(TomlReader& top, Layout& layout) {
  read_named(top, "cards", layout.cards, &LayoutLoader::read_card);
  read_named(top, "tokens", layout.tokens, &LayoutLoader::read_token);
  if (const toml::table* t = top.table("log")) {
    TomlReader r = top.child(*t, "log");
    layout.log.moves = r.boolean("moves").value_or(true);
    layout.log.counters = r.boolean("counters").value_or(true);
    layout.log.shuffles = r.boolean("shuffles").value_or(true);
    r.finish();
  }
  if (const toml::table* t = top.table("panel")) {
    TomlReader r = top.child(*t, "panel");
    layout.panel.counters = r.strings("counters").value_or(std::vector<std::string>{});
    layout.panel.hand = r.string("hand").value_or(layout.panel.hand);
    layout.panel.zones = r.strings("zones").value_or(std::vector<std::string>{});
    r.finish();
  }
  if (const toml::table* t = top.table("status")) {
    TomlReader r = top.child(*t, "status");
    layout.status_counters = r.strings("counters");
    layout.status_round = r.boolean("round").value_or(true);
    r.finish();
  }
  if (const toml::table* t = top.table("launcher")) {
    TomlReader r = top.child(*t, "launcher");
    layout.cover_line = r.line_of("cover");
    layout.cover = r.strings("cover").value_or(std::vector<std::string>{});
    r.finish();
  }
}

}  // namespace tabula::gui
