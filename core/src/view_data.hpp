// What a view read back from JSON holds (View::from_json): the view's
// answers as plain data, for clients that only have what a server sent.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tabula/view.hpp"

namespace tabula {

struct ViewData {
  struct ZoneData {
    ZoneView zone;
    std::vector<PieceView> pieces;  // bottom first
  };
  std::vector<SeatInfo> seats;
  int round = 0;
  std::string phase;
  SeatIndex current = kNoSeat;
  std::vector<SeatIndex> turn_order;
  std::vector<Counter> counters;
  std::vector<ZoneData> zones;
  std::optional<Request> request;
  std::vector<SeatIndex> waiting;
  nlohmann::json json;  // as read: what to_json gives back

  [[nodiscard]] const ZoneData* find(ZoneId id) const;
};

}  // namespace tabula
