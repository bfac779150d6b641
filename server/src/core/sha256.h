// SHA-256 as lower-case hex (libsodium): how secrets that must only be recognised, never read back
// (session tokens, device authentication codes), are stored.
#pragma once

#include <string>
#include <string_view>

namespace chelian {

// REQUIRES: libsodium initialised (auth::InitCrypto).
std::string Sha256Hex(std::string_view data);

}  // namespace chelian
