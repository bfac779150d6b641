// Loopback tests of the 智能工牌 calls (docs/card.md): people with their badges, attendance rules
// and patrol points, the day and month attendance and the patrol record from stored fixes, and the
// export, for two tenants (顺达 seen by demo, 京华 by jh) — a foreign person, group or point is refused.
#include <gtest/gtest.h>

#include <string>

#include "accounts_fixture.h"
#include "core/clock.h"
#include "geo/geo.h"

namespace chelian {
namespace {

namespace json = boost::json;

constexpr long long kMinMs = 60'000;
constexpr long long kDayMs = 86'400'000;
constexpr double kLat = 22.54, kLon = 114.05;  // the work fence's centre

class CardApiTest : public testing::AccountsFixture {
 protected:
  void SetUp() override {
    StartServer("card_api_test");
    Create("admin", "jh", "京华城市客运", R"("corpName":"京华客运")");
    long long now = SystemNowMs();
    today_ = *ParseLocalTime(FormatLocalTime(now, 480).substr(0, 10), 480);
    day_ = today_ - 2 * kDayMs;
  }
  json::value Post(const std::string& user, const std::string& path, const std::string& body) {
    return PostJson(Token(user), "/car/v4/api/card/" + path, body);
  }
  long long AddPerson(const std::string& user, const std::string& group, const std::string& name,
                      const std::string& badge) {
    json::value r =
        Post(user, "person/add.json",
             R"({"groupId":)" + std::to_string(GroupId(group)) + R"(,"name":")" + name + R"(","personNo":"E)" +
                 badge.substr(badge.size() - 3) + R"(","department":"保卫科","terminalNo":")" + badge + R"("})");
    EXPECT_EQ(Flag(r), 1) << WriteJson(r);
    return Flag(r) == 1 ? r.at("obj").at("id").as_int64() : 0;
  }
  // Stores a fix of person `asset` at `minute` after the test day's midnight, `metres` east of the fence.
  void Fix(long long asset, long long minute, double metres = 0) {
    geo::LatLon p = metres > 0 ? geo::Destination({kLat, kLon}, 90, metres) : geo::LatLon{kLat, kLon};
    ASSERT_TRUE(db_->Acquire()
                    ->Exec("INSERT INTO positions (device_id, fix_time, recv_time, lat, lon, flags) "
                           "SELECT id, ?, ?, ?, ?, 1 FROM devices WHERE asset_id = ?",
                           {day_ + minute * kMinMs, day_ + minute * kMinMs, p.lat, p.lon, asset})
                    .ok());
  }
  std::string Day() const { return FormatLocalTime(day_, 480).substr(0, 10); }
  static const json::object& Row(const json::value& r, size_t i) {
    return r.at("obj").at("data").as_array().at(i).as_object();
  }

  long long today_ = 0, day_ = 0;
};

TEST_F(CardApiTest, PeopleAreScopedToTheCallersSubtree) {
  long long sd = AddPerson("demo", "一车队", "张三", "860000000000101");
  long long jh = AddPerson("jh", "京华城市客运", "李四", "860000000000202");
  ASSERT_GT(sd, 0);
  ASSERT_GT(jh, 0);
  // A badge already bound is refused; so is a person without a badge or a group outside the subtree.
  json::value dup = Post("demo", "person/add.json", R"({"name":"王五","terminalNo":"860000000000202"})");
  EXPECT_EQ(Flag(dup), 0);
  EXPECT_NE(Msg(dup).find("终端号已存在"), std::string::npos);
  EXPECT_EQ(Msg(Post("demo", "person/add.json", R"({"name":"王五"})")), "请填写绑定的工牌终端号");
  json::value foreign_group = Post(
      "demo", "person/add.json",
      R"({"groupId":)" + std::to_string(GroupId("京华城市客运")) + R"(,"name":"王五","terminalNo":"860000000000303"})");
  EXPECT_EQ(Flag(foreign_group), 0);
  EXPECT_EQ(Msg(foreign_group), "分组不存在或无权访问");

  json::value mine = Post("demo", "person/list.json", "{}");
  ASSERT_EQ(Flag(mine), 1);
  EXPECT_EQ(mine.at("obj").at("total").as_int64(), 1);  // vehicles (kind 1) are not people
  EXPECT_EQ(Str(Row(mine, 0).at("name")), "张三");
  EXPECT_EQ(Str(Row(mine, 0).at("department")), "保卫科");
  EXPECT_EQ(Str(Row(mine, 0).at("terminalNo")), "860000000000101");
  EXPECT_EQ(Post("admin", "person/list.json", "{}").at("obj").at("total").as_int64(), 2);
  EXPECT_EQ(Post("demo", "person/list.json", R"({"keyword":"李"})").at("obj").at("total").as_int64(), 0);

  // Changing or deleting another tenant's person answers flag 0 and leaves it as it was.
  json::value edit = Post("demo", "person/update.json", R"({"id":)" + std::to_string(jh) + R"(,"name":"改名"})");
  EXPECT_EQ(Flag(edit), 0);
  EXPECT_EQ(Msg(edit), "人员不存在或无权访问");
  EXPECT_EQ(Flag(Post("demo", "person/delete.json", R"({"id":)" + std::to_string(jh) + "}")), 0);
  json::value theirs = Post("jh", "person/list.json", "{}");
  EXPECT_EQ(Str(Row(theirs, 0).at("name")), "李四");

  json::value renamed =
      Post("demo", "person/update.json",
           R"({"id":)" + std::to_string(sd) +
               R"(,"name":"张三丰","personNo":"S001","department":"教务处","terminalNo":"860000000000111"})");
  ASSERT_EQ(Flag(renamed), 1) << WriteJson(renamed);
  EXPECT_EQ(Str(renamed.at("obj").at("terminalNo")), "860000000000111");
  EXPECT_EQ(Str(renamed.at("obj").at("personNo")), "S001");
  ASSERT_EQ(Flag(Post("demo", "person/delete.json", R"({"id":)" + std::to_string(sd) + "}")), 1);
  EXPECT_EQ(Post("demo", "person/list.json", "{}").at("obj").at("total").as_int64(), 0);
}

TEST_F(CardApiTest, AttendanceOfADayAndAMonthFromStoredFixes) {
  long long late = AddPerson("demo", "一车队", "迟到者", "860000000000401");
  long long early = AddPerson("demo", "二车队", "早退者", "860000000000402");
  long long absent = AddPerson("demo", "一车队", "缺勤者", "860000000000403");
  long long jh = AddPerson("jh", "京华城市客运", "李四", "860000000000404");
  const std::string fence = R"("lat":22.54,"lon":114.05,"radius":200,"startTime":"09:00","endTime":"18:00")";
  json::value bad =
      Post("demo", "attendance/rule/save.json",
           R"({"name":"白班","lat":22.54,"lon":114.05,"radius":200,"startTime":"9点","endTime":"18:00"})");
  EXPECT_EQ(Msg(bad), "时间格式应为 HH:mm");
  json::value foreign =
      Post("demo", "attendance/rule/save.json",
           R"({"groupId":)" + std::to_string(GroupId("京华城市客运")) + R"(,"name":"白班",)" + fence + "}");
  EXPECT_EQ(Msg(foreign), "分组不存在或无权访问");
  ASSERT_EQ(Flag(Post("demo", "attendance/rule/save.json", R"({"name":"白班","graceMinutes":5,)" + fence + "}")), 1);

  Fix(late, 8 * 60, 2000);
  Fix(late, 9 * 60 + 20);
  Fix(late, 18 * 60 + 10);
  Fix(early, 8 * 60 + 55);
  Fix(early, 16 * 60);
  Fix(early, 16 * 60 + 10, 3000);
  Fix(absent, 10 * 60, 5000);
  Fix(jh, 9 * 60);

  json::value day = Post("demo", "attendance/day.json", R"({"day":")" + Day() + R"("})");
  ASSERT_EQ(Flag(day), 1) << WriteJson(day);
  ASSERT_EQ(day.at("obj").at("total").as_int64(), 3);  // not 京华's person
  EXPECT_EQ(Str(Row(day, 0).at("statusName")), "迟到");
  EXPECT_EQ(Row(day, 0).at("lateMinutes").as_int64(), 20);
  EXPECT_EQ(Str(Row(day, 0).at("shift")), "09:00-18:00");
  EXPECT_EQ(Str(Row(day, 1).at("statusName")), "早退");  // 二车队 follows the company's rule
  EXPECT_EQ(Row(day, 1).at("earlyMinutes").as_int64(), 120);
  EXPECT_EQ(Str(Row(day, 2).at("statusName")), "缺勤");
  EXPECT_EQ(Str(Row(day, 2).at("arriveTime")), "");
  // 京华 has no rule: its person is listed without one.
  json::value theirs = Post("jh", "attendance/day.json", R"({"day":")" + Day() + R"("})");
  EXPECT_EQ(Str(Row(theirs, 0).at("statusName")), "未设置规则");
  EXPECT_EQ(Post("jh", "attendance/rule/list.json", "{}").at("obj").as_array().size(), 0u);
  EXPECT_EQ(Msg(Post("demo", "attendance/day.json", R"({"day":"2026-13-01"})")), "日期格式错误，应为 yyyy-MM-dd");

  json::value month = Post("demo", "attendance/month.json", R"({"month":")" + Day().substr(0, 7) + R"("})");
  ASSERT_EQ(Flag(month), 1) << WriteJson(month);
  const json::object& m = Row(month, 0);
  EXPECT_EQ(m.at("lateDays").as_int64(), 1);
  // Every other ended day of the month (up to the day before yesterday) is an absence.
  EXPECT_EQ(m.at("absentDays").as_int64(), m.at("days").as_int64() - 1);
  EXPECT_EQ(Row(month, 1).at("earlyDays").as_int64(), 1);

  // The export answers a spreadsheet when not sent to the download center.
  testing::HttpReply file = testing::HttpCall(port_, "GET", "/car/v4/api/card/attendance/exportDay.json?day=" + Day(),
                                              {{"sessionId", Token("demo")}});
  EXPECT_EQ(file.status, 200);
  EXPECT_EQ(file.body.substr(0, 2), "PK");
}

TEST_F(CardApiTest, PatrolCheckInWithinTheWindow) {
  long long guard = AddPerson("demo", "一车队", "巡逻员", "860000000000501");
  long long idle = AddPerson("demo", "一车队", "未巡逻", "860000000000502");
  json::value saved =
      Post("demo", "patrol/point/save.json",
           R"({"name":"东门","lat":22.54,"lon":114.05,"radius":50,"startTime":"20:00","endTime":"02:00"})");
  ASSERT_EQ(Flag(saved), 1) << WriteJson(saved);
  long long point = saved.at("obj").at("id").as_int64();
  Fix(guard, 19 * 60);       // before the window
  Fix(guard, 25 * 60 + 30);  // 01:30 the next day: inside
  Fix(idle, 21 * 60, 500);   // in the window but 500 m away
  json::value r = Post("demo", "patrol/record.json", R"({"day":")" + Day() + R"("})");
  ASSERT_EQ(Flag(r), 1) << WriteJson(r);
  ASSERT_EQ(r.at("obj").at("total").as_int64(), 2);
  EXPECT_EQ(Row(r, 0).at("checked").as_int64(), 1);
  EXPECT_EQ(Str(Row(r, 0).at("checkInTime")), FormatLocalTime(day_ + (25 * 60 + 30) * kMinMs, 480));
  EXPECT_EQ(Str(Row(r, 0).at("window")), "20:00-次日02:00");
  EXPECT_EQ(Row(r, 1).at("checked").as_int64(), 0);
  // 京华 neither sees nor changes 顺达's point.
  EXPECT_EQ(Post("jh", "patrol/point/list.json", "{}").at("obj").as_array().size(), 0u);
  EXPECT_EQ(Post("jh", "patrol/record.json", R"({"day":")" + Day() + R"("})").at("obj").at("total").as_int64(), 0);
  json::value del = Post("jh", "patrol/point/delete.json", R"({"id":)" + std::to_string(point) + "}");
  EXPECT_EQ(Msg(del), "巡更点不存在或无权访问");
  EXPECT_EQ(Post("demo", "patrol/point/list.json", "{}").at("obj").as_array().size(), 1u);
}

}  // namespace
}  // namespace chelian
