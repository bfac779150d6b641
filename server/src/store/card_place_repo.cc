// 智能工牌 attendance rules and patrol points (see card_place_repo.h).
#include "store/card_place_repo.h"

namespace chelian::store {
namespace {

Status CheckPlace(double lat, double lon, double radius, double max_radius) {
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return InvalidArgument("经纬度超出范围");
  if (radius < 10 || radius > max_radius) return InvalidArgument("半径超出范围");
  return Status::Ok();
}

bool DayMinute(int m) { return m >= 0 && m <= 1440; }

Result<long long> GroupInScope(Connection& conn, const Scope& scope, long long group_id) {
  if (group_id == 0) group_id = scope.group_id;
  auto rows = conn.Query("SELECT 1 FROM groups WHERE id = ? AND path LIKE ?", {group_id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("分组不存在或无权访问");
  return group_id;
}

}  // namespace

Status ValidateAttendanceRule(const CardAttendanceRule& r) {
  if (r.name.empty()) return InvalidArgument("规则名称不能为空");
  if (Status s = CheckPlace(r.lat, r.lon, r.radius, 50000); !s.ok()) return s;
  if (!DayMinute(r.start_min) || !DayMinute(r.end_min)) return InvalidArgument("上下班时间格式应为 HH:mm");
  if (r.start_min == r.end_min) return InvalidArgument("上班时间与下班时间不能相同");
  if (r.grace_min < 0 || r.grace_min > 240) return InvalidArgument("宽限时间应在 0～240 分钟之间");
  return Status::Ok();
}

Result<std::vector<CardAttendanceRule>> ListAttendanceRules(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(
      "SELECT r.group_id, g.name, g.path, r.name, r.lat, r.lon, r.radius, r.start_min, r.end_min, r.grace_min, "
      "r.updated_by, r.updated_at FROM card_attendance_rules r JOIN groups g ON g.id = r.group_id "
      "WHERE g.path LIKE ? OR ? LIKE g.path || '%' ORDER BY g.path",
      {scope.LikePattern(), scope.group_path});
  if (!rows.ok()) return rows.status();
  std::vector<CardAttendanceRule> out;
  for (const Row& r : *rows)
    out.push_back({.group_id = r.Int(0),
                   .group_name = r.Text(1),
                   .group_path = r.Text(2),
                   .name = r.Text(3),
                   .lat = r.Real(4),
                   .lon = r.Real(5),
                   .radius = r.Real(6),
                   .start_min = static_cast<int>(r.Int(7)),
                   .end_min = static_cast<int>(r.Int(8)),
                   .grace_min = static_cast<int>(r.Int(9)),
                   .updated_by = r.Text(10),
                   .updated_at = r.Int(11)});
  return out;
}

Status SaveAttendanceRule(Connection& conn, const Scope& scope, const CardAttendanceRule& r,
                          const std::string& updated_by, long long now_ms) {
  if (Status s = ValidateAttendanceRule(r); !s.ok()) return s;
  auto group = GroupInScope(conn, scope, r.group_id);
  if (!group.ok()) return group.status();
  return conn.Exec(
      "INSERT INTO card_attendance_rules (group_id, name, lat, lon, radius, start_min, end_min, grace_min, "
      "updated_by, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (group_id) DO UPDATE SET "
      "name = excluded.name, lat = excluded.lat, lon = excluded.lon, radius = excluded.radius, "
      "start_min = excluded.start_min, end_min = excluded.end_min, grace_min = excluded.grace_min, "
      "updated_by = excluded.updated_by, updated_at = excluded.updated_at",
      {*group, r.name, r.lat, r.lon, r.radius, r.start_min, r.end_min, r.grace_min, updated_by, now_ms});
}

Status DeleteAttendanceRule(Connection& conn, const Scope& scope, long long group_id) {
  auto group = GroupInScope(conn, scope, group_id);
  if (!group.ok()) return group.status();
  return conn.Exec("DELETE FROM card_attendance_rules WHERE group_id = ?", {*group});
}

const CardAttendanceRule* RuleForGroupPath(const std::vector<CardAttendanceRule>& rules, const std::string& path) {
  const CardAttendanceRule* best = nullptr;
  for (const auto& r : rules)
    if (path.starts_with(r.group_path) && (!best || r.group_path.size() > best->group_path.size())) best = &r;
  return best;
}

Status ValidatePatrolPoint(const CardPatrolPoint& p) {
  if (p.name.empty()) return InvalidArgument("巡更点名称不能为空");
  if (Status s = CheckPlace(p.lat, p.lon, p.radius, 5000); !s.ok()) return s;
  if (!DayMinute(p.start_min) || !DayMinute(p.end_min)) return InvalidArgument("巡更时段格式应为 HH:mm");
  return Status::Ok();
}

Result<std::vector<CardPatrolPoint>> ListPatrolPoints(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(
      "SELECT p.id, p.group_id, g.name, g.path, p.name, p.lat, p.lon, p.radius, p.start_min, p.end_min, "
      "p.created_at FROM card_patrol_points p JOIN groups g ON g.id = p.group_id WHERE g.path LIKE ? ORDER BY p.id",
      {scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  std::vector<CardPatrolPoint> out;
  for (const Row& r : *rows)
    out.push_back({.id = r.Int(0),
                   .group_id = r.Int(1),
                   .group_name = r.Text(2),
                   .group_path = r.Text(3),
                   .name = r.Text(4),
                   .lat = r.Real(5),
                   .lon = r.Real(6),
                   .radius = r.Real(7),
                   .start_min = static_cast<int>(r.Int(8)),
                   .end_min = static_cast<int>(r.Int(9)),
                   .created_at = r.Int(10)});
  return out;
}

Result<long long> SavePatrolPoint(Connection& conn, const Scope& scope, const CardPatrolPoint& p, long long now_ms) {
  if (Status s = ValidatePatrolPoint(p); !s.ok()) return s;
  auto group = GroupInScope(conn, scope, p.group_id);
  if (!group.ok()) return group.status();
  if (p.id == 0) {
    auto rows = conn.Query(
        "INSERT INTO card_patrol_points (group_id, name, lat, lon, radius, start_min, end_min, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        {*group, p.name, p.lat, p.lon, p.radius, p.start_min, p.end_min, now_ms});
    if (!rows.ok()) return rows.status();
    return rows->front().Int(0);
  }
  Status s = conn.Exec(
      "UPDATE card_patrol_points SET group_id = ?, name = ?, lat = ?, lon = ?, radius = ?, start_min = ?, end_min = ? "
      "WHERE id = ? AND group_id IN (SELECT id FROM groups WHERE path LIKE ?)",
      {*group, p.name, p.lat, p.lon, p.radius, p.start_min, p.end_min, p.id, scope.LikePattern()});
  if (!s.ok()) return s;
  if (conn.Changes() == 0) return NotFound("巡更点不存在或无权访问");
  return p.id;
}

Status DeletePatrolPoint(Connection& conn, const Scope& scope, long long id) {
  Status s =
      conn.Exec("DELETE FROM card_patrol_points WHERE id = ? AND group_id IN (SELECT id FROM groups WHERE path LIKE ?)",
                {id, scope.LikePattern()});
  if (!s.ok()) return s;
  if (conn.Changes() == 0) return NotFound("巡更点不存在或无权访问");
  return Status::Ok();
}

}  // namespace chelian::store
