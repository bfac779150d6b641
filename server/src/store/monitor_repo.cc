// Monitoring-centre repository.
#include "store/monitor_repo.h"

#include <algorithm>

#include "store/asset_kind.h"
#include "store/expired_clause.h"
#include "store/like_pattern.h"
#include "store/placeholders.h"

namespace chelian::store {
namespace {

std::string LowerAscii(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

// By group (its path), plate and id, bytewise: the order of the list and of its pages. Indices are
// sorted, then each vehicle is moved once: the wide structs are not swapped while sorting.
std::vector<MonitorVehicle> SortedByGroupAndPlate(std::vector<MonitorVehicle> vehicles) {
  std::vector<size_t> order(vehicles.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t x, size_t y) {
    const MonitorVehicle& a = vehicles[x];
    const MonitorVehicle& b = vehicles[y];
    if (int c = a.group_path.compare(b.group_path); c != 0) return c < 0;
    if (int c = a.plate.compare(b.plate); c != 0) return c < 0;
    return a.asset_id < b.asset_id;
  });
  std::vector<MonitorVehicle> sorted;
  sorted.reserve(vehicles.size());
  for (size_t i : order) sorted.push_back(std::move(vehicles[i]));
  return sorted;
}

}  // namespace

Result<std::vector<MonitorVehicle>> ListMonitorVehicles(Connection& conn, const Scope& scope, long long user_id,
                                                        const MonitorFilter& filter) {
  Params params = {user_id, scope.LikePattern()};
  std::string sql =
      "SELECT a.id, COALESCE(d.id, 0), a.group_id, g.name, g.path, a.plate, d.terminal_no, d.terminal_type, d.sim, "
      "a.owner, a.frame_no, a.icon_type, d.long_standby, d.expires_at, "
      "s.device_id, s.fix_time, s.recv_time, s.lat, s.lon, s.speed, s.course, s.flags, s.mileage, s.motion, "
      "s.motion_since, s.attributes, c.level, c.remark, COALESCE(d.settled_at, 0) "
      "FROM assets a JOIN groups g ON g.id = a.group_id "
      "LEFT JOIN devices d ON d.asset_id = a.id "
      "LEFT JOIN device_state s ON s.device_id = d.id "
      "LEFT JOIN vehicle_concerns c ON c.asset_id = a.id AND c.user_id = ? "
      "WHERE g.path LIKE ? ";
  if (!filter.group_paths.empty()) sql += "AND " + SubtreeClause("g.path", filter.group_paths, params) + " ";
  if (filter.followed_only) sql += "AND c.level IS NOT NULL ";
  if (filter.wireless_only) sql += "AND d.long_standby = 1 ";
  sql += AssetKindClause("a.kind", filter.kind, params);
  // Read row by row (no copy of the whole result) and ordered here, not by the database (its sort of
  // the wide rows): together a fifth of a 50,000-vehicle list's time (issue 28, D170).
  std::vector<MonitorVehicle> out;
  std::unordered_map<long long, size_t> by_asset;
  Status read = conn.QueryEach(sql, params, [&](const Row& r) {
    // An asset with two devices: the first one.
    if (!by_asset.emplace(r.Int(0), out.size()).second) return;
    MonitorVehicle v;
    v.asset_id = r.Int(0);
    v.device_id = r.Int(1);
    v.group_id = r.Int(2);
    v.group_name = r.Text(3);
    v.group_path = r.Text(4);
    v.plate = r.Text(5);
    v.terminal_no = r.Text(6);
    v.terminal_type = r.Text(7);
    v.sim = r.Text(8);
    v.owner = r.Text(9);
    v.frame_no = r.Text(10);
    v.icon_type = static_cast<int>(r.Int(11));
    v.long_standby = static_cast<int>(r.Int(12));
    v.expires_at = r.Int(13);
    v.settled_at = r.Int(28);
    if (!r.IsNull(14)) {
      SavedState& st = v.state;
      st.present = true;
      st.fix_time = r.Int(15);
      st.recv_time = r.Int(16);
      st.lat = r.Real(17);
      st.lon = r.Real(18);
      st.speed = r.Real(19);
      st.course = static_cast<int>(r.Int(20));
      st.flags = static_cast<int>(r.Int(21));
      st.mileage = r.Real(22);
      st.motion = static_cast<int>(r.Int(23));
      st.motion_since = r.Int(24);
      st.attributes = r.Text(25);
    }
    v.concern_level = static_cast<int>(r.Int(26));
    v.concern_remark = r.Text(27);
    out.push_back(std::move(v));
  });
  if (!read.ok()) return read;
  if (out.empty()) return out;

  auto open = conn.Query(
      "SELECT al.asset_id, al.code FROM alarms al JOIN assets a ON a.id = al.asset_id "
      "JOIN groups g ON g.id = a.group_id WHERE al.end_time IS NULL AND g.path LIKE ? ORDER BY al.begin_time",
      {scope.LikePattern()});
  if (!open.ok()) return open.status();
  for (const Row& r : *open) {
    auto it = by_asset.find(r.Int(0));
    if (it != by_asset.end()) out[it->second].open_alarms.push_back(r.Text(1));
  }
  return SortedByGroupAndPlate(std::move(out));
}

Result<VehicleDetails> GetVehicleDetails(Connection& conn, const Scope& scope, long long asset_id) {
  auto rows = conn.Query(
      "SELECT a.id, a.group_id, g.name, a.plate, a.vehicle_type, a.engine_no, a.frame_no, a.owner, a.license, a.phone, "
      "a.address, a.remark, a.icon_type, d.terminal_no, d.terminal_type, d.protocol, d.sim, d.iccid, d.imei, "
      "d.long_standby, d.activated_at, d.expires_at, a.created_at, d.install_place, d.install_person, "
      "d.install_remark, "
      "d.install_date FROM assets a JOIN groups g ON g.id = a.group_id LEFT JOIN devices d ON d.asset_id = a.id "
      "WHERE a.id = ? AND g.path LIKE ? ORDER BY d.id LIMIT 1",
      {asset_id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("车辆不存在或无权访问");
  const Row& r = rows->front();
  VehicleDetails v;
  v.asset_id = r.Int(0);
  v.group_id = r.Int(1);
  v.group_name = r.Text(2);
  v.plate = r.Text(3);
  v.vehicle_type = r.Text(4);
  v.engine_no = r.Text(5);
  v.frame_no = r.Text(6);
  v.owner = r.Text(7);
  v.license = r.Text(8);
  v.phone = r.Text(9);
  v.address = r.Text(10);
  v.remark = r.Text(11);
  v.icon_type = static_cast<int>(r.Int(12));
  v.terminal_no = r.Text(13);
  v.terminal_type = r.Text(14);
  v.protocol = r.Text(15);
  v.sim = r.Text(16);
  v.iccid = r.Text(17);
  v.imei = r.Text(18);
  v.long_standby = static_cast<int>(r.Int(19));
  v.activated_at = r.Int(20);
  v.expires_at = r.Int(21);
  v.created_at = r.Int(22);
  v.install_place = r.Text(23);
  v.install_person = r.Text(24);
  v.install_remark = r.Text(25);
  v.install_date = r.Text(26);
  return v;
}

Result<std::vector<std::string>> GroupPaths(Connection& conn, const Scope& scope, const std::vector<long long>& ids) {
  std::vector<std::string> paths;
  for (long long id : ids) {
    auto rows = conn.Query("SELECT path FROM groups WHERE id = ? AND path LIKE ?", {id, scope.LikePattern()});
    if (!rows.ok()) return rows.status();
    if (rows->empty()) return NotFound("分组不存在或无权访问");
    paths.push_back(rows->front().Text(0));
  }
  return paths;
}

Status SaveConcern(Connection& conn, const Scope& scope, long long user_id, long long asset_id, int level,
                   const std::string& remark, long long now_ms) {
  if (level < 1 || level > 3) return InvalidArgument("关注度只能是高、中、低");
  auto visible =
      conn.Query("SELECT a.id FROM assets a JOIN groups g ON g.id = a.group_id WHERE a.id = ? AND g.path LIKE ?",
                 {asset_id, scope.LikePattern()});
  if (!visible.ok()) return visible.status();
  if (visible->empty()) return NotFound("车辆不存在或无权访问");
  return conn.Exec(
      "INSERT INTO vehicle_concerns (user_id, asset_id, level, remark, created_at, updated_at) VALUES (?, ?, ?, ?, ?, "
      "?) "
      "ON CONFLICT (user_id, asset_id) DO UPDATE SET level = excluded.level, remark = excluded.remark, "
      "updated_at = excluded.updated_at",
      {user_id, asset_id, level, remark, now_ms, now_ms});
}

Status DeleteConcern(Connection& conn, long long user_id, long long asset_id) {
  return conn.Exec("DELETE FROM vehicle_concerns WHERE user_id = ? AND asset_id = ?", {user_id, asset_id});
}

Result<std::map<long long, Concern>> ConcernsOf(Connection& conn, long long user_id,
                                                const std::vector<long long>& asset_ids) {
  std::map<long long, Concern> out;
  if (asset_ids.empty()) return out;
  Params params{user_id};
  params.insert(params.end(), asset_ids.begin(), asset_ids.end());
  auto rows = conn.Query("SELECT asset_id, level, remark FROM vehicle_concerns WHERE user_id = ? AND asset_id IN (" +
                             Placeholders(asset_ids.size()) + ")",
                         params);
  if (!rows.ok()) return rows.status();
  for (const auto& r : *rows) out[r.Int(0)] = {static_cast<int>(r.Int(1)), r.Text(2)};
  return out;
}

Result<std::vector<VehicleMatch>> SearchVehicles(Connection& conn, const Scope& scope, const std::string& keyword,
                                                 int limit, int kind) {
  std::string pattern = LowerAscii(LikeContains(keyword));
  Params params = {scope.LikePattern()};
  for (int i = 0; i < 5; ++i) params.push_back(pattern);
  std::string sql =
      "SELECT a.id, a.group_id, a.plate, d.terminal_no, d.terminal_type, d.sim, a.owner, a.frame_no, g.name "
      "FROM assets a JOIN groups g ON g.id = a.group_id LEFT JOIN devices d ON d.asset_id = a.id "
      "WHERE g.path LIKE ? AND (LOWER(a.plate) LIKE ? ESCAPE '\\' OR LOWER(d.terminal_no) LIKE ? ESCAPE '\\' "
      "OR LOWER(d.sim) LIKE ? ESCAPE '\\' OR LOWER(a.owner) LIKE ? ESCAPE '\\' OR LOWER(a.frame_no) LIKE ? ESCAPE "
      "'\\') ";
  sql += AssetKindClause("a.kind", kind, params);
  sql += "ORDER BY a.plate, a.id LIMIT ?";
  params.push_back(std::clamp(limit, 1, 200) * 4);  // room for ranking before the cut
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  std::string needle = LowerAscii(keyword);
  std::vector<std::pair<int, VehicleMatch>> ranked;  // (rank, match): prefix matches before substring matches
  for (const Row& r : *rows) {
    VehicleMatch m;
    m.asset_id = r.Int(0);
    m.group_id = r.Int(1);
    m.plate = r.Text(2);
    m.terminal_no = r.Text(3);
    m.terminal_type = r.Text(4);
    m.sim = r.Text(5);
    m.owner = r.Text(6);
    m.frame_no = r.Text(7);
    m.group_name = r.Text(8);
    const std::pair<int, const std::string*> fields[] = {
        {1, &m.plate}, {2, &m.terminal_no}, {3, &m.sim}, {4, &m.owner}, {6, &m.frame_no}};
    int rank = 99;
    for (const auto& [type, text] : fields) {
      size_t at = LowerAscii(*text).find(needle);
      if (at == std::string::npos) continue;
      int r_here = (at == 0 ? 0 : 10) + type;
      if (r_here < rank) {
        rank = r_here;
        m.match_type = type;
      }
    }
    ranked.emplace_back(rank, std::move(m));
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<VehicleMatch> out;
  for (auto& [rank, m] : ranked) {
    if (static_cast<int>(out.size()) >= std::clamp(limit, 1, 200)) break;
    out.push_back(std::move(m));
  }
  return out;
}

namespace {

// The FROM/WHERE shared by the recent-alarm list and its count; fills `params` for it.
std::string RecentAlarmFilter(const Scope& scope, const RecentAlarmQuery& q, Params& params) {
  params = {scope.LikePattern(), q.since_ms};
  std::string sql =
      "FROM alarms al JOIN assets a ON a.id = al.asset_id JOIN groups g ON g.id = a.group_id "
      "WHERE g.path LIKE ? AND al.begin_time >= ? ";
  if (q.updated_after_ms > 0) {
    sql += "AND al.update_time > ? ";
    params.push_back(q.updated_after_ms);
  }
  if (q.unhandled_only) sql += "AND al.handled = 0 ";
  sql += AssetKindClause("a.kind", q.kind, params);
  for (const auto& code : q.exclude_codes) {
    sql += "AND al.code <> ? ";
    params.push_back(code);
  }
  return sql + NotExpiredClause("al.asset_id", q.hide_expired_at, params);
}

}  // namespace

Result<long long> CountRecentAlarms(Connection& conn, const Scope& scope, const RecentAlarmQuery& q) {
  Params params;
  std::string sql = "SELECT COUNT(*) " + RecentAlarmFilter(scope, q, params);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  return rows->empty() ? 0 : (*rows)[0].Int(0);
}

Result<std::vector<RecentAlarm>> ListRecentAlarms(Connection& conn, const Scope& scope, const RecentAlarmQuery& q) {
  Params params;
  std::string sql =
      "SELECT al.id, al.asset_id, a.group_id, al.code, al.label, a.plate, g.name, al.begin_time, al.end_time, "
      "al.begin_lat, al.begin_lon, al.begin_speed, al.handled " +
      RecentAlarmFilter(scope, q, params);
  sql += "ORDER BY al.begin_time DESC, al.id DESC LIMIT ?";
  params.push_back(std::clamp(q.limit, 1, 5000));
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  std::vector<RecentAlarm> out;
  out.reserve(rows->size());
  for (const Row& r : *rows) {
    RecentAlarm a;
    a.id = r.Int(0);
    a.asset_id = r.Int(1);
    a.group_id = r.Int(2);
    a.code = r.Text(3);
    a.label = r.Text(4);
    a.plate = r.Text(5);
    a.group_name = r.Text(6);
    a.begin_time = r.Int(7);
    a.end_time = r.Int(8);
    a.lat = r.Real(9);
    a.lon = r.Real(10);
    a.speed = r.Real(11);
    a.handled = static_cast<int>(r.Int(12));
    out.push_back(std::move(a));
  }
  return out;
}

}  // namespace chelian::store
