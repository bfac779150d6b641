// 新增车辆趋势 of the big screen: vehicles added (加车量), settled (结清量) and activated (激活量, the
// first report) per local day over the last 30 days and per local month over the last 12 — three
// objects each, keyed "yyyy-MM-dd" / "yyyy-MM" in date order, every day and month present.
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <utility>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::api {

struct HomeTrends {
  boost::json::array thirty_days;    // [added, settled, activated]
  boost::json::array twelve_months;  // [added, settled, activated]
};

Result<HomeTrends> ReadTrends(store::Connection& conn, const store::Scope& scope, long long now_ms,
                              int utc_offset_minutes);

// The two windows' objects of one series from its (local day number → count) list (pure).
std::pair<boost::json::object, boost::json::object> FoldSeries(const std::vector<std::pair<long long, long long>>& days,
                                                               long long now_ms, int utc_offset_minutes);

}  // namespace chelian::api
