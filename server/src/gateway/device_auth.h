// JT/T 808 terminal authentication codes (gateway.jt808_auth, docs/pipeline.md § Device
// authentication): a random code issued at registration (0x8100), kept only as a SHA-256 hash
// (store/device_auth_repo.h), compared in constant time when the terminal authenticates (0x0102).
// Thread-safe (gateway threads; the database pool is).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/status.h"
#include "store/db.h"

namespace chelian::gateway {

inline constexpr size_t kAuthCodeLength = 16;  // [A-Za-z0-9]: 95 bits

// A new code from libsodium's randomness.
std::string NewAuthCode();
// SHA-256 of `code`, lower-case hex (64 characters).
std::string HashAuthCode(std::string_view code);

class DeviceAuth {
 public:
  explicit DeviceAuth(store::Database& db);

  // A registration (0x0100) of the known device `device_id`: its new code (the previous one void),
  // or nullopt when the device proved its code already — it is registered (终端已被注册) until an
  // administrator resets it. Errors: the database's.
  Result<std::optional<std::string>> Register(long long device_id);
  // An authentication (0x0102): true when `code` is the device's current code; the first success
  // is recorded at `now_ms`. Errors: the database's.
  Result<bool> Verify(long long device_id, std::string_view code, int64_t now_ms);

 private:
  store::Database& db_;
};

}  // namespace chelian::gateway
