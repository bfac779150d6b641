// Implementation of the simulated e-bike's pack and guard.
#include "sim/ebike_model.h"

#include <algorithm>

namespace chelian::sim {

EbikeModel::EbikeModel(uint32_t seed, EbikeOptions options) : rng_(seed), options_(options) {
  state_.soc_pct = std::uniform_real_distribution<double>(45, 100)(rng_);
}

const EbikeState& EbikeModel::Advance(const Fix& fix) {
  std::uniform_real_distribution<double> chance(0, 1);
  if (!started_) {  // the first fix: parked bikes stand armed, as their owners left them
    started_ = true;
    riding_ = fix.acc;
    state_.armed = !fix.acc;
    last_odometer_km_ = fix.odometer_km;
    last_ms_ = fix.time_ms;
    return state_;
  }
  const double minutes = std::max(0.0, static_cast<double>(fix.time_ms - last_ms_) / 60'000.0);
  last_ms_ = fix.time_ms;
  if (fix.acc && !riding_) {  // a ride begins: the owner puts the pack back and disarms — unless it is a thief
    riding_ = true;
    state_.pack_removed = false;
    state_.charging = false;
    removal_due_ = false;
    state_.theft_ride = state_.armed && chance(rng_) < options_.theft_ride_chance;
    if (!state_.theft_ride) state_.armed = false;
  } else if (!fix.acc && riding_) {  // parked: armed again; the pack may go this time
    riding_ = false;
    state_.theft_ride = false;
    state_.armed = true;
    removal_due_ = chance(rng_) < options_.pack_removal_chance;
  } else if (!fix.acc && removal_due_ && state_.armed) {  // taken out after the first parked report
    removal_due_ = false;
    state_.pack_removed = true;
    state_.charging = false;
  }
  const double ridden_km = std::max(0.0, fix.odometer_km - last_odometer_km_);
  last_odometer_km_ = fix.odometer_km;
  state_.soc_pct = std::max(0.0, state_.soc_pct - ridden_km / options_.km_per_pct);
  if (!fix.acc && !state_.pack_removed) {
    if (state_.soc_pct < options_.charge_below_pct) state_.charging = true;
    if (state_.charging) state_.soc_pct = std::min(100.0, state_.soc_pct + minutes * options_.charge_pct_per_min);
    if (state_.soc_pct >= 100) state_.charging = false;
  }
  return state_;
}

}  // namespace chelian::sim
