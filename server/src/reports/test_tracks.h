// Constructed tracks for tests and benchmarks: drive along a bearing, stand with GPS drift, fall
// silent, switch the ignition — each step appends fixes at a chosen interval. Deterministic.
#pragma once

#include <cstdint>
#include <vector>

#include "geo/geo.h"
#include "reports/track_sample.h"

namespace chelian::reports {

class TrackBuilder {
 public:
  TrackBuilder(long long start_ms, double lat, double lon) : now_ms_(start_ms), at_{lat, lon} {}

  // Drives `seconds` at `kmh` along `bearing`, one fix every `interval_s`, ignition on.
  TrackBuilder& Drive(int seconds, double kmh, double bearing, int interval_s = 1) {
    for (int t = interval_s; t <= seconds; t += interval_s) {
      now_ms_ += interval_s * 1000LL;
      double step = kmh / 3.6 * interval_s;
      at_ = geo::Destination(at_, bearing, step);
      mileage_km_ += step / 1000.0;
      Add(kmh, static_cast<int>(bearing), 1);
    }
    return *this;
  }

  // Stands `seconds`, one fix every `interval_s`, ignition `acc` (-1 unknown). With `drift_m`, the
  // fixes scatter up to that far around the true place and report up to `drift_kmh` of speed.
  TrackBuilder& Stand(int seconds, int interval_s = 1, int acc = 0, double drift_m = 0, double drift_kmh = 0) {
    geo::LatLon home = at_;
    for (int t = interval_s; t <= seconds; t += interval_s) {
      now_ms_ += interval_s * 1000LL;
      double speed = 0;
      geo::LatLon fix = home;
      if (drift_m > 0) {
        fix = geo::Destination(home, Next() % 360, (Next() % 1000) / 1000.0 * drift_m);
        speed = (Next() % 1000) / 1000.0 * drift_kmh;
      }
      at_ = fix;
      Add(speed, 0, acc);
      at_ = home;
    }
    return *this;
  }

  // One fix far from the true place (a multipath jump) while standing.
  TrackBuilder& Jump(double metres, double bearing, int acc = 0) {
    geo::LatLon home = at_;
    now_ms_ += 1000;
    at_ = geo::Destination(home, bearing, metres);
    Add(0, 0, acc);
    at_ = home;
    return *this;
  }

  // No fixes for `seconds`; with `move_m` the vehicle is that far along `bearing` afterwards.
  TrackBuilder& Silence(int seconds, double move_m = 0, double bearing = 0) {
    now_ms_ += seconds * 1000LL;
    if (move_m > 0) {
      at_ = geo::Destination(at_, bearing, move_m);
      mileage_km_ += move_m / 1000.0;
    }
    return *this;
  }

  // A fix without GNSS (the device reports its last place, invalid).
  TrackBuilder& NoFix(int acc = 1) {
    now_ms_ += 1000;
    Add(0, 0, acc);
    samples_.back().valid = false;
    return *this;
  }

  const std::vector<TrackSample>& samples() const { return samples_; }
  long long now_ms() const { return now_ms_; }

 private:
  void Add(double kmh, int course, int acc) {
    TrackSample s;
    s.time_ms = now_ms_;
    s.lat = at_.lat;
    s.lon = at_.lon;
    s.speed_kmh = kmh;
    s.course = course;
    s.mileage_km = mileage_km_;
    s.acc = acc;
    samples_.push_back(s);
  }
  uint32_t Next() {  // xorshift: the same "random" drift on every run
    seed_ ^= seed_ << 13;
    seed_ ^= seed_ >> 17;
    seed_ ^= seed_ << 5;
    return seed_;
  }

  long long now_ms_;
  geo::LatLon at_;
  double mileage_km_ = 1000;
  uint32_t seed_ = 2463534242u;
  std::vector<TrackSample> samples_;
};

}  // namespace chelian::reports
