// Loopback tests of 宠物守护's calls (docs/pet.md): pets stay inside the caller's subtree; lost mode
// sends a watch UPLOAD with the short interval and found restores the normal one (both logged), find
// device sends FIND; a constructed track gives its day's steps, distance, active and rest time; the
// home fence (the vehicle circle's calls) raises its alarm when the pet leaves.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "core/civil_time.h"
#include "core/clock.h"
#include "core/json.h"
#include "device_socket.h"
#include "http_client.h"
#include "seeded_server.h"
#include "store/db.h"

namespace chelian {
namespace {

namespace json = boost::json;

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }
double Num(const json::value& v) { return v.is_double() ? v.as_double() : static_cast<double>(v.as_int64()); }

// A 3G* frame of `content` from watch `id`.
std::string WatchFrame(std::string_view content, std::string_view id) {
  char length[8];
  std::snprintf(length, sizeof length, "%04zx", content.size());
  return "[3G*" + std::string(id) + "*" + length + "*" + std::string(content) + "]";
}

// A watch UD position at `ms` (UTC) with speed in km/h and the step counter.
std::string Ud(int64_t ms, double lat, double lon, double kmh, int steps) {
  CivilTime t = EpochMsToCivil(ms);
  char text[200];
  std::snprintf(text, sizeof text,
                "UD,%02d%02d%02d,%02d%02d%02d,A,%.6f,N,%.6f,E,%.1f,90.0,100,7,60,80,%d,0,00000000,1,1,460,0,9360,4082,"
                "131",
                t.day, t.month, t.year % 100, t.hour, t.minute, t.second, lat, lon, kmh, steps);
  return text;
}

double Km(double lat1, double lon1, double lat2, double lon2) {
  constexpr double kRad = M_PI / 180, kEarthKm = 6371.0088;
  double a = std::pow(std::sin((lat2 - lat1) * kRad / 2), 2) +
             std::cos(lat1 * kRad) * std::cos(lat2 * kRad) * std::pow(std::sin((lon2 - lon1) * kRad / 2), 2);
  return 2 * kEarthKm * std::asin(std::sqrt(a));
}

class PetApiTest : public ::testing::Test {
 protected:
  // Inside the server's folder (SeededServer names it chelian_pet_<pid> and removes it at the end).
  static std::string MediaDir() {
    return (std::filesystem::path(::testing::TempDir()) / ("chelian_pet_" + std::to_string(::getpid())) / "media")
        .string();
  }
  void SetUp() override {
    ASSERT_TRUE(server_
                    .Start("pet", 2,
                           {"gateway.watch_port=0", "gateway.h02_port=0", "gateway.host=127.0.0.1",
                            "store.batch_delay_ms=20", "media.dir=" + MediaDir()})
                    .ok());
    admin_ = testing::SignIn(server_.app->http_port(), "admin", "admin123");
    demo_ = testing::SignIn(server_.app->http_port(), "demo", "demo123");
  }
  json::value Call(const std::string& session, const std::string& target, const json::object& body = {}) {
    auto r = testing::HttpCall(server_.app->http_port(), body.empty() ? "GET" : "POST", target,
                               {{"sessionId", session}, {"Content-Type", "application/json"}},
                               body.empty() ? "" : WriteJson(body));
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << target << ": " << r.body;
    return v;
  }
  long long Count(const std::string& sql, const store::Params& params = {}) {
    auto db = OpenConfiguredDatabase(server_.config);
    auto c = (*db)->Acquire();
    return c->Query(sql, params)->at(0).Int(0);
  }
  long long GroupNamed(const std::string& name) { return Count("SELECT id FROM groups WHERE name = ?", {name}); }
  long long AddPet(const std::string& session, long long group, const std::string& name, const std::string& terminal,
                   const std::string& type = "GPRS-手表") {
    json::value r = Call(session, "/car/v4/api/pet/add.json",
                         {{"groupId", group},
                          {"name", name},
                          {"breed", "柯基"},
                          {"birthday", "2023-05-01"},
                          {"weightKg", "11.5"},
                          {"owner", "王女士"},
                          {"phone", "13800001111"},
                          {"terminalNo", terminal},
                          {"terminalType", type}});
    EXPECT_EQ(Int(r.at("flag")), 1) << WriteJson(r);
    return r.at("obj").is_object() ? Int(r.at("obj").at("id")) : 0;
  }

  testing::SeededServer server_;
  std::string admin_, demo_;
};

TEST_F(PetApiTest, PetsStayInsideTheCallersSubtree) {
  long long mine = AddPet(demo_, GroupNamed("顺达物流有限公司"), "旺财", "8800000101");
  long long other = AddPet(admin_, GroupNamed("京华城市客运"), "咪咪", "8800000102");
  ASSERT_GT(mine, 0);
  ASSERT_GT(other, 0);
  // demo adding into a group outside its subtree is refused.
  json::value outside = Call(demo_, "/car/v4/api/pet/add.json",
                             {{"groupId", GroupNamed("京华城市客运")}, {"name", "小黑"}, {"terminalNo", "8800000103"}});
  EXPECT_EQ(Int(outside.at("flag")), 0);

  json::value listed = Call(demo_, "/car/v4/api/pet/list.json");
  ASSERT_EQ(Int(listed.at("flag")), 1);
  ASSERT_EQ(Int(listed.at("obj").at("total")), 1);
  const json::value& pet = listed.at("obj").at("data").at(0);
  EXPECT_EQ(pet.at("name").as_string(), "旺财");
  EXPECT_EQ(pet.at("breed").as_string(), "柯基");
  EXPECT_DOUBLE_EQ(Num(pet.at("weightKg")), 11.5);
  EXPECT_EQ(Int(pet.at("battery")), -1);
  EXPECT_EQ(Int(Call(admin_, "/car/v4/api/pet/list.json").at("obj").at("total")), 2);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM assets WHERE kind = 3"), 2);

  const std::string id = std::to_string(other);
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/pet/find.json?id=" + id).at("flag")), 0);
  for (const char* path : {"get.json", "photo.json", "activity.json"}) {
    json::value r = Call(demo_, std::string("/car/v4/api/pet/") + path + "?id=" + id);
    EXPECT_EQ(Int(r.at("flag")), 0) << path;
    EXPECT_EQ(r.at("msg").as_string(), "宠物不存在或无权操作") << path;
  }
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/pet/lost.json", {{"id", other}, {"lost", 1}}).at("flag")), 0);
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/pet/update.json", {{"id", other}, {"name", "改名"}}).at("flag")), 0);
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/pet/delete.json", {{"id", other}}).at("flag")), 0);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM assets WHERE id = ? AND plate = '咪咪'", {other}), 1);
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/pet/alarms.json?petId=" + id).at("obj").at("total")), 0);
  // Bad input answers a Chinese message.
  json::value bad = Call(demo_, "/car/v4/api/pet/update.json", {{"id", mine}, {"name", "旺财"}, {"weightKg", "重"}});
  EXPECT_EQ(Int(bad.at("flag")), 0);
  EXPECT_EQ(bad.at("msg").as_string(), "体重应在0到200公斤之间");
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/pet/activity.json?id=" + std::to_string(mine) + "&days=9").at("flag")), 0);

  // The owner changes and deletes their own pet; each change is in the operation log.
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/pet/update.json", {{"id", mine}, {"name", "旺财二号"}, {"breed", "柴犬"}})
                    .at("flag")),
            1);
  EXPECT_EQ(Call(demo_, "/car/v4/api/pet/get.json?id=" + std::to_string(mine)).at("obj").at("breed").as_string(),
            "柴犬");
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/pet/delete.json", {{"id", mine}}).at("flag")), 1);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM assets WHERE id = ?", {mine}), 0);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM operation_log WHERE action IN ('pet.add', 'pet.update', 'pet.delete')"), 4);
}

TEST_F(PetApiTest, PhotoUploadIsStoredAndReadBack) {
  long long pet = AddPet(admin_, GroupNamed("顺达物流有限公司"), "豆豆", "8800000104");
  std::string png = std::string("\x89PNG\r\n\x1a\n", 8) + std::string(40, 'x');
  std::string body = "--b\r\nContent-Disposition: form-data; name=\"id\"\r\n\r\n" + std::to_string(pet) +
                     "\r\n--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.png\"\r\n"
                     "Content-Type: image/png\r\n\r\n" +
                     png + "\r\n--b--\r\n";
  auto up = testing::HttpCall(server_.app->http_port(), "POST", "/car/v4/api/pet/uploadPhoto.json",
                              {{"sessionId", admin_}, {"Content-Type", "multipart/form-data; boundary=b"}}, body);
  EXPECT_NE(up.body.find("\"flag\":1"), std::string::npos) << up.body;
  auto photo = testing::HttpCall(server_.app->http_port(), "GET",
                                 "/car/v4/api/pet/photo.json?id=" + std::to_string(pet), {{"sessionId", admin_}}, "");
  EXPECT_EQ(photo.body, png);
  // A text file is refused.
  std::string text =
      "--b\r\nContent-Disposition: form-data; name=\"id\"\r\n\r\n" + std::to_string(pet) +
      "\r\n--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.txt\"\r\n\r\nhello\r\n--b--\r\n";
  auto refused = testing::HttpCall(server_.app->http_port(), "POST", "/car/v4/api/pet/uploadPhoto.json",
                                   {{"sessionId", admin_}, {"Content-Type", "multipart/form-data; boundary=b"}}, text);
  EXPECT_NE(refused.body.find("只能上传jpg或png格式的照片"), std::string::npos) << refused.body;
  // demo sees the pet (its group) and its photo; the flag says so.
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/pet/get.json?id=" + std::to_string(pet)).at("obj").at("hasPhoto")), 1);
  // A new photo replaces the old one (a file of its own, so no node keeps a stale copy).
  std::string jpeg = std::string("\xff\xd8\xff\xe0", 4) + std::string(40, 'y');
  std::string again = "--b\r\nContent-Disposition: form-data; name=\"id\"\r\n\r\n" + std::to_string(pet) +
                      "\r\n--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"b.jpg\"\r\n"
                      "Content-Type: image/jpeg\r\n\r\n" +
                      jpeg + "\r\n--b--\r\n";
  up = testing::HttpCall(server_.app->http_port(), "POST", "/car/v4/api/pet/uploadPhoto.json",
                         {{"sessionId", admin_}, {"Content-Type", "multipart/form-data; boundary=b"}}, again);
  EXPECT_NE(up.body.find("\"flag\":1"), std::string::npos) << up.body;
  photo = testing::HttpCall(server_.app->http_port(), "GET", "/car/v4/api/pet/photo.json?id=" + std::to_string(pet),
                            {{"sessionId", admin_}}, "");
  EXPECT_EQ(photo.body, jpeg);
  EXPECT_EQ(photo.Header("Content-Type"), "image/jpeg");
}

TEST_F(PetApiTest, LostModeSendsTheShortIntervalAndFoundRestoresIt) {
  long long pet = AddPet(demo_, GroupNamed("顺达物流有限公司"), "旺财", "8800000105");
  testing::DeviceSocket watch(server_.app->gateway_port("watch"));
  ASSERT_TRUE(watch.connected());
  watch.Send(WatchFrame("LK,100,0,76", "8800000105"));
  EXPECT_EQ(watch.Read(23), "[3G*8800000105*0002*LK]");
  watch.Send(WatchFrame(Ud(SystemNowMs() / 1000 * 1000 - 60'000, 22.571707, 113.861397, 0, 10), "8800000105"));
  watch.Send(WatchFrame("LK,100,0,76", "8800000105"));  // answered after the UD went to the pipeline
  EXPECT_EQ(watch.Read(23), "[3G*8800000105*0002*LK]");
  server_.app->FlushPipeline();

  json::value on = Call(demo_, "/car/v4/api/pet/lost.json", {{"id", pet}, {"lost", 1}});
  ASSERT_EQ(Int(on.at("flag")), 1) << WriteJson(on);
  EXPECT_EQ(Int(on.at("obj").at("interval")), 30);
  EXPECT_EQ(watch.Read(30), "[SG*8800000105*0009*UPLOAD,30]");
  json::value got = Call(demo_, "/car/v4/api/pet/get.json?id=" + std::to_string(pet));
  EXPECT_EQ(Int(got.at("obj").at("lost")), 1);
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/pet/list.json?lostOnly=1").at("obj").at("total")), 1);

  json::value off = Call(demo_, "/car/v4/api/pet/lost.json", {{"id", pet}, {"lost", 0}});
  ASSERT_EQ(Int(off.at("flag")), 1) << WriteJson(off);
  EXPECT_EQ(watch.Read(31), "[SG*8800000105*000a*UPLOAD,600]");
  EXPECT_EQ(Int(Call(demo_, "/car/v4/api/pet/get.json?id=" + std::to_string(pet)).at("obj").at("lost")), 0);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM operation_log WHERE action = 'pet.lost' AND asset_id = ?", {pet}), 1);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM operation_log WHERE action = 'pet.found' AND asset_id = ?", {pet}), 1);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM commands WHERE command_type = 'REPORT_INTERVAL'"), 2);

  // Find device: the watch rings on FIND; an H02 tracker has no such command.
  ASSERT_EQ(Int(Call(demo_, "/car/v4/api/pet/find.json", {{"id", pet}}).at("flag")), 1);
  EXPECT_EQ(watch.Read(25), "[SG*8800000105*0004*FIND]");
  long long h02 = AddPet(demo_, GroupNamed("顺达物流有限公司"), "大黄", "4210209007", "GPRS-H02");
  json::value no_find = Call(demo_, "/car/v4/api/pet/find.json", {{"id", h02}});
  EXPECT_EQ(Int(no_find.at("flag")), 0);
  EXPECT_EQ(no_find.at("msg").as_string(), "该定位器不支持寻找设备");
}

TEST_F(PetApiTest, AConstructedTrackGivesTheDaysActivityAndTheHomeFenceAlarm) {
  long long pet = AddPet(admin_, GroupNamed("顺达物流有限公司"), "旺财", "8800000106");
  const std::string id = std::to_string(pet);
  // Home: a 300 m circle around the start.
  const double lat0 = 22.571707, lon0 = 113.861397;
  json::value home = Call(admin_, "/car/v1/api/fence/saveRoundFence",
                          {{"vehicleId", pet}, {"lat", lat0}, {"lon", lon0}, {"radii", 300}});
  ASSERT_EQ(Int(home.at("flag")), 1) << WriteJson(home);

  testing::DeviceSocket watch(server_.app->gateway_port("watch"));
  ASSERT_TRUE(watch.connected());
  watch.Send(WatchFrame("LK,0,0,90", "8800000106"));
  EXPECT_EQ(watch.Read(23), "[3G*8800000106*0002*LK]");
  // Twelve minutes ago it starts at home; runs north 1 minute apart for four fixes at 12 km/h
  // (about 200 m a minute), leaving the circle; then rests five minutes at the last place; its step
  // counter climbs, and the last link message says 2345 steps.
  const int64_t now = SystemNowMs() / 1000 * 1000;
  const int64_t t0 = now - 12 * 60'000;
  // Each day counts its largest step counter. In the day's first 12 minutes (China time, the
  // site's zone) the track starts yesterday, whose count is the last one sent before midnight.
  const int64_t day_ms = 86'400'000, china = 8 * 3'600'000;
  const int64_t midnight = (now + china) / day_ms * day_ms - china;
  long long yesterday_steps = 0;
  auto send_fix = [&](int64_t at, double la, int speed, int steps) {
    if (at < midnight) yesterday_steps = std::max<long long>(yesterday_steps, steps);
    watch.Send(WatchFrame(Ud(at, la, lon0, speed, steps), "8800000106"));
  };
  double lat = lat0, km = 0;
  send_fix(t0, lat, 0, 100);
  for (int i = 1; i <= 4; ++i) {
    double next = lat + 0.0018;  // ~200 m
    km += Km(lat, lon0, next, lon0);
    lat = next;
    send_fix(t0 + i * 60'000, lat, 12, 100 + i * 300);
  }
  for (int i = 1; i <= 5; ++i) send_fix(t0 + (4 + i) * 60'000, lat, 0, 1300);
  watch.Send(WatchFrame("LK,2345,0,88", "8800000106"));
  EXPECT_EQ(watch.Read(23), "[3G*8800000106*0002*LK]");
  server_.app->FlushPipeline();

  json::value act = Call(admin_, "/car/v4/api/pet/activity.json?id=" + id + "&days=7");
  ASSERT_EQ(Int(act.at("flag")), 1) << WriteJson(act);
  ASSERT_EQ(act.at("obj").as_array().size(), 7u);
  long long steps = 0, active = 0, rest = 0;
  double distance = 0;
  for (const auto& d : act.at("obj").as_array()) {
    steps += Int(d.at("steps"));
    active += Int(d.at("activeMinutes"));
    rest += Int(d.at("restMinutes"));
    distance += Num(d.at("distanceKm"));
  }
  EXPECT_EQ(steps, yesterday_steps + 2345);
  EXPECT_NEAR(distance, km, km * 0.05) << "track " << km << " km";
  // Each day shows its whole minutes: a track split at midnight may lose one in the rounding.
  const int rounding = t0 < midnight ? 1 : 0;
  EXPECT_NEAR(active, 4, rounding);
  EXPECT_NEAR(rest, 5, rounding);
  EXPECT_EQ(Int(act.at("obj").at(6).at("steps")), 2345);  // today: the last link message
  EXPECT_EQ(Int(act.at("obj").at(5).at("steps")), yesterday_steps);

  // Leaving home raised the circle's alarm, listed among the pets' alarms.
  json::value alarms = Call(admin_, "/car/v4/api/pet/alarms.json?petId=" + id);
  ASSERT_EQ(Int(alarms.at("flag")), 1) << WriteJson(alarms);
  ASSERT_GE(Int(alarms.at("obj").at("total")), 1) << WriteJson(alarms);
  bool left = false;
  for (const auto& a : alarms.at("obj").at("data").as_array()) left |= a.at("code").as_string() == "outCircleAlarm";
  EXPECT_TRUE(left) << WriteJson(alarms);
}

}  // namespace
}  // namespace chelian
