// Building the playback points from the fixes and the detected stops and gaps.
#include "reports/track_points.h"

#include <algorithm>

namespace chelian::reports {

std::vector<TrackPoint> BuildTrackPoints(std::span<const TrackSample> s, const MotionResult& motion,
                                         const TrackPointOptions& o) {
  std::vector<TrackPoint> out;
  if (s.empty()) return out;
  out.reserve(o.converge ? s.size() / 2 + motion.stops.size() : s.size());
  auto wanted_kind = [&](const TrackSample& x) {
    if (o.location_types.empty()) return true;
    int kind = x.valid ? 1 : 0;
    return std::find(o.location_types.begin(), o.location_types.end(), kind) != o.location_types.end();
  };
  size_t stop_i = 0, gap_i = 0;
  int last_acc = -1;
  long long last_kept_ms = 0;
  bool kept_any = false;
  for (size_t i = 0; i < s.size(); ++i) {
    const TrackSample& x = s[i];
    int report = kReportTimed;
    if (x.acc >= 0) {
      if (last_acc >= 0 && x.acc != last_acc) report = kReportIgnitionChange;
      last_acc = x.acc;
    }
    while (stop_i < motion.stops.size() && motion.stops[stop_i].last < i) ++stop_i;
    while (gap_i < motion.gaps.size() && motion.gaps[gap_i].before < i) ++gap_i;
    const Stop* stop =
        stop_i < motion.stops.size() && motion.stops[stop_i].first <= i ? &motion.stops[stop_i] : nullptr;
    TrackPoint p;
    p.index = i;
    p.report_type = report;
    if (stop) {
      if (o.converge && i != stop->first) continue;  // the stop is one point, at its first fix
      p.state = kPointStopped;
      p.duration_ms = stop->duration_ms();
      p.stop_begin_ms = stop->begin_ms;
      p.stop_end_ms = stop->end_ms;
      if (o.converge) p.report_type = kReportStopPosition;
      out.push_back(p);
      kept_any = true;
      last_kept_ms = x.time_ms;
      continue;
    }
    bool edge = i == 0 || i + 1 == s.size();
    if (gap_i < motion.gaps.size() && motion.gaps[gap_i].before == i) {
      p.state = kPointOffline;
      p.duration_ms = motion.gaps[gap_i].end_ms - motion.gaps[gap_i].begin_ms;
    } else if (!edge) {
      if (!wanted_kind(x)) continue;
      if (x.speed_kmh < o.min_speed_kmh) continue;
      if (o.min_spacing_ms > 0 && kept_any && x.time_ms - last_kept_ms < o.min_spacing_ms) continue;
    }
    out.push_back(p);
    kept_any = true;
    last_kept_ms = x.time_ms;
  }
  return out;
}

}  // namespace chelian::reports
