#include "layout/player_aid.hpp"

#include <fstream>
#include <sstream>

namespace tabula::gui {
namespace {

std::string trim(const std::string& s) {
  const auto a = s.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  return s.substr(a, s.find_last_not_of(" \t\r") - a + 1);
}

bool starts(const std::string& s, const std::string& prefix) {
  return s.rfind(prefix, 0) == 0;
}

// "**Term**: rest" or "**Term** rest": the term apart, without the markers.
void split_term(AidBlock& b) {
  if (!starts(b.text, "**")) return;
  const auto end = b.text.find("**", 2);
  if (end == std::string::npos) return;
  b.term = b.text.substr(2, end - 2);
  b.text = trim(b.text.substr(end + 2));
  if (starts(b.text, ":")) b.text = trim(b.text.substr(1));  // the panel puts it back
}

}  // namespace

std::vector<AidBlock> parse_aid(const std::string& text) {
  std::vector<AidBlock> blocks;
  bool open = false;  // the last block goes on with the next line
  std::istringstream in(text);
  for (std::string raw; std::getline(in, raw);) {
    const std::string line = trim(raw);
    const bool indented = raw.rfind("  ", 0) == 0 || raw.rfind("\t", 0) == 0;
    if (line.empty()) {
      open = false;
      continue;
    }
    AidBlock b;
    if (starts(line, "## ")) {
      b = {AidBlock::Kind::Heading, 0, "", trim(line.substr(3))};
    } else if (starts(line, "# ")) {
      b = {AidBlock::Kind::Title, 0, "", trim(line.substr(2))};
    } else if (starts(line, "- ") || starts(line, "* ")) {
      b = {AidBlock::Kind::Item, indented ? 1 : 0, "", trim(line.substr(2))};
    } else if (open) {
      // A wrapped line of an item or a paragraph.
      blocks.back().text += " " + line;
      continue;
    } else {
      b.text = line;
    }
    const bool heading = b.kind == AidBlock::Kind::Title || b.kind == AidBlock::Kind::Heading;
    if (!heading) split_term(b);
    blocks.push_back(b);
    open = !heading;
  }
  return blocks;
}

std::vector<AidBlock> load_aid(const std::filesystem::path& game_dir) {
  std::ifstream in(game_dir / "aid.md");
  if (!in) return {};
  std::ostringstream text;
  text << in.rdbuf();
  return parse_aid(text.str());
}

}  // namespace tabula::gui
