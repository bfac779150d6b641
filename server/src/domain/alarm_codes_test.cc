// Tests for the alarm code ⇄ label table.
#include "domain/alarm_codes.h"

#include <gtest/gtest.h>

#include <set>

namespace chelian {
namespace {

TEST(AlarmCodesTest, LabelsOfApiContract) {
  EXPECT_EQ(AlarmCodeName(AlarmCode::kEmergencyAlarm), "emergencyAlarm");
  EXPECT_EQ(AlarmLabel(AlarmCode::kEmergencyAlarm), "紧急报警");
  EXPECT_EQ(AlarmLabel(AlarmCode::kPowerDown), "终端主电源掉电");
  EXPECT_EQ(AlarmCodeName(AlarmCode::kGpsAntennaState), "GPSAntennaState");
  EXPECT_EQ(AlarmLabel(AlarmCode::kGpsAntennaState), "GPS天线开路");
  EXPECT_EQ(AlarmPickerLabel(AlarmCode::kGpsAntennaState), "GPS天线开路报警");
  EXPECT_EQ(AlarmLabel(AlarmCode::kCardRemovalAlarm), "TF卡拔出报警");
  EXPECT_EQ(AlarmLabel(AlarmCode::kSlowDownAlarm), "急减速报警");
  EXPECT_TRUE(IsTerminalAlarm(AlarmCode::kIllegalStart));
  EXPECT_FALSE(IsTerminalAlarm(AlarmCode::kSwerveAlarm));
}

TEST(AlarmCodesTest, LookupsRoundTrip) {
  std::set<std::string_view> names;
  for (size_t i = 0; i < static_cast<size_t>(AlarmCode::kCount); ++i) {
    auto code = static_cast<AlarmCode>(i);
    EXPECT_TRUE(names.insert(AlarmCodeName(code)).second);
    EXPECT_EQ(AlarmCodeFromName(AlarmCodeName(code)), code);
    EXPECT_EQ(AlarmCodeFromLabel(AlarmLabel(code)), code);
  }
  EXPECT_EQ(AlarmCodeFromName("suddenBrakeAlarm"), AlarmCode::kSlowDownAlarm);
  EXPECT_EQ(AlarmCodeFromName("sharpTurnAlarm"), AlarmCode::kSwerveAlarm);
  EXPECT_FALSE(AlarmCodeFromName("obdCAN").has_value());
}

}  // namespace
TEST(AlarmCodes, EmptyNamesAndLabelsMatchNothing) {
  EXPECT_FALSE(AlarmCodeFromLabel("").has_value());
  EXPECT_FALSE(AlarmCodeFromName("").has_value());
  EXPECT_EQ(AlarmCodeFromLabel("当天累计驾驶超时"), AlarmCode::kDailyDriving);
}

}  // namespace chelian
