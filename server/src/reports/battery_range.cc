// Implementation of the range estimate.
#include "reports/battery_range.h"

#include <algorithm>
#include <cmath>

namespace chelian::reports {

RangeEstimate EstimateRange(std::span<const SocSample> samples, int soc_now, const RangeOptions& o) {
  RangeEstimate e;
  const SocSample* prev = nullptr;
  for (const SocSample& s : samples) {
    if (s.soc < 0 || s.soc > 100) continue;
    if (prev && s.soc <= prev->soc) {
      e.history_km += std::max(0.0, s.mileage_km - prev->mileage_km);
      e.history_pct += prev->soc - s.soc;
    }
    prev = &s;
  }
  e.from_history = e.history_pct >= o.min_drop_pct && e.history_km > 0;
  e.km_per_pct = e.from_history ? e.history_km / e.history_pct : o.default_km_per_pct;
  e.range_km = std::round(std::clamp(soc_now, 0, 100) * e.km_per_pct * 10.0) / 10.0;
  return e;
}

}  // namespace chelian::reports
