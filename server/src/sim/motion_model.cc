// Implementation of the simulator's motion model.
#include "sim/motion_model.h"

#include <algorithm>
#include <cmath>

namespace chelian::sim {

MotionModel::MotionModel(uint32_t seed, const City& city, long long start_ms, MotionOptions options)
    : rng_(seed), city_(city), options_(options), now_ms_(start_ms) {
  place_index_ = rng_() % city_.places.size();
  // Start somewhere near a place (vehicles are not stacked on one point).
  geo::LatLon p = city_.places[place_index_].where;
  fix_.where = geo::Destination(p, std::uniform_real_distribution<double>(0, 360)(rng_),
                                std::uniform_real_distribution<double>(50, 1500)(rng_));
  fix_.time_ms = start_ms;
  fix_.odometer_km = std::uniform_real_distribution<double>(1000, 90000)(rng_);
  fix_.fuel_l = std::uniform_real_distribution<double>(20, 120)(rng_);
  fix_.battery_pct = 60 + static_cast<int>(rng_() % 41);
  phase_ = Phase::kParked;
  phase_left_s_ = std::uniform_real_distribution<double>(5, 600)(rng_);
  if (std::uniform_real_distribution<double>(0, 1)(rng_) < options_.start_driving_share) StartTrip();
}

void MotionModel::StartTrip() {
  size_t dest = place_index_;
  while (city_.places.size() > 1 && dest == place_index_) dest = rng_() % city_.places.size();
  place_index_ = dest;
  geo::LatLon to = geo::Destination(city_.places[dest].where, std::uniform_real_distribution<double>(0, 360)(rng_),
                                    std::uniform_real_distribution<double>(50, 800)(rng_));
  // Grid-like roads: an L-shaped route with a jittered corner, split into ~400 m legs.
  geo::LatLon corner = (rng_() % 2) ? geo::LatLon{fix_.where.lat, to.lon} : geo::LatLon{to.lat, fix_.where.lon};
  route_.clear();
  for (auto [a, b] : {std::pair{fix_.where, corner}, std::pair{corner, to}}) {
    double d = geo::DistanceM(a, b);
    int legs = std::max(1, static_cast<int>(d / 400));
    for (int i = 1; i <= legs; ++i) {
      double t = static_cast<double>(i) / legs;
      geo::LatLon p{a.lat + (b.lat - a.lat) * t, a.lon + (b.lon - a.lon) * t};
      route_.push_back(geo::Destination(p, std::uniform_real_distribution<double>(0, 360)(rng_),
                                        i == legs ? 0 : std::uniform_real_distribution<double>(0, 60)(rng_)));
    }
  }
  std::uniform_real_distribution<double> chance(0, 1);
  trip_overspeed_ = chance(rng_) < options_.overspeed_chance;
  trip_emergency_ = chance(rng_) < options_.emergency_chance;
  target_kmh_ = std::uniform_real_distribution<double>(options_.cruise_kmh_min, options_.cruise_kmh_max)(rng_);
  phase_ = Phase::kDriving;
  fix_.acc = true;
  fix_.vibration = false;
}

void MotionModel::Step(double dt) {
  std::uniform_real_distribution<double> chance(0, 1);
  switch (phase_) {
    case Phase::kParked:
      fix_.speed_kmh = 0;
      fix_.overspeed = false;
      phase_left_s_ -= dt;
      fix_.vibration = chance(rng_) < 0.0005 * dt;  // someone bumps the parked car
      if (phase_left_s_ <= 0) StartTrip();
      return;
    case Phase::kStopped:  // traffic light or jam: engine on, not moving
      fix_.speed_kmh = 0;
      phase_left_s_ -= dt;
      if (phase_left_s_ <= 0) phase_ = Phase::kDriving;
      return;
    case Phase::kDriving:
      break;
  }
  if (chance(rng_) < 0.004 * dt) {  // about one stop every four minutes of driving
    phase_ = Phase::kStopped;
    phase_left_s_ = std::uniform_real_distribution<double>(15, 90)(rng_);
    fix_.speed_kmh = 0;
    return;
  }
  double target = trip_overspeed_ ? options_.overspeed_kmh + 15 : target_kmh_;
  // Accelerate/brake towards the target with some noise (≈ 2 m/s² limits).
  double max_change = 7.0 * dt;
  double wanted = target + std::normal_distribution<double>(0, 4)(rng_);
  fix_.speed_kmh = std::clamp(wanted, fix_.speed_kmh - max_change, fix_.speed_kmh + max_change);
  fix_.speed_kmh = std::max(5.0, fix_.speed_kmh);
  double to_go = fix_.speed_kmh / 3.6 * dt;
  while (to_go > 0 && !route_.empty()) {
    double d = geo::DistanceM(fix_.where, route_.front());
    if (d > 0.5) fix_.course = static_cast<int>(std::lround(geo::BearingDeg(fix_.where, route_.front()))) % 360;
    if (d <= to_go) {
      fix_.odometer_km += d / 1000;
      to_go -= d;
      fix_.where = route_.front();
      route_.erase(route_.begin());
    } else {
      fix_.where = geo::Destination(fix_.where, geo::BearingDeg(fix_.where, route_.front()), to_go);
      fix_.odometer_km += to_go / 1000;
      to_go = 0;
    }
  }
  fix_.fuel_l = std::max(5.0, fix_.fuel_l - fix_.speed_kmh * dt / 3600 * 0.09);
  fix_.overspeed = fix_.speed_kmh > options_.overspeed_kmh;
  fix_.emergency = trip_emergency_ && route_.size() % 5 == 1;
  if (route_.empty()) {  // arrived: park with the ignition off
    phase_ = Phase::kParked;
    phase_left_s_ = std::uniform_real_distribution<double>(options_.park_s_min, options_.park_s_max)(rng_);
    fix_.speed_kmh = 0;
    fix_.acc = false;
    fix_.overspeed = false;
    fix_.emergency = false;
  }
}

Fix MotionModel::Halt(long long now_ms) {
  route_.clear();
  phase_ = Phase::kParked;
  phase_left_s_ = std::max(phase_left_s_, 60.0);  // released, it stands a minute before riding off
  fix_.speed_kmh = 0;
  fix_.acc = false;
  fix_.overspeed = false;
  fix_.emergency = false;
  now_ms_ = std::max(now_ms_, now_ms);
  fix_.time_ms = now_ms_;
  return fix_;
}

Fix MotionModel::Advance(long long now_ms) {
  while (now_ms_ < now_ms) {
    long long step = std::min<long long>(1000, now_ms - now_ms_);  // integrate in ≤ 1 s steps
    Step(step / 1000.0);
    now_ms_ += step;
  }
  fix_.time_ms = now_ms_;
  fix_.satellites = 8 + static_cast<int>(rng_() % 10);
  fix_.valid = fix_.satellites >= 4;
  return fix_;
}

}  // namespace chelian::sim
