// Issued captchas: uuid → expected code, valid for a limited time and for one check only.
// Thread-safe; bounded (the oldest entries go first when full).
#pragma once

#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "core/clock.h"

namespace chelian::auth {

struct IssuedCaptcha {
  std::string uuid;
  std::string code;
  std::string png;
};

class CaptchaStore {
 public:
  CaptchaStore(NowFn now, long long ttl_ms, size_t max_entries = 100000);

  // Draws a new code of 4 characters and its image.
  IssuedCaptcha Issue();

  // True when `code` (any letter case) matches the captcha `uuid`. Consumes the captcha either way.
  bool Verify(const std::string& uuid, const std::string& code);

  // The expected code without consuming it (test hooks only).
  std::optional<std::string> Peek(const std::string& uuid);

 private:
  void Evict(long long now);

  NowFn now_;
  long long ttl_ms_;
  size_t max_entries_;
  std::mutex mu_;
  struct Entry {
    std::string code;
    long long expires_at;
  };
  std::unordered_map<std::string, Entry> entries_;  // GUARDED_BY(mu_)
  std::deque<std::string> order_;                   // GUARDED_BY(mu_), issue order
};

}  // namespace chelian::auth
