// The table: builds the scene of a seat's view, draws it through the camera
// (felt, regions, boards, tracks, seat areas, zones, pieces, counters), moves
// pieces with the animator, lights up what the pending decision lets the
// player click, and turns mouse input into hovers, clicks, zoom and pan.
#pragma once

#include <optional>
#include <vector>

#include <SFML/Graphics.hpp>

#include "layout/layout.hpp"
#include "layout/piece_catalog.hpp"
#include "render/board_renderer.hpp"
#include "render/card_renderer.hpp"
#include "render/table_decor.hpp"
#include "render/token_renderer.hpp"
#include "render/zone_renderer.hpp"
#include "scene/camera.hpp"
#include "scene/scene.hpp"
#include "scene/scene_builder.hpp"
#include "table/decision_state.hpp"
#include "table/piece_animator.hpp"
#include "widgets/ui.hpp"

namespace tabula::gui {

// A click on the table: the piece and/or zone under the mouse.
struct TableClick {
  PieceId piece = 0;  // 0: none, or a hidden piece
  ZoneId zone = 0;    // the piece's zone, or the zone clicked
  int option = -1;    // the option a clicked counter answers, or -1
  sf::Vector2f at;    // window pixels
};

class TableView {
 public:
  TableView(Assets& assets, const Module& module, const Layout& layout,
            const PieceCatalog& catalog);

  // Shows `view` with seat `you` at the bottom; animates events[from, end)
  // when `animate` (and `you` did not change).
  void show(const View& view, SeatIndex you, const std::vector<Event>& events, std::size_t from,
            bool animate);
  void set_viewport(sf::FloatRect viewport) { camera_.set_viewport(viewport); }
  void update(float dt) { animator_.update(dt); }
  void finish_animations() { animator_.finish_all(); }

  // Draws the table and handles its mouse input. `decision` (may be null)
  // marks what can be clicked; `acting` are the seats the game waits for;
  // `emphasis` is a piece to light up (hovered option button).
  [[nodiscard]] std::optional<TableClick> frame(Ui& ui, const DecisionState* decision,
                                                const std::vector<SeatIndex>& acting,
                                                PieceId emphasis);

  [[nodiscard]] const Scene& scene() const { return scene_; }
  [[nodiscard]] Camera& camera() { return camera_; }
  [[nodiscard]] bool animating() const { return animator_.busy(); }
  [[nodiscard]] SeatIndex you() const { return you_; }
  // The piece under the mouse this frame, if any.
  [[nodiscard]] const ScenePiece* hovered() const;
  // Window pixel at the centre of a piece or zone, when shown (automation).
  [[nodiscard]] std::optional<sf::Vector2f> point_of_piece(PieceId piece) const;
  [[nodiscard]] std::optional<sf::Vector2f> point_of_zone(ZoneId zone) const;
  // ... of the counter a click on which picks option `index` of `decision`.
  [[nodiscard]] std::optional<sf::Vector2f> point_of_option(const DecisionState& decision,
                                                            int index) const;
  [[nodiscard]] CardFace card_face(const ScenePiece& p) const;
  // The face a preview enlarges: whole (no strip), and face up when the
  // viewer knows the card (its own face-down Troublemaker, a card shown to it).
  [[nodiscard]] CardFace preview_face(const ScenePiece& p) const;
  [[nodiscard]] TokenLook token_look(const ScenePiece& p) const;
  [[nodiscard]] const CardRenderer& cards() const { return cards_; }
  // Where the seats' name tags are drawn (window pixels): messages keep clear.
  [[nodiscard]] const std::vector<sf::FloatRect>& tags() const { return tags_; }
  [[nodiscard]] const TokenRenderer& tokens() const { return tokens_; }

 private:
  void draw_piece(sf::RenderTarget& t, const ScenePiece& p, const PieceFrame& f, float lift) const;
  void draw_piece_glow(sf::RenderTarget& t, const ScenePiece& p, const PieceFrame& f, sf::Color c,
                       float width) const;
  void handle_input(Ui& ui);
  // Glows round the counters that answer an option of `decision` (cubes to pay).
  void draw_counter_glows(sf::RenderTarget& t, const DecisionState& decision, float pulse) const;
  // The option of `decision` the counter at window point `p` answers, or -1.
  [[nodiscard]] int counter_option_at(const DecisionState* decision, sf::Vector2f p) const;
  // The still layers (felt, regions, boards, tracks, frames, empty zones,
  // counters, texts) drawn once into a texture while nothing moves them.
  void draw_still(sf::RenderTarget& t, const std::vector<SeatIndex>& acting);
  void blit_still(sf::RenderTarget& t, const std::vector<SeatIndex>& acting);
  [[nodiscard]] bool hidden_to_you(const ZoneView& z) const;
  // Where the table's counters are drawn (window pixels).
  [[nodiscard]] std::vector<sf::FloatRect> counter_rects() const;
  // What a zone's label must stop short of: counters, other zones and their labels.
  [[nodiscard]] std::vector<sf::FloatRect> label_obstacles() const;
  [[nodiscard]] sf::Color owner_colour(SeatIndex seat) const;

  Assets& assets_;
  const Module& module_;
  const Layout& layout_;
  const PieceCatalog& catalog_;
  SceneBuilder builder_;
  TableDecor decor_;
  BoardRenderer boards_;
  ZoneRenderer zones_;
  CardRenderer cards_;
  TokenRenderer tokens_;
  PieceAnimator animator_;
  Camera camera_;

  Scene scene_;
  std::uint64_t scene_revision_ = 0;
  sf::RenderTexture still_;
  std::string still_key_;
  SeatIndex you_ = kNoSeat;
  std::vector<sf::FloatRect> tags_;

  int hovered_ = -1;       // scene piece index
  int hovered_zone_ = -1;  // scene zone index
  bool dragging_ = false;
  sf::Vector2f drag_last_;
  float time_ = 0.f;
};

}  // namespace tabula::gui
