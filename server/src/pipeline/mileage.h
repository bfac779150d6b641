// Mileage handler: the odometer after a position. The device's own odometer wins when it reports
// one (JT/T 808 item 0x01, GT06 mileage); otherwise the distance from the previous valid fix is
// added, ignoring GNSS jitter while stationary and clamping implausible steps.
#pragma once

#include "domain/position.h"
#include "pipeline/device_state.h"

namespace chelian::pipeline {

struct MileageOptions {
  double min_step_m = 15;     // below this with speed < 3 km/h: jitter, not travel
  double max_step_kmh = 250;  // a step implying more is not counted
};

double NextMileageKm(const MileageOptions& options, const DeviceState& state, const Position& p);

}  // namespace chelian::pipeline
