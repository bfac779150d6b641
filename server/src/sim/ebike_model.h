// An e-bike's pack and guard for the simulator, on top of its motion (motion_model.h): the charge
// falls with the distance ridden and rises on the charger while parked; the owner disarms before a
// ride and arms after parking; now and then a theft — a ride while still armed, or the pack taken
// out of a parked, armed bike (put back before the next ride). Deterministic for a given seed.
#pragma once

#include <cstdint>
#include <random>

#include "sim/motion_model.h"

namespace chelian::sim {

struct EbikeOptions {
  double km_per_pct = 0.5;       // 50 km on a full pack
  double charge_below_pct = 30;  // parked below it, the owner charges
  double charge_pct_per_min = 1;
  double theft_ride_chance = 0.04;    // per ride: it starts while armed (a thief rides it away)
  double pack_removal_chance = 0.05;  // per parking while armed: the pack is taken out
};

struct EbikeState {
  double soc_pct = 80;
  bool armed = false;
  bool charging = false;
  bool pack_removed = false;  // the tracker runs on its backup cell: no pack voltage, no charge reading
  bool theft_ride = false;    // the current ride began while armed
  // The pack's voltage (48 V pack: 42 V empty to 54.6 V full), 0 with the pack out.
  double PackVolts() const { return pack_removed ? 0 : 42.0 + soc_pct * 0.126; }
};

class EbikeModel {
 public:
  explicit EbikeModel(uint32_t seed, EbikeOptions options = {});

  // The state at `fix` (fixes in time order): a ride begins when the ignition (the key) comes on.
  const EbikeState& Advance(const Fix& fix);
  // 设防/撤防 by the platform (or the key fob) between fixes.
  void SetArmed(bool armed) { state_.armed = armed; }
  const EbikeState& state() const { return state_; }

 private:
  std::mt19937 rng_;
  EbikeOptions options_;
  EbikeState state_;
  bool started_ = false, riding_ = false;
  bool removal_due_ = false;  // this parking, the pack will be taken out
  double last_odometer_km_ = 0;
  long long last_ms_ = 0;
};

}  // namespace chelian::sim
