// Filter handler: which decoded positions are stored. Drops (0,0) and out-of-range coordinates,
// fixes from the future, resends of the latest fix (same time, place and alarms), and jumps implying an impossible
// speed. Invalid (no GNSS) fixes are kept but flagged, as devices report them while parked
// indoors. Pure; defaults documented in docs/pipeline.md and configurable.
#pragma once

#include <string_view>

#include "domain/position.h"
#include "pipeline/device_state.h"

namespace chelian::pipeline {

struct FilterOptions {
  int64_t max_future_ms = 10 * 60 * 1000;  // device clocks run a little ahead; more is a bad clock
  double max_jump_kmh = 300;               // implied speed between consecutive valid fixes
  double min_jump_distance_m = 2000;       // jumps shorter than this are never dropped (GNSS noise)
};

enum class FilterVerdict { kAccept, kZero, kFuture, kDuplicate, kJump };

FilterVerdict FilterPosition(const FilterOptions& options, const DeviceState& state, const Position& p, int64_t now_ms);

std::string_view FilterVerdictName(FilterVerdict v);

}  // namespace chelian::pipeline
