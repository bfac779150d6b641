// Filter handler: which decoded positions are stored. Drops out-of-range coordinates and (by
// default) (0,0), fixes from the future, resends of the latest fix (same time, place and alarms), and
// jumps implying an impossible speed — until enough dropped jumps agree with one another, which
// re-anchors the device there. Invalid (no GNSS) fixes are kept but flagged by default, as devices
// report them while parked indoors. Rules and defaults: docs/pipeline.md; each one configurable.
#pragma once

#include <string_view>

#include "domain/position.h"
#include "pipeline/device_state.h"

namespace chelian::pipeline {

struct FilterOptions {
  bool drop_zero = true;                   // (0,0) is a device without a fix, not a place
  bool keep_invalid = true;                // store invalid (no GNSS) fixes, flagged; false: drop them
  bool drop_duplicates = true;             // a resend of the latest fix is stored once
  int64_t max_future_ms = 10 * 60 * 1000;  // device clocks run a little ahead; more is a bad clock
  double max_jump_kmh = 300;               // implied speed between consecutive valid fixes
  double min_jump_distance_m = 2000;       // jumps shorter than this are never dropped (GNSS noise)
  // This many valid fixes dropped as jumps in a row, each within max_jump_kmh (or
  // min_jump_distance_m) of the one before, mean the last accepted fix was the wrong one: the last of
  // them is accepted and later fixes are compared with it. REQUIRES: >= 2.
  int jump_recovery_fixes = 3;
};

enum class FilterVerdict { kAccept, kZero, kInvalid, kFuture, kDuplicate, kJump };

// Whether `p` is stored. `state` is the device's state before `p`; only its jump run
// (`state.jump`) is updated here — the caller updates the rest once the position is taken.
FilterVerdict FilterPosition(const FilterOptions& options, DeviceState& state, const Position& p, int64_t now_ms);

std::string_view FilterVerdictName(FilterVerdict v);

}  // namespace chelian::pipeline
