// Tests of the playback points: converged stops with their duration and span, run states, the
// offline mark before a gap, ignition changes, and the filters of listVehTrackPoint.json.
#include "reports/track_points.h"

#include <gtest/gtest.h>

#include "reports/test_tracks.h"

namespace chelian::reports {
namespace {

constexpr long long kT0 = 1'735'700'000'000;

struct Built {
  std::vector<TrackSample> samples;
  MotionResult motion;
};

Built DriveStandDrive() {
  TrackBuilder b(kT0, 22.54, 114.05);
  b.Drive(600, 40, 90).Stand(1800, 10, 0).Drive(600, 40, 0);
  Built out{b.samples(), {}};
  out.motion = DetectMotion(out.samples, {});
  return out;
}

TEST(TrackPoints, ConvergedStopIsOnePointWithDurationAndSpan) {
  Built t = DriveStandDrive();
  auto points = BuildTrackPoints(t.samples, t.motion, {});
  // 600 driving fixes + one stop point + 600 driving fixes.
  ASSERT_EQ(points.size(), 1201u);
  const TrackPoint& stop = points[600];
  EXPECT_EQ(stop.state, kPointStopped);
  EXPECT_EQ(stop.index, t.motion.stops[0].first);
  EXPECT_EQ(stop.duration_ms, t.motion.stops[0].duration_ms());
  EXPECT_EQ(stop.stop_begin_ms, kT0 + 610'000);
  EXPECT_EQ(stop.stop_end_ms, kT0 + 2'400'000);
  EXPECT_EQ(stop.report_type, kReportStopPosition);
  for (size_t i = 0; i < points.size(); ++i)
    if (i != 600) {
      EXPECT_EQ(points[i].state, kPointDriving) << i;
    }
}

TEST(TrackPoints, WithoutConvergingEveryFixIsKeptAndMarked) {
  Built t = DriveStandDrive();
  TrackPointOptions o;
  o.converge = false;
  auto points = BuildTrackPoints(t.samples, t.motion, o);
  ASSERT_EQ(points.size(), t.samples.size());
  size_t stopped = 0;
  for (const auto& p : points)
    if (p.state == kPointStopped) ++stopped;
  EXPECT_EQ(stopped, 180u);
}

TEST(TrackPoints, IgnitionChangeIsReportType3) {
  Built t = DriveStandDrive();
  TrackPointOptions o;
  o.converge = false;
  auto points = BuildTrackPoints(t.samples, t.motion, o);
  EXPECT_EQ(points[600].report_type, kReportIgnitionChange);  // first fix with the ignition off
  EXPECT_EQ(points[780].report_type, kReportIgnitionChange);  // back on
  EXPECT_EQ(points[601].report_type, kReportTimed);
}

TEST(TrackPoints, LastFixBeforeAGapIsOfflineWithTheSilence) {
  TrackBuilder b(kT0, 22.54, 114.05);
  b.Drive(600, 50, 90).Silence(900, 12'000, 90).Drive(600, 50, 90);
  MotionResult m = DetectMotion(b.samples(), {});
  auto points = BuildTrackPoints(b.samples(), m, {});
  ASSERT_EQ(points.size(), 1200u);
  EXPECT_EQ(points[599].state, kPointOffline);
  EXPECT_EQ(points[599].duration_ms, 901'000);
  EXPECT_EQ(points[600].state, kPointDriving);
}

TEST(TrackPoints, SpeedAndSpacingFiltersKeepEdgesAndStops) {
  Built t = DriveStandDrive();
  TrackPointOptions o;
  o.min_spacing_ms = 60'000;
  auto spaced = BuildTrackPoints(t.samples, t.motion, o);
  // One driving point a minute on each leg, the stop, and the last fix.
  EXPECT_GE(spaced.size(), 20u);
  EXPECT_LE(spaced.size(), 24u);
  EXPECT_EQ(spaced.front().index, 0u);
  EXPECT_EQ(spaced.back().index, t.samples.size() - 1);
  EXPECT_EQ(std::count_if(spaced.begin(), spaced.end(), [](const TrackPoint& p) { return p.state == kPointStopped; }),
            1);
  o.min_spacing_ms = 0;
  o.min_speed_kmh = 60;  // nothing drives that fast: edges and the stop remain
  auto fast = BuildTrackPoints(t.samples, t.motion, o);
  EXPECT_EQ(fast.size(), 3u);
}

TEST(TrackPoints, LocationTypesFilterFixesWithoutGnss) {
  TrackBuilder b(kT0, 22.54, 114.05);
  b.Drive(100, 40, 90);
  for (int i = 0; i < 5; ++i) b.NoFix(1);
  b.Drive(100, 40, 90);
  MotionResult m = DetectMotion(b.samples(), {});
  EXPECT_EQ(BuildTrackPoints(b.samples(), m, {}).size(), 205u);
  TrackPointOptions o;
  o.location_types = {1, 2, 3};
  EXPECT_EQ(BuildTrackPoints(b.samples(), m, o).size(), 200u);
  o.location_types = {1, 2, 3, 0, 6};  // the scripts' list includes 0: everything
  EXPECT_EQ(BuildTrackPoints(b.samples(), m, o).size(), 205u);
}

TEST(TrackPoints, Empty) { EXPECT_TRUE(BuildTrackPoints({}, {}, {}).empty()); }

}  // namespace
}  // namespace chelian::reports
