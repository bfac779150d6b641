// Signed tokens of 电动车卫士's family share links (docs/elec-car.md, D111): "<id>.<expiry s>.<mac>"
// where mac is the hex HMAC-SHA256 of "<id>.<expiry s>" under the server's share key. A token
// cannot be made or altered without the key; the stored link still decides expiry and revocation.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace chelian::auth {

struct ShareClaim {
  long long share_id = 0;
  long long expires_s = 0;  // epoch seconds
};

std::string SignShareToken(std::string_view key, const ShareClaim& claim);

// The claim of a token whose signature is right; nullopt for anything forged, altered or malformed
// (the caller still checks the expiry against the clock and the stored link).
std::optional<ShareClaim> VerifyShareToken(std::string_view key, std::string_view token);

// A fresh key: hex of 32 random bytes.
std::string NewShareKey();

}  // namespace chelian::auth
