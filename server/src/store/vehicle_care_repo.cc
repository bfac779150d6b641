// Maintenance and insurance report reads.
#include "store/vehicle_care_repo.h"

#include "store/page_clause.h"

namespace chelian::store {
namespace {

// The vehicle columns (7) and joins every care read shares: the vehicle's first device and its state.
constexpr const char* kVehicleColumns =
    "a.id, a.plate, COALESCE(d.terminal_no, ''), g.name, COALESCE(a.owner, ''), COALESCE(a.phone, ''), "
    "COALESCE(s.mileage, 0)";
constexpr const char* kVehicleJoins =
    " JOIN assets a ON a.id = r.asset_id JOIN groups g ON g.id = a.group_id "
    "LEFT JOIN devices d ON d.id = (SELECT MIN(d2.id) FROM devices d2 WHERE d2.asset_id = a.id) "
    "LEFT JOIN device_state s ON s.device_id = d.id";

CareVehicle VehicleOf(const Row& r) {
  CareVehicle v;
  v.asset_id = r.Int(0);
  v.plate = r.Text(1);
  v.terminal_no = r.Text(2);
  v.group_name = r.Text(3);
  v.owner = r.Text(4);
  v.phone = r.Text(5);
  v.current_mileage_km = r.Real(6);
  return v;
}

// Counts and reads `columns` of `table` r for `target`, `time_column` in [from, to].
Result<std::pair<long long, Rows>> Read(Connection& conn, const Scope& scope, const ReportTarget& target,
                                        const std::string& table, const std::string& columns,
                                        const std::string& time_column, long long from_ms, long long to_ms,
                                        long long limit, long long offset) {
  Params params;
  auto clause = ReportTargetClause(conn, scope, target, params);
  if (!clause.ok()) return clause.status();
  std::string from = " FROM " + table + " r" + kVehicleJoins + " WHERE r." + time_column + " BETWEEN ? AND ?" + *clause;
  params.insert(params.begin(), {Value(from_ms), Value(to_ms)});
  auto count = conn.Query("SELECT COUNT(*)" + from, params);
  if (!count.ok()) return count.status();
  std::string sql = std::string("SELECT ") + kVehicleColumns + ", " + columns + from + " ORDER BY r." + time_column +
                    " DESC, r.id DESC";
  AppendPage(sql, params, limit, offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  return std::make_pair(count->front().Int(0), std::move(*rows));
}

}  // namespace

Result<CarePage<MaintenanceRow>> ListMaintenance(Connection& conn, const Scope& scope, const ReportTarget& target,
                                                 long long from_ms, long long to_ms, long long limit,
                                                 long long offset) {
  auto read = Read(conn, scope, target, "vehicle_maintenance",
                   "r.last_time, r.next_time, r.last_mileage, r.next_mileage, r.advance_km, r.lead_days, r.tips, "
                   "r.remark",
                   "last_time", from_ms, to_ms, limit, offset);
  if (!read.ok()) return read.status();
  CarePage<MaintenanceRow> out;
  out.total = read->first;
  for (const Row& r : read->second) {
    MaintenanceRow m;
    m.vehicle = VehicleOf(r);
    m.last_time = r.Int(7);
    m.next_time = r.Int(8);
    m.last_mileage = r.Real(9);
    m.next_mileage = r.Real(10);
    m.advance_km = r.Real(11);
    m.lead_days = static_cast<int>(r.Int(12));
    m.tips = r.Text(13);
    m.remark = r.Text(14);
    out.rows.push_back(std::move(m));
  }
  return out;
}

Result<CarePage<InsuranceRow>> ListInsurance(Connection& conn, const Scope& scope, const ReportTarget& target,
                                             long long from_ms, long long to_ms, long long limit, long long offset) {
  auto read = Read(conn, scope, target, "vehicle_insurance",
                   "r.first_time, r.amount, r.company, r.renewal_company, r.renewals, r.kinds, r.lead_days, "
                   "r.login_time, r.next_time, r.tips, r.remark",
                   "login_time", from_ms, to_ms, limit, offset);
  if (!read.ok()) return read.status();
  CarePage<InsuranceRow> out;
  out.total = read->first;
  for (const Row& r : read->second) {
    InsuranceRow i;
    i.vehicle = VehicleOf(r);
    i.first_time = static_cast<int>(r.Int(7));
    i.amount = r.Real(8);
    i.company = r.Text(9);
    i.renewal_company = r.Text(10);
    i.renewals = static_cast<int>(r.Int(11));
    i.kinds = r.Text(12);
    i.lead_days = static_cast<int>(r.Int(13));
    i.login_time = r.Int(14);
    i.next_time = r.Int(15);
    i.tips = r.Text(16);
    i.remark = r.Text(17);
    out.rows.push_back(std::move(i));
  }
  return out;
}

}  // namespace chelian::store
