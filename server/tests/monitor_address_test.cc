// Loopback tests of the address lookup (getGeo.json, R-ADDR-1..3, R-ERR-6) and the map
// configuration: offline answers from the shipped boundaries, batches of at most 50, input in
// the three coordinate systems, and an unreachable online provider falling back to offline.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "core/json.h"
#include "gateway_ports.h"
#include "geo/coord_systems.h"
#include "http_client.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;

class AddressApiTest : public ::testing::Test {
 protected:
  void Start(std::vector<std::string> extra = {}) {
    dir_ = fs::path(::testing::TempDir()) / ("chelian_address_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    std::vector<std::string> sets =
        testing::GatewaysOff({"http.port=0", "gateway.jt808_auth=require",
                              "store.sqlite_path=" + (dir_ / "db.sqlite").string(), "auth.captcha=off"});
    sets.insert(sets.end(), extra.begin(), extra.end());
    config_ = Config::Load("", sets).value();
    ASSERT_EQ(RunAdminCommand(config_, {"demo-seed", "--vehicles", "10"}), 0);
    app_ = std::move(ServerApp::Create(config_).value());
    ASSERT_TRUE(app_->Start().ok());
    token_ = testing::SignIn(app_->http_port(), "demo", "demo123");
  }
  void TearDown() override {
    if (app_) app_->Stop();
    fs::remove_all(dir_);
  }
  json::value Post(const std::string& target, const std::string& body) {
    auto r = testing::HttpCall(app_->http_port(), "POST", target,
                               {{"sessionId", token_}, {"Content-Type", "application/json"}}, body);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body;
    return v;
  }
  fs::path dir_;
  Config config_;
  std::unique_ptr<ServerApp> app_;
  std::string token_;
};

constexpr char kGetGeo[] = "/car/v4/api/address/baidu/getGeo.json";

TEST_F(AddressApiTest, OfflineAddressesKeepTheirIndex) {
  Start();
  json::value r = Post(kGetGeo, R"({"lonAndLatToAddressVOS":[
      {"lon":116.3975,"lat":39.9087,"mac":"","index":7},
      {"lon":125.0,"lat":20.0,"mac":"","index":8},
      {"lon":"113.9345","lat":"22.5405","index":9}]})");
  ASSERT_EQ(r.at("flag").as_int64(), 1);
  const auto& obj = r.at("obj").as_array();
  ASSERT_EQ(obj.size(), 3u);
  EXPECT_EQ(obj[0].at("index").as_int64(), 7);
  EXPECT_EQ(obj[0].at("address").as_string(), "北京市东城区");
  EXPECT_EQ(obj[1].at("address").as_string(), "获取位置失败");  // open sea
  EXPECT_EQ(obj[2].at("address").as_string(), "广东省深圳市南山区");
  // Offline answers say they reach the district only; a failed lookup says nothing.
  EXPECT_EQ(obj[2].at("level").as_string(), "district");
  EXPECT_FALSE(obj[1].as_object().contains("level"));
}

TEST_F(AddressApiTest, AcceptsGcj02AndBd09Input) {
  Start();
  geo::LatLon tiananmen{39.9087, 116.3975};
  geo::LatLon gcj = geo::Wgs84ToGcj02(tiananmen), bd = geo::Wgs84ToBd09(tiananmen);
  auto body = [](geo::LatLon p) {
    return R"({"lonAndLatToAddressVOS":[{"lon":)" + std::to_string(p.lon) + R"(,"lat":)" + std::to_string(p.lat) +
           R"(,"index":0}],"coordType":)";
  };
  EXPECT_EQ(Post(kGetGeo, body(gcj) + R"("gcj02"})").at("obj").at(0).at("address").as_string(), "北京市东城区");
  EXPECT_EQ(Post(kGetGeo, body(bd) + R"("bd09"})").at("obj").at(0).at("address").as_string(), "北京市东城区");
}

TEST_F(AddressApiTest, RefusesEmptyAndOversizedBatches) {
  Start();
  EXPECT_EQ(Post(kGetGeo, R"({"lonAndLatToAddressVOS":[]})").at("msg").as_string(), "获取位置失败");
  std::string many = R"({"lonAndLatToAddressVOS":[)";
  for (int i = 0; i < 51; ++i)
    many += std::string(i ? "," : "") + R"({"lon":116.4,"lat":39.9,"index":)" + std::to_string(i) + "}";
  EXPECT_EQ(Post(kGetGeo, many + "]}").at("flag").as_int64(), 0);
}

TEST_F(AddressApiTest, UnreachableOnlineProviderFallsBackToOffline) {
  Start({"geo.provider=amap", "geo.provider_key=not-a-real-key", "geo.provider_timeout_ms=300"});
  json::value r = Post(kGetGeo, R"({"lonAndLatToAddressVOS":[{"lon":121.4737,"lat":31.2304,"index":0}]})");
  EXPECT_EQ(r.at("obj").at(0).at("address").as_string(), "上海市黄浦区");
  EXPECT_EQ(r.at("obj").at(0).at("level").as_string(), "district");
}

TEST_F(AddressApiTest, MapConfigListsTheConfiguredLayers) {
  Start({"map.tianditu_key=abc", "map.layers=amap,tianditu", "map.default_layer=amap"});
  json::value r = Post("/car/v4/api/address/mapConfig.json", "{}");
  ASSERT_EQ(r.at("flag").as_int64(), 1);
  EXPECT_EQ(r.at("obj").at("defaultLayer").as_string(), "amap");
  std::vector<std::string> ids;
  for (const auto& l : r.at("obj").at("layers").as_array()) ids.emplace_back(l.at("id").as_string());
  EXPECT_EQ(ids, (std::vector<std::string>{"offline", "amap", "tianditu"}));
  const auto& tianditu = r.at("obj").at("layers").at(2);
  EXPECT_NE(std::string(tianditu.at("tiles").at(0).as_string()).find("tk=abc"), std::string::npos);
  EXPECT_FALSE(tianditu.at("overlayTiles").as_array().empty());
  EXPECT_EQ(r.at("obj").at("layers").at(1).at("crs").as_string(), "gcj02");
}

TEST_F(AddressApiTest, MapConfigLeavesTheDefaultToTheBrowserUnlessConfigured) {
  Start();
  EXPECT_EQ(Post("/car/v4/api/address/mapConfig.json", "{}").at("obj").at("defaultLayer").as_string(), "auto");
}

}  // namespace
}  // namespace chelian
