// The monitor's one-letter vehicle row (v3-console-inventory §3.2: V, P, M, Z, d, B, CL, T, N, X, Y,
// F, S, L, G, R, PT, E, …) built from a vehicle view, written straight into the reply's text (a page
// holds up to 20,000 of them, issue 28).
#pragma once

#include <string>
#include <vector>

#include "api/monitor/monitor_context.h"

namespace chelian::api::monitor {

struct RowOptions {
  int utc_offset_minutes = 480;
  long long now_ms = 0;
  std::string now_text;            // now_ms as local time: every row's NOW (formatted once for a page)
  bool hide_harsh_alarms = false;  // alarmPermission 0
  long long special_group = 0;     // -1 / -2: M carries it instead of the group id
};

// Appends the row of `v` to `out` as a JSON object.
void AppendVehicleRow(std::string& out, const VehicleView& v, const RowOptions& o);

// The alarm codes of `v` the row shows (harsh-driving ones removed when asked).
std::vector<std::string> ShownAlarms(const VehicleView& v, bool hide_harsh);

}  // namespace chelian::api::monitor
