// Tests for the protocol registry and its sessions.
#include "protocol/registry.h"

#include <gtest/gtest.h>

#include "core/hex.h"

namespace chelian {
namespace {

TEST(RegistryTest, ListsProtocolsWithDefaultPorts) {
  ASSERT_EQ(Protocols().size(), 2u);
  const ProtocolInfo* jt = FindProtocol("jt808");
  ASSERT_NE(jt, nullptr);
  EXPECT_EQ(jt->default_port, 7788);
  const ProtocolInfo* gt = FindProtocol("gt06");
  ASSERT_NE(gt, nullptr);
  EXPECT_EQ(gt->default_port, 5023);
  EXPECT_EQ(FindProtocol("h02"), nullptr);
}

TEST(RegistryTest, Jt808SessionFramesAndDecodes) {
  auto s = FindProtocol("jt808")->new_session();
  Bytes two = ParseHex("7e000200000123456789017fff0a7e7e000200000123456789017fff0a7e").value();
  s->Feed(ByteView(two).first(10));
  EXPECT_FALSE(s->Next(0).has_value());
  s->Feed(ByteView(two).subspan(10));
  auto a = s->Next(0);
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(ToHex(a->frame), "7e000200000123456789017fff0a7e");
  EXPECT_EQ(s->device_id(), "012345678901");
  auto b = s->Next(0);
  ASSERT_TRUE(b.has_value());
  // The platform serial advances per connection.
  EXPECT_EQ(ToHex(b->replies[0]), "7e8001000501234567890100017fff0002008f7e");
  EXPECT_FALSE(s->Next(0).has_value());
  EXPECT_EQ(s->buffered(), 0u);
}

TEST(RegistryTest, Gt06SessionRemembersTheLogin) {
  auto s = FindProtocol("gt06")->new_session();
  s->Feed(ParseHex("78781101075253367890024270003201000512790d0a78780a13c40604000201298f5b0d0a").value());
  auto login = s->Next(0);
  ASSERT_TRUE(login.has_value());
  EXPECT_EQ(s->device_id(), "752533678900242");
  auto hb = s->Next(0);
  ASSERT_TRUE(hb.has_value());
  EXPECT_EQ(hb->device_id, "752533678900242");
  EXPECT_FALSE(s->Next(0).has_value());
}

}  // namespace
}  // namespace chelian
