// Voice message reads over media (type audio, format AMR) and commands.
#include "store/voice_repo.h"

namespace chelian::store {

Result<VoicePage> PageVoiceMessages(Connection& conn, const Scope& scope, long long asset_id, int page_number,
                                    int page_size) {
  Params params = {asset_id, kMediaAudio, kFormatAmr, scope.LikePattern()};
  static constexpr char kWhere[] =
      "FROM media m JOIN groups g ON g.id = m.group_id LEFT JOIN commands c ON c.id = m.command_id "
      "WHERE m.asset_id = ? AND m.type = ? AND m.format = ? AND g.path LIKE ? ";
  auto count = conn.Query(std::string("SELECT COUNT(*) ") + kWhere, params);
  if (!count.ok()) return count.status();
  params.push_back(page_size);
  params.push_back(static_cast<long long>(page_number - 1) * page_size);
  auto rows =
      conn.Query(std::string("SELECT m.id, m.time, m.direction, m.duration_ms, m.bytes, m.command_id, c.status ") +
                     kWhere + "ORDER BY m.time DESC, m.id DESC LIMIT ? OFFSET ?",
                 params);
  if (!rows.ok()) return rows.status();
  VoicePage page;
  page.total = count->front().Int(0);
  for (const Row& r : *rows) {
    VoiceMessage v{r.Int(0), r.Int(1), static_cast<int>(r.Int(2))};
    if (!r.IsNull(3)) v.duration_ms = r.Int(3);
    v.bytes = r.Int(4);
    if (!r.IsNull(5)) v.command_id = r.Int(5);
    if (!r.IsNull(6)) v.command_status = static_cast<int>(r.Int(6));
    page.rows.push_back(v);
  }
  return page;
}

Result<MediaFile> FindVoiceFile(Connection& conn, const Scope& scope, long long asset_id, long long id) {
  auto rows = conn.Query(
      "SELECT m.path, m.node FROM media m JOIN groups g ON g.id = m.group_id "
      "WHERE m.id = ? AND m.asset_id = ? AND m.type = ? AND m.format = ? AND g.path LIKE ?",
      {id, asset_id, kMediaAudio, kFormatAmr, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("语音不存在");
  return MediaFile{rows->front().Text(0), kFormatAmr, rows->front().Text(1)};
}

}  // namespace chelian::store
