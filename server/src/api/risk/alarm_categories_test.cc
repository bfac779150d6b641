// The category mapping: every category of a code is one, 其他 takes what no other names, and the
// export codes point at the inventory's categories.
#include "api/risk/alarm_categories.h"

#include <gtest/gtest.h>

#include <set>

namespace chelian::api::risk {
namespace {

TEST(RiskAlarmCategories, EachCodeIsInOneCategory) {
  std::set<std::string> seen;
  for (const auto& c : AlarmCategories())
    for (const auto& code : c.codes) EXPECT_TRUE(seen.insert(code).second) << code;
  EXPECT_EQ(CategoryTypeOfCode("isIllegalRemove"), 7);
  EXPECT_EQ(CategoryTypeOfCode("bcarIsAlarm"), 7);
  EXPECT_EQ(CategoryTypeOfCode("powerDown"), 6);
  EXPECT_EQ(CategoryTypeOfCode("outAdminAreaAlarm"), 0);
  EXPECT_EQ(CategoryTypeOfCode("fatigueDriving"), 9);
  EXPECT_EQ(CategoryOfType(2), nullptr);
  EXPECT_EQ(CategoryOfType(10)->count_field, "separateNum");
}

TEST(RiskAlarmCategories, ExportCodesMatchTheInventory) {
  EXPECT_EQ(ExportCodeOf(1)->category_type, 3);
  EXPECT_EQ(ExportCodeOf(5)->category_type, 7);
  EXPECT_EQ(ExportCodeOf(8)->category_type, 0);
  EXPECT_EQ(ExportCodeOf(4)->kind, ExportKind::kRisk);
  EXPECT_EQ(ExportCodeOf(11)->kind, ExportKind::kLongStop);
  EXPECT_FALSE(ExportCodeOf(6).has_value());
  EXPECT_FALSE(ExportCodeOf(10).has_value());
}

}  // namespace
}  // namespace chelian::api::risk
