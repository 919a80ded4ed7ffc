// A game's player aid: games/<id>/aid.md, a short readable summary (turn,
// icons and what they mean, scoring) that the launcher's Rules button shows.
// It is the game's look, like layout.toml, so it is not part of the content
// hash. The file is a small part of Markdown: "# " and "## " headings,
// "- " items (indented: under the item before), paragraphs separated by
// blank lines, and "**term**" at the start of a line drawn bold. See
// docs/layout.md.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace tabula::gui {

struct AidBlock {
  enum class Kind { Title, Heading, Item, Paragraph };
  Kind kind = Kind::Paragraph;
  int depth = 0;     // an item under an item (indented in the file) is 1
  std::string term;  // a bold start ("**Fans**: ..." gives "Fans")
  std::string text;  // the rest, one line however it was wrapped in the file
};

// The blocks of an aid's text.
[[nodiscard]] std::vector<AidBlock> parse_aid(const std::string& text);
// The aid of the game in `game_dir` (empty when it has none).
[[nodiscard]] std::vector<AidBlock> load_aid(const std::filesystem::path& game_dir);

}  // namespace tabula::gui
