// The four 7-day trend cards of 风控中心 (保险到期, 保养到期, 剩余电量提醒, 到期续费) and their lists,
// read from what 系统管理 and the reports keep: vehicle_insurance / vehicle_maintenance (0070),
// devices.expires_at (0065), lowerPowerAlarm episodes and the battery of the saved state.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

enum class TrendKind { kInsurance, kMaintain, kRenew, kPower };

// A reminder is due on a local day when its date minus its lead time (days; 30 for renewals) is
// before the day's end and the date is at most 30 days before the day's start; power: a
// lowerPowerAlarm episode overlapping the day. [0] today … [6] six days ago: distinct vehicles.
Result<std::array<long long, 7>> TrendCounts(Connection& conn, const Scope& scope, TrendKind kind, long long now,
                                             int utc_offset_minutes);

struct TrendRow {
  long long asset_id = 0, group_id = 0;
  std::string plate, terminal_no, group_name, owner, sim, tips, remark, install_date;
  int type = 0;       // insurance: 1 首保, 2 非首保
  int power = -1;     // battery %, -1 unknown
  long long due = 0;  // expiry / next service / next insurance (epoch ms)
  long long activated_at = 0;
};
struct TrendPage {
  std::vector<TrendRow> rows;
  long long total = 0;
};
// The reminders due today, soonest first.
Result<TrendPage> TrendRows(Connection& conn, const Scope& scope, TrendKind kind, long long now, int utc_offset_minutes,
                            long long limit, long long offset);

}  // namespace chelian::store
