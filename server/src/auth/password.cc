// argon2id parameters: 2 passes over 19 MiB (the OWASP minimum for argon2id), so a login costs
// tens of milliseconds rather than the interactive preset's 64 MiB.
#include "auth/password.h"

#include <sodium.h>

#include <cstdio>

namespace chelian::auth {
namespace {
constexpr unsigned long long kOpsLimit = 2;
constexpr size_t kMemLimit = 19 * 1024 * 1024;
}  // namespace

bool InitCrypto() { return sodium_init() >= 0; }

Result<std::string> HashPassword(const std::string& password) {
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str(out, password.data(), password.size(), kOpsLimit, kMemLimit) != 0)
    return Internal("password hashing failed");
  return std::string(out);
}

bool VerifyPassword(const std::string& password, const std::string& hash) {
  if (hash.empty()) return false;
  return crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

std::string RandomUuid() {
  unsigned char b[16];
  randombytes_buf(b, sizeof b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  char s[37];
  std::snprintf(s, sizeof s, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0], b[1], b[2],
                b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
  return s;
}

unsigned RandomBelow(unsigned bound) { return randombytes_uniform(bound); }

}  // namespace chelian::auth
