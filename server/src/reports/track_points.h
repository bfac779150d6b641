// The points of a playback track (listVehTrackPoint.json, api-contract §2.8): each fix with its
// run state, stops converged into one point carrying their duration, the caller's filters applied.
#pragma once

#include <span>
#include <vector>

#include "reports/motion_detector.h"
#include "reports/track_sample.h"

namespace chelian::reports {

struct TrackPointOptions {
  bool converge = true;             // `converge`: a stop becomes one point
  std::vector<int> location_types;  // `locationType`: kept kinds (0 no fix, 1 GNSS); empty keeps all
  double min_speed_kmh = 0;         // `speed`: driving points slower than this are left out
  long long min_spacing_ms = 0;     // `spaceTime`: driving points closer than this to the last kept one are left out
};

enum PointState { kPointDriving = 1, kPointStopped = 2, kPointOffline = 3 };  // `x`

enum ReportType { kReportTimed = 0, kReportIgnitionChange = 3, kReportStopPosition = 4 };  // `u`

struct TrackPoint {
  size_t index = 0;                              // into the samples; a converged stop uses its first fix
  int state = kPointDriving;                     // x
  long long duration_ms = 0;                     // m: the stop's length (x 2), the silence that follows (x 3)
  long long stop_begin_ms = 0, stop_end_ms = 0;  // a stop's span (x 2), for `date` "begin~~end"
  int report_type = kReportTimed;                // u
};

// The points in time order. The first and last fix and every stop are always kept.
std::vector<TrackPoint> BuildTrackPoints(std::span<const TrackSample> samples, const MotionResult& motion,
                                         const TrackPointOptions& options);

}  // namespace chelian::reports
