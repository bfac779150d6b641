// Motion handler: driving or parked after a position, as the V3 console's vehicle states (行驶 /
// 停车); "offline" and "never online" are decided at read time from the last receive time.
#pragma once

#include "domain/position.h"
#include "pipeline/device_state.h"

namespace chelian::pipeline {

struct MotionOptions {
  double moving_kmh = 5;  // at or above: driving (unless the ignition is known to be off)
};

Motion ClassifyMotion(const MotionOptions& options, const Position& p);

// The state shown for a device whose last message arrived at `recv_time_ms`.
Motion MotionAt(const DeviceState& s, int64_t now_ms, int64_t offline_after_ms);

}  // namespace chelian::pipeline
