// Implementation of the session manager.
#include "auth/session_manager.h"

#include <spdlog/spdlog.h>

#include "auth/password.h"
#include "store/session_repo.h"

namespace chelian::auth {
namespace {
constexpr long long kPersistEveryMs = 60 * 1000;
constexpr size_t kMaxCached = 200000;

SessionInfo InfoOf(const std::string& token, const store::User& u) {
  return SessionInfo{token, u.id, u.username, u.group_id, u.group_path, u.role_id, u.role_is_admin};
}
}  // namespace

SessionManager::SessionManager(store::Database& db, NowFn now, long long idle_ms)
    : db_(db), now_(std::move(now)), idle_ms_(idle_ms) {}

Result<std::string> SessionManager::Create(const store::User& user, const std::string& ip, const std::string& ua) {
  std::string token = RandomUuid();
  long long now = now_();
  {
    auto conn = db_.Acquire();
    if (Status s = store::InsertSession(*conn, {token, user.id, now, now, ip, ua}); !s.ok()) return s;
  }
  std::lock_guard lock(mu_);
  if (cache_.size() >= kMaxCached) cache_.clear();  // the database stays the source of truth
  cache_[token] = Cached{InfoOf(token, user), now, now};
  return token;
}

Result<SessionInfo> SessionManager::Resolve(const std::string& token) {
  if (token.empty() || token.size() > 128) return Unauthenticated("登陆超时!");
  long long now = now_();
  std::unique_lock lock(mu_);
  auto it = cache_.find(token);
  if (it == cache_.end()) {
    lock.unlock();
    auto conn = db_.Acquire();
    auto rec = store::FindSession(*conn, token);
    if (!rec.ok()) return Unauthenticated("登陆超时!");
    if (now - rec->last_seen_at > idle_ms_) {
      store::DeleteSession(*conn, token);
      return Unauthenticated("登陆超时!");
    }
    auto user = store::GetUser(*conn, store::Scope::Everything(), rec->user_id);
    if (!user.ok() || user->status != 1) {
      store::DeleteSession(*conn, token);
      return Unauthenticated("登陆超时!");
    }
    lock.lock();
    it = cache_.insert_or_assign(token, Cached{InfoOf(token, *user), rec->last_seen_at, rec->last_seen_at}).first;
  }
  Cached& c = it->second;
  if (now - c.last_seen > idle_ms_) {
    cache_.erase(it);
    lock.unlock();
    auto conn = db_.Acquire();
    store::DeleteSession(*conn, token);
    return Unauthenticated("登陆超时!");
  }
  c.last_seen = now;
  SessionInfo info = c.info;
  bool persist = now - c.persisted_last_seen >= kPersistEveryMs;
  if (persist) c.persisted_last_seen = now;
  lock.unlock();
  if (persist) {
    auto conn = db_.Acquire();
    if (Status s = store::TouchSession(*conn, token, now); !s.ok()) spdlog::warn("session touch failed: {}", s.message());
  }
  return info;
}

bool SessionManager::IsLive(const std::string& token) {
  long long now = now_();
  {
    std::lock_guard lock(mu_);
    if (auto it = cache_.find(token); it != cache_.end()) return now - it->second.last_seen <= idle_ms_;
  }
  auto conn = db_.Acquire();
  auto rec = store::FindSession(*conn, token);
  return rec.ok() && now - rec->last_seen_at <= idle_ms_;
}

void SessionManager::Destroy(const std::string& token) {
  {
    std::lock_guard lock(mu_);
    cache_.erase(token);
  }
  auto conn = db_.Acquire();
  store::DeleteSession(*conn, token);
}

void SessionManager::DestroyOthers(long long user_id, const std::string& keep_token) {
  {
    std::lock_guard lock(mu_);
    for (auto it = cache_.begin(); it != cache_.end();) {
      if (it->second.info.user_id == user_id && it->first != keep_token) it = cache_.erase(it);
      else ++it;
    }
  }
  auto conn = db_.Acquire();
  conn->Exec("DELETE FROM sessions WHERE user_id = ? AND token <> ?", {user_id, keep_token});
}

long long SessionManager::Sweep() {
  long long now = now_();
  {
    std::lock_guard lock(mu_);
    for (auto it = cache_.begin(); it != cache_.end();) {
      if (now - it->second.last_seen > idle_ms_) it = cache_.erase(it);
      else ++it;
    }
  }
  auto conn = db_.Acquire();
  auto n = store::DeleteIdleSessions(*conn, now - idle_ms_);
  return n.ok() ? *n : 0;
}

}  // namespace chelian::auth
