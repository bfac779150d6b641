// 风控中心 store: what the risk job reads (recent alarms of the fact codes, every vehicle's newest
// state) and writes (risk_vehicles), and the risk centre's scoped lists: risk vehicles, alarm
// categories, followed vehicles, 多设备离线, 超长停车 and each user's stop range (docs/risk.md).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

// ---- the risk job (whole fleet, no scope: the job is the platform's) ----

struct RiskAlarmRow {
  long long asset_id = 0, id = 0, time = 0;
  std::string code, data;  // data: the episode's JSON details (pathName)
  double lat = 0, lon = 0;
};
// Episodes begun at or after `since` with one of `codes`, ordered by vehicle.
Result<std::vector<RiskAlarmRow>> ListRiskAlarms(Connection& conn, long long since,
                                                 const std::vector<std::string>& codes);

struct FleetStateRow {
  long long asset_id = 0;
  bool has_state = false;
  long long recv_time = 0, motion_since = 0;
  int motion = 0;
  double lat = 0, lon = 0;
};
// Every vehicle with the state of its most recently heard device, ordered by vehicle.
Result<std::vector<FleetStateRow>> ListFleetStates(Connection& conn);

struct RiskVehicleWrite {
  long long asset_id = 0;
  std::string rule_id;
  int category = 0;
  std::string alarm_name;
  long long alarm_time = 0;
  double lat = 0, lon = 0;
  std::string path_name, evidence;
};
// Makes the stored risk rows those of `rows` in one transaction, writing only the difference: a
// new (vehicle, rule) is inserted, one whose evidence changed is updated (evaluated_at = `now`),
// one no longer found is deleted. Returns how many rows were written or deleted.
Result<long long> SyncRiskVehicles(Connection& conn, const std::vector<RiskVehicleWrite>& rows, long long now);

// ---- the risk centre's reads (scoped; concern levels are `user_id`'s) ----
// `hide_expired_at` > 0 (service.hide_expired, store/expired_clause.h): expired vehicles are left out.

// A vehicle as the risk centre's tables show it: asset, first device, follow level, state.
struct RiskVehicleInfo {
  long long asset_id = 0, group_id = 0;
  std::string group_name, plate, frame_no, owner, remark, sim, terminal_type, terminal_no, iccid, install_date;
  long long activated_at = 0, settled_at = 0;
  int concern_level = 0;  // 0 not followed, 1 高, 2 中, 3 低
  std::string concern_remark;
  bool has_state = false;
  long long fix_time = 0, recv_time = 0, motion_since = 0;
  int motion = 0;
  double lat = 0, lon = 0, speed = 0;
};

struct RiskVehicleRow {
  RiskVehicleInfo info;
  std::string rule_id, alarm_name, path_name, evidence;
  long long alarm_time = 0;
  double lat = 0, lon = 0;
};
struct RiskVehiclePage {
  std::vector<RiskVehicleRow> rows;
  long long total = 0;
};
// Risk rows of `category` (1–3; 0 every one) inside `scope`, newest first.
Result<RiskVehiclePage> QueryRiskVehicles(Connection& conn, const Scope& scope, long long user_id, int category,
                                          long long limit, long long offset, long long hide_expired_at = 0);
// Distinct vehicles with a risk row inside `scope` (riskTotalNum).
Result<long long> CountRiskVehicles(Connection& conn, const Scope& scope, long long hide_expired_at = 0);

// The newest episode of each vehicle inside `scope` whose code is one of `codes` (or, `exclude`,
// none of them) begun at or after `since`, newest first.
struct CategoryAlarmRow {
  RiskVehicleInfo info;
  long long alarm_id = 0, alarm_time = 0;
  std::string code, label, data;
  double lat = 0, lon = 0;
};
struct CategoryAlarmPage {
  std::vector<CategoryAlarmRow> rows;
  long long total = 0;
};
Result<CategoryAlarmPage> QueryCategoryAlarms(Connection& conn, const Scope& scope, long long user_id,
                                              const std::vector<std::string>& codes, bool exclude, long long since,
                                              long long limit, long long offset, long long hide_expired_at = 0);
// (vehicle, code) pairs of episodes begun at or after `since` inside `scope` (the tile counts).
Status ForEachAlarmPair(Connection& conn, const Scope& scope, long long since,
                        const std::function<void(long long asset_id, std::string_view code)>& fn,
                        long long hide_expired_at = 0);
// Vehicles inside `scope` settled (结清).
Result<long long> CountSettled(Connection& conn, const Scope& scope);

// The vehicles `user_id` follows inside `scope`, highest level first, with their open alarm labels.
struct ConcernRow {
  RiskVehicleInfo info;
  std::vector<std::string> open_alarms;  // labels
};
struct ConcernPage {
  std::vector<ConcernRow> rows;
  long long total = 0;
};
Result<ConcernPage> QueryConcerns(Connection& conn, const Scope& scope, long long user_id, long long limit,
                                  long long offset);

// The info of the given vehicles inside `scope` (others are left out), in the order given.
Result<std::vector<RiskVehicleInfo>> VehicleInfos(Connection& conn, const Scope& scope, long long user_id,
                                                  const std::vector<long long>& asset_ids);

// ---- 超长停车 range per user ----
struct StopRange {
  int start_day = 7, end_day = 30;
};
Result<StopRange> GetStopRange(Connection& conn, long long user_id);
Status SaveStopRange(Connection& conn, long long user_id, StopRange range, long long now);

}  // namespace chelian::store
