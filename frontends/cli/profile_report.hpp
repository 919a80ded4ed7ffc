// The rules' profile of `tabula sim --profile` (tabula/profile.hpp), as text
// for a person and as JSON for scripts.
#pragma once

#include <ostream>

#include <nlohmann/json.hpp>

#include "tabula/profile.hpp"

namespace tabula::cli {

// The hottest functions and lines, and the calls into the core per game.
void profile_text(std::ostream& out, const RulesProfile& p, int games);
[[nodiscard]] nlohmann::json profile_json(const RulesProfile& p);

}  // namespace tabula::cli
