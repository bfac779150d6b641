// Export record repository.
#include "store/export_repo.h"

#include <algorithm>

#include "store/placeholders.h"

namespace chelian::store {
namespace {

constexpr char kSelect[] =
    "SELECT id, user_id, group_id, type, name, file_name, status, row_count, size_bytes, error, created_at, "
    "finished_at, expires_at, progress, node FROM export_records ";

ExportRecord FromRow(const Row& r) {
  ExportRecord e;
  e.id = r.Int(0);
  e.user_id = r.Int(1);
  e.group_id = r.Int(2);
  e.type = static_cast<int>(r.Int(3));
  e.name = r.Text(4);
  e.file_name = r.Text(5);
  e.status = static_cast<int>(r.Int(6));
  e.row_count = r.Int(7);
  e.size_bytes = r.Int(8);
  e.error = r.Text(9);
  e.created_at = r.Int(10);
  e.finished_at = r.Int(11);
  e.expires_at = r.Int(12);
  e.progress = static_cast<int>(r.Int(13));
  e.node = r.Text(14);
  return e;
}

}  // namespace

Result<ExportRecord> InsertExportRecord(Connection& conn, const ExportRecord& r) {
  auto rows = conn.Query(
      "INSERT INTO export_records (user_id, group_id, type, name, file_name, status, created_at, expires_at, node) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
      {r.user_id, r.group_id, r.type, r.name, r.file_name, kExportWaiting, r.created_at, r.expires_at, r.node});
  if (!rows.ok()) return rows.status();
  ExportRecord out = r;
  out.id = rows->at(0).Int(0);
  out.status = kExportWaiting;
  return out;
}

Status UpdateExportProgress(Connection& conn, long long id, int percent, long long row_count) {
  return conn.Exec("UPDATE export_records SET progress = ?, row_count = ? WHERE id = ? AND status = ?",
                   {std::clamp(percent, 0, 100), row_count, id, static_cast<int>(kExportRunning)});
}

Status UpdateExportStatus(Connection& conn, long long id, int status, long long row_count, long long size_bytes,
                          const std::string& error, long long finished_at) {
  return conn.Exec(
      "UPDATE export_records SET status = ?, row_count = ?, size_bytes = ?, error = ?, finished_at = ?, progress = ? "
      "WHERE id = ?",
      {status, row_count, size_bytes, error, finished_at, status == kExportDone ? 100 : 0, id});
}

Result<std::vector<std::pair<int, long long>>> CountExportsByStatus(Connection& conn) {
  auto rows = conn.Query("SELECT status, COUNT(*) FROM export_records GROUP BY status");
  if (!rows.ok()) return rows.status();
  std::vector<std::pair<int, long long>> out;
  for (const Row& r : *rows) out.emplace_back(static_cast<int>(r.Int(0)), r.Int(1));
  return out;
}

Result<ExportPage> ListExportRecords(Connection& conn, long long user_id, int type, int page_number, int page_size) {
  std::string where = "WHERE user_id = ? ";
  Params params = {user_id};
  if (type > 0) {
    where += "AND type = ? ";
    params.push_back(type);
  }
  auto count = conn.Query("SELECT COUNT(*) FROM export_records " + where, params);
  if (!count.ok()) return count.status();
  int size = std::clamp(page_size, 1, 500);
  int page = std::max(page_number, 1);
  params.push_back(size);
  params.push_back(static_cast<long long>(page - 1) * size);
  auto rows = conn.Query(std::string(kSelect) + where + "ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?", params);
  if (!rows.ok()) return rows.status();
  ExportPage out;
  out.total = count->at(0).Int(0);
  for (const auto& r : *rows) out.rows.push_back(FromRow(r));
  return out;
}

Result<ExportRecord> FindExportRecord(Connection& conn, long long user_id, const std::string& file_name, long long id) {
  auto rows = id > 0 ? conn.Query(std::string(kSelect) + "WHERE user_id = ? AND id = ?", {user_id, id})
                     : conn.Query(std::string(kSelect) +
                                      "WHERE user_id = ? AND (file_name = ? OR name = ?) "
                                      "ORDER BY id DESC LIMIT 1",
                                  {user_id, file_name, file_name});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("文件不存在或已过期");
  return FromRow(rows->front());
}

Result<std::vector<ExportRecord>> ListExpiredExports(Connection& conn, long long now_ms) {
  auto rows = conn.Query(std::string(kSelect) + "WHERE expires_at < ?", {now_ms});
  if (!rows.ok()) return rows.status();
  std::vector<ExportRecord> out;
  for (const auto& r : *rows) out.push_back(FromRow(r));
  return out;
}

Status DeleteExportRecord(Connection& conn, long long id) {
  return conn.Exec("DELETE FROM export_records WHERE id = ?", {id});
}

Result<long long> FailInterruptedExports(Connection& conn, const std::string& node, long long now_ms) {
  auto r = conn.Query(
      "UPDATE export_records SET status = ?, error = '服务重启，导出已中断，请重新导出', finished_at = ? "
      "WHERE status IN (?, ?) AND node = ?",
      {kExportFailed, now_ms, kExportWaiting, kExportRunning, node});
  if (!r.ok()) return r.status();
  return conn.Changes();
}

Result<std::vector<std::string>> RecordedExportFiles(Connection& conn, const std::vector<std::string>& file_names) {
  std::vector<std::string> out;
  for (size_t at = 0; at < file_names.size(); at += kMaxListParams) {
    const size_t end = std::min(file_names.size(), at + kMaxListParams);
    Params params(file_names.begin() + at, file_names.begin() + end);
    auto rows =
        conn.Query("SELECT file_name FROM export_records WHERE file_name IN (" + Placeholders(end - at) + ")", params);
    if (!rows.ok()) return rows.status();
    for (const Row& r : *rows) out.push_back(r.Text(0));
  }
  return out;
}

}  // namespace chelian::store
