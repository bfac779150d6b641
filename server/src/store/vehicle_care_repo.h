// 保养报表 and 保险报表 reads (migration 0070): the maintenance and insurance records of the vehicles
// of a report target inside the caller's scope, with each vehicle's current odometer.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/report_event_repo.h"
#include "store/scope.h"

namespace chelian::store {

struct CareVehicle {
  long long asset_id = 0;
  std::string plate, terminal_no, group_name, owner, phone;
  double current_mileage_km = 0;  // the latest state's odometer (0: never reported)
};

struct MaintenanceRow {
  CareVehicle vehicle;
  long long last_time = 0, next_time = 0;
  double last_mileage = 0, next_mileage = 0, advance_km = 0;
  int lead_days = 0;
  std::string tips, remark;
};

struct InsuranceRow {
  CareVehicle vehicle;
  int first_time = 1;  // 1 首保, 2 非首保
  double amount = 0;
  std::string company, renewal_company, kinds, tips, remark;
  int renewals = 0, lead_days = 0;
  long long login_time = 0, next_time = 0;
};

template <typename T>
struct CarePage {
  std::vector<T> rows;
  long long total = 0;
};

// Records of `target` last serviced in [from_ms, to_ms], newest first; `limit` 0: every row.
// NotFound (Chinese) when the vehicle or group is outside `scope`.
Result<CarePage<MaintenanceRow>> ListMaintenance(Connection& conn, const Scope& scope, const ReportTarget& target,
                                                 long long from_ms, long long to_ms, long long limit, long long offset);
// Policies of `target` registered in [from_ms, to_ms], newest first.
Result<CarePage<InsuranceRow>> ListInsurance(Connection& conn, const Scope& scope, const ReportTarget& target,
                                             long long from_ms, long long to_ms, long long limit, long long offset);

}  // namespace chelian::store
