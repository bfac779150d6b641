// Loopback tests of the monitoring lists' asset-kind filter (`kind`: 1 vehicle, 2 person …): a person
// is not listed when vehicles are asked for and is when people are; without `kind` every kind is
// listed as before; the filter stays inside the caller's subtree; a wrong kind is refused in Chinese.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/server_app.h"
#include "core/clock.h"
#include "core/json.h"
#include "http_client.h"
#include "seeded_server.h"
#include "store/asset_repo.h"
#include "store/group_repo.h"

namespace chelian {
namespace {

namespace json = boost::json;

class MonitorKindApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // 12 vehicles: the demo user (顺达物流) sees six of them.
    ASSERT_TRUE(server_.Start("monitor_kind", 12).ok());
    auto db = OpenConfiguredDatabase(server_.config);
    auto c = (*db)->Acquire();
    auto everything = store::Scope::Everything();
    long long fleet1 = store::FindGroupByName(*c, everything, "一车队")->id;
    long long bus = store::FindGroupByName(*c, everything, "1路车队")->id;
    AddPerson(*c, fleet1, "张三工牌", "86000000001");
    AddPerson(*c, bus, "李四工牌", "86000000002");  // another tenant's person
    port_ = server_.app->http_port();
    demo_ = testing::SignIn(port_, "demo", "demo123");
  }
  static void AddPerson(store::Connection& c, long long group, const std::string& name, const std::string& terminal) {
    store::NewAsset person;
    person.group_id = group;
    person.kind = 2;
    person.plate = name;
    store::NewDevice card;
    card.terminal_no = terminal;
    ASSERT_TRUE(store::CreateAssetWithDevice(c, store::Scope::Everything(), person, card, SystemNowMs()).ok());
  }
  json::value Get(const std::string& target) {
    auto r = testing::HttpCall(port_, "GET", target, {{"sessionId", demo_}});
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body;
    return v;
  }
  // The plates (names) of a list reply's rows under obj.data, by `key`.
  std::vector<std::string> Names(const json::value& reply, const char* key) {
    std::vector<std::string> out;
    EXPECT_EQ(reply.at("flag").to_number<long long>(), 1) << WriteJson(reply);
    for (const auto& row : reply.at("obj").at("data").as_array()) out.emplace_back(row.at(key).as_string());
    return out;
  }
  static bool Has(const std::vector<std::string>& names, const std::string& name) {
    return std::find(names.begin(), names.end(), name) != names.end();
  }
  testing::SeededServer server_;
  int port_ = 0;
  std::string demo_;
};

TEST_F(MonitorKindApiTest, LoadVehiclesListsAPersonOnlyWhenPeopleAreAsked) {
  auto all = Names(Get("/car/v1/api/monitor/loadVehicles?pageSize=1200&state=0"), "P");
  EXPECT_EQ(all.size(), 7u);  // six vehicles and the person, as without the filter before
  EXPECT_TRUE(Has(all, "张三工牌"));
  auto vehicles = Names(Get("/car/v1/api/monitor/loadVehicles?pageSize=1200&state=0&kind=1"), "P");
  EXPECT_EQ(vehicles.size(), 6u);
  EXPECT_FALSE(Has(vehicles, "张三工牌"));
  auto people = Names(Get("/car/v1/api/monitor/loadVehicles?pageSize=1200&state=0&kind=2"), "P");
  EXPECT_EQ(people, std::vector<std::string>{"张三工牌"});  // not 李四工牌 of another tenant
  EXPECT_EQ(Get("/car/v1/api/monitor/loadVehicles?kind=2").at("obj").at("allNum").to_number<long long>(), 1);
}

TEST_F(MonitorKindApiTest, GroupCountsAndSearchFollowTheKind) {
  auto count_of = [&](const std::string& query, const std::string& group) {
    json::value reply = Get("/car/v1/api/monitor/loadGroups?concernNeed=false" + query);
    for (const auto& g : reply.at("obj").at("data").as_array())
      if (g.at("gn").as_string() == group) return g.at("an").to_number<long long>();
    return -1LL;
  };
  EXPECT_EQ(count_of("&kind=2", "一车队"), 1);
  EXPECT_EQ(count_of("&kind=2", "顺达物流有限公司"), 1);
  EXPECT_EQ(count_of("&kind=1", "一车队") + 1, count_of("", "一车队"));
  std::string search = "/car/v1/api/vehicle/searchBindingOfVehicles.json?plate=%E5%BC%A0%E4%B8%89";  // 张三
  EXPECT_TRUE(Names(Get(search + "&kind=1"), "plate").empty());
  EXPECT_EQ(Names(Get(search + "&kind=2"), "plate"), std::vector<std::string>{"张三工牌"});
  EXPECT_EQ(Get("/car/v1/api/monitor/statisticsGroupVehicleNum?kind=2").at("obj").at("allNum").to_number<long long>(),
            1);
}

TEST_F(MonitorKindApiTest, AWrongKindIsRefusedInChinese) {
  for (std::string bad : {"9", "-1", "car"}) {
    json::value r = Get("/car/v1/api/monitor/loadVehicles?kind=" + bad);
    EXPECT_EQ(r.at("flag").to_number<long long>(), 0) << bad;
    EXPECT_NE(std::string(r.at("msg").as_string()).find("资产类型"), std::string::npos) << WriteJson(r);
  }
  EXPECT_EQ(Get("/car/v1/api/monitor/queryAlarm?kind=5").at("flag").to_number<long long>(), 0);
  EXPECT_EQ(Get("/car/v1/api/monitor/queryAlarm?kind=2").at("flag").to_number<long long>(), 1);
  EXPECT_EQ(Names(Get("/car/v1/api/monitor/loadVehicles?pageSize=1200&kind=0"), "P").size(), 7u);  // 0: every kind
}

}  // namespace
}  // namespace chelian
