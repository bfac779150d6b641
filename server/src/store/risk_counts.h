// 超长停车 and 多设备离线 (v3-console-inventory §2.5): the lists of the risk centre and their counts.
// The counts are also the big screen's pageHomePageOne fields longStopNum (with the user's stop
// range, GetStopRange in risk_repo.h) and carVehOfflineNum — the lead wires them there.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/risk_repo.h"
#include "store/scope.h"

namespace chelian::store {

// 超长停车: vehicles inside `scope` parked (device_state.motion 2) since between `range.start_day`
// and `range.end_day` days before `now`, longest first.
struct LongStopPage {
  std::vector<RiskVehicleInfo> rows;
  long long total = 0;
};
// `hide_expired_at` > 0: expired vehicles are left out (store/expired_clause.h).
Result<LongStopPage> QueryLongStops(Connection& conn, const Scope& scope, long long user_id, StopRange range,
                                    long long now, long long limit, long long offset, long long hide_expired_at = 0);
// longStopNum.
Result<long long> CountLongStops(Connection& conn, const Scope& scope, StopRange range, long long now,
                                 long long hide_expired_at = 0);

// 多设备离线: devices that belong together — fitted to vehicles of one plate (carType 0), or of one
// frame number across different plates (carType 1) — at least two, and every one silent for
// `offline_after_ms` (or never heard).
struct RelatedDevice {
  long long asset_id = 0, device_id = 0, group_id = 0, recv_time = 0;
  std::string plate, group_name, terminal_no, terminal_type;
  int long_standby = 0;
  double lat = 0, lon = 0;
};
struct RelatedOffline {
  std::string keyword;  // the plate or frame number
  int car_type = 0;     // 0 车牌号, 1 车架号
  std::string group_name;
  std::vector<RelatedDevice> devices;
};
Result<std::vector<RelatedOffline>> ListRelatedOffline(Connection& conn, const Scope& scope, long long now,
                                                       long long offline_after_ms);
// carVehOfflineNum: how many such sets.
Result<long long> CountRelatedOffline(Connection& conn, const Scope& scope, long long now, long long offline_after_ms);

}  // namespace chelian::store
