// Alarm push repository.
#include "store/alarm_push_repo.h"

#include "core/strings.h"
#include "store/like_pattern.h"

namespace chelian::store {
namespace {

Status GroupInScope(Connection& conn, const Scope& scope, long long group_id) {
  auto rows = conn.Query("SELECT 1 FROM groups WHERE id = ? AND path LIKE ?", {group_id, scope.LikePattern()});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("分组不存在或无权访问");
  return Status::Ok();
}

Status PathInScope(const Scope& scope, const std::string& group_path) {
  return scope.Contains(group_path) ? Status::Ok() : NotFound("分组不存在或无权访问");
}

// Recipients are stored as comma-joined lists (core/strings.h JoinList).
PushTargets TargetsOf(const Row& r) {
  return {r.Int(0), SplitList(r.Text(1)), SplitList(r.Text(2)), r.Text(3), r.Text(4)};
}

}  // namespace

Result<std::vector<PushConfigRow>> LoadPushConfigRows(Connection& conn, const Scope& scope,
                                                      const std::string& group_path) {
  if (Status s = PathInScope(scope, group_path); !s.ok()) return s;
  // "/1/5/9/" LIKE g.path || '%' holds for the group and each of its ancestors.
  auto rows = conn.Query(
      "SELECT c.group_id, c.code, c.popup, c.voice, c.email, c.sms, c.webhook FROM alarm_push_config c "
      "JOIN groups g ON g.id = c.group_id WHERE ? LIKE g.path || '%' ORDER BY length(g.path), c.code",
      {group_path});
  if (!rows.ok()) return rows.status();
  std::vector<PushConfigRow> out;
  for (const auto& r : *rows)
    out.push_back({r.Int(0), r.Text(1), {r.Int(2) != 0, r.Int(3) != 0, r.Int(4) != 0, r.Int(5) != 0, r.Int(6) != 0}});
  return out;
}

Status SavePushConfigRows(Connection& conn, const Scope& scope, long long group_id,
                          const std::vector<PushConfigRow>& rows, long long user_id, long long now_ms) {
  return InTransaction(conn, [&]() -> Status {
    if (Status s = GroupInScope(conn, scope, group_id); !s.ok()) return s;
    for (const auto& r : rows) {
      const PushChannels& c = r.channels;
      Status s = conn.Exec(
          "INSERT INTO alarm_push_config (group_id, code, popup, voice, email, sms, webhook, updated_by, updated_at) "
          "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (group_id, code) DO UPDATE SET popup = excluded.popup, "
          "voice = excluded.voice, email = excluded.email, sms = excluded.sms, webhook = excluded.webhook, "
          "updated_by = excluded.updated_by, updated_at = excluded.updated_at",
          {group_id, r.code, c.popup ? 1 : 0, c.voice ? 1 : 0, c.email ? 1 : 0, c.sms ? 1 : 0, c.webhook ? 1 : 0,
           user_id, now_ms});
      if (!s.ok()) return s;
    }
    return Status::Ok();
  });
}

Result<PushTargets> LoadPushTargets(Connection& conn, const Scope& scope, const std::string& group_path) {
  if (Status s = PathInScope(scope, group_path); !s.ok()) return s;
  auto rows = conn.Query(
      "SELECT t.group_id, t.emails, t.phones, t.webhook_url, t.webhook_secret FROM alarm_push_targets t "
      "JOIN groups g ON g.id = t.group_id WHERE ? LIKE g.path || '%' ORDER BY length(g.path) DESC LIMIT 1",
      {group_path});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return PushTargets{};
  return TargetsOf(rows->front());
}

Status SavePushTargets(Connection& conn, const Scope& scope, const PushTargets& t, long long user_id,
                       long long now_ms) {
  if (Status s = GroupInScope(conn, scope, t.group_id); !s.ok()) return s;
  return conn.Exec(
      "INSERT INTO alarm_push_targets (group_id, emails, phones, webhook_url, webhook_secret, updated_by, updated_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (group_id) DO UPDATE SET emails = excluded.emails, "
      "phones = excluded.phones, webhook_url = excluded.webhook_url, webhook_secret = excluded.webhook_secret, "
      "updated_by = excluded.updated_by, updated_at = excluded.updated_at",
      {t.group_id, JoinList(t.emails), JoinList(t.phones), t.webhook_url, t.webhook_secret, user_id, now_ms});
}

Status InsertPushLog(Connection& conn, const PushLogRow& r) {
  return conn.Exec(
      "INSERT INTO alarm_push_log (alarm_id, group_id, channel, target, status, attempts, error, created_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      {r.alarm_id, r.group_id, r.channel, r.target, r.status, r.attempts, r.error, r.created_at});
}

Result<PushLogPage> PagePushLog(Connection& conn, const Scope& scope, const std::string& group_path, int page_number,
                                int page_size) {
  if (Status s = PathInScope(scope, group_path); !s.ok()) return s;
  Params params;
  const std::string from =
      "FROM alarm_push_log l JOIN groups g ON g.id = l.group_id LEFT JOIN alarms al ON al.id = l.alarm_id "
      "LEFT JOIN assets a ON a.id = al.asset_id WHERE " +
      SubtreeClause("g.path", {group_path}, params) + " ";
  auto count = conn.Query("SELECT COUNT(*) " + from, params);
  if (!count.ok()) return count.status();
  params.push_back(page_size);
  params.push_back(static_cast<long long>(page_number - 1) * page_size);
  auto rows = conn.Query(
      "SELECT l.id, l.alarm_id, l.group_id, l.channel, l.target, l.status, l.attempts, l.error, "
      "l.created_at, COALESCE(a.plate, ''), COALESCE(al.label, '') " +
          from + "ORDER BY l.id DESC LIMIT ? OFFSET ?",
      params);
  if (!rows.ok()) return rows.status();
  PushLogPage page;
  page.total = count->front().Int(0);
  for (const Row& r : *rows)
    page.rows.push_back({r.Int(0), r.Int(1), r.Int(2), r.Text(3), r.Text(4), static_cast<int>(r.Int(5)),
                         static_cast<int>(r.Int(6)), r.Text(7), r.Int(8), r.Text(9), r.Text(10)});
  return page;
}

Status SavePendingPushes(Connection& conn, const std::vector<PendingPush>& pushes, long long now_ms) {
  return InTransaction(conn, [&]() -> Status {
    for (const PendingPush& p : pushes)
      if (Status s = conn.Exec("INSERT INTO alarm_push_pending (due_ms, item, saved_at) VALUES (?, ?, ?)",
                               {p.due_ms, p.item, now_ms});
          !s.ok())
        return s;
    return Status::Ok();
  });
}

Result<std::vector<PendingPush>> TakePendingPushes(Connection& conn) {
  std::vector<PendingPush> out;
  Status s = InTransaction(conn, [&]() -> Status {
    auto rows = conn.Query("SELECT due_ms, item FROM alarm_push_pending ORDER BY id");
    if (!rows.ok()) return rows.status();
    for (const Row& r : *rows) out.push_back({r.Int(0), r.Text(1)});
    return conn.Exec("DELETE FROM alarm_push_pending");
  });
  if (!s.ok()) return s;
  return out;
}

}  // namespace chelian::store
