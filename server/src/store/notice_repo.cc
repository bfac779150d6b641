// Notice repository.
#include "store/notice_repo.h"

#include <algorithm>

namespace chelian::store {
namespace {

// Visibility of notice `n` to a reader: params (user_id, group_path).
constexpr char kVisible[] =
    "(n.user_id = ? OR (n.user_id IS NULL AND (n.group_id IS NULL OR EXISTS "
    "(SELECT 1 FROM groups ag WHERE ag.id = n.group_id AND ? LIKE ag.path || '%')))) ";

constexpr char kSelect[] =
    "SELECT n.id, n.kind, n.category, n.title, n.content, n.publisher, n.group_id, n.user_id, n.top, n.created_at, "
    "r.read_at FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.user_id = ? ";

Notice FromRow(const Row& r) {
  Notice n;
  n.id = r.Int(0);
  n.kind = static_cast<int>(r.Int(1));
  n.category = r.Text(2);
  n.title = r.Text(3);
  n.content = r.Text(4);
  n.publisher = r.Text(5);
  n.group_id = r.Int(6);
  n.user_id = r.Int(7);
  n.top = static_cast<int>(r.Int(8));
  n.created_at = r.Int(9);
  n.read_at = r.Int(10);
  return n;
}

Params ReaderParams(const NoticeReader& reader) { return {reader.user_id, reader.user_id, reader.group_path}; }

}  // namespace

Result<NoticePage> QueryNotices(Connection& conn, const NoticeReader& reader, const NoticeQuery& q) {
  std::string where = std::string("WHERE ") + kVisible;
  Params params = ReaderParams(reader);
  if (q.kind == kNoticeAnnouncement || q.kind == kNoticeMessage) {
    where += "AND n.kind = ? ";
    params.push_back(q.kind);
  }
  if (q.read == 0) where += "AND r.read_at IS NULL ";
  if (q.read == 1) where += "AND r.read_at IS NOT NULL ";
  if (!q.keyword.empty()) {
    where += "AND n.title LIKE ? ";
    params.push_back("%" + q.keyword + "%");
  }
  auto count = conn.Query(
      "SELECT COUNT(*) FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.user_id = ? " + where,
      params);
  if (!count.ok()) return count.status();
  int size = std::clamp(q.page_size, 1, 100);
  int page = std::max(q.page_number, 1);
  params.push_back(size);
  params.push_back(static_cast<long long>(page - 1) * size);
  auto rows = conn.Query(
      std::string(kSelect) + where + "ORDER BY n.top DESC, n.created_at DESC, n.id DESC LIMIT ? OFFSET ?", params);
  if (!rows.ok()) return rows.status();
  NoticePage out;
  out.total = count->at(0).Int(0);
  for (const auto& r : *rows) out.rows.push_back(FromRow(r));
  return out;
}

Result<Notice> GetNotice(Connection& conn, const NoticeReader& reader, long long id) {
  Params params = ReaderParams(reader);
  params.push_back(id);
  auto rows = conn.Query(std::string(kSelect) + "WHERE " + kVisible + "AND n.id = ?", params);
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("消息不存在或无权查看");
  return FromRow(rows->front());
}

Result<UnreadCounts> CountUnreadNotices(Connection& conn, const NoticeReader& reader) {
  auto rows = conn.Query(
      "SELECT n.kind, COUNT(*) FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.user_id = ? "
      "WHERE " +
          std::string(kVisible) + "AND r.read_at IS NULL GROUP BY n.kind",
      ReaderParams(reader));
  if (!rows.ok()) return rows.status();
  UnreadCounts out;
  for (const auto& r : *rows) (r.Int(0) == kNoticeAnnouncement ? out.announcements : out.messages) = r.Int(1);
  return out;
}

Result<long long> MarkNoticesRead(Connection& conn, const NoticeReader& reader, const std::vector<long long>& ids,
                                  long long now_ms) {
  long long marked = 0;
  Status s = InTransaction(conn, [&]() -> Status {
    for (long long id : ids) {
      Params params = {id, reader.user_id, now_ms, reader.user_id, reader.group_path, id, reader.user_id};
      auto r = conn.Query(
          "INSERT INTO notice_reads (notice_id, user_id, read_at) SELECT ?, ?, ? FROM notices n WHERE " +
              std::string(kVisible) +
              "AND n.id = ? AND NOT EXISTS (SELECT 1 FROM notice_reads x WHERE x.notice_id = n.id AND x.user_id = ?)",
          params);
      if (!r.ok()) return r.status();
      marked += conn.Changes();
    }
    return Status::Ok();
  });
  if (!s.ok()) return s;
  return marked;
}

Result<long long> MarkAllNoticesRead(Connection& conn, const NoticeReader& reader, int kind, long long now_ms) {
  std::string sql = "INSERT INTO notice_reads (notice_id, user_id, read_at) SELECT n.id, ?, ? FROM notices n WHERE " +
                    std::string(kVisible) +
                    "AND NOT EXISTS (SELECT 1 FROM notice_reads x WHERE x.notice_id = n.id AND x.user_id = ?)";
  Params params = {reader.user_id, now_ms, reader.user_id, reader.group_path, reader.user_id};
  if (kind == kNoticeAnnouncement || kind == kNoticeMessage) {
    sql += " AND n.kind = ?";
    params.push_back(kind);
  }
  auto r = conn.Query(sql, params);
  if (!r.ok()) return r.status();
  return conn.Changes();
}

Result<long long> SendUserMessage(Connection& conn, long long user_id, const std::string& category,
                                  const std::string& title, const std::string& content, long long now_ms) {
  auto rows = conn.Query(
      "INSERT INTO notices (kind, category, title, content, group_id, user_id, publisher, top, created_at) "
      "VALUES (?, ?, ?, ?, NULL, ?, '系统', 0, ?) RETURNING id",
      {kNoticeMessage, category, title, content, user_id, now_ms});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0);
}

Result<long long> PublishAnnouncement(Connection& conn, const Scope& scope, long long group_id,
                                      const std::string& title, const std::string& content,
                                      const std::string& publisher, int top, long long now_ms) {
  if (title.empty()) return InvalidArgument("公告标题不能为空");
  if (content.empty()) return InvalidArgument("公告内容不能为空");
  if (group_id == 0) group_id = scope.group_id;
  auto group = conn.Query("SELECT id FROM groups WHERE id = ? AND path LIKE ?", {group_id, scope.LikePattern()});
  if (!group.ok()) return group.status();
  if (group->empty()) return NotFound("分组不存在或无权访问");
  auto rows = conn.Query(
      "INSERT INTO notices (kind, category, title, content, group_id, user_id, publisher, top, created_at) "
      "VALUES (?, '平台公告', ?, ?, ?, NULL, ?, ?, ?) RETURNING id",
      {kNoticeAnnouncement, title, content, group_id, publisher, top ? 1 : 0, now_ms});
  if (!rows.ok()) return rows.status();
  return rows->at(0).Int(0);
}

}  // namespace chelian::store
