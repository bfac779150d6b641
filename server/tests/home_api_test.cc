// Loopback tests of the big screen's counts (数据中心 首页, v3-console-inventory §2.2, §3.8;
// docs/data-center.md): pageHomePageOne.json and provinceCounts.json over constructed vehicles —
// online / offline / never online, the four expiry buckets (a settled vehicle left out), wired and
// wireless devices, terminal types, the trends, provinces from the last point — for two tenants
// (顺达 seen by demo, 京华 by jh) and the administrator who sees both.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "accounts_fixture.h"
#include "core/clock.h"

namespace chelian {
namespace {

namespace json = boost::json;

constexpr long long kMinMs = 60'000;
constexpr long long kDayMs = 86'400'000;

class HomeApiTest : public testing::AccountsFixture {
 protected:
  void SetUp() override {
    StartServer("home_api_test");
    Create("admin", "jh", "京华城市客运", R"("corpName":"京华客运")");
    now_ = SystemNowMs();
  }
  // The vehicles (asset ids) under company `company`, in id order.
  std::vector<long long> Vehicles(const std::string& company) {
    std::vector<long long> ids;
    auto rows = db_->Acquire()->Query(
        "SELECT a.id FROM assets a JOIN groups g ON g.id = a.group_id JOIN groups c ON g.path LIKE c.path || '%' "
        "WHERE c.name = ? ORDER BY a.id",
        {company});
    for (const auto& r : *rows) ids.push_back(r.Int(0));
    return ids;
  }
  void Exec(const std::string& sql, const store::Params& params) {
    ASSERT_TRUE(db_->Acquire()->Exec(sql, params).ok()) << sql;
  }
  // Gives vehicle `asset`'s device a last report received `age_ms` ago at (lat, lon).
  void Report(long long asset, long long age_ms, double lat, double lon) {
    Exec(
        "INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon) "
        "SELECT id, ?, ?, ?, ? FROM devices WHERE asset_id = ?",
        {now_ - age_ms, now_ - age_ms, lat, lon, asset});
  }
  void SetDevice(long long asset, const std::string& assignment, const store::Params& params) {
    store::Params p = params;
    p.push_back(asset);
    Exec("UPDATE devices SET " + assignment + " WHERE asset_id = ?", p);
  }
  json::object One(const std::string& user) {
    json::value r = Get(Token(user), "/car/v1/accelerate/home/pageHomePageOne.json");
    EXPECT_EQ(Flag(r), 1) << WriteJson(r);
    return r.at("obj").as_object();
  }
  json::object Provinces(const std::string& user) {
    json::value r = Get(Token(user), "/car/v1/accelerate/home/provinceCounts.json");
    EXPECT_EQ(Flag(r), 1) << WriteJson(r);
    return r.at("obj").as_object();
  }
  static long long N(const json::object& o, const char* key) { return o.at(key).as_int64(); }
  static std::string Day(long long ms) { return FormatLocalTime(ms, 480).substr(0, 10); }
  static std::string Month(long long ms) { return FormatLocalTime(ms, 480).substr(0, 7); }
  static long long Sum(const json::object& series) {
    long long n = 0;
    for (const auto& kv : series) n += kv.value().as_int64();
    return n;
  }

  long long now_ = 0;
};

TEST_F(HomeApiTest, CountsStatesExpiryKindsAndTrendsPerTenant) {
  std::vector<long long> sd = Vehicles("顺达物流有限公司"), jh = Vehicles("京华城市客运");
  ASSERT_EQ(sd.size(), 6u);
  ASSERT_EQ(jh.size(), 4u);
  // 顺达: sd[0] online, sd[1] offline for two days, the others never reported.
  Report(sd[0], kMinMs, 23.13, 113.26);
  Report(sd[1], 2 * kDayMs, 39.91, 116.40);
  // Expiry: 3 days, 7 days, a month, expired, beyond a month, expired but settled.
  SetDevice(sd[0], "expires_at = ?", {now_ + kDayMs});
  SetDevice(sd[1], "expires_at = ?", {now_ + 5 * kDayMs});
  SetDevice(sd[2], "expires_at = ?", {now_ + 20 * kDayMs});
  SetDevice(sd[3], "expires_at = ?", {now_ - kDayMs});
  SetDevice(sd[4], "expires_at = ?", {now_ + 60 * kDayMs});
  SetDevice(sd[5], "expires_at = ?, settled_at = ?", {now_ - kDayMs, now_ - 2 * kMinMs});
  // Kinds: every device wired (the demo makes every seventh wireless) but sd[1], wireless with its own type.
  Exec("UPDATE devices SET long_standby = 0", {});
  SetDevice(sd[1], "long_standby = 1, terminal_type = ?", {"无线-测试型"});
  // Trends: sd[0] activated three days ago; sd[2] added 40 days ago.
  SetDevice(sd[0], "activated_at = ?", {now_ - 3 * kDayMs});
  Exec("UPDATE assets SET created_at = ? WHERE id = ?", {now_ - 40 * kDayMs, sd[2]});
  // 京华: jh[0] online, and expired.
  Report(jh[0], 2 * kMinMs, 31.23, 121.47);
  SetDevice(jh[0], "expires_at = ?", {now_ - 2 * kDayMs});

  json::object d = One("demo");
  EXPECT_EQ(N(d, "vehNum"), 6);
  EXPECT_EQ(N(d, "onLineNum"), 1);
  EXPECT_EQ(N(d, "offLineNum"), 1);
  EXPECT_EQ(N(d, "neverOnLine"), 4);
  EXPECT_EQ(N(d, "expiredThreeNum"), 1);
  EXPECT_EQ(N(d, "expiredTwoNum"), 1);
  EXPECT_EQ(N(d, "expiredOneNum"), 1);
  EXPECT_EQ(N(d, "expiredFourNum"), 1);  // the settled one is not waiting for renewal
  EXPECT_EQ(N(d, "wiredNum"), 5);
  EXPECT_EQ(N(d, "wirelessNum"), 1);
  const json::array& types = d.at("typeList").as_array();
  long long typed = 0;
  bool wireless_type = false;
  for (const auto& t : types) {
    typed += t.at("num").as_int64();
    if (t.at("nameType").as_string() == "无线-测试型") wireless_type = t.at("num").as_int64() == 1;
  }
  EXPECT_EQ(typed, 6);
  EXPECT_TRUE(wireless_type) << WriteJson(d.at("typeList"));

  const json::array& days = d.at("thirtyDayMap").as_array();
  const json::array& months = d.at("twelveMonthMap").as_array();
  ASSERT_EQ(days.size(), 3u);
  ASSERT_EQ(months.size(), 3u);
  EXPECT_EQ(days[0].as_object().size(), 30u);
  EXPECT_EQ(months[0].as_object().size(), 12u);
  // 加车量: five today, sd[2] 40 days ago only in the 12 months.
  EXPECT_EQ(Sum(days[0].as_object()), 5);
  EXPECT_EQ(Sum(months[0].as_object()), 6);
  EXPECT_EQ(days[0].at(Day(now_)).as_int64(), 5);
  EXPECT_EQ(months[0].at(Month(now_ - 40 * kDayMs)).as_int64() >= 1, true);
  // 结清量 and 激活量 on their days.
  EXPECT_EQ(Sum(days[1].as_object()), 1);
  EXPECT_EQ(days[1].at(Day(now_ - 2 * kMinMs)).as_int64(), 1);
  EXPECT_EQ(Sum(days[2].as_object()), 1);
  EXPECT_EQ(days[2].at(Day(now_ - 3 * kDayMs)).as_int64(), 1);
  EXPECT_EQ(months[2].at(Month(now_ - 3 * kDayMs)).as_int64(), 1);

  json::object j = One("jh");
  EXPECT_EQ(N(j, "vehNum"), 4);
  EXPECT_EQ(N(j, "onLineNum"), 1);
  EXPECT_EQ(N(j, "offLineNum"), 0);
  EXPECT_EQ(N(j, "neverOnLine"), 3);
  EXPECT_EQ(N(j, "expiredFourNum"), 1);
  EXPECT_EQ(N(j, "expiredThreeNum") + N(j, "expiredTwoNum") + N(j, "expiredOneNum"), 0);
  EXPECT_EQ(N(j, "wirelessNum"), 0);
  EXPECT_EQ(Sum(j.at("thirtyDayMap").as_array()[1].as_object()), 0);

  json::object a = One("admin");
  EXPECT_EQ(N(a, "vehNum"), 12);
  EXPECT_EQ(N(a, "onLineNum"), 2);
  EXPECT_EQ(N(a, "expiredFourNum"), 2);
  EXPECT_EQ(N(a, "wirelessNum"), 1);

  // The risk centre's figures (store/risk_counts.h) are the totals of its lists: a second, silent
  // device on sd[1] (offline two days) makes one 多设备离线 set of 顺达's, none of 京华's.
  Exec(
      "INSERT INTO devices (asset_id, terminal_no, sim, mac, created_at) VALUES (?, '19900000001', "
      "'19900000001', '', 0)",
      {sd[1]});
  d = One("demo");
  json::value related = Get(Token("demo"), "/car/v1/accelerate/home/pageRelatedOffline.json?pageNumber=1&pageSize=50");
  json::value stops = Get(Token("demo"), "/car/v1/accelerate/home/pageLongStop.json?pageNumber=1&pageSize=50");
  EXPECT_EQ(N(d, "carVehOfflineNum"), 1);
  EXPECT_EQ(N(d, "carVehOfflineNum"), related.at("obj").at("total").as_int64()) << WriteJson(related);
  EXPECT_EQ(N(d, "longStopNum"), stops.at("obj").at("total").as_int64()) << WriteJson(stops);
  EXPECT_EQ(N(One("jh"), "carVehOfflineNum"), 0);
}

// Province name → vehicles of a provinceCounts reply.
std::map<std::string, long long> ByName(const json::object& o) {
  std::map<std::string, long long> m;
  for (const auto& row : o.at("list").as_array())
    m[std::string(row.at("name").as_string())] = row.at("value").as_int64();
  return m;
}

TEST_F(HomeApiTest, ProvincesFromTheLastPointPerTenantKeptForAMinute) {
  std::vector<long long> sd = Vehicles("顺达物流有限公司"), jh = Vehicles("京华城市客运");
  Report(sd[0], kMinMs, 23.13, 113.26);  // 广州
  Report(sd[1], kDayMs, 39.91, 116.40);  // 北京, offline: still counted where it was last
  Report(sd[2], kMinMs, 22.54, 114.06);  // 深圳
  Report(jh[0], kMinMs, 31.23, 121.47);  // 上海
  Report(jh[1], kMinMs, 0, 0);           // no fix: not located
  // A second device on sd[0] whose older report was elsewhere: the freshest one counts.
  Exec("INSERT INTO devices (asset_id, terminal_no, created_at) VALUES (?, '99900000001', 1)", {sd[0]});
  Exec(
      "INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon) "
      "SELECT id, ?, ?, 30.27, 120.15 FROM devices WHERE terminal_no = '99900000001'",
      {now_ - kDayMs, now_ - kDayMs});

  json::object d = Provinces("demo");
  std::map<std::string, long long> dm = ByName(d);
  EXPECT_EQ(dm.size(), 2u) << WriteJson(d);
  EXPECT_EQ(dm["广东省"], 2);
  EXPECT_EQ(dm["北京市"], 1);
  EXPECT_EQ(N(d, "located"), 3);
  EXPECT_EQ(d.at("list").as_array()[0].at("name").as_string(), "广东省");  // most first

  json::object j = Provinces("jh");
  std::map<std::string, long long> jm = ByName(j);
  EXPECT_EQ(jm.size(), 1u) << WriteJson(j);
  EXPECT_EQ(jm["上海市"], 1);
  EXPECT_EQ(N(j, "unlocated"), 1);

  EXPECT_EQ(N(Provinces("admin"), "located"), 4);
}

}  // namespace
}  // namespace chelian
