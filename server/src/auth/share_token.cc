// Implementation of the share tokens (libsodium's HMAC-SHA256, compared in constant time).
#include "auth/share_token.h"

#include <sodium.h>

#include "core/hex.h"
#include "core/strings.h"

namespace chelian::auth {
namespace {

std::string Mac(std::string_view key, std::string_view payload) {
  unsigned char mac[crypto_auth_hmacsha256_BYTES];
  crypto_auth_hmacsha256_state st;
  crypto_auth_hmacsha256_init(&st, reinterpret_cast<const unsigned char*>(key.data()), key.size());
  crypto_auth_hmacsha256_update(&st, reinterpret_cast<const unsigned char*>(payload.data()), payload.size());
  crypto_auth_hmacsha256_final(&st, mac);
  return ToHex(ByteView(mac, sizeof mac));
}

bool Digits(std::string_view s) {
  if (s.empty() || s.size() > 18) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

}  // namespace

std::string SignShareToken(std::string_view key, const ShareClaim& claim) {
  std::string payload = std::to_string(claim.share_id) + "." + std::to_string(claim.expires_s);
  return payload + "." + Mac(key, payload);
}

std::optional<ShareClaim> VerifyShareToken(std::string_view key, std::string_view token) {
  size_t second = token.rfind('.');
  if (second == std::string_view::npos) return std::nullopt;
  std::string_view payload = token.substr(0, second);
  std::string_view mac = token.substr(second + 1);
  size_t first = payload.find('.');
  if (first == std::string_view::npos || mac.size() != crypto_auth_hmacsha256_BYTES * 2) return std::nullopt;
  std::string_view id = payload.substr(0, first), expires = payload.substr(first + 1);
  if (!Digits(id) || !Digits(expires)) return std::nullopt;
  std::string expected = Mac(key, payload);
  if (sodium_memcmp(expected.data(), mac.data(), expected.size()) != 0) return std::nullopt;
  ShareClaim claim;
  if (!ParseInt64(id, &claim.share_id) || !ParseInt64(expires, &claim.expires_s)) return std::nullopt;
  return claim;
}

std::string NewShareKey() {
  unsigned char b[32];
  randombytes_buf(b, sizeof b);
  return ToHex(ByteView(b, sizeof b));
}

}  // namespace chelian::auth
