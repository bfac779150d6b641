// Alarm settings: inheritance from ancestors over defaults, validation, storage round trip.
#include "pipeline/alarm_settings.h"

#include <gtest/gtest.h>

#include "store/group_repo.h"
#include "store/test_db.h"

namespace chelian::pipeline {
namespace {

TEST(AlarmSettings, NearestGroupWinsOverAncestorsAndDefaults) {
  auto db = store::OpenTestDatabase("alarm_settings");
  auto c = db->Acquire();
  auto root = store::CreateGroup(*c, store::Scope::Everything(), {0, "代理商"}, 1).value();
  auto fleet = store::CreateGroup(*c, store::Scope::Everything(), {root.id, "车队"}, 1).value();
  auto other = store::CreateGroup(*c, store::Scope::Everything(), {root.id, "别的车队"}, 1).value();
  ASSERT_TRUE(
      store::SaveAlarmControlRows(*c, root.id, {{0, "overSpeed", 1, 80.0, 5}, {0, "shockAlarm", 0}}, 1, 1).ok());
  ASSERT_TRUE(store::SaveAlarmControlRows(*c, fleet.id, {{0, "overSpeed", 1, 60.0, std::nullopt}}, 1, 1).ok());
  GroupAlarmSettings f = ResolveAlarmSettings(store::LoadAlarmControlRows(*c, fleet.path).value());
  EXPECT_EQ(f.rules.overspeed_kmh, 60);
  EXPECT_EQ(f.rules.overspeed_min_s, 5);  // inherited from the agent
  EXPECT_TRUE(f.disabled.count(AlarmCode::kShockAlarm));
  GroupAlarmSettings o = ResolveAlarmSettings(store::LoadAlarmControlRows(*c, other.path).value());
  EXPECT_EQ(o.rules.overspeed_kmh, 80);
  GroupAlarmSettings d = ResolveAlarmSettings({});
  EXPECT_EQ(d.rules.overspeed_kmh, 100);  // the documented default
  EXPECT_TRUE(d.disabled.empty());
}

TEST(AlarmSettings, ValidationNamesTheRangeInChinese) {
  EXPECT_TRUE(ValidateAlarmControl({0, "overSpeed", 1, 90.0, 10}).ok());
  EXPECT_EQ(ValidateAlarmControl({0, "overSpeed", 1, 500.0}).message(), "超速报警的速度阈值应在20到220km/h之间");
  EXPECT_FALSE(ValidateAlarmControl({0, "noSuchCode", 1}).ok());
  EXPECT_FALSE(ValidateAlarmControl({0, "shockAlarm", 1, 3.0}).ok());     // a device alarm has no threshold
  EXPECT_FALSE(ValidateAlarmControl({0, "idleAlarm", 1, 10.0, 5}).ok());  // idle has no second value
}

}  // namespace
}  // namespace chelian::pipeline
