// gui-check: small checks for the GUI tests.
//   gui-check png FILE [MIN_COLOURS]   the screenshot is a real picture: many
//                                      distinct colours, no colour covering
//                                      most of it (a blank or frozen window fails)
//   gui-check picked FILE SEAT ID...   the save FILE records a choice of SEAT
//                                      (1-based) that picked exactly the IDs
//   gui-check choices FILE N           the save FILE records exactly N choices
//   gui-check text FILE                the texts tabula-gui drew (--dump-text FILE)
//                                      can be read: none cut without its full
//                                      text on hover, none partly covered, none
//                                      over another, none too small, no two
//                                      options that read the same, and the
//                                      table kept its place in every frame
//   gui-check shows FILE TEXT [N [FRAME]]
//                                      the last frame of FILE (--dump-text) has N
//                                      texts over the table (an end screen, a
//                                      dialog) that contain TEXT (default: 1 or
//                                      more); with FRAME, the frame of that label
//                                      has N texts anywhere that contain TEXT
#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <SFML/Graphics/Image.hpp>
#include <nlohmann/json.hpp>

namespace {

int check_png(const std::string& file, std::size_t min_colours) {
  sf::Image img;
  if (!img.loadFromFile(file)) {
    std::cerr << "gui-check: cannot read " << file << '\n';
    return 1;
  }
  const sf::Vector2u size = img.getSize();
  std::map<std::uint32_t, std::size_t> counts;
  for (unsigned y = 0; y < size.y; ++y)
    for (unsigned x = 0; x < size.x; ++x) {
      const sf::Color c = img.getPixel(x, y);
      ++counts[(static_cast<std::uint32_t>(c.r) << 16) | (static_cast<std::uint32_t>(c.g) << 8) |
               c.b];
    }
  std::size_t top = 0;
  for (const auto& [colour, n] : counts) top = std::max(top, n);
  const double share = static_cast<double>(top) / static_cast<double>(size.x * size.y);
  std::cout << file << ": " << size.x << "x" << size.y << ", " << counts.size()
            << " colours, the commonest covers " << static_cast<int>(share * 100) << "%\n";
  if (size.x < 320 || size.y < 240) {
    std::cerr << "gui-check: the picture is too small\n";
    return 1;
  }
  if (counts.size() < min_colours) {
    std::cerr << "gui-check: only " << counts.size() << " colours (want " << min_colours
              << "+): a blank window?\n";
    return 1;
  }
  if (share > 0.85) {
    std::cerr << "gui-check: one colour covers " << static_cast<int>(share * 100)
              << "% of the picture\n";
    return 1;
  }
  return 0;
}

int check_picked(const std::string& file, int seat, std::vector<std::string> ids) {
  std::ifstream in(file);
  if (!in) {
    std::cerr << "gui-check: cannot read " << file << '\n';
    return 1;
  }
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_discarded() || !j.contains("choices")) {
    std::cerr << "gui-check: " << file << " is not a replay\n";
    return 1;
  }
  std::sort(ids.begin(), ids.end());
  for (const auto& c : j["choices"]) {
    if (c.value("seat", 0) != seat) continue;
    auto picks = c.value("picks", std::vector<std::string>{});
    std::sort(picks.begin(), picks.end());
    if (picks == ids) {
      std::cout << file << ": seat " << seat << " picked the expected options\n";
      return 0;
    }
  }
  std::cerr << "gui-check: no choice of seat " << seat << " in " << file
            << " picked exactly those options; choices: " << j["choices"].dump() << '\n';
  return 1;
}

int check_choices(const std::string& file, std::size_t expected) {
  std::ifstream in(file);
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_discarded() || !j.contains("choices")) {
    std::cerr << "gui-check: " << file << " is not a replay\n";
    return 1;
  }
  if (j["choices"].size() != expected) {
    std::cerr << "gui-check: " << file << " records " << j["choices"].size()
              << " choices, expected " << expected << ": " << j["choices"].dump() << '\n';
    return 1;
  }
  std::cout << file << ": " << expected << " choices, as expected\n";
  return 0;
}

// The smallest readable text: on the table (which the player can zoom) and
// around it (bars, panels, overlays).
constexpr int kMinTablePx = 6;
constexpr int kMinChromePx = 9;

std::string quoted(const nlohmann::json& t) {
  return "'" + t.value("text", std::string()) + "' at " + t["box"].dump();
}

bool inside(const nlohmann::json& box, const nlohmann::json& area) {
  const double cx = box[0].get<double>() + box[2].get<double>() / 2;
  const double cy = box[1].get<double>() + box[3].get<double>() / 2;
  return cx >= area[0].get<double>() && cy >= area[1].get<double>() &&
         cx <= area[0].get<double>() + area[2].get<double>() &&
         cy <= area[1].get<double>() + area[3].get<double>();
}

// What a player cannot read in one frame.
std::vector<std::string> text_problems(const nlohmann::json& frame) {
  std::vector<std::string> out;
  const auto& texts = frame["texts"];
  std::map<std::string, std::string> options;  // shown -> full
  for (const auto& t : texts) {
    // A picture (a cover) is looked at, not read.
    if (t["visible"].get<double>() < 0.5 || t["role"] == "picture") continue;
    const bool table = t["role"] != "modal" && inside(t["box"], frame["table"]);
    const int min_px = table ? kMinTablePx : kMinChromePx;
    if (t["cut"].get<bool>() && !t["hover"].get<bool>() && !t["clipped"].get<bool>())
      out.push_back("cut, and hovering does not show it whole: " + quoted(t) + " (full: '" +
                    t["full"].get<std::string>() + "')");
    if (t["covered"].get<double>() >= 0.15)
      out.push_back("partly covered by a shape drawn over it: " + quoted(t));
    if (t["px"].get<int>() < min_px)
      out.push_back("too small to read (" + std::to_string(t["px"].get<int>()) + " px, want " +
                    std::to_string(min_px) + "+): " + quoted(t));
    if (t["role"] == "option") {
      const std::string shown = t["text"], full = t["full"];
      auto [it, fresh] = options.emplace(shown, full);
      if (!fresh && it->second != full)
        out.push_back("two options read the same: " + quoted(t) + " stands for '" + full +
                      "' and for '" + it->second + "'");
    }
  }
  for (const auto& pair : frame["overlaps"])
    out.push_back("two texts over each other: " + quoted(texts[pair[0].get<std::size_t>()]) +
                  " and " + quoted(texts[pair[1].get<std::size_t>()]));
  return out;
}

int check_text(const std::string& file) {
  std::ifstream in(file);
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_discarded() || !j.contains("frames") || j["frames"].empty()) {
    std::cerr << "gui-check: " << file << " holds no frames (tabula-gui --dump-text)\n";
    return 1;
  }
  std::set<std::string> seen;  // one report per problem, however many frames show it
  std::size_t problems = 0, texts = 0;
  // The table's place: that of the first frame that shows it. A frame without
  // it (the hot-seat cover hides the table: its box is empty) is no move.
  const auto shows_table = [](const nlohmann::json& frame) {
    return frame["table"][2].get<double>() > 0 && frame["table"][3].get<double>() > 0;
  };
  nlohmann::json table = j["frames"][0]["table"];
  for (const auto& frame : j["frames"])
    if (shows_table(frame)) {
      table = frame["table"];
      break;
    }
  for (const auto& frame : j["frames"]) {
    texts += frame["texts"].size();
    std::vector<std::string> found = text_problems(frame);
    if (shows_table(frame) && frame["table"] != table)
      found.push_back("the table moved or changed size: " + table.dump() + " became " +
                      frame["table"].dump());
    for (const std::string& p : found) {
      ++problems;
      if (seen.insert(p).second)
        std::cerr << "gui-check: " << frame["label"].get<std::string>() << ": " << p << '\n';
    }
  }
  std::cout << file << ": " << j["frames"].size() << " frames, " << texts << " texts, " << problems
            << " problems (" << seen.size() << " different)\n";
  return problems == 0 ? 0 : 1;
}

int check_shows(const std::string& file, const std::string& text, int want,
                const std::string& label) {
  std::ifstream in(file);
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_discarded() || !j.contains("frames") || j["frames"].empty()) {
    std::cerr << "gui-check: " << file << " holds no frames (tabula-gui --dump-text)\n";
    return 1;
  }
  const nlohmann::json* frame = &j["frames"].back();
  if (!label.empty()) {
    frame = nullptr;
    for (const auto& f : j["frames"])
      if (f["label"] == label) frame = &f;
    if (!frame) {
      std::cerr << "gui-check: " << file << " has no frame '" << label << "'\n";
      return 1;
    }
  }
  int found = 0;
  std::string seen;
  for (const auto& t : (*frame)["texts"]) {
    if ((label.empty() && t["role"] != "modal") || t["visible"].get<double>() < 0.5) continue;
    const std::string full = t["full"];
    seen += " '" + full + "'";
    if (full.find(text) != std::string::npos) ++found;
  }
  if (want < 0 ? found == 0 : found != want) {
    std::cerr << "gui-check: " << (label.empty() ? "the last frame" : "frame '" + label + "'")
              << " shows '" << text << "' " << found << " times, expected "
              << (want < 0 ? std::string("1 or more") : std::to_string(want))
              << "; it shows:" << seen << '\n';
    return 1;
  }
  std::cout << file << ": shows '" << text << "' " << found << " times\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> a(argv + 1, argv + argc);
  if (a.size() >= 2 && a[0] == "png") return check_png(a[1], a.size() > 2 ? std::stoul(a[2]) : 200);
  if (a.size() == 3 && a[0] == "choices") return check_choices(a[1], std::stoul(a[2]));
  if (a.size() >= 4 && a[0] == "picked")
    return check_picked(a[1], std::stoi(a[2]), {a.begin() + 3, a.end()});
  if (a.size() == 2 && a[0] == "text") return check_text(a[1]);
  if (a.size() >= 3 && a.size() <= 5 && a[0] == "shows")
    return check_shows(a[1], a[2], a.size() >= 4 && a[3] != "any" ? std::stoi(a[3]) : -1,
                       a.size() == 5 ? a[4] : "");
  std::cerr << "usage: gui-check png FILE [MIN_COLOURS] | picked FILE SEAT ID... | choices FILE N "
               "| text FILE | shows FILE TEXT [N [FRAME]]\n";
  return 2;
}
