#include "table/hint_text.hpp"

#include <cmath>

namespace tabula::gui {
namespace {

std::string hint_label(const Request& request, const std::vector<std::string>& labels,
                       const std::string& id) {
  for (std::size_t i = 0; i < request.options.size() && i < labels.size(); ++i)
    if (request.options[i].id == id) return labels[i];
  return id;
}

std::string hint_percent(double value) {
  return std::to_string(static_cast<int>(std::lround(100 * value))) + " %";
}

}  // namespace

std::string hint_text(const Request& request, const std::vector<std::string>& labels,
                      const std::vector<std::string>& picks,
                      const std::vector<OptionEstimate>& estimates) {
  std::string out = "Hint: ";
  for (std::size_t i = 0; i < picks.size(); ++i)
    out += (i ? " + " : "") + hint_label(request, labels, picks[i]);
  if (picks.empty()) out += "choose nothing";
  int shown = 0;
  for (const OptionEstimate& e : estimates) {
    if (shown == 3) break;
    out += (shown == 0 ? ".  Win estimates: " : ", ") + hint_label(request, labels, e.id) + " " +
           hint_percent(e.value);
    ++shown;
  }
  return out;
}

}  // namespace tabula::gui
