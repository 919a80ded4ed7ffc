// Draws what surrounds the pieces: the felt (with a generated texture and a
// vignette), the overflow strip, regions, the frames and name tags of the
// seats' areas, counters and texts the layout places.
#pragma once

#include <optional>
#include <vector>

#include <SFML/Graphics.hpp>

#include "layout/layout.hpp"
#include "platform/assets.hpp"
#include "scene/camera.hpp"
#include "scene/scene.hpp"
#include "tabula/view.hpp"

namespace tabula::gui {

class TableDecor {
 public:
  explicit TableDecor(Assets& assets);

  void draw_felt(sf::RenderTarget& t, const Camera& cam, const Scene& scene,
                 const TableSpec& table) const;
  void draw_regions(sf::RenderTarget& t, const Camera& cam, const Scene& scene) const;
  // `acting`: seats the game waits for. `pulse` false draws the frames and
  // name tags (still, cacheable); true only the pulsing halo of acting seats.
  // Name tags sit on the frame's top edge, clear of the boxes `keep_clear`
  // (zone labels, counters); where they went is added to `tags`.
  void draw_areas(sf::RenderTarget& t, const Camera& cam, const Scene& scene,
                  const std::vector<SeatIndex>& acting, float time, bool pulse,
                  const std::vector<sf::FloatRect>& keep_clear = {},
                  std::vector<sf::FloatRect>* tags = nullptr) const;
  void draw_counters(sf::RenderTarget& t, const Camera& cam, const Scene& scene) const;
  // Where counter `k` is drawn, in window pixels (its clickable area).
  [[nodiscard]] sf::FloatRect counter_rect(const Camera& cam, const SceneCounter& k) const;
  void draw_texts(sf::RenderTarget& t, const Camera& cam, const Scene& scene) const;
  // The game's name, faint in the middle, for tables with nothing on them.
  void draw_watermark(sf::RenderTarget& t, const Camera& cam, const Scene& scene,
                      const std::string& name) const;

 private:
  // The first place on the top edge of `frame` (else its bottom edge) where
  // a tag `size` large meets none of `keep_clear`; nullopt if there is none.
  [[nodiscard]] static std::optional<sf::FloatRect> tag_place(
      sf::FloatRect frame, sf::Vector2f size, float inset,
      const std::vector<sf::FloatRect>& keep_clear);

  Assets& assets_;
  std::vector<sf::Vector2f> grain_;  // felt speckles, in 0..1 of the table
};

}  // namespace tabula::gui
