// Tests for 系统设置: the catalogue of migration 0060, switches on until a user turns them off,
// per user, and nothing stored when one item of an update is unknown.
#include "store/user_setting_repo.h"

#include <gtest/gtest.h>

#include "store/test_db.h"

namespace chelian::store {
namespace {

TEST(UserSettings, SwitchesAreOnUntilTurnedOffPerUser) {
  auto db = OpenTestDatabase("settings");
  auto c = db->Acquire();
  auto catalogue = ListSysPermissions(*c);
  ASSERT_TRUE(catalogue.ok());
  ASSERT_EQ(catalogue->size(), 3u);
  EXPECT_EQ(catalogue->at(0).id, kSwitchDeviceBox);
  EXPECT_EQ(catalogue->at(2).id, kSwitchWorkOrders);
  EXPECT_EQ(catalogue->at(2).name, "工单模块");
  auto fresh = ListUserSettings(*c, 5);
  ASSERT_TRUE(fresh.ok());
  for (const auto& s : *fresh) EXPECT_EQ(s.status, 0);
  EXPECT_TRUE(*SwitchOn(*c, 5, kSwitchWorkOrders));

  ASSERT_TRUE(SaveUserSettings(*c, 5, {{kSwitchWorkOrders, 1}, {kSwitchWireIcon, 1}}, 10).ok());
  EXPECT_FALSE(*SwitchOn(*c, 5, kSwitchWorkOrders));
  EXPECT_TRUE(*SwitchOn(*c, 6, kSwitchWorkOrders));  // another user's stay on
  auto mine = ListUserSettings(*c, 5).value();
  ASSERT_EQ(mine.size(), 3u);
  EXPECT_EQ(mine[0].status, 0);
  EXPECT_EQ(mine[1].status, 1);
  EXPECT_EQ(mine[2].status, 1);

  ASSERT_TRUE(SaveUserSettings(*c, 5, {{kSwitchWorkOrders, 0}}, 11).ok());
  EXPECT_TRUE(*SwitchOn(*c, 5, kSwitchWorkOrders));

  EXPECT_EQ(SaveUserSettings(*c, 5, {{kSwitchWireIcon, 0}, {99, 1}}, 12).code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(SaveUserSettings(*c, 5, {{kSwitchWireIcon, 2}}, 12).code(), StatusCode::kInvalidArgument);
  EXPECT_FALSE(*SwitchOn(*c, 5, kSwitchWireIcon));  // unchanged
}

}  // namespace
}  // namespace chelian::store
