// A progress bar on stderr for long commands (sim, arena).
#pragma once

namespace tabula::cli {

// Redraws "[####....] done/total" in place; ends the line when done == total.
void progress_bar(int done, int total);

}  // namespace tabula::cli
