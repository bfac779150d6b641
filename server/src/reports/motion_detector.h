// Stops, trips and silent periods of one vehicle's track: a sliding-window motion detector over
// time-ordered fixes (docs/playback.md explains the rules and their defaults). Pure functions.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "reports/track_sample.h"

namespace chelian::reports {

struct MotionOptions {
  double moving_kmh = 5;            // a fix at or above this speed is moving (unless ignition off)
  double stop_radius_m = 100;       // a stop lasts while fixes stay this close to where it began
  long long min_stop_ms = 180'000;  // shorter stationary periods are not stops
  long long min_trip_ms = 60'000;   // movement shorter than this (or than min_trip_m) is no trip
  double min_trip_m = 300;
  long long max_gap_ms = 600'000;  // silence longer than this is a data gap
  bool use_ignition = true;        // ignition off = standing, whatever speed and drift say
};

// A period the vehicle stood still: fixes first..last (indices into the samples, inclusive).
struct Stop {
  size_t first = 0, last = 0;
  long long begin_ms = 0, end_ms = 0;
  double lat = 0, lon = 0;    // where it stood (the mean of its standing fixes)
  bool ignition_off = false;  // ignition was reported off during the stop
  bool spans_gap = false;     // the device was silent during part of it
  long long duration_ms() const { return end_ms - begin_ms; }
};

// A movement from one stop (or the start of the data, or a gap) to the next.
struct Trip {
  size_t first = 0, last = 0;
  long long begin_ms = 0, end_ms = 0;
  double distance_m = 0;  // odometer difference when it advanced, else the path length
  double max_speed_kmh = 0;
  double begin_mileage_km = 0, end_mileage_km = 0;
  long long duration_ms() const { return end_ms - begin_ms; }
  double avg_speed_kmh() const { return duration_ms() > 0 ? distance_m / 1000.0 / (duration_ms() / 3'600'000.0) : 0; }
};

// A silence after which the vehicle was somewhere else: it moved without reporting (offline).
struct Gap {
  size_t before = 0, after = 0;  // the last fix before and the first after the silence
  long long begin_ms = 0, end_ms = 0;
  double displacement_m = 0;
};

struct MotionResult {
  std::vector<Stop> stops;  // in time order, never overlapping
  std::vector<Trip> trips;  // in time order, between stops and gaps
  std::vector<Gap> gaps;
};

// Detects stops, trips and gaps. REQUIRES: `samples` ordered by time. Invalid fixes (no GNSS)
// neither start nor end anything; they fall inside whatever period covers their time.
MotionResult DetectMotion(std::span<const TrackSample> samples, const MotionOptions& options);

// Length of the path through the valid fixes first..last, in metres.
double PathLengthM(std::span<const TrackSample> samples, size_t first, size_t last);

}  // namespace chelian::reports
