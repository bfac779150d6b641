// The 车辆资料 form's maintenance and insurance records.
#include "store/vehicle_care_plan.h"

#include "store/asset_repo.h"

namespace chelian::store {
namespace {

Status CheckVehicle(Connection& conn, const Scope& scope, long long asset_id) {
  auto asset = GetAsset(conn, scope, asset_id);
  if (!asset.ok()) return NotFound("车辆不存在或无权访问");
  return Status::Ok();
}

}  // namespace

Result<std::optional<MaintenancePlan>> GetMaintenancePlan(Connection& conn, const Scope& scope, long long asset_id) {
  if (Status s = CheckVehicle(conn, scope, asset_id); !s.ok()) return s;
  auto rows = conn.Query(
      "SELECT current_mileage, last_mileage, last_time, lead_days, advance_km, remark, next_time, next_mileage "
      "FROM vehicle_maintenance WHERE asset_id = ? ORDER BY id DESC LIMIT 1",
      {asset_id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return std::optional<MaintenancePlan>();
  const Row& r = rows->front();
  MaintenancePlan p;
  p.current_mileage = r.Real(0);
  p.last_mileage = r.Real(1);
  p.last_time = r.Int(2);
  p.lead_days = static_cast<int>(r.Int(3));
  p.advance_km = r.Real(4);
  p.remark = r.Text(5);
  p.next_time = r.Int(6);
  p.next_mileage = r.Real(7);
  return std::optional<MaintenancePlan>(p);
}

Result<std::optional<InsurancePolicy>> GetInsurancePolicy(Connection& conn, const Scope& scope, long long asset_id) {
  if (Status s = CheckVehicle(conn, scope, asset_id); !s.ok()) return s;
  auto rows = conn.Query(
      "SELECT first_time, login_time, lead_days, kinds, company, amount, remark, renewals, next_time "
      "FROM vehicle_insurance WHERE asset_id = ? ORDER BY id DESC LIMIT 1",
      {asset_id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return std::optional<InsurancePolicy>();
  const Row& r = rows->front();
  InsurancePolicy p;
  p.first_time = static_cast<int>(r.Int(0));
  p.login_time = r.Int(1);
  p.lead_days = static_cast<int>(r.Int(2));
  p.kinds = r.Text(3);
  p.company = r.Text(4);
  p.amount = r.Real(5);
  p.remark = r.Text(6);
  p.renewals = static_cast<int>(r.Int(7));
  p.next_time = r.Int(8);
  return std::optional<InsurancePolicy>(p);
}

Result<MaintenancePlan> SaveMaintenancePlan(Connection& conn, const Scope& scope, long long asset_id,
                                            MaintenancePlan plan, long long now_ms) {
  if (Status s = CheckVehicle(conn, scope, asset_id); !s.ok()) return s;
  Status s = conn.Exec(
      "INSERT INTO vehicle_maintenance (asset_id, current_mileage, last_time, last_mileage, next_time, next_mileage, "
      "lead_days, advance_km, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {asset_id, plan.current_mileage, plan.last_time, plan.last_mileage, plan.next_time, plan.next_mileage,
       plan.lead_days, plan.advance_km, plan.remark, now_ms});
  if (!s.ok()) return s;
  return plan;
}

Result<InsurancePolicy> SaveInsurancePolicy(Connection& conn, const Scope& scope, long long asset_id,
                                            InsurancePolicy policy, long long now_ms) {
  if (Status s = CheckVehicle(conn, scope, asset_id); !s.ok()) return s;
  Status s = conn.Exec(
      "INSERT INTO vehicle_insurance (asset_id, first_time, amount, company, kinds, lead_days, login_time, next_time, "
      "renewals, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {asset_id, policy.first_time, policy.amount, policy.company, policy.kinds, policy.lead_days, policy.login_time,
       policy.next_time, policy.renewals, policy.remark, now_ms});
  if (!s.ok()) return s;
  return policy;
}

}  // namespace chelian::store
