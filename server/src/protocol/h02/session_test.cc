// The H02 session as the gateway drives it: a mixed text/binary stream, message numbers, the first
// message naming a device as its sign-in, a frame without id taken as the connection's device.
#include "protocol/h02/session.h"

#include <gtest/gtest.h>

#include "core/hex.h"
#include "protocol/h02/constants.h"

namespace chelian::h02 {
namespace {

constexpr int64_t kNow = 1'736'500'000'000;

void FeedText(ProtocolSession& s, std::string_view text) { s.Feed(Bytes(text.begin(), text.end())); }

TEST(H02SessionTest, MixedStreamSignsInOnceAndNumbersMessages) {
  auto s = NewSession(CheckCodes::kEnforce);
  FeedText(*s, "*HQ,4106011660,V1,124552,A,5035.3129,N,00431.8211,E,000.20,000,131116,FFFFFBFF#\r\n");
  s->Feed(*ParseHex("2441060116601245431311165035313006004318210e000000fffffbffff0024"));
  FeedText(*s, "*HQ,,V1,124600,A,5035.3129,N,00431.8211,E,000.20,000,131116,FFFFFBFF#*HQ,4106011660,HTBT#");
  std::vector<DeviceMessage> got;
  while (auto m = s->Next(kNow)) got.push_back(std::move(*m));
  ASSERT_EQ(got.size(), 4u);
  EXPECT_EQ(got[0].msg_id, kMsgPosition);
  EXPECT_EQ(got[1].msg_id, kMsgBinary);
  EXPECT_EQ(got[2].msg_id, kMsgPosition);
  EXPECT_EQ(got[3].msg_id, kMsgHeartbeat);
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_EQ(got[i].serial, i + 1);
    EXPECT_EQ(got[i].device_id, "4106011660") << i;
    EXPECT_TRUE(got[i].ok()) << i << ": " << got[i].error;
    EXPECT_EQ(s->SignInOf(got[i]), i == 0 ? SignIn::kLogin : SignIn::kNone) << i;
  }
  EXPECT_EQ(got[2].positions.size(), 1u);  // no id: the connection's device
  EXPECT_EQ(s->device_id(), "4106011660");
  EXPECT_EQ(s->buffered(), 0u);
  // Another id on the same connection signs in again.
  FeedText(*s, "*HQ,4106011661,HTBT#");
  auto other = s->Next(kNow);
  ASSERT_TRUE(other.has_value());
  EXPECT_EQ(s->SignInOf(*other), SignIn::kLogin);
}

TEST(H02SessionTest, AFrameWithoutIdBeforeAnyIsAnError) {
  auto s = NewSession(CheckCodes::kEnforce);
  FeedText(*s, "*HQ,,V1,124600,A,5035.3129,N,00431.8211,E,000.20,000,131116,FFFFFBFF#");
  auto m = s->Next(kNow);
  ASSERT_TRUE(m.has_value());
  EXPECT_FALSE(m->ok());
  EXPECT_TRUE(m->positions.empty());
  EXPECT_TRUE(m->replies.empty());
  EXPECT_EQ(s->SignInOf(*m), SignIn::kNone);
}

}  // namespace
}  // namespace chelian::h02
