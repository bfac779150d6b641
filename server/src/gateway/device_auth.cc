// Implementation of the terminal authentication codes.
#include "gateway/device_auth.h"

#include <sodium.h>
#include <spdlog/spdlog.h>

#include "core/sha256.h"
#include "store/device_auth_repo.h"

namespace chelian::gateway {

std::string NewAuthCode() {
  static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  std::string code(kAuthCodeLength, '0');
  for (char& c : code) c = kAlphabet[randombytes_uniform(sizeof kAlphabet - 1)];
  return code;
}

std::string HashAuthCode(std::string_view code) { return Sha256Hex(code); }

DeviceAuth::DeviceAuth(store::Database& db) : db_(db) {
  if (sodium_init() < 0) spdlog::critical("libsodium failed to initialise: device codes cannot be issued");
}

Result<std::optional<std::string>> DeviceAuth::Register(long long device_id) {
  std::string code = NewAuthCode();
  auto conn = db_.Acquire();
  auto issued = store::IssueDeviceAuthCode(*conn, device_id, HashAuthCode(code));
  if (!issued.ok()) return issued.status();
  if (!*issued) return std::optional<std::string>();
  return std::optional<std::string>(std::move(code));
}

Result<bool> DeviceAuth::Verify(long long device_id, std::string_view code, int64_t now_ms) {
  const std::string presented = HashAuthCode(code);
  auto conn = db_.Acquire();
  auto stored = store::GetDeviceAuth(*conn, device_id);
  if (!stored.ok()) return stored.status();
  if (stored->code_hash.size() != presented.size() ||
      sodium_memcmp(stored->code_hash.data(), presented.data(), presented.size()) != 0)
    return false;
  if (stored->proven_at == 0) {
    if (Status s = store::MarkDeviceAuthProven(*conn, device_id, presented, now_ms); !s.ok()) return s;
  }
  return true;
}

}  // namespace chelian::gateway
