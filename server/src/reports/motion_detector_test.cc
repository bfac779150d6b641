// Tests of the motion detector on constructed tracks: plain stops and trips, traffic lights,
// drift while parked, data gaps, ignition, short moves, edges of the queried period.
#include "reports/motion_detector.h"

#include <gtest/gtest.h>

#include "reports/test_tracks.h"

namespace chelian::reports {
namespace {

constexpr long long kT0 = 1'735'700'000'000;   // 2025-01-01 about 11:06 (UTC+8)
constexpr double kLat = 22.54, kLon = 114.05;  // 深圳

MotionResult Detect(const TrackBuilder& b, MotionOptions o = {}) { return DetectMotion(b.samples(), o); }

TEST(MotionDetector, DriveParkDriveGivesTwoTripsAndOneStop) {
  TrackBuilder b(kT0, kLat, kLon);
  b.Drive(600, 40, 90).Stand(1800, 10, 0).Drive(600, 40, 0);
  MotionResult r = Detect(b);
  ASSERT_EQ(r.stops.size(), 1u);
  ASSERT_EQ(r.trips.size(), 2u);
  EXPECT_TRUE(r.gaps.empty());
  const Stop& st = r.stops[0];
  // The stop starts at the first standing fix and ends at the last one before leaving.
  EXPECT_EQ(st.begin_ms, kT0 + 610'000);
  EXPECT_EQ(st.end_ms, kT0 + 2'400'000);
  EXPECT_TRUE(st.ignition_off);
  EXPECT_EQ(r.trips[0].begin_ms, kT0 + 1000);
  EXPECT_EQ(r.trips[0].end_ms, st.begin_ms);
  EXPECT_EQ(r.trips[1].begin_ms, st.end_ms);
  EXPECT_NEAR(r.trips[0].distance_m, 600 * 40 / 3.6, 20);
  EXPECT_NEAR(r.trips[1].distance_m, 600 * 40 / 3.6, 20);
  EXPECT_DOUBLE_EQ(r.trips[0].max_speed_kmh, 40);
  EXPECT_NEAR(r.trips[0].avg_speed_kmh(), 40, 1);
}

TEST(MotionDetector, TrafficLightIsNoStop) {
  TrackBuilder b(kT0, kLat, kLon);
  b.Drive(300, 50, 90).Stand(90, 1, 1).Drive(300, 50, 90);  // 90 s at a red light, engine running
  MotionResult r = Detect(b);
  EXPECT_TRUE(r.stops.empty());
  ASSERT_EQ(r.trips.size(), 1u);
  EXPECT_EQ(r.trips[0].begin_ms, kT0 + 1000);
  EXPECT_EQ(r.trips[0].end_ms, b.now_ms());
}

TEST(MotionDetector, MinimumStopDurationIsConfigurable) {
  TrackBuilder b(kT0, kLat, kLon);
  b.Drive(300, 50, 90).Stand(90, 1, 1).Drive(300, 50, 90);
  MotionOptions o;
  o.min_stop_ms = 60'000;
  MotionResult r = Detect(b, o);
  ASSERT_EQ(r.stops.size(), 1u);
  EXPECT_EQ(r.stops[0].duration_ms(), 89'000);  // from the first to the last standing fix
  EXPECT_EQ(r.trips.size(), 2u);
}

TEST(MotionDetector, DriftWhileParkedStaysOneStop) {
  // Two hours parked with fixes scattered 40 m around and speeds up to 8 km/h, and two multipath
  // jumps of 250 m: still one stop, no trips in between.
  TrackBuilder b(kT0, kLat, kLon);
  b.Drive(600, 40, 90)
      .Stand(3600, 5, 1, 40, 8)
      .Jump(250, 45, 1)
      .Stand(3600, 5, 1, 40, 8)
      .Jump(250, 200, 1)
      .Stand(600, 5, 1, 40, 8)
      .Drive(600, 40, 180);
  MotionResult r = Detect(b);
  ASSERT_EQ(r.stops.size(), 1u);
  // It ends at the last standing fix: drift fixes reporting ≥ 5 km/h at the very end do not count.
  EXPECT_GE(r.stops[0].duration_ms(), 7'800'000 - 60'000);
  EXPECT_EQ(r.trips.size(), 2u);
  EXPECT_FALSE(r.stops[0].ignition_off);
}

TEST(MotionDetector, DriftWithoutIgnitionReadingsStaysOneStop) {
  TrackBuilder b(kT0, kLat, kLon);
  b.Stand(7200, 10, -1, 60, 6).Jump(180, 90, -1).Stand(3600, 10, -1, 60, 6);
  MotionResult r = Detect(b);
  ASSERT_EQ(r.stops.size(), 1u);
  EXPECT_EQ(r.stops[0].begin_ms, kT0 + 10'000);
  EXPECT_GE(r.stops[0].end_ms, b.now_ms() - 60'000);
  EXPECT_TRUE(r.trips.empty());
}

TEST(MotionDetector, IgnitionOffIsStandingWhateverTheSpeedSays) {
  // A device reporting 12 km/h of noise with the ignition off: standing, not driving.
  TrackBuilder b(kT0, kLat, kLon);
  b.Drive(300, 40, 90).Stand(900, 5, 0, 30, 12).Drive(300, 40, 90);
  MotionResult r = Detect(b);
  ASSERT_EQ(r.stops.size(), 1u);
  EXPECT_TRUE(r.stops[0].ignition_off);
  EXPECT_EQ(r.trips.size(), 2u);
  // Without ignition the 12 km/h noise breaks the standing period into pieces too short to be stops.
  MotionOptions o;
  o.use_ignition = false;
  o.stop_radius_m = 20;
  EXPECT_TRUE(Detect(b, o).stops.empty());
}

TEST(MotionDetector, IgnitionNeverSeenOnIsIgnored) {
  // A device whose ACC wire is not connected reports "off" all the time: trips are found from speed.
  TrackBuilder b(kT0, kLat, kLon);
  b.Drive(600, 40, 90).Stand(600, 5, 0).Drive(600, 40, 90);
  std::vector<TrackSample> samples = b.samples();
  for (auto& s : samples) s.acc = 0;
  MotionResult r = DetectMotion(samples, {});
  EXPECT_EQ(r.stops.size(), 1u);
  EXPECT_EQ(r.trips.size(), 2u);
}

TEST(MotionDetector, SilenceWhereItStoodIsPartOfTheStop) {
  // Parked, the device sleeps for 5 hours and wakes up at the same place.
  TrackBuilder b(kT0, kLat, kLon);
  b.Drive(600, 40, 90).Stand(120, 10, 0).Silence(5 * 3600).Stand(120, 10, 0).Drive(600, 40, 90);
  MotionResult r = Detect(b);
  ASSERT_EQ(r.stops.size(), 1u);
  EXPECT_TRUE(r.stops[0].spans_gap);
  EXPECT_GT(r.stops[0].duration_ms(), 5 * 3'600'000LL);
  EXPECT_TRUE(r.gaps.empty());
  EXPECT_EQ(r.trips.size(), 2u);
}

TEST(MotionDetector, SilenceWhileDrivingOnIsAGapThatSplitsTrips) {
  // Into a tunnel for 15 minutes and out 12 km further: a gap, two trips, no stop.
  TrackBuilder b(kT0, kLat, kLon);
  b.Drive(600, 50, 90).Silence(900, 12'000, 90).Drive(600, 50, 90);
  MotionResult r = Detect(b);
  EXPECT_TRUE(r.stops.empty());
  ASSERT_EQ(r.gaps.size(), 1u);
  EXPECT_EQ(r.gaps[0].end_ms - r.gaps[0].begin_ms, 901'000);
  EXPECT_NEAR(r.gaps[0].displacement_m, 12'000 + 50 / 3.6, 50);
  ASSERT_EQ(r.trips.size(), 2u);
  EXPECT_EQ(r.trips[0].end_ms, r.gaps[0].begin_ms);
  EXPECT_EQ(r.trips[1].begin_ms, r.gaps[0].end_ms);
}

TEST(MotionDetector, ShortSilenceIsNoGap) {
  TrackBuilder b(kT0, kLat, kLon);
  b.Drive(600, 50, 90).Silence(120, 1600, 90).Drive(600, 50, 90);
  MotionResult r = Detect(b);
  EXPECT_TRUE(r.gaps.empty());
  EXPECT_EQ(r.trips.size(), 1u);
}

TEST(MotionDetector, ReparkingAcrossTheYardIsOneStop) {
  // Parked 30 min, moved 150 m to another bay, parked 30 min: one stop, not a trip.
  TrackBuilder b(kT0, kLat, kLon);
  b.Drive(600, 40, 90).Stand(1800, 10, 0).Drive(54, 10, 0).Stand(1800, 10, 0).Drive(600, 40, 90);
  MotionResult r = Detect(b);
  ASSERT_EQ(r.stops.size(), 1u);
  EXPECT_GE(r.stops[0].duration_ms(), 3'600'000);
  EXPECT_EQ(r.trips.size(), 2u);
}

TEST(MotionDetector, ShortTripsAreNotTrips) {
  // 40 s of driving (450 m) between two stops: shorter than the minimum trip duration.
  TrackBuilder b(kT0, kLat, kLon);
  b.Stand(1800, 10, 0).Drive(40, 40, 90).Stand(1800, 10, 0);
  MotionResult r = Detect(b);
  EXPECT_EQ(r.stops.size(), 2u);  // far enough apart to stay two stops
  EXPECT_TRUE(r.trips.empty());
  MotionOptions o;
  o.min_trip_ms = 30'000;
  EXPECT_EQ(Detect(b, o).trips.size(), 1u);
  o.min_trip_m = 1000;
  EXPECT_TRUE(Detect(b, o).trips.empty());
}

TEST(MotionDetector, StartingAndEndingInsideAStop) {
  TrackBuilder b(kT0, kLat, kLon);
  b.Stand(3600, 30, 0).Drive(1200, 60, 270).Stand(3600, 30, 0);
  MotionResult r = Detect(b);
  ASSERT_EQ(r.stops.size(), 2u);
  EXPECT_EQ(r.stops[0].begin_ms, kT0 + 30'000);
  EXPECT_EQ(r.stops[1].end_ms, b.now_ms());
  ASSERT_EQ(r.trips.size(), 1u);
  EXPECT_EQ(r.trips[0].begin_ms, r.stops[0].end_ms);
  EXPECT_EQ(r.trips[0].end_ms, r.stops[1].begin_ms);
}

TEST(MotionDetector, InvalidFixesNeitherStartNorEndAnything) {
  TrackBuilder b(kT0, kLat, kLon);
  b.Drive(300, 40, 90).Stand(600, 5, 0);
  for (int i = 0; i < 30; ++i) b.NoFix(0);  // no GNSS in the car park
  b.Stand(600, 5, 0).Drive(300, 40, 90);
  std::vector<TrackSample> samples = b.samples();
  for (auto& s : samples)  // the invalid fixes claim a place far away
    if (!s.valid) s.lat += 0.05;
  MotionResult r = DetectMotion(samples, {});
  ASSERT_EQ(r.stops.size(), 1u);
  EXPECT_GE(r.stops[0].duration_ms(), 1'200'000);
  EXPECT_EQ(r.trips.size(), 2u);
}

TEST(MotionDetector, EmptyAndSingleFix) {
  EXPECT_TRUE(DetectMotion({}, {}).stops.empty());
  TrackBuilder b(kT0, kLat, kLon);
  b.Stand(1, 1, 0);
  MotionResult r = Detect(b);
  EXPECT_TRUE(r.stops.empty());
  EXPECT_TRUE(r.trips.empty());
}

TEST(MotionDetector, PathLengthSkipsInvalidFixes) {
  TrackBuilder b(kT0, kLat, kLon);
  b.Drive(100, 36, 0);  // 10 m/s
  std::vector<TrackSample> samples = b.samples();
  samples[50].valid = false;
  samples[50].lat = 0;
  EXPECT_NEAR(PathLengthM(samples, 0, samples.size() - 1), 990, 2);
}

}  // namespace
}  // namespace chelian::reports
