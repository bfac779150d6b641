// Loopback test of the 智能工牌 health readings (docs/card.md): a badge bound to a person through the
// card API connects as a 3G* watch and sends heart rate, blood pressure, SpO2 and temperature; the
// readings are stored (the last answered only once committed), a heart rate above the group's
// threshold opens heartRateAlarm and a normal one ends it, a fall in an AL opens fallDownAlarm, a TK
// voice message is kept as an AMR file, and health/list.json and series.json show the readings — to
// the person's tenant only.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "app/server_app.h"
#include "core/json.h"
#include "device_socket.h"
#include "http_client.h"
#include "seeded_server.h"
#include "store/db.h"

namespace chelian {
namespace {

namespace json = boost::json;

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }
std::string Str(const json::value& v) { return std::string(v.as_string()); }

std::string Badge(std::string_view content) {
  char length[8];
  std::snprintf(length, sizeof length, "%04zX", content.size());
  return "[3G*8600000042*" + std::string(length) + "*" + std::string(content) + "]";
}

class CardHealthLoopbackTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(
        server_
            .Start("card_health_test", 2, {"gateway.watch_port=0", "gateway.host=127.0.0.1", "store.batch_delay_ms=20"})
            .ok());
    app_ = server_.app.get();
    admin_ = testing::SignIn(app_->http_port(), "admin", "admin123");
    demo_ = testing::SignIn(app_->http_port(), "demo", "demo123");
    ASSERT_FALSE(admin_.empty());
    ASSERT_FALSE(demo_.empty());
  }
  json::value Post(const std::string& token, const std::string& path, const std::string& body) {
    auto r = testing::HttpCall(app_->http_port(), "POST", "/car/v4/api/card/" + path,
                               {{"sessionId", token}, {"Content-Type", "application/json"}}, body);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << path << ": " << r.body;
    return v;
  }
  long long Count(const std::string& sql, const store::Params& params = {}) {
    auto db = OpenConfiguredDatabase(server_.config);
    return (*db)->Acquire()->Query(sql, params)->at(0).Int(0);
  }

  testing::SeededServer server_;
  ServerApp* app_ = nullptr;
  std::string admin_, demo_;
};

TEST_F(CardHealthLoopbackTest, ReadingsAreStoredJudgedAndShownToTheirTenantOnly) {
  // The person belongs to 京华城市客运; demo (顺达物流) is another tenant.
  long long group = Count("SELECT id FROM groups WHERE name = '京华城市客运'");
  json::value added =
      Post(admin_, "person/add.json",
           R"({"groupId":)" + std::to_string(group) +
               R"(,"name":"王老师","personNo":"T042","department":"教务处","terminalNo":"8600000042"})");
  ASSERT_EQ(Int(added.at("flag")), 1) << WriteJson(added);
  long long person = Int(added.at("obj").at("id"));

  testing::DeviceSocket badge(app_->gateway_port("watch"));
  ASSERT_TRUE(badge.connected());
  badge.Send(Badge("LK,0,0,90"));
  EXPECT_EQ(badge.Read(23), "[3G*8600000042*0002*LK]");
  badge.Send(Badge("heart,131"));  // above the default 120
  badge.Send(Badge("BLOOD,118,76"));
  badge.Send(Badge("oxygen,0,97"));
  badge.Send(Badge("btemp2,1,36.6"));
  // A link keeping after the readings: answered once the readings before it are handled.
  badge.Send(Badge("LK,0,0,90"));
  EXPECT_EQ(badge.Read(23), "[3G*8600000042*0002*LK]");
  app_->FlushPipeline();
  EXPECT_EQ(Count("SELECT COUNT(*) FROM health_readings WHERE asset_id = ?", {person}), 4);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM alarms WHERE asset_id = ? AND code = 'heartRateAlarm' AND end_time IS NULL",
                  {person}),
            1);

  json::value list = Post(admin_, "health/list.json", R"({"keyword":"王老师"})");
  ASSERT_EQ(Int(list.at("flag")), 1) << WriteJson(list);
  ASSERT_EQ(list.at("obj").at("total").as_int64(), 1);
  const json::object& row = list.at("obj").at("data").as_array().at(0).as_object();
  EXPECT_EQ(Str(row.at("heartRate")), "131");
  EXPECT_EQ(Int(row.at("heartRateAlarm")), 1);
  EXPECT_EQ(Str(row.at("bloodPressure")), "118/76");
  EXPECT_EQ(Int(row.at("bloodPressureAlarm")), 0);
  EXPECT_EQ(Str(row.at("spo2")), "97");
  EXPECT_EQ(Str(row.at("temperature")), "36.6");
  EXPECT_FALSE(Str(row.at("heartRateTime")).empty());

  // A normal heart rate ends the alarm; the series holds every reading with the thresholds.
  badge.Send(Badge("PULSE,72"));
  badge.Send(Badge("LK,0,0,90"));
  EXPECT_EQ(badge.Read(23), "[3G*8600000042*0002*LK]");
  app_->FlushPipeline();
  EXPECT_EQ(Count("SELECT COUNT(*) FROM alarms WHERE asset_id = ? AND code = 'heartRateAlarm' AND end_time IS NULL",
                  {person}),
            0);
  json::value series = Post(admin_, "health/series.json", R"({"id":)" + std::to_string(person) + "}");
  ASSERT_EQ(Int(series.at("flag")), 1) << WriteJson(series);
  const json::array& data = series.at("obj").at("data").as_array();
  ASSERT_EQ(data.size(), 5u);
  EXPECT_EQ(Int(data[0].at("heartRate")), 131);
  EXPECT_EQ(Str(data[0].at("alarms")), "heartRateAlarm");
  EXPECT_EQ(Int(data[4].at("heartRate")), 72);
  EXPECT_EQ(Int(series.at("obj").at("threshold").at("heartRateMax")), 120);

  // A fall reported in an AL opens fallDownAlarm (bit 21 of the status word).
  badge.Send(Badge("AL,230817,095346,A,22.57,N,113.86,E,0.0,0.0,0.0,4,15,44,0,0,00200000,0"));
  EXPECT_EQ(badge.Read(23), "[3G*8600000042*0002*AL]");
  app_->FlushPipeline();
  EXPECT_EQ(Count("SELECT COUNT(*) FROM alarms WHERE asset_id = ? AND code = 'fallDownAlarm'", {person}), 1);

  // A voice message (TK with an AMR file) is kept as the person's audio file (media format 5).
  badge.Send(Badge("TK,#!AMR\n<\x08\x00\x01"));
  badge.Send(Badge("LK,0,0,90"));
  EXPECT_EQ(badge.Read(23), "[3G*8600000042*0002*LK]");
  app_->FlushPipeline();
  EXPECT_EQ(Count("SELECT COUNT(*) FROM media WHERE asset_id = ? AND type = 1 AND format = 5 AND path LIKE '%.amr'",
                  {person}),
            1);

  // Another tenant sees neither the person nor their readings.
  json::value foreign = Post(demo_, "health/series.json", R"({"id":)" + std::to_string(person) + "}");
  EXPECT_EQ(Int(foreign.at("flag")), 0);
  EXPECT_EQ(Str(foreign.at("msg")), "人员不存在或无权访问");
  json::value theirs = Post(demo_, "health/list.json", R"({"keyword":"王老师"})");
  EXPECT_EQ(theirs.at("obj").at("total").as_int64(), 0);
  // Bad input is refused in Chinese.
  json::value bad = Post(admin_, "health/series.json",
                         R"({"id":)" + std::to_string(person) + R"(,"startDay":"2026-01-01","endDay":"2026-03-01"})");
  EXPECT_EQ(Int(bad.at("flag")), 0);
  EXPECT_EQ(Str(bad.at("msg")), "一次最多查询31天");
}

}  // namespace
}  // namespace chelian
