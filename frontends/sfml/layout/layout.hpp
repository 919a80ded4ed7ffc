// The layout model: how a game's table looks, read from games/<id>/layout.toml
// (see docs/layout.md) or made up by AutoLayout. Plain data: the loader fills
// it, the scene builder reads it. Coordinates are "table units": the table
// is `table.size` units large and scaled to fit the window.
#pragma once

#include <array>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/Vector2.hpp>

namespace tabula::gui {

// How a zone shows its pieces.
enum class ZoneStyle {
  Stack,   // one pile: the top piece and a count
  Fan,     // a hand: overlapping, slightly turned
  Row,     // side by side, overlapping when short of room
  Column,  // top to bottom, overlapping when short of room
  Grid,    // in rows of `columns`
  Free,    // tokens scattered over a space (boards)
  Hidden,  // not drawn (its count still shows in the player panel)
};

// A colour that may follow the seat that owns a thing.
struct Paint {
  sf::Color colour = sf::Color::Transparent;
  bool by_owner = false;  // use the owner's seat colour
};

struct ZoneSpec {
  std::string name;     // the zone name the rules gave it
  int owner = -1;       // at the table level: a seat's zone (0-based) placed here; -1 none
  std::string compass;  // or the zone of the seat sitting there: south, west, north, east
  sf::FloatRect rect;   // in the coordinates of its area or board
  ZoneStyle style = ZoneStyle::Row;
  std::string label;             // shown with the zone; "" = none
  std::string card;              // card style for its pieces ("" = by data table)
  std::string token;             // token style for its pieces
  float scale = 1.f;             // piece size multiplier
  int columns = 0;               // Grid: pieces per row (0 = as many as fit)
  std::string align = "center";  // Row, Fan, Column: left/center/right (top/center/bottom)
  bool count = true;             // count badge on stacks and hidden hands
  bool outline = true;           // outline and name when empty
  float fan_angle = 16.f;        // Fan: total turn from the first to the last card, degrees
  int line = 0;
  std::vector<int> players;  // player counts it is drawn for; empty = all
};

enum class ShapeKind { Rect, Circle, Polygon, Hex, Text, Line };

struct ShapeSpec {
  ShapeKind kind = ShapeKind::Rect;
  std::vector<sf::Vector2f> points;  // Polygon, Line
  sf::Vector2f at;                   // Circle, Hex, Text: centre; Rect: top-left
  sf::Vector2f size;                 // Rect
  float radius = 0.f;                // Circle, Hex; Rect: corner radius
  float rotation = 0.f;              // Hex: degrees
  sf::Color fill = sf::Color::Transparent;
  sf::Color outline = sf::Color::Transparent;
  float outline_width = 0.f;
  bool dashed = false;
  std::string text;  // Text, and a label on any shape
  float text_size = 14.f;
  sf::Color text_colour = sf::Color(255, 255, 255, 200);
  bool bold = false;
  std::vector<int> players;  // player counts it is drawn for; empty = all
};

// A space on a board: a zone drawn as a shape.
struct SpaceSpec {
  std::string id;    // for lines; defaults to the zone name
  std::string zone;  // the zone it shows ("" = a decorative spot)
  int owner = -1;    // the zone's owner (0-based), -1 for a table zone
  ShapeSpec shape;   // Circle, Rect, Hex or Polygon; its label is the space's name
  ZoneStyle style = ZoneStyle::Free;
  float scale = 1.f;  // piece size multiplier on this space
  std::string card, token;
  int line = 0;
  std::vector<int> players;  // player counts it is drawn for; empty = all
};

struct LineSpec {
  std::string from, to;              // space ids
  std::vector<sf::Vector2f> points;  // or explicit points
  sf::Color colour = sf::Color(255, 255, 255, 120);
  float width = 3.f;
  bool dashed = false;
  std::vector<int> players;  // player counts it is drawn for; empty = all
};

// A track of numbered steps showing a counter's value with markers.
struct TrackSpec {
  std::string counter;        // counter name
  std::string seat = "each";  // "each": a marker per seat; "table": the table counter;
                              // in a seat area: "area" (that seat's counter)
  int first = 0;              // value of the first step
  int steps = 10;
  std::vector<sf::Vector2f> path;    // steps spread evenly along this polyline
  std::vector<sf::Vector2f> points;  // or one point per step
  std::string shape = "circle";      // circle, square, hex
  float size = 26.f;                 // step diameter
  sf::Color fill = sf::Color(255, 255, 255, 30);
  sf::Color outline = sf::Color(255, 255, 255, 90);
  sf::Color text_colour = sf::Color(255, 255, 255, 170);
  int label_every = 1;  // number every n-th step (0: none)
  bool wrap = false;    // values past the end go round again (score tracks)
  std::string title;
  int line = 0;
  std::vector<int> players;  // player counts it is drawn for; empty = all
};

// Spaces made from a data table (one per entry), for big boards.
struct SpacesFromData {
  std::string table;
  std::string zone = "{id}";  // zone name; {id} and {field} are replaced
  std::string id = "{id}";
  std::string x = "x", y = "y";
  std::string shape = "circle";
  float radius = 24.f;
  std::string label;  // field with the label
  std::string links;  // field with an array of ids to draw lines to
  ZoneStyle style = ZoneStyle::Free;
};

// Shapes that follow table counters: shown only while the `when` counter has
// its value, and turned clockwise about `centre` by (turn counter - first) *
// degrees. A rotating centre tile, a season dial. Texts turn round the centre
// but stay upright, so they can be read; with `carry` the whole layer stays
// upright and only moves, so that the carry point turns (a table printed on
// a turning tile, kept readable).
struct LayerSpec {
  std::string turn;                   // table counter that turns it ("" = fixed)
  int first = 0;                      // the value the shapes are drawn for
  float degrees = 0.f;                // turn per step of the counter
  sf::Vector2f centre;                // board units
  std::optional<sf::Vector2f> carry;  // move instead of turning
  std::string when;                   // table counter that shows it ("" = always shown)
  long long when_is = 0;              // ... while it has this value
  std::vector<ShapeSpec> shapes;
  int line = 0;
  std::vector<int> players;  // player counts it is drawn for; empty = all
};

struct BoardSpec {
  std::string id;
  std::string title;
  sf::FloatRect rect;   // where the board sits in its area
  sf::Vector2f coords;  // its own coordinate size (default: rect's size)
  sf::Color fill = sf::Color(0, 0, 0, 60);
  sf::Color outline = sf::Color(255, 255, 255, 40);
  float radius = 16.f;
  std::string image;              // a picture under everything, relative to the game folder
  std::vector<ShapeSpec> shapes;  // drawn first, in order
  std::vector<LayerSpec> layers;  // then these, in order
  std::vector<LineSpec> lines;
  std::vector<SpaceSpec> spaces;
  std::vector<TrackSpec> tracks;
  std::optional<SpacesFromData> spaces_from;
  int line = 0;
  std::vector<int> players;  // player counts it is drawn for; empty = all
};

struct RegionSpec {
  sf::FloatRect rect;
  std::string title;
  sf::Color fill = sf::Color(0, 0, 0, 50);
  sf::Color outline = sf::Color(255, 255, 255, 26);
  float radius = 18.f;
  std::vector<int> players;  // player counts it is drawn for; empty = all
};

// A counter shown on the table.
struct CounterSpec {
  std::string name;
  std::string seat;  // "" = table counter; in a seat area: that seat's (default)
  sf::Vector2f at;
  std::string label;
  std::string style = "badge";  // badge, big, plain
  Paint colour;
  std::string option;        // the option id a click on it picks ("grey": pay a grey cube); "" none
  std::vector<int> players;  // player counts it is drawn for; empty = all
  int line = 0;
};

struct TextSpec {
  sf::Vector2f at;
  std::string text;
  float size = 16.f;
  sf::Color colour = sf::Color(255, 255, 255, 170);
  std::string align = "center";
  bool bold = false;
  std::vector<int> players;  // player counts it is drawn for; empty = all
};

// A group of things placed together: the shared table, or a seat's area.
struct AreaSpec {
  bool defined = false;
  sf::Vector2f size;
  std::vector<RegionSpec> regions;
  std::vector<ZoneSpec> zones;
  std::vector<BoardSpec> boards;
  std::vector<CounterSpec> counters;
  std::vector<TextSpec> texts;
};

// Where the seats' areas go: the viewing seat's ("you") and the others'.
struct SeatsSpec {
  AreaSpec you;             // the area of the seat whose view is shown
  AreaSpec others;          // one per other seat (defaults to `you`)
  AreaSpec side;            // the others' area at the west and east places (defaults to `others`)
  sf::FloatRect you_place;  // where `you` is drawn
  sf::FloatRect others_place;  // the band the others share
  // Seats around the table (a trick-taking game): the others' places to the
  // west, north and east of the shown seat, which sits south. Used instead of
  // the band when given, for up to four seats.
  std::optional<sf::FloatRect> west, north, east;
  bool others_column = false;  // split the band top to bottom instead of left to right
  [[nodiscard]] bool around() const { return west || north || east; }
  bool frame = true;  // a frame with the seat's name and colour
  // The colour of each seat when the game prints it on its pieces (seat 1 plays
  // grey, ...): seats get these, and the launcher offers no other. Empty: free.
  std::vector<std::string> colours;
};

// A number drawn on a card.
struct NumberSpec {
  std::string field;
  std::string corner = "top-left";  // top-left, top-right, bottom-left, bottom-right
  std::string shape = "circle";     // circle, shield, diamond, square, plain
  Paint colour;                     // badge colour (default: the frame's)
  std::string label;                // small text beside the number ("AP")
};

// How a piece shows one of its properties (game:set_prop): a number in a
// badge (damage, ships alive of a total), a flag that turns, dims or marks
// the piece (exhausted), or a side that picks the face whose fields a card
// shows (a two-sided card).
struct PropSpec {
  std::string name;             // the property
  std::string show = "number";  // number, flag, side, text
  // number
  std::string corner = "top-right";  // where the badge goes
  std::string shape = "circle";      // as NumberSpec
  Paint colour{sf::Color(176, 48, 48), false};
  std::string label;  // small text beside the number ("DMG")
  std::string total;  // a data field: shown as value/total ("3/5")
  bool zero = false;  // show the number when it is 0 (else only when not 0)
  // flag (shown while the property is true, or a number other than 0)
  float turn = 0.f;  // degrees a card turns (90: exhausted, tapped)
  std::string text;  // a word across the piece (text: the prefix of the value)
  bool dim = false;  // the piece drawn darker
  // side: for a true/false property, the side shown while it is true
  // (else the property's value names the side)
  std::string side;
  int line = 0;
};

// How the cards of one data table are drawn.
struct CardStyle {
  std::string name;   // [cards.<name>]
  std::string table;  // data table it serves (default: name)
  sf::Vector2f size{100.f, 140.f};
  std::string title = "name";  // field names
  std::string subtitle;
  std::string text = "text";
  std::string big;    // a large number in the middle
  std::string brief;  // a field with the effect in a few words: small cards show it large
  std::vector<NumberSpec> numbers;
  std::string type;  // field whose value picks a frame colour
  std::map<std::string, sf::Color> frames;
  Paint frame{sf::Color(120, 128, 140), false};
  sf::Color paper{246, 240, 225};
  sf::Color ink{38, 34, 30};
  std::string image;           // field holding an image path (relative to the game)
  std::string art = "emblem";  // emblem, pips, none: drawn when there is no image
  sf::Color back{60, 70, 110};
  std::string back_text;
  std::vector<PropSpec> props;  // what the pieces' properties show
  bool automatic = false;       // made from the data (AutoLayout), not written in a layout
  int line = 0;
};

struct TokenStyle {
  std::string name;            // data table or piece definition it serves, or "default"
  std::string shape = "disc";  // disc, cube, pawn, hex, square, diamond, star, cylinder
  float size = 26.f;
  Paint colour{sf::Color(200, 200, 200), true};
  std::string colour_field;     // a data field naming the colour
  std::string label;            // a data field with a short label
  std::vector<PropSpec> props;  // numbers and flags (sides are for cards)
  int line = 0;
};

struct LogSpec {
  bool moves = true;     // narrate piece moves ("Alice plays Ace")
  bool counters = true;  // narrate counter changes
  bool shuffles = true;
};

struct PanelSpec {
  std::vector<std::string> counters;  // shown in player panels ("" = all)
  std::string hand = "hand";          // zone whose size is the hand size
  std::vector<std::string> zones;     // more zone sizes to show
};

struct TableSpec {
  sf::Vector2f size{1600.f, 900.f};
  sf::Color felt{38, 96, 72};
  sf::Color edge{16, 46, 34};
  sf::Color accent{242, 193, 78};
  std::string pattern = "felt";  // felt, wood, plain
};

// Leaves out every element whose `players` list does not hold `seats`.
struct Layout;
void keep_for_players(Layout& layout, int seats);

struct Layout {
  std::filesystem::path file;  // empty for an automatic layout
  bool automatic = false;
  TableSpec table;
  AreaSpec shared;
  SeatsSpec seats;
  std::vector<CardStyle> cards;
  std::vector<TokenStyle> tokens;
  LogSpec log;
  PanelSpec panel;
  // The table counters the status bar shows, in order; unset: every table
  // counter the layout does not show elsewhere.
  std::optional<std::vector<std::string>> status_counters;
  bool status_round = true;  // [status] round: false for a game whose rounds mean nothing
  std::map<std::string, std::string> counter_labels;  // counter name -> shown name
  std::map<std::string, std::string> zone_labels;     // zone name -> shown name
  // [launcher] cover: the cards the launcher's cover shows, left to right
  // (empty: one entry of each card table, chosen by the launcher).
  std::vector<std::string> cover;
  int cover_line = 0;

  // The shared area and the seats' area templates, for walks over all of them.
  [[nodiscard]] std::array<AreaSpec*, 4> areas() {
    return {&shared, &seats.you, &seats.others, &seats.side};
  }
  [[nodiscard]] std::array<const AreaSpec*, 4> areas() const {
    return {&shared, &seats.you, &seats.others, &seats.side};
  }
  [[nodiscard]] const CardStyle* card_style(const std::string& name) const;
  [[nodiscard]] const TokenStyle* token_style(const std::string& name) const;
  // "points" -> "Points", unless counter_labels names it.
  [[nodiscard]] std::string counter_label(const std::string& counter) const;
  [[nodiscard]] std::string zone_label(const std::string& zone) const;
  // The colour a seat is shown in: the layout's [seats] colours when the
  // game prints its seats' colours on its pieces, else the colour the seat
  // was given (`configured`). Every seat colour the window shows comes from
  // here, so a game recorded anywhere (the terminal, a simulation) looks the
  // same in the window.
  [[nodiscard]] sf::Color seat_colour(int seat, const std::string& configured) const;
};

// "won_cards" -> "Won cards".
[[nodiscard]] std::string pretty_name(const std::string& id);
[[nodiscard]] std::optional<ZoneStyle> zone_style_from(const std::string& text);

}  // namespace tabula::gui
