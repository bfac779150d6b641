// Commands repository.
#include "store/command_repo.h"

#include <algorithm>

#include "store/expired_clause.h"
#include "store/like_pattern.h"
#include "store/placeholders.h"

namespace chelian::store {
namespace {

constexpr char kTargetColumns[] =
    "a.id, d.id, a.group_id, g.path, g.name, a.plate, d.terminal_no, d.terminal_type, d.protocol "
    "FROM assets a JOIN groups g ON g.id = a.group_id JOIN devices d ON d.asset_id = a.id ";

CommandTarget TargetOf(const Row& r) {
  return {r.Int(0), r.Int(1), r.Int(2), r.Text(3), r.Text(4), r.Text(5), r.Text(6), r.Text(7), r.Text(8)};
}

constexpr char kOpenColumns[] =
    "c.id, c.asset_id, c.device_id, c.group_id, c.user_id, c.uuid, COALESCE(g.path, ''), COALESCE(a.plate, ''), "
    "c.protocol, c.command_type, c.command_name, c.command_msg, c.payload, c.status, c.result_msg, c.reply_text, "
    "c.media_ids, COALESCE(c.match_key, -1), COALESCE(c.msg_id, 0), c.created_at, COALESCE(c.sent_at, 0), "
    "COALESCE(c.replied_at, 0), c.expires_at, c.max_kmh ";
constexpr int kOpenCount = 24;  // the columns above; a report's own ones follow
constexpr char kOpenFrom[] =
    "FROM commands c LEFT JOIN groups g ON g.id = c.group_id LEFT JOIN assets a ON a.id = c.asset_id ";

OpenCommandRow OpenOf(const Row& r) {
  OpenCommandRow c;
  c.id = r.Int(0);
  c.asset_id = r.Int(1);
  c.device_id = r.Int(2);
  c.group_id = r.Int(3);
  c.user_id = r.Int(4);
  c.uuid = r.Text(5);
  c.group_path = r.Text(6);
  c.plate = r.Text(7);
  c.protocol = r.Text(8);
  c.command_type = r.Text(9);
  c.command_name = r.Text(10);
  c.command_msg = r.Text(11);
  c.payload = r.Text(12);
  c.status = static_cast<CommandStatus>(r.Int(13));
  c.result_msg = r.Text(14);
  c.reply_text = r.Text(15);
  c.media_ids = r.Text(16);
  c.match_key = r.Int(17);
  c.msg_id = r.Int(18);
  c.created_at = r.Int(19);
  c.sent_at = r.Int(20);
  c.replied_at = r.Int(21);
  c.expires_at = r.Int(22);
  if (!r.IsNull(23)) c.max_kmh = r.Real(23);
  return c;
}

Result<std::vector<OpenCommandRow>> QueryOpen(Connection& conn, const std::string& where, const Params& params) {
  auto rows = conn.Query(std::string("SELECT ") + kOpenColumns + kOpenFrom + where, params);
  if (!rows.ok()) return rows.status();
  std::vector<OpenCommandRow> out;
  out.reserve(rows->size());
  for (const Row& r : *rows) out.push_back(OpenOf(r));
  return out;
}

}  // namespace

const char* CommandStatusText(CommandStatus status) {
  switch (status) {
    case CommandStatus::kPending:
      return "等待下发";
    case CommandStatus::kSent:
      return "已下发";
    case CommandStatus::kAcknowledged:
      return "成功";
    case CommandStatus::kFailed:
      return "失败";
    case CommandStatus::kTimedOut:
      return "超时";
    case CommandStatus::kExpired:
      return "已过期";
    case CommandStatus::kRefused:
      return "已拒绝";
    case CommandStatus::kCancelled:
      return "已取消";
  }
  return "未知";
}

Result<CommandTarget> FindCommandTarget(Connection& conn, const Scope& scope, long long asset_id) {
  auto rows = conn.Query(
      "SELECT a.id, COALESCE(d.id, 0), a.group_id, g.path, g.name, a.plate, COALESCE(d.terminal_no, ''), "
      "COALESCE(d.terminal_type, ''), COALESCE(d.protocol, '') "
      "FROM assets a JOIN groups g ON g.id = a.group_id LEFT JOIN devices d ON d.asset_id = a.id "
      "WHERE a.id = ? AND g.path LIKE ? ORDER BY d.id LIMIT 1",
      {asset_id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("车辆不存在或无权操作");
  CommandTarget t = TargetOf(rows->front());
  if (t.device_id == 0) return FailedPrecondition("车辆" + t.plate + "未安装终端");
  return t;
}

Result<std::vector<CommandTarget>> ListCommandTargets(Connection& conn, const Scope& scope,
                                                      const std::vector<long long>& asset_ids) {
  std::vector<CommandTarget> out;
  // In chunks, so a long list stays within the engines' parameter limits.
  for (size_t at = 0; at < asset_ids.size(); at += kMaxListParams) {
    const size_t end = std::min(asset_ids.size(), at + kMaxListParams);
    Params params = {scope.LikePattern()};
    params.insert(params.end(), asset_ids.begin() + at, asset_ids.begin() + end);
    auto rows = conn.Query(
        std::string("SELECT ") + kTargetColumns + "WHERE g.path LIKE ? AND a.id IN (" + Placeholders(end - at) + ")",
        params);
    if (!rows.ok()) return rows.status();
    for (const Row& r : *rows) out.push_back(TargetOf(r));
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.plate < b.plate; });
  return out;
}

Result<std::vector<CommandTarget>> ListGroupTargets(Connection& conn, const std::string& group_path, bool subtree) {
  auto rows = conn.Query(std::string("SELECT ") + kTargetColumns +
                             (subtree ? "WHERE g.path LIKE ? " : "WHERE g.path = ? ") + "ORDER BY a.plate",
                         {subtree ? group_path + "%" : group_path});
  if (!rows.ok()) return rows.status();
  std::vector<CommandTarget> out;
  for (const Row& r : *rows) out.push_back(TargetOf(r));
  return out;
}

Result<std::vector<std::pair<std::string, std::string>>> ListTerminalTypes(Connection& conn, const Scope& scope) {
  auto rows = conn.Query(
      "SELECT DISTINCT d.terminal_type, d.protocol FROM devices d JOIN assets a ON a.id = d.asset_id "
      "JOIN groups g ON g.id = a.group_id WHERE g.path LIKE ? ORDER BY d.terminal_type",
      {scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  std::vector<std::pair<std::string, std::string>> out;
  for (const Row& r : *rows) out.emplace_back(r.Text(0), r.Text(1));
  return out;
}

Result<long long> InsertCommand(Connection& conn, const NewCommand& c) {
  auto rows = conn.Query(
      "INSERT INTO commands (uuid, asset_id, device_id, group_id, user_id, user_name, batch_id, command_type, "
      "command_name, command_msg, protocol, payload, status, result_msg, created_at, expires_at, max_kmh) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
      {c.uuid, c.target.asset_id, c.target.device_id, c.target.group_id, c.user_id, c.user_name,
       c.batch_id.empty() ? Value() : Value(c.batch_id), c.command_type, c.command_name, c.command_msg,
       c.target.protocol, c.payload, static_cast<int>(c.status), c.result_msg, c.created_at, c.expires_at,
       c.max_kmh ? Value(*c.max_kmh) : Value()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return Internal("insert returned no id");
  return rows->front().Int(0);
}

Status UpdateCommand(Connection& conn, long long id, const CommandChange& ch) {
  std::string sql = "UPDATE commands SET status = ?";
  Params params = {static_cast<int>(ch.status)};
  auto set = [&](const char* column, Value v) {
    sql += std::string(", ") + column + " = ?";
    params.push_back(std::move(v));
  };
  if (ch.result_msg) set("result_msg", *ch.result_msg);
  if (ch.reply_text) set("reply_text", *ch.reply_text);
  if (ch.media_ids) set("media_ids", *ch.media_ids);
  if (ch.match_key) set("match_key", *ch.match_key);
  if (ch.msg_id) set("msg_id", *ch.msg_id);
  if (ch.sent_at) set("sent_at", *ch.sent_at);
  if (ch.replied_at) set("replied_at", *ch.replied_at);
  sql += " WHERE id = ?";
  params.push_back(id);
  if (!ch.from) return conn.Exec(sql, params);
  sql += " AND status = ?";
  params.push_back(static_cast<int>(*ch.from));
  if (Status s = conn.Exec(sql, params); !s.ok()) return s;
  if (conn.Changes() == 0) return FailedPrecondition("指令状态已改变");
  return Status::Ok();
}

Result<std::vector<OpenCommandRow>> LoadOpenCommands(Connection& conn) {
  return QueryOpen(conn, "WHERE c.status IN (0, 1) ORDER BY c.id", {});
}

Result<std::vector<OpenCommandRow>> LoadSentBefore(Connection& conn, long long sent_before, int limit) {
  return QueryOpen(conn, "WHERE c.status = 1 AND c.sent_at < ? ORDER BY c.id LIMIT ?", {sent_before, limit});
}

Result<std::vector<OpenCommandRow>> LoadOpenCommandsOf(Connection& conn, long long device_id) {
  return QueryOpen(conn, "WHERE c.status IN (0, 1) AND c.device_id = ? ORDER BY c.id", {device_id});
}

Result<std::vector<PendingCommandRef>> ListPendingCommandsOf(Connection& conn,
                                                             const std::vector<long long>& device_ids) {
  std::vector<PendingCommandRef> out;
  for (size_t at = 0; at < device_ids.size(); at += kMaxListParams) {
    const size_t end = std::min(device_ids.size(), at + kMaxListParams);
    Params params(device_ids.begin() + at, device_ids.begin() + end);
    auto rows = conn.Query(
        "SELECT id, device_id FROM commands WHERE status = 0 AND device_id IN (" + Placeholders(end - at) + ")",
        params);
    if (!rows.ok()) return rows.status();
    for (const Row& r : *rows) out.push_back({r.Int(0), r.Int(1)});
  }
  return out;
}

Result<std::vector<OpenCommandRow>> LoadCommands(Connection& conn, const std::vector<long long>& ids) {
  std::vector<OpenCommandRow> out;
  for (size_t at = 0; at < ids.size(); at += kMaxListParams) {
    const size_t end = std::min(ids.size(), at + kMaxListParams);
    Params params(ids.begin() + at, ids.begin() + end);
    auto part = QueryOpen(conn, "WHERE c.id IN (" + Placeholders(end - at) + ") ORDER BY c.id", params);
    if (!part.ok()) return part.status();
    out.insert(out.end(), part->begin(), part->end());
  }
  return out;
}

Result<CommandPage> PageCommands(Connection& conn, const Scope& scope, const CommandQuery& q) {
  Params params = {scope.LikePattern()};
  std::string where = "WHERE g.path LIKE ? ";
  if (!q.group_paths.empty()) where += "AND " + SubtreeClause("g.path", q.group_paths, params) + " ";
  if (q.asset_id) {
    where += "AND c.asset_id = ? ";
    params.push_back(q.asset_id);
  }
  if (q.start_ms) {
    where += "AND c.created_at >= ? ";
    params.push_back(q.start_ms);
  }
  if (q.end_ms) {
    where += "AND c.created_at <= ? ";
    params.push_back(q.end_ms);
  }
  if (q.status >= 0) {
    where += "AND c.status = ? ";
    params.push_back(q.status);
  }
  if (!q.batch_id.empty()) {
    where += "AND c.batch_id = ? ";
    params.push_back(q.batch_id);
  }
  if (q.user_id) {
    where += "AND c.user_id = ? ";
    params.push_back(q.user_id);
  }
  where += NotExpiredClause("c.asset_id", q.hide_expired_at, params);
  std::string from =
      "FROM commands c JOIN groups g ON g.id = c.group_id LEFT JOIN assets a ON a.id = c.asset_id "
      "LEFT JOIN devices d ON d.id = c.device_id ";
  auto count = conn.Query("SELECT COUNT(*) " + from + where, params);
  if (!count.ok()) return count.status();
  CommandPage page;
  page.total = count->front().Int(0);
  int size = std::clamp(q.page_size, 1, 1000);
  params.push_back(size);
  params.push_back(static_cast<long long>(std::max(1, q.page) - 1) * size);
  auto rows = conn.Query(std::string("SELECT ") + kOpenColumns + ", g.name, COALESCE(d.terminal_no, ''), c.user_name " +
                             from + where + "ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?",
                         params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows)
    page.rows.push_back({OpenOf(r), r.Text(kOpenCount), r.Text(kOpenCount + 1), r.Text(kOpenCount + 2)});
  return page;
}

Result<CommandReportRow> GetCommand(Connection& conn, const Scope& scope, long long id) {
  auto rows =
      conn.Query(std::string("SELECT ") + kOpenColumns + ", g.name, COALESCE(d.terminal_no, ''), c.user_name " +
                     "FROM commands c JOIN groups g ON g.id = c.group_id LEFT JOIN assets a ON a.id = c.asset_id "
                     "LEFT JOIN devices d ON d.id = c.device_id WHERE c.id = ? AND g.path LIKE ?",
                 {id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("指令不存在");
  const Row& r = rows->front();
  return CommandReportRow{OpenOf(r), r.Text(kOpenCount), r.Text(kOpenCount + 1), r.Text(kOpenCount + 2)};
}

Status InsertDeviceText(Connection& conn, long long device_id, long long asset_id, long long group_id, long long time,
                        const std::string& text) {
  return conn.Exec("INSERT INTO device_texts (device_id, asset_id, group_id, time, text) VALUES (?, ?, ?, ?, ?)",
                   {device_id, asset_id, group_id, time, text});
}

Result<TextPage> PageCommandAndTextUp(Connection& conn, const Scope& scope, long long until_ms, long long since_ms,
                                      long long user_id, int page, int page_size, long long hide_expired_at) {
  // Three kinds of lines in one list: commands going down, their answers, device texts.
  std::string user = user_id ? "AND c.user_id = ? " : "";
  Params params = {scope.LikePattern(), since_ms, until_ms};
  if (user_id) params.push_back(user_id);
  std::string sql =
      "SELECT c.created_at AS t, c.asset_id, c.id, 1, COALESCE(a.plate, ''), c.command_name, c.command_msg "
      "FROM commands c JOIN groups g ON g.id = c.group_id LEFT JOIN assets a ON a.id = c.asset_id "
      "WHERE g.path LIKE ? AND c.created_at >= ? AND c.created_at <= ? " +
      user + NotExpiredClause("c.asset_id", hide_expired_at, params) + " ";
  params.insert(params.end(), {scope.LikePattern(), since_ms, until_ms});
  if (user_id) params.push_back(user_id);
  sql +=
      "UNION ALL "
      "SELECT c.replied_at AS t, c.asset_id, c.id, 2, COALESCE(a.plate, ''), c.command_name, c.reply_text "
      "FROM commands c JOIN groups g ON g.id = c.group_id LEFT JOIN assets a ON a.id = c.asset_id "
      "WHERE g.path LIKE ? AND c.replied_at IS NOT NULL AND c.reply_text <> '' AND c.replied_at >= ? "
      "AND c.replied_at <= ? " +
      user + NotExpiredClause("c.asset_id", hide_expired_at, params) + " ";
  if (!user_id) {
    params.insert(params.end(), {scope.LikePattern(), since_ms, until_ms});
    sql +=
        "UNION ALL "
        "SELECT t.time AS t, t.asset_id, 0, 2, COALESCE(a.plate, ''), '文本上传', t.text "
        "FROM device_texts t JOIN groups g ON g.id = t.group_id LEFT JOIN assets a ON a.id = t.asset_id "
        "WHERE g.path LIKE ? AND t.time >= ? AND t.time <= ? " +
        NotExpiredClause("t.asset_id", hide_expired_at, params) + " ";
  }
  auto count = conn.Query("SELECT COUNT(*) FROM (" + sql + ") x", params);
  if (!count.ok()) return count.status();
  TextPage out;
  out.total = count->front().Int(0);
  int size = std::clamp(page_size, 1, 1000);
  params.push_back(size);
  params.push_back(static_cast<long long>(std::max(1, page) - 1) * size);
  auto rows = conn.Query("SELECT * FROM (" + sql + ") x ORDER BY t DESC, 3 DESC, 4 DESC LIMIT ? OFFSET ?", params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows) {
    TextLine l;
    l.time = r.Int(0);
    l.asset_id = r.Int(1);
    l.command_id = r.Int(2);
    l.direction = static_cast<int>(r.Int(3));
    l.plate = r.Text(4);
    l.command_type = r.Text(5);
    l.text = r.Text(6);
    out.rows.push_back(std::move(l));
  }
  return out;
}

}  // namespace chelian::store
