// Password hashing with argon2id (libsodium) and random session tokens.
#pragma once

#include <string>

#include "core/status.h"

namespace chelian::auth {

// Initialises libsodium; call once before anything else here. Returns false on failure.
bool InitCrypto();

// argon2id hash in libsodium's self-describing string form. Errors: Internal (out of memory).
Result<std::string> HashPassword(const std::string& password);

// True when `password` matches `hash` (constant-time in libsodium).
bool VerifyPassword(const std::string& password, const std::string& hash);

// A random dashed UUID (version 4), as the product's session tokens look.
std::string RandomUuid();

// A random integer in [0, bound).
unsigned RandomBelow(unsigned bound);

}  // namespace chelian::auth
