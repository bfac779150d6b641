// The ignition's stretches between fixes.
#include "reports/acc_spans.h"

namespace chelian::reports {

double AccSpan::KmBetween(long long a, long long b) const {
  long long dt = to.time_ms - from.time_ms;
  double delta = to.mileage_km - from.mileage_km;
  if (dt <= 0 || delta <= 0 || b <= a) return 0;
  return delta * static_cast<double>(b - a) / static_cast<double>(dt);
}

double AccSpan::OdometerAt(long long t) const {
  long long dt = to.time_ms - from.time_ms;
  if (dt <= 0 || to.mileage_km < from.mileage_km) return t >= to.time_ms && dt > 0 ? to.mileage_km : from.mileage_km;
  return from.mileage_km +
         (to.mileage_km - from.mileage_km) * static_cast<double>(t - from.time_ms) / static_cast<double>(dt);
}

std::optional<AccSpan> NextAccSpan(AccCursor& cur, const TrackSample& s) {
  if (s.acc < 0) return std::nullopt;
  if (!cur.has) {
    cur.has = true;
    cur.last = s;
    cur.open = false;
    return std::nullopt;
  }
  if (s.time_ms < cur.last.time_ms) return std::nullopt;  // older than what is counted
  std::optional<AccSpan> out;
  long long dt = s.time_ms - cur.last.time_ms;
  if (dt == 0) {
    // Same moment: no length; the later state holds from here, the interval before stays open.
    cur.last = s;
    return out;
  }
  if (dt <= kAccMaxGapMs) {
    AccSpan span;
    span.on = cur.last.acc == 1;
    span.from = cur.last;
    span.to = s;
    span.continues = cur.open && cur.open_on == span.on;
    cur.open = true;
    cur.open_on = span.on;
    out = span;
  } else {
    cur.open = false;
  }
  cur.last = s;
  return out;
}

}  // namespace chelian::reports
