// A vehicle's maintenance plan and insurance policy as the 车辆资料 form edits them (migrations 0070,
// 0085): the latest record of each is the current one; saving adds a record, so the 保养报表 and
// 保险报表 keep the history. Every call checks the vehicle is inside the caller's scope.
#pragma once

#include <optional>
#include <string>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct MaintenancePlan {
  double current_mileage = 0;  // km, as entered
  double last_mileage = 0;     // km at the last service
  long long last_time = 0;     // ms of the last service
  int lead_days = 0;           // remind this many days early
  double advance_km = 0;       // and this many km early
  std::string remark;
  // The next service (the caller derives it: a year and 10,000 km after the last one).
  long long next_time = 0;
  double next_mileage = 0;
};

struct InsurancePolicy {
  int first_time = 1;        // 1 首保, 2 非首保
  long long login_time = 0;  // registration
  int lead_days = 0;         // remind this many days before the renewal
  std::string kinds;         // kinds of cover, labels joined by ','
  std::string company;       // insurer's label
  double amount = 0;         // yuan
  std::string remark;
  int renewals = 0;  // earlier policies of the vehicle
  // The next renewal (the caller derives it: a year after registration).
  long long next_time = 0;
};

inline constexpr double kServiceEveryKm = 10'000;

// The current record, nullopt when none. NotFound (Chinese) when the vehicle is outside `scope`.
Result<std::optional<MaintenancePlan>> GetMaintenancePlan(Connection& conn, const Scope& scope, long long asset_id);
Result<std::optional<InsurancePolicy>> GetInsurancePolicy(Connection& conn, const Scope& scope, long long asset_id);

// Adds a record and returns it.
Result<MaintenancePlan> SaveMaintenancePlan(Connection& conn, const Scope& scope, long long asset_id,
                                            MaintenancePlan plan, long long now_ms);
Result<InsurancePolicy> SaveInsurancePolicy(Connection& conn, const Scope& scope, long long asset_id,
                                            InsurancePolicy policy, long long now_ms);

}  // namespace chelian::store
