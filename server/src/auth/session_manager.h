// Sign-in sessions: opaque UUID tokens mapped to a user, expiring after an idle period and at the
// latest a fixed time after sign-in. Sessions are persisted under the token's SHA-256 (they survive
// a restart; the database holds no usable token) and cached in memory; last-seen times are written
// back at most once a minute per session. Thread-safe.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>

#include "core/clock.h"
#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"
#include "store/user_repo.h"

namespace chelian::auth {

struct SessionInfo {
  std::string token;
  long long user_id = 0;
  std::string username;
  long long group_id = 0;
  std::string group_path;
  long long role_id = 0;
  int is_admin = 0;

  store::Scope scope() const { return store::Scope{group_id, group_path}; }
};

class SessionManager {
 public:
  // Sessions end after `idle_ms` without a call, and `max_ms` after sign-in whatever the use.
  SessionManager(store::Database& db, NowFn now, long long idle_ms, long long max_ms);

  // Starts a session for `user`; returns its token.
  Result<std::string> Create(const store::User& user, const std::string& ip, const std::string& user_agent);

  // The session of `token`, refreshing its idle timer. Unauthenticated when unknown, idle too long
  // or past its lifetime (an ended session is deleted).
  Result<SessionInfo> Resolve(const std::string& token);

  // True while `token`'s session exists and has not ended. Unlike Resolve it does not refresh the
  // idle timer (a live-push connection is no sign of a user at the console).
  bool IsLive(const std::string& token);

  // Ends one session.
  void Destroy(const std::string& token);

  // Ends every session of `user_id` except `keep_token` (after a password change).
  void DestroyOthers(long long user_id, const std::string& keep_token);

  // What Destroy and DestroyOthers ended, named by token hashes (SHA-256 hex, as stored): one
  // session (`token_hash`), or every session of `user_id` but `except_hash` (empty token_hash). A
  // cluster tells its other nodes (docs/cluster.md § Sessions). REQUIRES: set before the first call.
  using EndedListener =
      std::function<void(const std::string& token_hash, long long user_id, const std::string& except_hash)>;
  void SetEndedListener(EndedListener fn) { ended_ = std::move(fn); }
  // Drops from the cache what another node ended (the database row is already gone), in the
  // listener's terms.
  void ForgetEnded(const std::string& token_hash, long long user_id, const std::string& except_hash);

  // Called by Resolve between reading a session from the database and caching it (tests: a sign-out
  // at that moment).
  void SetAfterStoreReadForTest(std::function<void()> fn) { after_store_read_ = std::move(fn); }

  // Deletes sessions idle for longer than the limit or past their lifetime. Returns how many.
  long long Sweep();
  // Sessions not ended (stored ones, across restarts); -1 when the database cannot say.
  long long LiveCount() const;

 private:
  struct Cached {
    SessionInfo info;
    long long created_at = 0;
    long long last_seen = 0;
    long long persisted_last_seen = 0;
    std::string token_hash;  // Sha256Hex of the token: the stored row's key, and how other nodes name it
  };
  bool Ended(long long created_at, long long last_seen, long long now) const {
    return now - last_seen > idle_ms_ || now - created_at > max_ms_;
  }

  store::Database& db_;
  NowFn now_;
  long long idle_ms_;
  long long max_ms_;
  std::mutex mu_;
  std::unordered_map<std::string, Cached> cache_;  // GUARDED_BY(mu_)
  uint64_t ends_ = 0;  // GUARDED_BY(mu_): sessions ended so far (Destroy, DestroyOthers, ForgetEnded)
  EndedListener ended_;
  std::function<void()> after_store_read_;
};

}  // namespace chelian::auth
