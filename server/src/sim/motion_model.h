// A vehicle's plausible motion for the simulator: trips between places of one city along
// grid-like road legs, cruising speeds with traffic slow-downs and short stops, parking with the
// ignition off on arrival, and occasional alarm situations. Deterministic for a given seed.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "geo/geo.h"
#include "sim/cities.h"

namespace chelian::sim {

struct Fix {
  long long time_ms = 0;
  geo::LatLon where;
  double speed_kmh = 0;
  int course = 0;
  bool acc = false;
  bool valid = true;
  int satellites = 12;
  double odometer_km = 0;
  double fuel_l = 0;
  int battery_pct = 100;
  bool overspeed = false;
  bool emergency = false;
  bool vibration = false;
};

struct MotionOptions {
  double cruise_kmh_min = 30, cruise_kmh_max = 75;
  double overspeed_kmh = 100;       // fixes above it carry the overspeed flag
  double overspeed_chance = 0.02;   // per trip: one motorway stretch above the limit
  double emergency_chance = 0.002;  // per trip
  int park_s_min = 120, park_s_max = 1800;
  double start_driving_share = 0.5;  // vehicles already setting off when the simulation begins
};

class MotionModel {
 public:
  MotionModel(uint32_t seed, const City& city, long long start_ms, MotionOptions options = {});

  // Advances the vehicle to `now_ms` (monotonic) and returns its state then.
  Fix Advance(long long now_ms);
  // The motor is cut (锁车): the vehicle stops where it is and stays parked, time passing, until
  // Advance is called again.
  Fix Halt(long long now_ms);

  const City& city() const { return city_; }

 private:
  enum class Phase { kParked, kDriving, kStopped };
  void StartTrip();
  void Step(double seconds);

  std::mt19937 rng_;
  const City& city_;
  MotionOptions options_;
  long long now_ms_;
  Phase phase_ = Phase::kParked;
  double phase_left_s_ = 0;
  std::vector<geo::LatLon> route_;  // remaining waypoints of the current trip
  size_t place_index_ = 0;
  Fix fix_;
  double target_kmh_ = 0;
  bool trip_overspeed_ = false;
  bool trip_emergency_ = false;
};

}  // namespace chelian::sim
