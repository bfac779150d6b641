// The 智能工牌 reports over stored fixes on two tenants: the day's verdicts per person under the
// group's rule (late, early, absent, no rule, a day still running), the month's counts, the patrol
// check-ins, and the spreadsheet rows; another tenant's people never appear.
#include "api/card/card_reports.h"

#include <gtest/gtest.h>

#include "core/clock.h"
#include "geo/geo.h"
#include "store/two_tenants_for_test.h"

namespace chelian::api::card {
namespace {

constexpr long long kMin = 60'000;
constexpr long long kDay = 86'400'000;

class CardReportsTest : public store::TwoTenantsTest {
 protected:
  void SetUp() override {
    TwoTenantsTest::SetUp();
    day_ = *ParseLocalTime("2026-11-02", 480);
    month_end_ = day_ + 40 * kDay;  // "now": long after the month
  }
  long long Person(const store::Scope& scope, long long group, const std::string& name, const std::string& badge) {
    auto c = db_->Acquire();
    return store::AddCardPerson(*c, scope, {.group_id = group, .name = name, .terminal_no = badge}, 1).value().id;
  }
  void Fix(long long person, long long minute, double metres_away = 0) {
    geo::LatLon p = metres_away > 0 ? geo::Destination({22.5, 114.0}, 0, metres_away) : geo::LatLon{22.5, 114.0};
    ASSERT_TRUE(db_->Acquire()
                    ->Exec("INSERT INTO positions (device_id, fix_time, recv_time, lat, lon, flags) "
                           "SELECT id, ?, ?, ?, ?, 1 FROM devices WHERE asset_id = ?",
                           {day_ + minute * kMin, day_ + minute * kMin, p.lat, p.lon, person})
                    .ok());
  }
  void SaveRule(long long group) {
    auto c = db_->Acquire();
    ASSERT_TRUE(store::SaveAttendanceRule(*c, ScopeA(),
                                          {.group_id = group,
                                           .name = "白班",
                                           .lat = 22.5,
                                           .lon = 114.0,
                                           .radius = 200,
                                           .start_min = 540,
                                           .end_min = 1080,
                                           .grace_min = 5},
                                          "a", 1)
                    .ok());
  }
  long long day_ = 0, month_end_ = 0;
};

TEST_F(CardReportsTest, TheDayOfEachPersonUnderTheGroupsRule) {
  long long late = Person(ScopeA(), a1_.id, "迟到", "8601");
  long long early = Person(ScopeA(), a1_.id, "早退", "8602");
  long long absent = Person(ScopeA(), a_.id, "缺勤", "8603");
  Person(ScopeB(), b_.id, "别家", "8604");
  SaveRule(a_.id);
  Fix(late, 9 * 60 + 30);
  Fix(late, 18 * 60);
  Fix(early, 8 * 60 + 50);
  Fix(early, 15 * 60);
  Fix(early, 15 * 60 + 5, 1000);
  Fix(absent, 12 * 60, 1000);
  auto c = db_->Acquire();
  auto rows = AttendanceOfDay(*c, ScopeA(), {}, day_, month_end_).value();
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(AttendanceStatusName(rows[0].status), "迟到");
  EXPECT_EQ(rows[0].day.late_min, 30);
  EXPECT_EQ(rows[0].shift, "09:00-18:00");
  EXPECT_EQ(AttendanceStatusName(rows[1].status), "早退");
  EXPECT_EQ(rows[1].day.early_min, 180);
  EXPECT_EQ(AttendanceStatusName(rows[2].status), "缺勤");
  // While the shift (and its margin) runs, the day is 统计中, never 缺勤.
  auto running = AttendanceOfDay(*c, ScopeA(), {}, day_, day_ + 12 * 60 * kMin).value();
  EXPECT_EQ(AttendanceStatusName(running[2].status), "统计中");
  EXPECT_EQ(running[1].day.early_min, 0);  // last seen inside at 15:00, but the shift runs until 18:00
  // 客户B has no rule; its person is not in A's report.
  auto b = AttendanceOfDay(*c, ScopeB(), {}, day_, month_end_).value();
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(AttendanceStatusName(b[0].status), "未设置规则");
  // The keyword narrows the people.
  EXPECT_EQ(AttendanceOfDay(*c, ScopeA(), {.keyword = "早"}, day_, month_end_)->size(), 1u);
  auto table = AttendanceDayTable(*c, ScopeA(), {}, day_, month_end_, 480).value();
  ASSERT_EQ(table.rows.size(), 3u);
  EXPECT_EQ(std::get<std::string>(table.rows[0][6]), "2026-11-02 09:30:00");
  EXPECT_EQ(std::get<std::string>(table.rows[0][10]), "迟到");
}

TEST_F(CardReportsTest, TheMonthCountsEveryEndedDay) {
  long long p = Person(ScopeA(), a1_.id, "张三", "8611");
  SaveRule(a_.id);
  Fix(p, 9 * 60 + 20);  // 11-02: late
  Fix(p, 18 * 60);
  Fix(p, kDay / kMin + 8 * 60);  // 11-03: on time
  Fix(p, kDay / kMin + 18 * 60 + 30);
  long long first = *ParseLocalTime("2026-11-01", 480);
  auto c = db_->Acquire();
  auto rows = AttendanceOfMonth(*c, ScopeA(), {}, first, 30, month_end_).value();
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].days, 30);
  EXPECT_EQ(rows[0].late, 1);
  EXPECT_EQ(rows[0].normal, 1);
  EXPECT_EQ(rows[0].absent, 28);
  EXPECT_EQ(rows[0].late_minutes, 20);
  // Only ended days count: on 11-03 at 22:00 the 1st to the 3rd.
  auto partial = AttendanceOfMonth(*c, ScopeA(), {}, first, 30, first + 2 * kDay + 22 * 60 * kMin).value();
  EXPECT_EQ(partial[0].days, 3);
  EXPECT_EQ(partial[0].absent, 1);
}

TEST_F(CardReportsTest, PatrolCheckInsOfThePointsSubtree) {
  long long guard = Person(ScopeA(), a1_.id, "巡逻", "8621");
  long long other = Person(ScopeA(), a_.id, "上级", "8622");  // above the point's group
  auto c = db_->Acquire();
  ASSERT_TRUE(store::SavePatrolPoint(*c, ScopeA(),
                                     {.group_id = a1_.id,
                                      .name = "东门",
                                      .lat = 22.5,
                                      .lon = 114.0,
                                      .radius = 50,
                                      .start_min = 22 * 60,
                                      .end_min = 6 * 60},
                                     1)
                  .ok());
  Fix(guard, 21 * 60);       // before the window
  Fix(guard, 27 * 60 + 15);  // 03:15 the next morning
  Fix(other, 23 * 60);
  auto rows = PatrolOfDay(*c, ScopeA(), {}, day_).value();
  ASSERT_EQ(rows.size(), 1u);  // only the point's subtree is expected there
  EXPECT_EQ(rows[0].person.id, guard);
  EXPECT_EQ(rows[0].check_in_ms, day_ + (27 * 60 + 15) * kMin);
  EXPECT_TRUE(PatrolOfDay(*c, ScopeB(), {}, day_)->empty());
}

}  // namespace
}  // namespace chelian::api::card
