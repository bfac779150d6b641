// Persisted sessions (token hash → user) so sessions survive a restart, and the login log. The
// token itself is never stored: callers pass auth::TokenHash(token).
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct SessionRecord {
  std::string token_hash;
  long long user_id = 0;
  long long created_at = 0;
  long long last_seen_at = 0;
  std::string ip, user_agent;
};

Status InsertSession(Connection& conn, const SessionRecord& s);
Result<SessionRecord> FindSession(Connection& conn, const std::string& token_hash);  // NotFound when absent
// Moves the last-seen time forward (never back); NotFound when the session is gone (ended by
// another process).
Status TouchSession(Connection& conn, const std::string& token_hash, long long last_seen_at);
Status DeleteSession(Connection& conn, const std::string& token_hash);
// Ends every session of `user_id` but the one of `keep_token_hash`.
Status DeleteOtherSessions(Connection& conn, long long user_id, const std::string& keep_token_hash);
// Removes sessions idle since before `idle_before` or started before `started_before`; returns how
// many.
Result<long long> DeleteEndedSessions(Connection& conn, long long idle_before, long long started_before);
// Sessions still live: seen at or after `idle_before` and started at or after `started_before`.
Result<long long> CountLiveSessions(Connection& conn, long long idle_before, long long started_before);

struct LoginLogEntry {
  long long id = 0;
  std::string username;
  long long user_id = 0;
  std::string ip, user_agent;
  int success = 0;
  std::string reason;
  long long created_at = 0;
};

Status InsertLoginLog(Connection& conn, const LoginLogEntry& e);
// Newest first.
Result<std::vector<LoginLogEntry>> ListLoginLog(Connection& conn, const std::string& username, int limit);

}  // namespace chelian::store
