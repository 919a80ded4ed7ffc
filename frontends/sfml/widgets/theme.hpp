// The look of the program outside the game's own layout: the palette of the
// launcher, the bars and panels around the table, and the sizes of text.
// Layouts choose the table's colours; everything else reads these.
#pragma once

#include <SFML/Graphics/Color.hpp>

namespace tabula::gui::theme {

// Surfaces, darkest first.
inline const sf::Color kBackdrop{16, 20, 26};     // behind everything
inline const sf::Color kPanel{30, 37, 46};        // sidebars, bars
inline const sf::Color kPanelRaised{40, 49, 61};  // cards in panels, fields
inline const sf::Color kPanelHover{52, 63, 78};
inline const sf::Color kBorder{62, 74, 90};

// Ink.
inline const sf::Color kText{236, 234, 226};
inline const sf::Color kTextDim{156, 166, 178};
inline const sf::Color kTextFaint{104, 114, 128};

// Accents.
inline const sf::Color kAccent{242, 193, 78};  // gold: primary actions, highlights
inline const sf::Color kAccentInk{40, 30, 8};
inline const sf::Color kGlow{255, 214, 90};      // clickable pieces and zones
inline const sf::Color kSelected{90, 200, 160};  // picked in a multi-pick
inline const sf::Color kInfo{96, 170, 240};
inline const sf::Color kDanger{228, 92, 92};
inline const sf::Color kSuccess{88, 190, 120};

// The default table felt when a layout names none.
inline const sf::Color kFelt{38, 96, 72};
inline const sf::Color kFeltEdge{16, 46, 34};

// Base text sizes in pixels at a UI scale of 1 (a 900-pixel-high window).
inline constexpr float kTextSmall = 13.f;
inline constexpr float kTextBody = 15.f;
inline constexpr float kTextLarge = 19.f;
inline constexpr float kTextTitle = 26.f;
inline constexpr float kTextHuge = 40.f;

}  // namespace tabula::gui::theme
