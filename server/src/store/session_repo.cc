// Session and login-log repository.
#include "store/session_repo.h"

namespace chelian::store {

Status InsertSession(Connection& conn, const SessionRecord& s) {
  return conn.Exec(
      "INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?)",
      {s.token_hash, s.user_id, s.created_at, s.last_seen_at, s.ip, s.user_agent});
}

Result<SessionRecord> FindSession(Connection& conn, const std::string& token_hash) {
  auto rows = conn.Query(
      "SELECT token_hash, user_id, created_at, last_seen_at, ip, user_agent FROM sessions WHERE token_hash = ?",
      {token_hash});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("session not found");
  const Row& r = rows->front();
  return SessionRecord{r.Text(0), r.Int(1), r.Int(2), r.Int(3), r.Text(4), r.Text(5)};
}

Status TouchSession(Connection& conn, const std::string& token_hash, long long last_seen_at) {
  // Never backwards: several processes (cluster nodes) touch one session.
  if (Status s = conn.Exec("UPDATE sessions SET last_seen_at = CASE WHEN last_seen_at < ? THEN ? ELSE last_seen_at END "
                           "WHERE token_hash = ?",
                           {last_seen_at, last_seen_at, token_hash});
      !s.ok())
    return s;
  if (conn.Changes() == 0) return NotFound("会话已结束");
  return Status::Ok();
}

Status DeleteSession(Connection& conn, const std::string& token_hash) {
  return conn.Exec("DELETE FROM sessions WHERE token_hash = ?", {token_hash});
}

Status DeleteOtherSessions(Connection& conn, long long user_id, const std::string& keep_token_hash) {
  return conn.Exec("DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?", {user_id, keep_token_hash});
}

Result<long long> DeleteEndedSessions(Connection& conn, long long idle_before, long long started_before) {
  if (Status s =
          conn.Exec("DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?", {idle_before, started_before});
      !s.ok())
    return s;
  return conn.Changes();
}

Result<long long> CountLiveSessions(Connection& conn, long long idle_before, long long started_before) {
  auto rows = conn.Query("SELECT COUNT(*) FROM sessions WHERE last_seen_at >= ? AND created_at >= ?",
                         {idle_before, started_before});
  if (!rows.ok()) return rows.status();
  return rows->empty() ? 0 : rows->front().Int(0);
}

Status InsertLoginLog(Connection& conn, const LoginLogEntry& e) {
  return conn.Exec(
      "INSERT INTO login_log (username, user_id, ip, user_agent, success, reason, created_at) VALUES (?, ?, ?, ?, ?, "
      "?, ?)",
      {e.username, e.user_id == 0 ? Value() : Value(e.user_id), e.ip, e.user_agent, e.success, e.reason, e.created_at});
}

Result<std::vector<LoginLogEntry>> ListLoginLog(Connection& conn, const std::string& username, int limit) {
  auto rows = conn.Query(
      "SELECT id, username, user_id, ip, user_agent, success, reason, created_at FROM login_log WHERE username = ? "
      "ORDER BY id DESC LIMIT ?",
      {username, limit});
  if (!rows.ok()) return rows.status();
  std::vector<LoginLogEntry> out;
  for (const auto& r : *rows)
    out.push_back(
        {r.Int(0), r.Text(1), r.Int(2), r.Text(3), r.Text(4), static_cast<int>(r.Int(5)), r.Text(6), r.Int(7)});
  return out;
}

}  // namespace chelian::store
