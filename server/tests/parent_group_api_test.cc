// Loopback tests of objects owned by a group above the caller's (hardening issue #19): a fence the
// agent (admin, 车联演示代理商) drew and bound to a fleet user's vehicle is visible to the fleet user
// (demo, 顺达物流有限公司) where it applies, but the fleet user can neither unbind, change, rebind
// nor delete it; their own fences stay theirs.
#include <gtest/gtest.h>

#include "core/json.h"
#include "http_client.h"
#include "seeded_server.h"
#include "sim/demo_fleet.h"
#include "store/db.h"

namespace chelian {
namespace {

namespace json = boost::json;

constexpr char kReadOnly[] = "上级分组的围栏不能修改";

class ParentGroupApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // 12 vehicles: fleet = i % 6, so the demo user (顺达物流: fleets 0–2) sees i = 0,1,2,6,7,8.
    ASSERT_TRUE(server_.Start("parent_group_test", 12).ok());
    port_ = server_.app->http_port();
    demo_ = testing::SignIn(port_, "demo", "demo123");
    admin_ = testing::SignIn(port_, "admin", "admin123");
    ASSERT_FALSE(demo_.empty());
    ASSERT_FALSE(admin_.empty());
    db_ = std::move(OpenConfiguredDatabase(server_.config).value());
  }
  void TearDown() override { db_.reset(); }
  json::value Parse(const std::string& body) {
    bool ok = false;
    json::value v = ParseJson(body, &ok);
    EXPECT_TRUE(ok) << body;
    return v;
  }
  json::value Get(const std::string& token, const std::string& target) {
    return Parse(testing::HttpCall(port_, "GET", target, {{"sessionId", token}}).body);
  }
  json::value PostJson(const std::string& token, const std::string& target, const std::string& body) {
    return Parse(
        testing::HttpCall(port_, "POST", target, {{"sessionId", token}, {"Content-Type", "application/json"}}, body)
            .body);
  }
  long long VehicleId(int i) {
    return db_->Acquire()->Query("SELECT id FROM assets WHERE plate = ?", {sim::DemoVehicleAt(i).plate})->at(0).Int(0);
  }
  // A circle fence drawn by `token` (owned by their group) and bound to `vehicle`; its id.
  long long FenceBoundTo(const std::string& token, const std::string& name, long long vehicle) {
    json::value saved =
        PostJson(token, "/car/v1/api/fence/savePolygonalFence",
                 R"({"pathName":")" + name + R"(","pathType":1,"param":1,"lat":22.6,"lon":114.1,"radius":500})");
    EXPECT_EQ(Flag(saved), 1) << WriteJson(saved);
    long long id = saved.at("obj").at("pathId").as_int64();
    json::value bound =
        PostJson(token, "/car/v1/api/fence/bindPolygonalFence",
                 R"({"pathId":)" + std::to_string(id) + R"(,"vids":")" + std::to_string(vehicle) + R"(","gids":""})");
    EXPECT_EQ(Flag(bound), 1) << WriteJson(bound);
    return id;
  }
  std::vector<std::string> FenceNamesOf(const std::string& token, long long vehicle) {
    std::vector<std::string> names;
    json::value v = Get(token, "/car/v1/api/fence/queryPolygonalFence?vehicleId=" + std::to_string(vehicle));
    for (const auto& f : v.at("obj").as_array()) names.emplace_back(f.at("pathName").as_string());
    return names;
  }
  static long long Flag(const json::value& v) { return v.at("flag").as_int64(); }
  static std::string Msg(const json::value& v) { return std::string(v.at("msg").as_string()); }

  testing::SeededServer server_;
  std::unique_ptr<store::Database> db_;
  int port_ = 0;
  std::string demo_, admin_;
};

TEST_F(ParentGroupApiTest, AnAgentsFenceBoundToAFleetVehicleIsReadOnlyForTheFleetUser) {
  const long long v0 = VehicleId(0), v1 = VehicleId(1);
  const long long agent_fence = FenceBoundTo(admin_, "代理商禁入区", v0);
  const std::string id = std::to_string(agent_fence);
  // Reading stays as it was: the fleet user sees the fence where it applies to their vehicle.
  EXPECT_EQ(FenceNamesOf(demo_, v0), std::vector<std::string>{"代理商禁入区"});

  // The reported case: unbinding it from their own vehicle.
  json::value unbind =
      Get(demo_, "/car/v1/api/fence/updateBindFence?vehicleId=" + std::to_string(v0) + "&pathId=" + id);
  EXPECT_EQ(Flag(unbind), 0);
  EXPECT_EQ(Msg(unbind), kReadOnly);
  // Changing, rebinding and deleting it.
  json::value update = PostJson(
      demo_, "/car/v1/api/fence/updatePolygonalFence",
      R"({"pathId":)" + id + R"(,"pathName":"改名","pathType":1,"param":0,"lat":22.6,"lon":114.1,"radius":900})");
  EXPECT_EQ(Flag(update), 0);
  EXPECT_EQ(Msg(update), kReadOnly);
  json::value bind = PostJson(demo_, "/car/v1/api/fence/bindPolygonalFence",
                              R"({"pathId":)" + id + R"(,"vids":")" + std::to_string(v1) + R"(","gids":""})");
  EXPECT_EQ(Flag(bind), 0);
  EXPECT_EQ(Msg(bind), kReadOnly);
  json::value del = Get(demo_, "/car/v1/api/fence/deletePolygonalFence?pathId=" + id);
  EXPECT_EQ(Flag(del), 0);
  EXPECT_EQ(Msg(del), kReadOnly);

  // Nothing changed: still bound to vehicle 0 only, same name, for both users.
  EXPECT_EQ(FenceNamesOf(demo_, v0), std::vector<std::string>{"代理商禁入区"});
  EXPECT_TRUE(FenceNamesOf(demo_, v1).empty());
  json::value targets = Get(admin_, "/car/v1/api/fence/listAddFenceVehicle?pathId=" + id);
  ASSERT_EQ(targets.at("obj").at("v").as_array().size(), 1u) << WriteJson(targets);
  EXPECT_EQ(targets.at("obj").at("v").at(0).at("vehicleId").as_int64(), v0);

  // The agent itself still may.
  EXPECT_EQ(Flag(Get(admin_, "/car/v1/api/fence/updateBindFence?vehicleId=" + std::to_string(v0) + "&pathId=" + id)),
            1);
  EXPECT_TRUE(FenceNamesOf(demo_, v0).empty());
}

TEST_F(ParentGroupApiTest, TheFleetUsersOwnFenceStaysTheirsToUnbind) {
  const long long v0 = VehicleId(0);
  const long long own = FenceBoundTo(demo_, "车场", v0);
  FenceBoundTo(admin_, "代理商禁入区", v0);
  json::value unbind = Get(
      demo_, "/car/v1/api/fence/updateBindFence?vehicleId=" + std::to_string(v0) + "&pathId=" + std::to_string(own));
  EXPECT_EQ(Flag(unbind), 1) << WriteJson(unbind);
  EXPECT_EQ(FenceNamesOf(demo_, v0), std::vector<std::string>{"代理商禁入区"});
}

TEST_F(ParentGroupApiTest, AFenceOfAnotherCompanyBoundByTheAgentIsNotTheFleetUsersEither) {
  const long long v0 = VehicleId(0);
  // The agent draws a fence for 1路车队 (another company) and binds it to the fleet user's vehicle.
  long long bus = db_->Acquire()->Query("SELECT id FROM groups WHERE name = '1路车队'")->at(0).Int(0);
  json::value saved =
      PostJson(admin_, "/car/v1/api/fence/savePolygonalFence",
               R"({"pathName":"公交场站","pathType":1,"param":1,"lat":22.6,"lon":114.1,"radius":500,"groupId":)" +
                   std::to_string(bus) + "}");
  ASSERT_EQ(Flag(saved), 1) << WriteJson(saved);
  std::string id = std::to_string(saved.at("obj").at("pathId").as_int64());
  ASSERT_EQ(Flag(PostJson(admin_, "/car/v1/api/fence/bindPolygonalFence",
                          R"({"pathId":)" + id + R"(,"vids":")" + std::to_string(v0) + R"(","gids":""})")),
            1);
  json::value unbind =
      Get(demo_, "/car/v1/api/fence/updateBindFence?vehicleId=" + std::to_string(v0) + "&pathId=" + id);
  EXPECT_EQ(Flag(unbind), 0);
  EXPECT_EQ(Msg(unbind), "围栏不存在或无权访问");
  EXPECT_EQ(FenceNamesOf(demo_, v0), std::vector<std::string>{"公交场站"});
}

}  // namespace
}  // namespace chelian
