// 电动车卫士 theft rules (docs/elec-car.md, D110): alarms the platform raises for e-bikes (assets
// kind 4) from their positions while the owner has armed them. Pure functions over a per-bike
// state; the pipeline adds the codes to the platform alarms of the fix.
#pragma once

#include <optional>
#include <set>
#include <string_view>

#include "domain/alarm_codes.h"
#include "domain/position.h"

namespace chelian::pipeline {

struct TheftRules {
  int moving_fixes = 2;        // 位移报警: this many armed fixes in a row at moving speed …
  double move_radius_m = 100;  // … or this far from where the bike was armed
  double pack_present_v = 20;  // a pack of 24–72 V reads at least this while it is in
  double pack_gone_v = 1;      // … and below this once it is taken out
};

struct TheftState {
  bool armed = false;
  bool anchored = false;  // where the bike stood when it was armed
  double anchor_lat = 0, anchor_lon = 0;
  int moving_fixes = 0;
  bool pack_seen = false;     // the pack voltage read ≥ pack_present_v since the bike was armed
  bool pack_removed = false;  // … then fell below pack_gone_v while armed
};

// Whether the fix says the bike is armed: the GT06 terminal-info defence bit (kArmed), or for
// JT/T 808 the status bit 12 (车门加锁, what the 设防 command sets). nullopt: the fix does not say.
std::optional<bool> ArmedOf(const Position& p, std::string_view protocol);

// The theft alarms active after real-time fix `p`: illegalMove (moving while armed) and
// separateAlarm 分离报警 (the pack taken out while armed: separated from the bike; D110). Disarming
// ends both.
std::set<AlarmCode> EvaluateTheftRules(const TheftRules& rules, TheftState& state, const Position& p,
                                       std::string_view protocol, double moving_kmh);

}  // namespace chelian::pipeline
