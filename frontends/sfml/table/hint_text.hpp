// The words of a Hint: what the Normal bot would choose and why.
#pragma once

#include <string>
#include <vector>

#include "tabula/bot.hpp"
#include "tabula/decision.hpp"

namespace tabula::gui {

// "Hint: Bid King (wins about 64 %, 812 tries); then Bid Queen (58 %) ...":
// the bot's pick first, then up to two more of its best options, each by
// its label (`labels`, one per option of `request`, as the bar shows them).
[[nodiscard]] std::string hint_text(const Request& request, const std::vector<std::string>& labels,
                                    const std::vector<std::string>& picks,
                                    const std::vector<OptionEstimate>& estimates);

}  // namespace tabula::gui
