// Media repository.
#include "store/media_repo.h"

namespace chelian::store {

Status InsertMedia(Connection& conn, const NewMedia& m) {
  return conn.Exec(
      "INSERT INTO media (device_id, asset_id, group_id, media_id, type, format, event, channel, path, bytes, time, "
      "lat, lon, created_at, node) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {m.device_id, m.asset_id, m.group_id, m.media_id, m.type, m.format, m.event, m.channel, m.path, m.bytes, m.time,
       m.lat ? Value(*m.lat) : Value(), m.lon ? Value(*m.lon) : Value(), m.created_at, m.node});
}

Result<MediaImagePage> PageMediaImages(Connection& conn, const Scope& scope, long long asset_id, int page_number,
                                       int page_size) {
  Params params = {asset_id, scope.LikePattern()};
  static constexpr char kWhere[] =
      "FROM media m JOIN groups g ON g.id = m.group_id WHERE m.asset_id = ? AND m.type = 0 AND g.path LIKE ? ";
  auto count = conn.Query(std::string("SELECT COUNT(*) ") + kWhere, params);
  if (!count.ok()) return count.status();
  params.push_back(page_size);
  params.push_back(static_cast<long long>(page_number - 1) * page_size);
  auto rows = conn.Query(std::string("SELECT m.media_id, m.time, m.event, m.channel, m.bytes, m.lat, m.lon ") + kWhere +
                             "ORDER BY m.time DESC, m.id DESC LIMIT ? OFFSET ?",
                         params);
  if (!rows.ok()) return rows.status();
  MediaImagePage page;
  page.total = count->front().Int(0);
  for (const Row& r : *rows) {
    MediaImage m{r.Int(0), r.Int(1), static_cast<int>(r.Int(2)), static_cast<int>(r.Int(3)), r.Int(4)};
    if (!r.IsNull(5)) {
      m.lat = r.Real(5);
      m.lon = r.Real(6);
    }
    page.rows.push_back(m);
  }
  return page;
}

Result<MediaFile> FindMediaFile(Connection& conn, const Scope& scope, long long asset_id, long long media_id) {
  auto rows = conn.Query(
      "SELECT m.path, m.format, m.node FROM media m JOIN groups g ON g.id = m.group_id "
      "WHERE m.asset_id = ? AND m.media_id = ? AND g.path LIKE ? ORDER BY m.id DESC LIMIT 1",
      {asset_id, media_id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("文件不存在");
  return MediaFile{rows->front().Text(0), static_cast<int>(rows->front().Int(1)), rows->front().Text(2)};
}

}  // namespace chelian::store
