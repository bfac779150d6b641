// Loopback test of the OsmAnd HTTP protocol inside the whole server (issue 24): a phone added
// through the assets API as APP-OsmAnd reports over HTTP on gateway.osmand_port — the query form
// of Traccar Client and OsmAnd, then the JSON body of Traccar Client 9, two requests on one kept-
// alive connection — and the monitor's API shows its position; bad requests are answered 400 with
// the reason; an unknown phone follows gateway.unknown_devices (400 and listed, or registered); a
// number registered under another protocol is refused like an unknown one.
#include <gtest/gtest.h>

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

class OsmAndLoopbackTest : public ::testing::Test {
 protected:
  void Start(std::vector<std::string> settings = {}) {
    settings.insert(settings.begin(), "gateway.osmand_port=0");
    ASSERT_TRUE(server_.Start("osmand", 2, settings).ok());
    app_ = server_.app.get();
    port_ = app_->gateway_port("osmand");
    ASSERT_GT(port_, 0);
    admin_ = testing::SignIn(app_->http_port(), "admin", "admin123");
  }

  json::value Call(const std::string& method, const std::string& target, const std::string& body = "") {
    std::vector<std::pair<std::string, std::string>> headers = {{"sessionId", admin_}};
    if (!body.empty()) headers.emplace_back("Content-Type", "application/json");
    auto r = testing::HttpCall(app_->http_port(), method, target, headers, body);
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
  long long AddPhone(const std::string& terminal) {
    long long group = Count("SELECT id FROM groups WHERE parent_id IS NULL ORDER BY id LIMIT 1");
    json::value added = Call("POST", "/car/v4/api/assets/add.json",
                             R"({"assetsBaseVO":{"plate":"京AP0001","groupId":)" + std::to_string(group) +
                                 R"(,"iconType":0,"terminalType":"APP-OsmAnd","terminalNo":")" + terminal + R"("}})");
    EXPECT_EQ(Int(added.at("flag")), 1) << WriteJson(added);
    EXPECT_EQ(added.at("obj").at("protocol").as_string(), "osmand");  // the registry's, by terminal type
    return Int(added.at("obj").at("vehicleId"));
  }
  long long StoredOf(const std::string& terminal) {
    return Count("SELECT COUNT(*) FROM stored_positions p JOIN devices d ON d.id = p.device_id WHERE d.terminal_no = ?",
                 {terminal});
  }
  // The monitor's row of `vehicle` in the area around Shanghai, or null.
  json::value RowInArea(long long vehicle) {
    json::value area = Call("GET", "/car/v1/api/monitor/listVehicleInArea?lat1=31.1&lat2=31.3&lon1=121.3&lon2=121.6");
    for (const auto& r : area.at("obj").at("vehData").as_array())
      if (Int(r.at("V")) == vehicle) return r;
    return nullptr;
  }

  testing::SeededServer server_;
  ServerApp* app_ = nullptr;
  int port_ = 0;
  std::string admin_;
};

TEST_F(OsmAndLoopbackTest, APhoneReportsOverHttpAndTheApiShowsItsPosition) {
  Start();
  long long vehicle = AddPhone("517823");
  int64_t fix_s = SystemNowMs() / 1000 - 120;

  // Traccar Client (Android, query form): speed in knots; answered 200 once stored, then closed.
  auto first = testing::HttpCall(port_, "POST",
                                 "/?id=517823&timestamp=" + std::to_string(fix_s) +
                                     "&lat=31.2304&lon=121.4737&speed=10.0&bearing=87.0&altitude=12.0&accuracy=6.0&"
                                     "batt=76.0");
  EXPECT_EQ(first.status, 200) << first.body;

  // Two requests on one kept-alive connection: a query GET and a Traccar Client 9 JSON body.
  testing::DeviceSocket phone(port_);
  ASSERT_TRUE(phone.connected());
  const std::string ok = "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n";
  phone.Send("GET /?id=517823&timestamp=" + std::to_string(fix_s + 30) +
             "&lat=31.2310&lon=121.4740&speed=0.0 HTTP/1.1\r\nHost: x\r\n\r\n");
  EXPECT_EQ(phone.Read(ok.size()), ok);
  std::string json = R"({"location":{"timestamp":")" + FormatIsoUtc((fix_s + 60) * 1000) +
                     R"(","coords":{"latitude":31.2315,"longitude":121.4745,"accuracy":5,"speed":5,"heading":90,)"
                     R"("altitude":10},"is_moving":true,"battery":{"level":0.74,"is_charging":false}},)"
                     R"("device_id":"517823"})";
  phone.Send("POST / HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(json.size()) +
             "\r\n\r\n" + json);
  EXPECT_EQ(phone.Read(ok.size()), ok);

  // A bad request: 400 with the reason, nothing stored.
  auto bad = testing::HttpCall(port_, "GET", "/?id=517823&lat=91&lon=121.47");
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.body, "经纬度超出范围");

  app_->FlushPipeline();
  EXPECT_EQ(StoredOf("517823"), 3);
  json::value row = RowInArea(vehicle);
  ASSERT_TRUE(row.is_object());
  EXPECT_NEAR(row.at("W").as_double(), 31.2315, 1e-5);
  EXPECT_NEAR(row.at("J").as_double(), 121.4745, 1e-5);
}

TEST_F(OsmAndLoopbackTest, UnknownPhonesAreRefusedAndListedUnderRefuse) {
  Start();
  auto r = testing::HttpCall(port_, "GET", "/?id=999001&lat=31.23&lon=121.47");
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.body, "设备未登记：请先在平台添加此设备号");
  EXPECT_EQ(Count("SELECT COUNT(*) FROM unregistered_devices WHERE terminal_no = '999001' AND protocol = 'osmand'"), 1);
  EXPECT_EQ(StoredOf("999001"), 0);

  // A JT/T 808 terminal's number (the demo's first vehicle) is not reported for over HTTP (D101).
  long long before = StoredOf("13800000001");
  auto spoofed = testing::HttpCall(port_, "GET", "/?id=13800000001&lat=31.23&lon=121.47");
  EXPECT_EQ(spoofed.status, 400);
  EXPECT_EQ(spoofed.body, "设备未登记：请先在平台添加此设备号");
  app_->FlushPipeline();
  EXPECT_EQ(StoredOf("13800000001"), before);
}

TEST_F(OsmAndLoopbackTest, UnknownPhonesAreRegisteredUnderRegister) {
  Start({"gateway.unknown_devices=register"});
  auto r = testing::HttpCall(port_, "GET", "/?id=999002&lat=31.23&lon=121.47");
  EXPECT_EQ(r.status, 200) << r.body;
  app_->FlushPipeline();
  EXPECT_EQ(Count("SELECT COUNT(*) FROM devices WHERE terminal_no = '999002' AND protocol = 'osmand' AND "
                  "terminal_type = 'APP-OsmAnd'"),
            1);
  EXPECT_EQ(StoredOf("999002"), 1);
}

}  // namespace
}  // namespace chelian
