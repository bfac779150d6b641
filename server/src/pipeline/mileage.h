// Mileage handler: the vehicle's total after a position. The device's own odometer (JT/T 808 item
// 0x01, GT06 mileage) counts first, but only its increase since its previous reading, and only when
// that increase is possible at max_kmh in the time between (plus a slack); otherwise — a counter
// that went back, was reset or jumped — that step counts the distance from the previous valid fix
// instead, ignoring GNSS jitter while stationary and implausible steps, and later readings count from
// the new value. The total of real-time fixes never goes down. Pure; docs/pipeline.md.
#pragma once

#include <optional>

#include "domain/position.h"
#include "pipeline/device_state.h"

namespace chelian::pipeline {

struct MileageOptions {
  double min_step_m = 15;          // a distance below this with speed < 3 km/h is jitter, not travel
  double max_kmh = 250;            // an odometer increase or a distance step implying more is not counted
  double odometer_slack_km = 1.0;  // an odometer increase may exceed max_kmh × time by this much (rounding)
};

struct MileageStep {
  double mileage_km = 0;                 // stored with the position
  std::optional<OdometerBase> odometer;  // the device's reading to count from next (latest fixes only)
};

// The total for `p`, given the device's state before it. For a fix that is not the latest
// (back-filled, or older than the latest), the state is not to be changed (`odometer` empty).
MileageStep NextMileage(const MileageOptions& options, const DeviceState& state, const Position& p);

}  // namespace chelian::pipeline
