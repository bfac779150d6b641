// ACC interval arithmetic: the stretches of acc_spans.h cut to the period and joined.
#include "reports/acc_intervals.h"

#include <algorithm>

#include "reports/acc_spans.h"

namespace chelian::reports {

std::vector<AccInterval> AccIntervals(const std::vector<TrackSample>& samples, long long from_ms, long long to_ms) {
  std::vector<AccInterval> out;
  AccCursor cursor;
  for (const TrackSample& s : samples) {
    auto span = NextAccSpan(cursor, s);
    if (!span) continue;
    long long a = std::max(span->begin_ms(), from_ms), b = std::min(span->end_ms(), to_ms);
    if (b <= a) continue;
    const TrackSample& end_fix = b == span->end_ms() ? span->to : span->from;  // a cut keeps the fix before it
    if (span->continues && !out.empty() && out.back().on == span->on && out.back().end_ms == a) {
      AccInterval& iv = out.back();
      iv.end_ms = b;
      iv.lat_end = end_fix.lat;
      iv.lon_end = end_fix.lon;
      iv.mileage_end_km = span->OdometerAt(b);
      iv.km += span->KmBetween(a, b);
      continue;
    }
    AccInterval iv;
    iv.on = span->on;
    iv.begin_ms = a;
    iv.end_ms = b;
    iv.lat_begin = span->from.lat;
    iv.lon_begin = span->from.lon;
    iv.mileage_begin_km = span->OdometerAt(a);
    iv.lat_end = end_fix.lat;
    iv.lon_end = end_fix.lon;
    iv.mileage_end_km = span->OdometerAt(b);
    iv.km = span->KmBetween(a, b);
    out.push_back(iv);
  }
  return out;
}

}  // namespace chelian::reports
