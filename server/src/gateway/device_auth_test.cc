// Tests for the terminal authentication codes and the log throttle: codes are random and of the
// alphabet, stored as SHA-256, replaced until proven; the throttle lets one line per key through.
#include "gateway/device_auth.h"

#include <gtest/gtest.h>

#include <set>

#include "store/asset_repo.h"
#include "store/device_auth_repo.h"
#include "store/group_repo.h"
#include "store/test_db.h"

namespace chelian::gateway {
namespace {

TEST(DeviceAuthTest, CodesAreRandomAlphanumericsHashedWithSha256) {
  std::set<std::string> seen;
  for (int i = 0; i < 200; ++i) {
    std::string code = NewAuthCode();
    ASSERT_EQ(code.size(), kAuthCodeLength);
    for (char c : code) EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(c))) << code;
    seen.insert(code);
  }
  EXPECT_EQ(seen.size(), 200u);
  EXPECT_EQ(HashAuthCode("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");  // FIPS 180-2
}

TEST(DeviceAuthTest, RegisterAndVerify) {
  store::TestDb db = store::OpenTestDatabase("device_auth_gw");
  long long id = 0;
  {
    auto c = db->Acquire();
    auto g = store::CreateGroup(*c, store::Scope::Everything(), {0, "车队"}, 1).value();
    ASSERT_TRUE(
        store::CreateAssetWithDevice(*c, store::Scope::Everything(), {g.id, 1, "粤B1"}, {"13800000001"}, 1).ok());
    id = c->Query("SELECT id FROM devices")->at(0).Int(0);
  }
  DeviceAuth auth(*db);
  EXPECT_FALSE(auth.Verify(id, "", 1).value());  // no code issued yet
  auto lost = auth.Register(id).value();
  auto code = auth.Register(id).value();  // the first answer lost: registering again replaces it
  ASSERT_TRUE(lost && code);
  EXPECT_NE(*lost, *code);
  EXPECT_FALSE(auth.Verify(id, *lost, 2).value());
  EXPECT_FALSE(auth.Verify(id, code->substr(1), 3).value());
  EXPECT_TRUE(auth.Verify(id, *code, 4).value());
  EXPECT_TRUE(auth.Verify(id, *code, 5).value());
  auto row = store::GetDeviceAuth(*db->Acquire(), id).value();
  EXPECT_EQ(row.code_hash, HashAuthCode(*code));
  EXPECT_EQ(row.proven_at, 4);
  EXPECT_FALSE(auth.Register(id).value().has_value());  // proven: 终端已被注册
  EXPECT_TRUE(auth.Verify(id, *code, 6).value());
  EXPECT_EQ(auth.Verify(999, *code, 7).status().code(), StatusCode::kNotFound);
}

}  // namespace
}  // namespace chelian::gateway
