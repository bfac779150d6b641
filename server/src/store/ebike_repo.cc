// Implementation of the e-bike repository.
#include "store/ebike_repo.h"

namespace chelian::store {
namespace {

constexpr char kBikeColumns[] =
    "SELECT a.id, d.id, a.plate, g.name, d.terminal_no, d.terminal_type, d.protocol, s.device_id, "
    "COALESCE(s.fix_time, 0), COALESCE(s.recv_time, 0), COALESCE(s.lat, 0), COALESCE(s.lon, 0), "
    "COALESCE(s.speed, 0), COALESCE(s.mileage, 0), COALESCE(s.course, 0), COALESCE(s.flags, 0), "
    "COALESCE(s.motion, 0), COALESCE(s.attributes, '') "
    "FROM assets a JOIN groups g ON g.id = a.group_id JOIN devices d ON d.asset_id = a.id "
    "LEFT JOIN device_state s ON s.device_id = d.id WHERE a.kind = 4 ";

EbikeRow BikeOf(const Row& r) {
  EbikeRow b;
  b.asset_id = r.Int(0);
  b.device_id = r.Int(1);
  b.plate = r.Text(2);
  b.group_name = r.Text(3);
  b.terminal_no = r.Text(4);
  b.terminal_type = r.Text(5);
  b.protocol = r.Text(6);
  b.has_state = !r.IsNull(7);
  b.fix_time = r.Int(8);
  b.recv_time = r.Int(9);
  b.lat = r.Real(10);
  b.lon = r.Real(11);
  b.speed = r.Real(12);
  b.mileage = r.Real(13);
  b.course = static_cast<int>(r.Int(14));
  b.flags = static_cast<int>(r.Int(15));
  b.motion = static_cast<int>(r.Int(16));
  b.attributes = r.Text(17);
  return b;
}

Result<EbikeRow> OneBike(Connection& conn, const std::string& where, const Params& params) {
  auto rows = conn.Query(std::string(kBikeColumns) + where + " LIMIT 1", params);
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("车辆不存在或无权访问");
  return BikeOf(rows->front());
}

constexpr char kShareColumns[] =
    "SELECT sh.id, sh.asset_id, sh.created_by, sh.created_at, sh.expires_at, sh.revoked_at, sh.views, a.plate "
    "FROM ebike_shares sh JOIN assets a ON a.id = sh.asset_id JOIN groups g ON g.id = a.group_id ";

ShareRow ShareOf(const Row& r) {
  return ShareRow{r.Int(0), r.Int(1), r.Int(2), r.Int(3), r.Int(4), r.Int(5), r.Int(6), r.Text(7)};
}

}  // namespace

Result<std::vector<EbikeRow>> ListEbikes(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(std::string(kBikeColumns) + "AND g.path LIKE ? ORDER BY a.plate, a.id", {scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  std::vector<EbikeRow> out;
  out.reserve(rows->size());
  for (const Row& r : *rows) out.push_back(BikeOf(r));
  return out;
}

Result<EbikeRow> FindEbike(Connection& conn, const Scope& scope, long long asset_id) {
  return OneBike(conn, "AND a.id = ? AND g.path LIKE ?", {asset_id, scope.LikePattern()});
}

Result<EbikeRow> FindEbikeForShare(Connection& conn, long long asset_id) {
  return OneBike(conn, "AND a.id = ?", {asset_id});
}

Result<ShareRow> CreateShare(Connection& conn, const Scope& scope, long long asset_id, long long user_id,
                             long long now_ms, long long expires_at) {
  auto bike = FindEbike(conn, scope, asset_id);
  if (!bike.ok()) return bike.status();
  auto rows = conn.Query(
      "INSERT INTO ebike_shares (asset_id, created_by, created_at, expires_at) VALUES (?, ?, ?, ?) RETURNING id",
      {asset_id, user_id, now_ms, expires_at});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return Internal("insert returned no id");
  return ShareRow{rows->front().Int(0), asset_id, user_id, now_ms, expires_at, 0, 0, bike->plate};
}

Result<std::vector<ShareRow>> ListShares(Connection& conn, const Scope& scope, long long asset_id) {
  std::string sql = std::string(kShareColumns) + "WHERE a.kind = 4 AND g.path LIKE ?";
  Params params{scope.LikePattern()};
  if (asset_id > 0) {
    sql += " AND sh.asset_id = ?";
    params.push_back(asset_id);
  }
  auto rows = conn.Query(sql + " ORDER BY sh.id DESC LIMIT 200", params);
  if (!rows.ok()) return rows.status();
  std::vector<ShareRow> out;
  for (const Row& r : *rows) out.push_back(ShareOf(r));
  return out;
}

Status RevokeShare(Connection& conn, const Scope& scope, long long share_id, long long now_ms) {
  auto rows =
      conn.Query(std::string(kShareColumns) + "WHERE sh.id = ? AND g.path LIKE ?", {share_id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("分享链接不存在或无权操作");
  return conn.Exec("UPDATE ebike_shares SET revoked_at = ? WHERE id = ? AND revoked_at = 0", {now_ms, share_id});
}

Result<ShareRow> TakeShareView(Connection& conn, long long share_id) {
  if (Status s = conn.Exec("UPDATE ebike_shares SET views = views + 1 WHERE id = ?", {share_id}); !s.ok()) return s;
  auto rows = conn.Query(std::string(kShareColumns) + "WHERE sh.id = ?", {share_id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("分享链接无效");
  return ShareOf(rows->front());
}

Result<std::string> ShareKey(Connection& conn, const std::string& fresh) {
  if (Status s = conn.Exec(
          "INSERT INTO ebike_share_key (id, secret) SELECT 1, ? WHERE NOT EXISTS (SELECT 1 FROM ebike_share_key)",
          {fresh});
      !s.ok())
    return s;
  auto rows = conn.Query("SELECT secret FROM ebike_share_key WHERE id = 1", {});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return Internal("share key missing");
  return rows->front().Text(0);
}

}  // namespace chelian::store
