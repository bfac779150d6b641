// ACC interval arithmetic.
#include "reports/acc_intervals.h"

#include <algorithm>

namespace chelian::reports {
namespace {

// The odometer at `t` between fixes a (before) and b (after).
double MileageAt(const TrackSample& a, const TrackSample& b, long long t) {
  if (b.time_ms <= a.time_ms || b.mileage_km < a.mileage_km) return a.mileage_km;
  double f = static_cast<double>(t - a.time_ms) / static_cast<double>(b.time_ms - a.time_ms);
  return a.mileage_km + f * (b.mileage_km - a.mileage_km);
}

}  // namespace

std::vector<AccInterval> AccIntervals(const std::vector<TrackSample>& samples, long long from_ms, long long to_ms) {
  std::vector<AccInterval> out;
  // Indices of the fixes with a known ignition state.
  std::vector<size_t> known;
  for (size_t i = 0; i < samples.size(); ++i)
    if (samples[i].acc >= 0) known.push_back(i);
  size_t k = 0;
  while (k < known.size()) {
    const TrackSample& first = samples[known[k]];
    size_t j = k + 1;
    while (j < known.size() && samples[known[j]].acc == first.acc) ++j;
    // The interval ends at the first fix of the next state, or at the run's last fix.
    const TrackSample& last = j < known.size() ? samples[known[j]] : samples[known[j - 1]];
    AccInterval iv;
    iv.on = first.acc == 1;
    iv.begin_ms = std::max(first.time_ms, from_ms);
    iv.end_ms = std::min(last.time_ms, to_ms);
    k = j;
    if (iv.end_ms <= iv.begin_ms) continue;
    // Places and odometer at the (possibly cut) ends: the fixes around each end.
    auto at = [&](long long t, double* lat, double* lon, double* km) {
      auto it = std::lower_bound(samples.begin(), samples.end(), t,
                                 [](const TrackSample& s, long long v) { return s.time_ms < v; });
      if (it == samples.end()) --it;
      const TrackSample& after = *it;
      const TrackSample& before = it == samples.begin() ? after : *(it - 1);
      const TrackSample& near = after.time_ms == t || it == samples.begin() ? after : before;
      *lat = near.lat;
      *lon = near.lon;
      *km = after.time_ms == t ? after.mileage_km : MileageAt(before, after, t);
    };
    at(iv.begin_ms, &iv.lat_begin, &iv.lon_begin, &iv.mileage_begin_km);
    at(iv.end_ms, &iv.lat_end, &iv.lon_end, &iv.mileage_end_km);
    out.push_back(iv);
  }
  return out;
}

}  // namespace chelian::reports
