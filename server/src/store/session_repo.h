// Persisted sessions (token → user) so sessions survive a restart, and the login log.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct SessionRecord {
  std::string token;
  long long user_id = 0;
  long long created_at = 0;
  long long last_seen_at = 0;
  std::string ip, user_agent;
};

Status InsertSession(Connection& conn, const SessionRecord& s);
Result<SessionRecord> FindSession(Connection& conn, const std::string& token);  // NotFound when absent
Status TouchSession(Connection& conn, const std::string& token, long long last_seen_at);
Status DeleteSession(Connection& conn, const std::string& token);
// Removes sessions idle since before `idle_before`; returns how many.
Result<long long> DeleteIdleSessions(Connection& conn, long long idle_before);

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
