// Session tokens are stored as their SHA-256, so a copy of the database holds no live session.
#pragma once

#include <string>
#include <string_view>

namespace chelian::auth {

// Lower-case hex SHA-256 of `token` (libsodium). REQUIRES: InitCrypto() has run.
std::string TokenHash(std::string_view token);

}  // namespace chelian::auth
