// Implementation of the session manager.
#include "auth/session_manager.h"

#include <spdlog/spdlog.h>

#include "auth/password.h"
#include "core/sha256.h"
#include "store/session_repo.h"

namespace chelian::auth {
namespace {
constexpr long long kPersistEveryMs = 60 * 1000;
constexpr size_t kMaxCached = 200000;

SessionInfo InfoOf(const std::string& token, const store::User& u) {
  return SessionInfo{token, u.id, u.username, u.group_id, u.group_path, u.role_id, u.role_is_admin};
}
}  // namespace

SessionManager::SessionManager(store::Database& db, NowFn now, long long idle_ms, long long max_ms)
    : db_(db), now_(std::move(now)), idle_ms_(idle_ms), max_ms_(max_ms) {}

Result<std::string> SessionManager::Create(const store::User& user, const std::string& ip, const std::string& ua) {
  std::string token = RandomUuid();
  std::string hash = Sha256Hex(token);
  long long now = now_();
  {
    auto conn = db_.Acquire();
    if (Status s = store::InsertSession(*conn, {hash, user.id, now, now, ip, ua}); !s.ok()) return s;
  }
  std::lock_guard lock(mu_);
  if (cache_.size() >= kMaxCached) cache_.clear();  // the database stays the source of truth
  cache_[token] = Cached{InfoOf(token, user), now, now, now, std::move(hash)};
  return token;
}

Result<SessionInfo> SessionManager::Resolve(const std::string& token) {
  if (token.empty() || token.size() > 128) return Unauthenticated("登陆超时!");
  long long now = now_();
  std::unique_lock lock(mu_);
  auto it = cache_.find(token);
  if (it == cache_.end()) {
    const uint64_t ends_before = ends_;
    lock.unlock();
    std::string hash = Sha256Hex(token);
    store::SessionRecord rec;
    store::User user;
    {
      auto conn = db_.Acquire();
      auto found = store::FindSession(*conn, hash);
      if (!found.ok()) return Unauthenticated("登陆超时!");
      if (Ended(found->created_at, found->last_seen_at, now)) {
        store::DeleteSession(*conn, hash);
        return Unauthenticated("登陆超时!");
      }
      auto owner = store::GetUser(*conn, store::Scope::Everything(), found->user_id);
      if (!owner.ok() || owner->status != 1) {
        store::DeleteSession(*conn, hash);
        return Unauthenticated("登陆超时!");
      }
      rec = std::move(*found);
      user = std::move(*owner);
    }
    if (after_store_read_) after_store_read_();
    lock.lock();
    // A session ended while this one was read (a sign-out racing this call): the read may predate
    // it, so it answers this call only and is not cached, or a signed-out session would live on.
    if (ends_ != ends_before) return InfoOf(token, user);
    it = cache_
             .insert_or_assign(token,
                               Cached{InfoOf(token, user), rec.created_at, rec.last_seen_at, rec.last_seen_at, hash})
             .first;
  }
  Cached& c = it->second;
  if (Ended(c.created_at, c.last_seen, now)) {
    cache_.erase(it);
    lock.unlock();
    // Another process (a cluster node) may have seen it since: the stored time decides.
    std::string hash = Sha256Hex(token);
    bool seen_elsewhere = false;
    {
      auto conn = db_.Acquire();
      auto rec = store::FindSession(*conn, hash);
      seen_elsewhere = rec.ok() && !Ended(rec->created_at, rec->last_seen_at, now);
      if (!seen_elsewhere) store::DeleteSession(*conn, hash);
    }
    if (seen_elsewhere) return Resolve(token);  // no longer cached: read back from the database
    return Unauthenticated("登陆超时!");
  }
  c.last_seen = now;
  SessionInfo info = c.info;
  bool persist = now - c.persisted_last_seen >= kPersistEveryMs;
  std::string hash;
  if (persist) {
    c.persisted_last_seen = now;
    hash = c.token_hash;
  }
  lock.unlock();
  if (persist) {
    auto conn = db_.Acquire();
    Status s = store::TouchSession(*conn, hash, now);
    if (s.code() == StatusCode::kNotFound) {  // signed out or ended through another process
      std::lock_guard relock(mu_);
      cache_.erase(token);
      return Unauthenticated("登陆超时!");
    }
    if (!s.ok()) spdlog::warn("session touch failed: {}", s.message());
  }
  return info;
}

bool SessionManager::IsLive(const std::string& token) {
  long long now = now_();
  {
    std::lock_guard lock(mu_);
    if (auto it = cache_.find(token); it != cache_.end())
      return !Ended(it->second.created_at, it->second.last_seen, now);
  }
  auto conn = db_.Acquire();
  auto rec = store::FindSession(*conn, Sha256Hex(token));
  return rec.ok() && !Ended(rec->created_at, rec->last_seen_at, now);
}

// Ending a session deletes the stored row first, then drops the cached one and counts the end under
// one lock: a Resolve that read the row before it went sees the count move and does not cache it.
void SessionManager::Destroy(const std::string& token) {
  const std::string hash = Sha256Hex(token);
  {
    auto conn = db_.Acquire();
    store::DeleteSession(*conn, hash);
  }
  {
    std::lock_guard lock(mu_);
    cache_.erase(token);
    ++ends_;
  }
  if (ended_) ended_(hash, 0, "");
}

void SessionManager::DestroyOthers(long long user_id, const std::string& keep_token) {
  const std::string keep = Sha256Hex(keep_token);
  {
    auto conn = db_.Acquire();
    if (Status s = store::DeleteOtherSessions(*conn, user_id, keep); !s.ok())
      spdlog::warn("ending other sessions failed: {}", s.message());
  }
  {
    std::lock_guard lock(mu_);
    for (auto it = cache_.begin(); it != cache_.end();) {
      if (it->second.info.user_id == user_id && it->first != keep_token)
        it = cache_.erase(it);
      else
        ++it;
    }
    ++ends_;
  }
  if (ended_) ended_("", user_id, keep);
}

void SessionManager::ForgetEnded(const std::string& token_hash, long long user_id, const std::string& except_hash) {
  std::lock_guard lock(mu_);
  ++ends_;
  std::erase_if(cache_, [&](const auto& entry) {
    const Cached& c = entry.second;
    if (!token_hash.empty()) return c.token_hash == token_hash;
    return c.info.user_id == user_id && c.token_hash != except_hash;
  });
}

long long SessionManager::LiveCount() const {
  long long now = now_();
  auto conn = db_.Acquire();
  auto n = store::CountLiveSessions(*conn, now - idle_ms_, now - max_ms_);
  return n.ok() ? *n : -1;
}

long long SessionManager::Sweep() {
  long long now = now_();
  {
    std::lock_guard lock(mu_);
    for (auto it = cache_.begin(); it != cache_.end();) {
      if (Ended(it->second.created_at, it->second.last_seen, now))
        it = cache_.erase(it);
      else
        ++it;
    }
  }
  auto conn = db_.Acquire();
  auto n = store::DeleteEndedSessions(*conn, now - idle_ms_, now - max_ms_);
  return n.ok() ? *n : 0;
}

}  // namespace chelian::auth
