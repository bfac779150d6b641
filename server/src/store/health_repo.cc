// Health threshold repository and rule.
#include "store/health_repo.h"

#include "core/strings.h"

namespace chelian::store {
namespace {

Result<std::string> GroupPath(Connection& conn, const Scope& scope, long long group_id) {
  auto rows = conn.Query("SELECT path FROM groups WHERE id = ? AND path LIKE ?", {group_id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("分组不存在或无权访问");
  return rows->at(0).Text(0);
}

bool InRange(int lo, int hi, int lo_limit, int hi_limit) { return lo < hi && lo >= lo_limit && hi <= hi_limit; }

}  // namespace

HealthThreshold DefaultHealthThreshold(int wearer_type) {
  HealthThreshold t;
  t.wearer_type = wearer_type;
  if (wearer_type == kWearerWatch) t.temperature_min = 355;
  return t;
}

Status ValidateHealthThreshold(const HealthThreshold& t) {
  if (t.wearer_type != kWearerBadge && t.wearer_type != kWearerWatch) return InvalidArgument("佩戴设备类型无效");
  if (!InRange(t.heart_rate_min, t.heart_rate_max, 20, 250))
    return InvalidArgument("心率范围应在 20–250 次/分之间，且下限小于上限");
  if (!InRange(t.systolic_min, t.systolic_max, 50, 250))
    return InvalidArgument("收缩压范围应在 50–250 mmHg 之间，且下限小于上限");
  if (!InRange(t.diastolic_min, t.diastolic_max, 30, 150))
    return InvalidArgument("舒张压范围应在 30–150 mmHg 之间，且下限小于上限");
  if (!InRange(t.temperature_min, t.temperature_max, 340, 420))
    return InvalidArgument("体温范围应在 34.0–42.0 ℃ 之间，且下限小于上限");
  if (t.spo2_min < 70 || t.spo2_min > 100) return InvalidArgument("血氧下限应在 70–100% 之间");
  return Status::Ok();
}

Result<HealthThreshold> EffectiveHealthThreshold(Connection& conn, const Scope& scope, long long group_id,
                                                 int wearer_type) {
  if (group_id == 0) group_id = scope.group_id;
  auto path = GroupPath(conn, scope, group_id);
  if (!path.ok()) return path.status();
  // The path "/1/5/9/" lists the group and its ancestors; the longest matching path wins.
  auto rows = conn.Query(
      "SELECT t.heart_rate_min, t.heart_rate_max, t.systolic_min, t.systolic_max, t.diastolic_min, t.diastolic_max, "
      "t.temperature_min, t.temperature_max, t.spo2_min, t.enabled, t.group_id, t.updated_by, t.updated_at, g.name "
      "FROM health_thresholds t JOIN groups g ON g.id = t.group_id "
      "WHERE t.wearer_type = ? AND ? LIKE g.path || '%' ORDER BY LENGTH(g.path) DESC LIMIT 1",
      {wearer_type, *path});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return DefaultHealthThreshold(wearer_type);
  const Row& r = rows->front();
  HealthThreshold t;
  t.wearer_type = wearer_type;
  t.heart_rate_min = static_cast<int>(r.Int(0));
  t.heart_rate_max = static_cast<int>(r.Int(1));
  t.systolic_min = static_cast<int>(r.Int(2));
  t.systolic_max = static_cast<int>(r.Int(3));
  t.diastolic_min = static_cast<int>(r.Int(4));
  t.diastolic_max = static_cast<int>(r.Int(5));
  t.temperature_min = static_cast<int>(r.Int(6));
  t.temperature_max = static_cast<int>(r.Int(7));
  t.spo2_min = static_cast<int>(r.Int(8));
  t.enabled = static_cast<int>(r.Int(9));
  t.source_group_id = r.Int(10);
  t.updated_by = r.Text(11);
  t.updated_at = r.Int(12);
  t.source_group_name = r.Text(13);
  return t;
}

Status SaveHealthThreshold(Connection& conn, const Scope& scope, long long group_id, const HealthThreshold& t,
                           const std::string& updated_by, long long now_ms) {
  if (Status s = ValidateHealthThreshold(t); !s.ok()) return s;
  if (group_id == 0) group_id = scope.group_id;
  auto path = GroupPath(conn, scope, group_id);
  if (!path.ok()) return path.status();
  return InTransaction(conn, [&]() -> Status {
    if (Status s = conn.Exec("DELETE FROM health_thresholds WHERE group_id = ? AND wearer_type = ?",
                             {group_id, t.wearer_type});
        !s.ok())
      return s;
    return conn.Exec(
        "INSERT INTO health_thresholds (group_id, wearer_type, heart_rate_min, heart_rate_max, systolic_min, "
        "systolic_max, diastolic_min, diastolic_max, temperature_min, temperature_max, spo2_min, enabled, "
        "updated_by, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        {group_id, t.wearer_type, t.heart_rate_min, t.heart_rate_max, t.systolic_min, t.systolic_max, t.diastolic_min,
         t.diastolic_max, t.temperature_min, t.temperature_max, t.spo2_min, t.enabled ? 1 : 0, updated_by, now_ms});
  });
}

Result<std::vector<long long>> GroupsWithOwnHealthThreshold(Connection& conn, const Scope& scope, int wearer_type) {
  auto rows = conn.Query(
      "SELECT t.group_id FROM health_thresholds t JOIN groups g ON g.id = t.group_id "
      "WHERE t.wearer_type = ? AND g.path LIKE ? ORDER BY t.group_id",
      {wearer_type, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  std::vector<long long> out;
  for (const auto& r : *rows) out.push_back(r.Int(0));
  return out;
}

Status ResetHealthThreshold(Connection& conn, const Scope& scope, long long group_id, int wearer_type) {
  if (group_id == 0) group_id = scope.group_id;
  auto path = GroupPath(conn, scope, group_id);
  if (!path.ok()) return path.status();
  return conn.Exec("DELETE FROM health_thresholds WHERE group_id = ? AND wearer_type = ?", {group_id, wearer_type});
}

std::vector<std::string> HealthAlarmCodes(const HealthThreshold& t, const HealthReading& r) {
  std::vector<std::string> out;
  if (!t.enabled) return out;
  auto outside = [](const std::optional<int>& v, int lo, int hi) { return v && (*v < lo || *v > hi); };
  if (outside(r.heart_rate, t.heart_rate_min, t.heart_rate_max)) out.push_back("heartRateAlarm");
  if (outside(r.systolic, t.systolic_min, t.systolic_max) || outside(r.diastolic, t.diastolic_min, t.diastolic_max))
    out.push_back("bloodPressureAlarm");
  if (outside(r.temperature, t.temperature_min, t.temperature_max)) out.push_back("temperatureAlarm");
  if (r.spo2 && *r.spo2 < t.spo2_min) out.push_back("spo2Alarm");
  return out;
}

}  // namespace chelian::store
