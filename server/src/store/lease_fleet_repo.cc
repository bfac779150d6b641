// 电动车租赁's policies, action log, job batches, risk facts and utilisation (lease_fleet_repo.h).
#include "store/lease_fleet_repo.h"

#include <algorithm>
#include <unordered_map>

#include "store/lease_repo.h"

namespace chelian::store {
namespace {

constexpr char kPolicyColumns[] =
    "p.group_id, g.path, p.enabled, p.grace_days, p.notify_days, p.voice_days, p.limit_days, p.lock_days, "
    "p.limit_kmh, p.normal_kmh, p.lock_max_kmh, p.voice_text, p.updated_at";

LeasePolicyRow PolicyFromRow(const Row& r) {
  LeasePolicyRow p;
  p.group_id = r.Int(0);
  p.group_path = r.Text(1);
  p.enabled = r.Int(2) != 0;
  p.grace_days = static_cast<int>(r.Int(3));
  p.notify_days = static_cast<int>(r.Int(4));
  p.voice_days = static_cast<int>(r.Int(5));
  p.limit_days = static_cast<int>(r.Int(6));
  p.lock_days = static_cast<int>(r.Int(7));
  p.limit_kmh = static_cast<int>(r.Int(8));
  p.normal_kmh = static_cast<int>(r.Int(9));
  p.lock_max_kmh = static_cast<int>(r.Int(10));
  p.voice_text = r.Text(11);
  p.updated_at = r.Int(12);
  return p;
}

// Alarm codes that count as tampering, and as leaving the allowed area (domain/alarm_codes.cc).
constexpr char kTamperCodes[] = "'isIllegalRemove', 'powerDown', 'pryingAlarm', 'scissorsAlarm', 'bcarIsAlarm'";
constexpr char kOutAreaCodes[] =
    "'outAreaAlarm', 'outRegionAlarm', 'outCircleAlarm', 'outAdminAreaAlarm', 'illegalAreaAlarm'";

std::string IdList(const std::vector<long long>& ids) {
  std::string out;
  for (long long id : ids) {
    if (!out.empty()) out += ",";
    out += std::to_string(id);
  }
  return out;
}

}  // namespace

Result<LeasePolicyRow> EffectivePolicy(Connection& conn, const Scope& scope, long long group_id) {
  auto g = conn.Query("SELECT path FROM groups WHERE id = ? AND path LIKE ?", {group_id, scope.LikePattern()});
  if (!g.ok()) return g.status();
  if (g->empty()) return NotFound("车组不存在或无权查看");
  const std::string path = g->front().Text(0);
  // The group's own row or an ancestor's: its path is a prefix of this one; the longest wins.
  auto rows = conn.Query(std::string("SELECT ") + kPolicyColumns +
                             " FROM lease_policies p JOIN groups g ON g.id = p.group_id WHERE ? LIKE g.path || '%' "
                             "ORDER BY LENGTH(g.path) DESC LIMIT 1",
                         {path});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) {
    LeasePolicyRow p;
    p.group_path = path;
    return p;
  }
  return PolicyFromRow(rows->front());
}

Status SaveLeasePolicy(Connection& conn, const Scope& scope, const LeasePolicyRow& p, long long now) {
  auto g = conn.Query("SELECT 1 FROM groups WHERE id = ? AND path LIKE ?", {p.group_id, scope.LikePattern()});
  if (!g.ok()) return g.status();
  if (g->empty()) return NotFound("车组不存在或无权操作");
  return InTransaction(conn, [&]() -> Status {
    if (Status st = conn.Exec("DELETE FROM lease_policies WHERE group_id = ?", {p.group_id}); !st.ok()) return st;
    return conn.Exec(
        "INSERT INTO lease_policies (group_id, enabled, grace_days, notify_days, voice_days, limit_days, lock_days, "
        "limit_kmh, normal_kmh, lock_max_kmh, voice_text, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        {p.group_id, p.enabled ? 1 : 0, p.grace_days, p.notify_days, p.voice_days, p.limit_days, p.lock_days,
         p.limit_kmh, p.normal_kmh, p.lock_max_kmh, p.voice_text, now});
  });
}

Result<std::vector<LeasePolicyRow>> LoadLeasePolicies(Connection& conn) {
  auto rows = conn.Query(std::string("SELECT ") + kPolicyColumns +
                         " FROM lease_policies p JOIN groups g ON g.id = p.group_id ORDER BY LENGTH(g.path) DESC");
  if (!rows.ok()) return rows.status();
  std::vector<LeasePolicyRow> out;
  for (const Row& r : *rows) out.push_back(PolicyFromRow(r));
  return out;
}

Status InsertLeaseAction(Connection& conn, const LeaseActionRow& a) {
  return conn.Exec(
      "INSERT INTO lease_actions (contract_id, asset_id, action, overdue_days, speed, command_id, result, created_at, "
      "try_no, watching) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {a.contract_id, a.asset_id, a.action, a.overdue_days, a.speed ? Value(*a.speed) : Value(),
       a.command_id > 0 ? Value(a.command_id) : Value(), a.result, a.created_at, a.try_no, a.command_id > 0 ? 1 : 0});
}

Result<std::vector<LeaseStepOutcome>> LoadLeaseStepOutcomes(Connection& conn) {
  auto rows = conn.Query(
      "SELECT a.id, a.contract_id, a.action, a.try_no, a.created_at, COALESCE(c.status, 7) FROM lease_actions a "
      "LEFT JOIN commands c ON c.id = a.command_id WHERE a.watching = 1 AND COALESCE(c.status, 7) > 1 "
      "ORDER BY a.contract_id, a.id");
  if (!rows.ok()) return rows.status();
  std::vector<LeaseStepOutcome> out;
  for (const Row& r : *rows)
    out.push_back({r.Int(0), r.Int(1), static_cast<int>(r.Int(2)), static_cast<int>(r.Int(3)), r.Int(4),
                   static_cast<int>(r.Int(5))});
  return out;
}

Status UnwatchLeaseActions(Connection& conn, const std::vector<long long>& ids) {
  if (ids.empty()) return Status::Ok();
  return conn.Exec("UPDATE lease_actions SET watching = 0 WHERE id IN (" + IdList(ids) + ")");  // ids, not user text
}

Result<std::vector<LeaseActionRow>> ListLeaseActions(Connection& conn, long long contract_id, int limit) {
  auto rows = conn.Query(
      "SELECT id, contract_id, asset_id, action, overdue_days, speed, command_id, result, created_at, try_no "
      "FROM lease_actions WHERE contract_id = ? ORDER BY created_at DESC, id DESC LIMIT ?",
      {contract_id, limit});
  if (!rows.ok()) return rows.status();
  std::vector<LeaseActionRow> out;
  for (const Row& r : *rows) {
    LeaseActionRow a;
    a.id = r.Int(0);
    a.contract_id = r.Int(1);
    a.asset_id = r.Int(2);
    a.action = static_cast<int>(r.Int(3));
    a.overdue_days = static_cast<int>(r.Int(4));
    if (!r.IsNull(5)) a.speed = r.Real(5);
    a.command_id = r.IsNull(6) ? 0 : r.Int(6);
    a.result = r.Text(7);
    a.created_at = r.Int(8);
    a.try_no = static_cast<int>(r.Int(9));
    out.push_back(std::move(a));
  }
  return out;
}

Result<std::vector<LeaseJobContract>> LoadLeaseJobBatch(Connection& conn, long long after_id, int limit,
                                                        long long only_id) {
  std::string sql =
      "SELECT c.id, c.asset_id, c.group_id, g.path, a.plate, c.contract_no, c.rider_name, c.rider_phone, "
      "c.terminated, c.status, c.grade, d.id, s.speed, c.overdue_days, c.late_count, c.overdue_amount, c.paid_amount, "
      "s.recv_time "
      "FROM lease_contracts c JOIN groups g ON g.id = c.group_id "
      "JOIN assets a ON a.id = c.asset_id LEFT JOIN devices d ON d.asset_id = a.id "
      "LEFT JOIN device_state s ON s.device_id = d.id WHERE c.id > ? AND c.terminated = 0 "
      "AND (c.status IN (1, 2) OR c.grade > 0 "
      "OR EXISTS (SELECT 1 FROM lease_actions w WHERE w.watching = 1 AND w.contract_id = c.id))";
  Params params{after_id};
  if (only_id > 0) {
    sql += " AND c.id = ?";
    params.push_back(only_id);
  }
  sql += " ORDER BY c.id LIMIT ?";
  params.push_back(limit);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  std::vector<LeaseJobContract> out;
  std::unordered_map<long long, size_t> at;
  std::vector<long long> ids;
  for (const Row& r : *rows) {
    LeaseJobContract c;
    c.id = r.Int(0);
    if (at.count(c.id)) continue;  // a bike with two devices: the first
    c.asset_id = r.Int(1);
    c.group_id = r.Int(2);
    c.group_path = r.Text(3);
    c.plate = r.Text(4);
    c.contract_no = r.Text(5);
    c.rider_name = r.Text(6);
    c.rider_phone = r.Text(7);
    c.terminated = r.Int(8) != 0;
    c.status = static_cast<int>(r.Int(9));
    c.grade = static_cast<int>(r.Int(10));
    c.device_id = r.IsNull(11) ? 0 : r.Int(11);
    if (!r.IsNull(12)) c.speed = r.Real(12);
    c.overdue_days = static_cast<int>(r.Int(13));
    c.late_count = static_cast<int>(r.Int(14));
    c.overdue_amount = r.Int(15);
    c.paid_amount = r.Int(16);
    if (!r.IsNull(17)) c.reported_at = r.Int(17);
    at[c.id] = out.size();
    ids.push_back(c.id);
    out.push_back(std::move(c));
  }
  if (ids.empty()) return out;
  const std::string in = IdList(ids);  // ids from the database, not user text
  auto dues = conn.Query("SELECT contract_id, due_at, amount FROM lease_dues WHERE contract_id IN (" + in +
                         ") ORDER BY contract_id, seq");  // the key's order: seq rises with due_at
  if (!dues.ok()) return dues.status();
  for (const Row& r : *dues) out[at[r.Int(0)]].dues.emplace_back(r.Int(1), r.Int(2));
  auto paid = conn.Query("SELECT contract_id, paid_at, amount FROM lease_payments WHERE contract_id IN (" + in + ")");
  if (!paid.ok()) return paid.status();
  for (const Row& r : *paid) out[at[r.Int(0)]].payments.emplace_back(r.Int(1), r.Int(2));
  return out;
}

Result<std::vector<LeaseRiskFacts>> LoadLeaseRiskFacts(Connection& conn, const Scope& scope, long long since_ms) {
  auto rows = conn.Query(
      "SELECT c.id, c.asset_id, c.contract_no, c.rider_name, a.plate, g.name, c.status, c.overdue_days, "
      "c.late_count, MAX(s.recv_time), MAX(s.lat), MAX(s.lon) FROM lease_contracts c "
      "JOIN groups g ON g.id = c.group_id JOIN assets a ON a.id = c.asset_id "
      "LEFT JOIN devices d ON d.asset_id = a.id LEFT JOIN device_state s ON s.device_id = d.id "
      "WHERE g.path LIKE ? AND c.status IN (1, 2) GROUP BY c.id, c.asset_id, c.contract_no, c.rider_name, a.plate, "
      "g.name, c.status, c.overdue_days, c.late_count ORDER BY c.id",
      {scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  std::vector<LeaseRiskFacts> out;
  std::unordered_map<long long, std::vector<size_t>> by_asset;
  for (const Row& r : *rows) {
    LeaseRiskFacts f;
    f.contract_id = r.Int(0);
    f.asset_id = r.Int(1);
    f.contract_no = r.Text(2);
    f.rider_name = r.Text(3);
    f.plate = r.Text(4);
    f.group_name = r.Text(5);
    f.status = static_cast<int>(r.Int(6));
    f.overdue_days = static_cast<int>(r.Int(7));
    f.late_count = static_cast<int>(r.Int(8));
    f.last_recv = r.IsNull(9) ? 0 : r.Int(9);
    f.last_lat = r.IsNull(10) ? 0 : r.Real(10);
    f.last_lon = r.IsNull(11) ? 0 : r.Real(11);
    by_asset[f.asset_id].push_back(out.size());
    out.push_back(std::move(f));
  }
  if (out.empty()) return out;
  // The tamper and area alarms of the scope's leased bikes in the window, newest first per kind.
  auto alarms = conn.Query(std::string("SELECT al.asset_id, al.code, al.label, al.begin_time, CASE WHEN al.code IN (") +
                               kTamperCodes +
                               ") THEN 1 ELSE 2 END FROM alarms al JOIN lease_contracts c ON c.asset_id = al.asset_id "
                               "JOIN groups g ON g.id = c.group_id WHERE g.path LIKE ? AND c.status IN (1, 2) AND "
                               "al.begin_time >= ? AND (al.code IN (" +
                               kTamperCodes + ") OR al.code IN (" + kOutAreaCodes + ")) ORDER BY al.begin_time",
                           {scope.LikePattern(), since_ms});
  if (!alarms.ok()) return alarms.status();
  for (const Row& r : *alarms) {
    auto it = by_asset.find(r.Int(0));
    if (it == by_asset.end()) continue;
    for (size_t i : it->second) {
      LeaseRiskFacts& f = out[i];
      if (r.Int(4) == 1) {
        ++f.tamper_count;
        f.last_tamper = r.Int(3);
        f.last_tamper_label = r.Text(2);
      } else {
        ++f.out_area_count;
        f.last_out_area = r.Int(3);
        f.last_out_area_label = r.Text(2);
      }
    }
  }
  return out;
}

Result<std::vector<LeaseBike>> ListLeaseBikes(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(
      "SELECT a.id, a.group_id, a.plate, g.name, MAX(d.terminal_no), MAX(b.state), "
      "MAX(CASE WHEN c.status IN (1, 2) THEN 1 ELSE 0 END) FROM assets a JOIN groups g ON g.id = a.group_id "
      "LEFT JOIN devices d ON d.asset_id = a.id LEFT JOIN lease_bike_states b ON b.asset_id = a.id "
      "LEFT JOIN lease_contracts c ON c.asset_id = a.id WHERE a.kind = ? AND g.path LIKE ? "
      "GROUP BY a.id, a.group_id, a.plate, g.name ORDER BY a.plate",
      {kEbikeKind, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  std::vector<LeaseBike> out;
  for (const Row& r : *rows) {
    LeaseBike b;
    b.asset_id = r.Int(0);
    b.group_id = r.Int(1);
    b.plate = r.Text(2);
    b.group_name = r.Text(3);
    b.terminal_no = r.Text(4);
    const int marked = r.IsNull(5) ? 0 : static_cast<int>(r.Int(5));
    b.state = marked == 2 || marked == 3 ? marked : (r.Int(6) != 0 ? 1 : 0);
    out.push_back(std::move(b));
  }
  return out;
}

Result<std::vector<LeaseUtilisation>> CountLeaseUtilisation(Connection& conn, const Scope& scope) {
  auto bikes = ListLeaseBikes(conn, scope);
  if (!bikes.ok()) return bikes.status();
  std::vector<LeaseUtilisation> out;
  std::unordered_map<long long, size_t> at;
  for (const LeaseBike& b : *bikes) {
    auto [it, added] = at.try_emplace(b.group_id, out.size());
    if (added) out.push_back({b.group_id, b.group_name});
    LeaseUtilisation& u = out[it->second];
    switch (b.state) {
      case 1:
        ++u.rented;
        break;
      case 2:
        ++u.repair;
        break;
      case 3:
        ++u.lost;
        break;
      default:
        ++u.idle;
        break;
    }
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.group_name < b.group_name; });
  return out;
}

Status SetLeaseBikeState(Connection& conn, const Scope& scope, long long asset_id, int state, long long now) {
  auto bike = conn.Query(
      "SELECT 1 FROM assets a JOIN groups g ON g.id = a.group_id WHERE a.id = ? AND a.kind = ? "
      "AND g.path LIKE ?",
      {asset_id, kEbikeKind, scope.LikePattern()});
  if (!bike.ok()) return bike.status();
  if (bike->empty()) return NotFound("车辆不存在或无权操作");
  return InTransaction(conn, [&]() -> Status {
    if (Status st = conn.Exec("DELETE FROM lease_bike_states WHERE asset_id = ?", {asset_id}); !st.ok()) return st;
    if (state != 2 && state != 3) return Status::Ok();
    return conn.Exec("INSERT INTO lease_bike_states (asset_id, state, updated_at) VALUES (?, ?, ?)",
                     {asset_id, state, now});
  });
}

Status SetDemoBikeReport(Connection& conn, long long asset_id, long long seen_ms, double lat, double lon,
                         bool offline) {
  return conn.Exec(
      "INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, speed, motion, motion_since) "
      "SELECT id, ?, ?, ?, ?, 0, ?, ? FROM devices WHERE asset_id = ?",
      {seen_ms, seen_ms, lat, lon, offline ? 3 : 2, seen_ms, asset_id});
}

Status AddDemoTamperAlarm(Connection& conn, long long asset_id, long long at_ms) {
  return conn.Exec(
      "INSERT INTO alarms (device_id, asset_id, group_id, code, label, begin_time, begin_lat, begin_lon, begin_speed, "
      "insert_time, update_time) "
      "SELECT d.id, a.id, a.group_id, 'isIllegalRemove', '防拆除报警', ?, s.lat, s.lon, 0, ?, ? FROM assets a "
      "JOIN devices d ON d.asset_id = a.id LEFT JOIN device_state s ON s.device_id = d.id WHERE a.id = ?",
      {at_ms, at_ms, at_ms, asset_id});
}

}  // namespace chelian::store
