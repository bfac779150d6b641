// Share tokens: what is signed verifies; anything forged, altered or cut does not.
#include "auth/share_token.h"

#include <gtest/gtest.h>

namespace chelian::auth {
namespace {

TEST(ShareToken, SignedTokenVerifiesWithItsClaim) {
  std::string key = NewShareKey();
  EXPECT_EQ(key.size(), 64u);
  std::string token = SignShareToken(key, {42, 1'800'000'000});
  auto claim = VerifyShareToken(key, token);
  ASSERT_TRUE(claim.has_value());
  EXPECT_EQ(claim->share_id, 42);
  EXPECT_EQ(claim->expires_s, 1'800'000'000);
}

TEST(ShareToken, ForgedAlteredOrMalformedTokensFail) {
  std::string key = NewShareKey();
  std::string token = SignShareToken(key, {42, 1'800'000'000});
  EXPECT_FALSE(VerifyShareToken(NewShareKey(), token).has_value());  // another server's key
  std::string later = token;
  later.replace(later.find(".18") + 1, 2, "19");  // a longer expiry, same mac
  EXPECT_FALSE(VerifyShareToken(key, later).has_value());
  std::string other = "43" + token.substr(2);  // another link's id
  EXPECT_FALSE(VerifyShareToken(key, other).has_value());
  std::string flipped = token;
  flipped.back() = flipped.back() == '0' ? '1' : '0';
  EXPECT_FALSE(VerifyShareToken(key, flipped).has_value());
  EXPECT_FALSE(VerifyShareToken(key, token.substr(0, token.size() - 1)).has_value());
  EXPECT_FALSE(VerifyShareToken(key, "").has_value());
  EXPECT_FALSE(VerifyShareToken(key, "42.1800000000").has_value());
  EXPECT_FALSE(VerifyShareToken(key, "-1.5." + std::string(64, 'a')).has_value());
}

}  // namespace
}  // namespace chelian::auth
