// Checks an entry against its table's schema and converts it to json.
// Internal to the core.
#pragma once

#include "data/entries.hpp"
#include "data/schema.hpp"
#include "tabula/data.hpp"

namespace tabula::data {

// Every problem of `entry` is reported, each at the file and line of the
// offending value; the result is meaningful only when none was.
[[nodiscard]] DataEntry validate_entry(const RawEntry& entry, const FieldSpecs& specs,
                                       Problems& problems);

}  // namespace tabula::data
