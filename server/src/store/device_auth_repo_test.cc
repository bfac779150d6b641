// Tests for the terminal authentication codes' storage: a registration replaces an unproven code
// only, the first proof is recorded once, a reset stays inside the caller's subtree.
#include "store/device_auth_repo.h"

#include <gtest/gtest.h>

#include "store/asset_repo.h"
#include "store/group_repo.h"
#include "store/test_db.h"

namespace chelian::store {
namespace {

TEST(DeviceAuthRepoTest, CodesAreReplacedUntilProvenAndResetInsideTheScope) {
  TestDb db = OpenTestDatabase("device_auth");
  auto c = db->Acquire();
  Group company = CreateGroup(*c, Scope::Everything(), {0, "公司"}, 1).value();
  Group fleet = CreateGroup(*c, Scope::Everything(), {company.id, "车队"}, 1).value();
  Group other = CreateGroup(*c, Scope::Everything(), {0, "别家"}, 1).value();
  ASSERT_TRUE(CreateAssetWithDevice(*c, Scope::Everything(), {fleet.id, 1, "粤B12345"}, {"13829655854"}, 1).ok());
  ASSERT_TRUE(CreateAssetWithDevice(*c, Scope::Everything(), {other.id, 1, "粤B54321"}, {"13800000002"}, 1).ok());
  long long id = c->Query("SELECT id FROM devices WHERE terminal_no = '13829655854'")->at(0).Int(0);

  EXPECT_EQ(GetDeviceAuth(*c, id)->code_hash, "");
  EXPECT_EQ(IssueDeviceAuthCode(*c, id, "h1").value(), true);
  EXPECT_EQ(IssueDeviceAuthCode(*c, id, "h2").value(), true);  // not proven: replaced
  ASSERT_TRUE(MarkDeviceAuthProven(*c, id, "h1", 50).ok());    // an old code proves nothing
  EXPECT_EQ(GetDeviceAuth(*c, id)->proven_at, 0);
  ASSERT_TRUE(MarkDeviceAuthProven(*c, id, "h2", 100).ok());
  ASSERT_TRUE(MarkDeviceAuthProven(*c, id, "h2", 200).ok());  // the first proof stays
  EXPECT_EQ(GetDeviceAuth(*c, id)->proven_at, 100);
  EXPECT_EQ(IssueDeviceAuthCode(*c, id, "h3").value(), false);  // proven: registered
  EXPECT_EQ(GetDeviceAuth(*c, id)->code_hash, "h2");

  Scope other_scope{other.id, other.path}, company_scope{company.id, company.path};
  EXPECT_EQ(ResetDeviceAuth(*c, other_scope, "013829655854").status().code(), StatusCode::kNotFound);
  EXPECT_EQ(GetDeviceAuth(*c, id)->code_hash, "h2");
  EXPECT_EQ(ResetDeviceAuth(*c, company_scope, "013829655854").value(), id);  // padded, in a sub-group
  EXPECT_EQ(GetDeviceAuth(*c, id)->code_hash, "");
  EXPECT_EQ(GetDeviceAuth(*c, id)->proven_at, 0);
  EXPECT_EQ(IssueDeviceAuthCode(*c, id, "h4").value(), true);
  EXPECT_EQ(ResetDeviceAuth(*c, Scope::Everything(), "19999999999").status().code(), StatusCode::kNotFound);
  EXPECT_EQ(GetDeviceAuth(*c, 999'999).status().code(), StatusCode::kNotFound);
}

}  // namespace
}  // namespace chelian::store
