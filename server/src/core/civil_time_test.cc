// Tests for calendar conversion.
#include "core/civil_time.h"

#include <gtest/gtest.h>

namespace chelian {
namespace {

TEST(CivilTimeTest, Gmt8ToUtc) {
  // 2024-08-25 17:03:44 at GMT+8 is 09:03:44Z.
  auto ms = CivilToEpochMs({2024, 8, 25, 17, 3, 44}, 480);
  ASSERT_TRUE(ms.has_value());
  EXPECT_EQ(FormatIsoUtc(*ms), "2024-08-25T09:03:44.000Z");
  EXPECT_EQ(*CivilToEpochMs({1970, 1, 1, 0, 0, 0}, 0), 0);
  EXPECT_EQ(*CivilToEpochMs({2000, 3, 1, 0, 0, 0}, 0), 951868800000);
}

TEST(CivilTimeTest, RejectsBadFields) {
  EXPECT_FALSE(CivilToEpochMs({2023, 2, 29, 0, 0, 0}, 0).has_value());
  EXPECT_TRUE(CivilToEpochMs({2024, 2, 29, 0, 0, 0}, 0).has_value());
  EXPECT_FALSE(CivilToEpochMs({2024, 13, 1, 0, 0, 0}, 0).has_value());
  EXPECT_FALSE(CivilToEpochMs({2024, 1, 1, 24, 0, 0}, 0).has_value());
  EXPECT_FALSE(CivilToEpochMs({2024, 0, 1, 0, 0, 0}, 0).has_value());
}

TEST(CivilTimeTest, RoundTrip) {
  for (int64_t ms : {int64_t{0}, int64_t{1700000000123}, int64_t{-86400000}, int64_t{4102444799000}}) {
    CivilTime t = EpochMsToCivil(ms);
    EXPECT_EQ(*CivilToEpochMs(t, 0), ms - ((ms % 1000 + 1000) % 1000));
  }
  EXPECT_EQ(FormatIsoUtc(1700000000123), "2023-11-14T22:13:20.123Z");
}

TEST(CivilTimeTest, LocalDayStartIsTheZonesMidnightAlsoBefore1970) {
  const int64_t nov27 = *CivilToEpochMs({2026, 11, 27, 0, 0, 0}, 480);
  EXPECT_EQ(LocalDayStart(nov27, 480), nov27);
  EXPECT_EQ(LocalDayStart(nov27 + 86'399'999, 480), nov27);
  EXPECT_EQ(LocalDayStart(nov27 - 1, 480), nov27 - 86'400'000);
  EXPECT_EQ(LocalDayStart(0, 480), -8 * 3'600'000LL);  // 1970-01-01 08:00 in China
  EXPECT_EQ(LocalDayStart(-8 * 3'600'000LL - 1, 480), -8 * 3'600'000LL - 86'400'000);
  EXPECT_EQ(LocalDayStart(-1, 0), -86'400'000);
}

}  // namespace
}  // namespace chelian
