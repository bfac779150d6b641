// Loopback tests of 系统管理 › 车辆续费 and 结清 (v3-console-inventory §2.7 1604/1605, §3.9
// /car/v1/api/renew/…, /car/v1/api/settle/…; docs/renewal.md): the price table, coins that move
// exactly once under concurrent requests, the 续费/不续费 lists with per-line results, coin transfers
// to managed accounts, the records, an expired vehicle hidden in the monitor and the track until it
// is renewed, settlement — and who may do what where: admin (unlimited coins), 我的客户 (demo, cust),
// 监控客户 (mon) on their own subtree, their parent's and another tenant's.
#include <gtest/gtest.h>

#include <atomic>
#include <optional>
#include <thread>

#include "accounts_fixture.h"
#include "core/clock.h"
#include "store/renewal_repo.h"

namespace chelian {
namespace {

namespace json = boost::json;

constexpr char kNoVehicle[] = "车辆不存在或无权操作";
constexpr char kNoAccount[] = "用户不存在或无权操作";
constexpr char kNoButton[] = "没有该操作的权限";

class RenewalApiTest : public testing::AccountsFixture {
 protected:
  void SetUp() override {
    StartServer("renewal_api_test");
    BuildTree();
  }
  // The first vehicle of group `group` and its first device.
  long long Vehicle(const std::string& group, int nth = 0) {
    return db_->Acquire()
        ->Query(
            "SELECT a.id FROM assets a JOIN groups g ON g.id = a.group_id WHERE g.name = ? ORDER BY a.id "
            "LIMIT 1 OFFSET ?",
            {group, nth})
        ->at(0)
        .Int(0);
  }
  std::string V(const std::string& group, int nth = 0) { return std::to_string(Vehicle(group, nth)); }
  std::string Device(long long vehicle, const std::string& column) {
    return db_->Acquire()
        ->Query("SELECT " + column + " FROM devices WHERE asset_id = ? ORDER BY id LIMIT 1", {vehicle})
        ->at(0)
        .Text(0);
  }
  std::string Plate(long long vehicle) {
    return db_->Acquire()->Query("SELECT plate FROM assets WHERE id = ?", {vehicle})->at(0).Text(0);
  }
  void SetCoins(const std::string& user, long long coins) {
    ASSERT_TRUE(db_->Acquire()->Exec("UPDATE users SET coins = ? WHERE username = ?", {coins, user}).ok());
  }
  long long Coins(const std::string& user) { return std::stoll(Column(user, "coins")); }
  long long Count(const std::string& sql, const store::Params& params = {}) {
    return db_->Acquire()->Query(sql, params)->at(0).Int(0);
  }
  json::value Renew(const std::string& caller, const std::string& vehicles, int months) {
    std::string gvids;
    for (const std::string& v : SplitIds(vehicles)) gvids += (gvids.empty() ? "" : "%3B") + std::string("0,") + v;
    return Get(Token(caller),
               "/car/v1/api/renew/vehicleStateRecharge.json?gvids=" + gvids + "&addMonth=" + std::to_string(months));
  }
  static std::vector<std::string> SplitIds(const std::string& ids) {
    std::vector<std::string> out;
    size_t start = 0;
    while (start <= ids.size()) {
      size_t end = ids.find(',', start);
      if (end == std::string::npos) end = ids.size();
      out.push_back(ids.substr(start, end - start));
      start = end + 1;
    }
    return out;
  }
  // pageVehicleExpire's rows for `caller`.
  json::array Expire(const std::string& caller, const std::string& query = "") {
    json::value r = Get(Token(caller), "/car/v1/api/renew/pageVehicleExpire.json?pageSize=500" + query);
    EXPECT_EQ(Flag(r), 1) << WriteJson(r);
    return r.at("obj").at("data").as_array();
  }
  // The row of `vehicle` (a copy: the list is a temporary).
  static std::optional<json::object> RowOf(const json::array& rows, long long vehicle) {
    for (const auto& r : rows)
      if (r.at("vehicleId").as_int64() == vehicle) return r.as_object();
    return std::nullopt;
  }
};

TEST_F(RenewalApiTest, RenewingFollowsThePriceTableAndPaysWithCoins) {
  const long long car = Vehicle("一车队");
  // No coins: refused, nothing changed.
  json::value poor = Renew("demo", std::to_string(car), 12);
  EXPECT_EQ(Flag(poor), 0);
  EXPECT_EQ(Msg(poor), "车币不足：需要5个，当前余额0个");
  EXPECT_EQ(Device(car, "service_months"), "0");
  // Lengths outside the table.
  SetCoins("demo", 100);
  for (int months : {0, 5, 6, 13, 60})
    EXPECT_EQ(Msg(Renew("demo", std::to_string(car), months)), "续费时长只能是1、2、3、4个月或1、2、3、4年") << months;
  // 1/2/3/4 months = 1/2/3/4 coins; 1/2/3/4 years = 5/10/15/20 coins.
  long long expected = 100;
  for (auto [months, coins] : {std::pair{1, 1}, {2, 2}, {3, 3}, {4, 4}, {12, 5}, {24, 10}, {36, 15}, {48, 20}}) {
    json::value r = Renew("demo", std::to_string(car), months);
    ASSERT_EQ(Flag(r), 1) << WriteJson(r);
    expected -= coins;
    EXPECT_EQ(Coins("demo"), expected) << months;
    EXPECT_EQ(r.at("obj").at("data").at("coins").as_int64(), coins);
    EXPECT_EQ(r.at("obj").at("data").at("money").as_int64(), expected);
  }
  // Never reported: the months wait for the first report, no expiry yet.
  EXPECT_EQ(Device(car, "service_months"), std::to_string(1 + 2 + 3 + 4 + 12 + 24 + 36 + 48));
  EXPECT_EQ(Device(car, "COALESCE(expires_at, 0)"), "0");
  std::optional<json::object> row = RowOf(Expire("demo"), car);
  ASSERT_TRUE(row);
  EXPECT_EQ(Str(row->at("expireDate")), "");
  EXPECT_EQ(Str(row->at("activationTme")), "");
  EXPECT_EQ(Str(row->at("vehState")), "从未上线");
  EXPECT_EQ(row->at("state").as_int64(), 0);
  // Renewal records and the operation log, one per vehicle and renewal.
  EXPECT_EQ(Count("SELECT COUNT(*) FROM renew_log WHERE asset_id = ?", {car}), 8);
  EXPECT_EQ(Operations("renew.recharge", Plate(car)), 8);
  json::value log = Get(Token("demo"), "/car/v1/api/renew/pageVehicleFreeLog.json?pageSize=5");
  ASSERT_EQ(Flag(log), 1) << WriteJson(log);
  EXPECT_EQ(log.at("obj").at("total").as_int64(), 8);
  EXPECT_EQ(log.at("obj").at("data").at("moneyAll").as_int64(), 60);
  EXPECT_EQ(log.at("obj").at("data").at("plateCount").as_int64(), 1);
  EXPECT_EQ(log.at("obj").at("data").at("list").as_array().size(), 5u);
  EXPECT_EQ(Str(log.at("obj").at("data").at("list").at(0).at("newExpire")), "上线后开始计算");
}

TEST_F(RenewalApiTest, ExpiryStartsAtTheFirstReportAndRenewalExtendsIt) {
  const long long car = Vehicle("一车队");
  const long long device = std::stoll(Device(car, "id"));
  SetCoins("demo", 50);
  ASSERT_EQ(Flag(Renew("demo", std::to_string(car), 12)), 1);
  // The first report activates the device: expiry = activation + the months bought.
  const long long first = 1'767'225'600'000;  // 2026-01-01 00:00 UTC
  {
    auto conn = db_->Acquire();
    ASSERT_TRUE(store::ActivateDevices(*conn, {{device, first}}).ok());
    ASSERT_TRUE(store::ActivateDevices(*conn, {{device, first + 86'400'000}}).ok());  // only the first counts
  }
  EXPECT_EQ(Device(car, "activated_at"), std::to_string(first));
  EXPECT_EQ(Device(car, "expires_at"), std::to_string(store::AddMonths(first, 12)));
  // Expired (2027-01-01 lies ahead of the test's now? not necessarily): force an expiry in the past,
  // then a renewal counts from now, not from the old expiry.
  const long long now = SystemNowMs();
  ASSERT_TRUE(db_->Acquire()->Exec("UPDATE devices SET expires_at = ? WHERE id = ?", {now - 86'400'000, device}).ok());
  std::optional<json::object> row = RowOf(Expire("demo", "&isState=1"), car);
  ASSERT_TRUE(row);
  EXPECT_EQ(row->at("state").as_int64(), 1);
  ASSERT_EQ(Flag(Renew("demo", std::to_string(car), 1)), 1);
  const long long renewed = std::stoll(Device(car, "expires_at"));
  EXPECT_GE(renewed, store::AddMonths(now, 1));
  EXPECT_LE(renewed, store::AddMonths(SystemNowMs(), 1));
  EXPECT_FALSE(RowOf(Expire("demo", "&isState=1"), car));
  // Not expired: the months add to the current expiry.
  ASSERT_EQ(Flag(Renew("demo", std::to_string(car), 12)), 1);
  EXPECT_EQ(std::stoll(Device(car, "expires_at")), store::AddMonths(renewed, 12));
  // 即将到期: expiring within 400 days.
  EXPECT_TRUE(RowOf(Expire("demo", "&expireTime=" + std::to_string(400LL * 86400)), car));
  EXPECT_FALSE(RowOf(Expire("demo", "&expireTime=" + std::to_string(3LL * 86400)), car));
}

TEST_F(RenewalApiTest, AnExpiredVehicleIsHiddenInTheMonitorAndTrackUntilRenewed) {
  const long long car = Vehicle("一车队");
  const long long device = std::stoll(Device(car, "id"));
  const long long now = SystemNowMs();
  {
    auto conn = db_->Acquire();
    ASSERT_TRUE(conn->Exec("UPDATE devices SET activated_at = ?, expires_at = ? WHERE id = ?",
                           {now - 400LL * 86'400'000, now - 60'000, device})
                    .ok());
    ASSERT_TRUE(conn->Exec("INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, speed, course, flags, "
                           "mileage, motion, motion_since) VALUES (?, ?, ?, 22.5, 114.05, 30, 90, 1, 12, 1, ?)",
                           {device, now - 5000, now - 5000, now - 60'000})
                    .ok());
  }
  auto monitor_row = [&](const std::string& caller) -> json::object {
    json::value r = Get(Token(caller), "/car/v1/api/monitor/loadVehicles?pageSize=1200&state=0");
    EXPECT_EQ(Flag(r), 1) << WriteJson(r);
    for (const auto& v : r.at("obj").at("data").as_array())
      if (v.at("V").as_int64() == car) return v.as_object();
    ADD_FAILURE() << "vehicle not listed";
    return {};
  };
  json::object hidden = monitor_row("demo");
  EXPECT_EQ(hidden.at("Z").as_int64(), 4);  // 过期
  EXPECT_FALSE(hidden.contains("X"));
  EXPECT_FALSE(hidden.contains("Y"));
  const std::string track_path = "/car/v1/accelerate/track/listVehTrackPoint.json?vehicleId=" + std::to_string(car);
  EXPECT_EQ(Msg(Get(Token("demo"), track_path)), "车辆已过期，续费后可查看轨迹");
  // Renewed: the position is back.
  SetCoins("demo", 5);
  ASSERT_EQ(Flag(Renew("demo", std::to_string(car), 12)), 1);
  json::object shown = monitor_row("demo");
  EXPECT_NE(shown.at("Z").as_int64(), 4);
  ASSERT_TRUE(shown.contains("Y"));
  EXPECT_DOUBLE_EQ(shown.at("Y").as_double(), 22.5);
  EXPECT_EQ(Flag(Get(Token("demo"), track_path)), 1);
}

TEST_F(RenewalApiTest, RightsMatrixOfRenewals) {
  SetCoins("demo", 100);
  SetCoins("cust", 100);
  const std::string own = V("一车队"), parent = V("二车队"), other = V("1路车队");
  // cust (我的客户 on 一车队): its own subtree only.
  EXPECT_EQ(Flag(Renew("cust", own, 1)), 1);
  for (const std::string& v : {parent, other}) EXPECT_EQ(Msg(Renew("cust", v, 1)), kNoVehicle) << v;
  EXPECT_EQ(Msg(Renew("cust", own + "," + parent, 1)), kNoVehicle);  // all or nothing
  EXPECT_EQ(Coins("cust"), 99);
  // demo: its subtree holds 一车队 and 二车队, not another tenant.
  EXPECT_EQ(Flag(Renew("demo", own + "," + parent, 1)), 1);
  EXPECT_EQ(Coins("demo"), 98);
  EXPECT_EQ(Msg(Renew("demo", other, 1)), kNoVehicle);
  // jh: its own tenant.
  EXPECT_EQ(Msg(Renew("jh", own, 1)), kNoVehicle);
  // 监控客户: no 车辆续费 at all.
  EXPECT_EQ(Msg(Renew("mon", parent, 1)), kNoButton);
  EXPECT_EQ(Msg(Get(Token("mon"), "/car/v1/api/renew/pageVehicleExpire.json")), kNoButton);
  EXPECT_EQ(Msg(Get(Token("mon"), "/car/v1/api/renew/queryMyState.json")), kNoButton);
  // The administrator's coins are unlimited: nothing debited, the renewal recorded at 0 coins.
  const long long admin_coins = Coins("admin");
  json::value by_admin = Renew("admin", other, 12);
  ASSERT_EQ(Flag(by_admin), 1) << WriteJson(by_admin);
  EXPECT_EQ(Coins("admin"), admin_coins);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM renew_log WHERE asset_id = ? AND coins = 0", {Vehicle("1路车队")}), 1);
  EXPECT_EQ(Get(Token("admin"), "/car/v1/api/renew/queryMyState.json").at("obj").at("data").at("unlimited").as_int64(),
            1);
  // Lists are scoped: cust sees only 一车队, demo no 京华 vehicle.
  for (const auto& r : Expire("cust")) EXPECT_EQ(Str(r.at("groupName")), "一车队");
  for (const auto& r : Expire("demo")) EXPECT_NE(Str(r.at("groupName")), "1路车队");
  EXPECT_EQ(
      Msg(Get(Token("cust"), "/car/v1/api/renew/pageVehicleExpire.json?groupId=" + std::to_string(GroupId("二车队")))),
      "车组不存在或无权操作");
  // Records follow the vehicle's group: cust sees its renewal, not demo's of 二车队.
  json::value log = Get(Token("cust"), "/car/v1/api/renew/pageVehicleFreeLog.json");
  ASSERT_EQ(Flag(log), 1);
  for (const auto& r : log.at("obj").at("data").at("list").as_array()) EXPECT_EQ(Str(r.at("groupName")), "一车队");
  EXPECT_EQ(log.at("obj").at("total").as_int64(), 2);  // cust's and demo's renewal of the 一车队 vehicle
  // More than one vehicle at once needs 批量续费 (160404): the role without it is refused.
  ASSERT_TRUE(db_->Acquire()->Exec("DELETE FROM role_resources WHERE role_id = 2 AND resource_id = 160404").ok());
  EXPECT_EQ(Msg(Renew("cust", own + "," + V("一车队", 1), 1)), kNoButton);
  EXPECT_EQ(Flag(Renew("cust", own, 1)), 1);
}

TEST_F(RenewalApiTest, CoinsMoveExactlyOnceUnderConcurrentRenewals) {
  const std::string car = V("一车队");
  for (auto [coins, winners] : {std::pair{5LL, 1}, {20LL, 4}}) {
    SetCoins("demo", coins);
    const long long before = Count("SELECT COUNT(*) FROM renew_log");
    const std::string months_before = Device(std::stoll(car), "service_months");
    std::atomic<int> ok{0};
    std::vector<std::thread> threads;
    for (int i = 0; i < 8; ++i)
      threads.emplace_back([&] {
        json::value r = Renew("demo", car, 12);
        if (Flag(r) == 1) ++ok;
      });
    for (auto& t : threads) t.join();
    EXPECT_EQ(ok.load(), winners) << coins;
    EXPECT_EQ(Coins("demo"), 0) << coins;
    EXPECT_EQ(Count("SELECT COUNT(*) FROM renew_log") - before, winners);
    EXPECT_EQ(std::stoll(Device(std::stoll(car), "service_months")) - std::stoll(months_before), 12 * winners);
  }
  // Transfers too: 10 coins, eight transfers of 3 → three go through.
  SetCoins("demo", 10);
  SetCoins("cust", 0);
  std::atomic<int> ok{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i)
    threads.emplace_back([&] {
      json::value r = Get(Token("demo"), "/car/v1/api/renew/userRecharge.json?userId=" + Id("cust") + "&chargeNum=3");
      if (Flag(r) == 1) ++ok;
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), 3);
  EXPECT_EQ(Coins("demo"), 1);
  EXPECT_EQ(Coins("cust"), 9);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM coin_transfers"), 3);
}

TEST_F(RenewalApiTest, CoinTransfersGoOnlyToManagedAccounts) {
  SetCoins("demo", 10);
  json::value r = Get(Token("demo"), "/car/v1/api/renew/userRecharge.json?userId=" + Id("cust") + "&chargeNum=4");
  ASSERT_EQ(Flag(r), 1) << WriteJson(r);
  const json::value& d = r.at("obj").at("data");
  EXPECT_EQ(d.at("moneyAfter").as_int64(), 6);
  EXPECT_EQ(d.at("money").as_int64(), 4);
  EXPECT_EQ(Str(d.at("userB")), "cust");
  EXPECT_EQ(Str(d.at("userBCorpName")), "一车队客户");
  EXPECT_EQ(Coins("cust"), 4);
  EXPECT_EQ(Operations("renew.transfer", "cust"), 1);
  // Deeper in the tree: demo manages cust_sub too.
  EXPECT_EQ(Flag(Get(Token("demo"), "/car/v1/api/renew/userRecharge.json?userId=" + Id("cust_sub") + "&chargeNum=1")),
            1);
  // Never up, across, to itself or beyond the balance.
  for (const char* target : {"demo", "jh", "mon"})
    EXPECT_EQ(
        Msg(Get(Token("cust"), std::string("/car/v1/api/renew/userRecharge.json?chargeNum=1&userId=") + Id(target))),
        kNoAccount)
        << target;
  EXPECT_EQ(Msg(Get(Token("cust"), "/car/v1/api/renew/userRecharge.json?userId=" + Id("cust_sub") + "&chargeNum=5")),
            "车币不足：需要5个，当前余额4个");
  EXPECT_EQ(Msg(Get(Token("cust"), "/car/v1/api/renew/userRecharge.json?userId=" + Id("cust_sub") + "&chargeNum=0")),
            "划拨币数须为1-1000000的整数");
  EXPECT_EQ(Msg(Get(Token("mon"), "/car/v1/api/renew/userRecharge.json?userId=" + Id("cust") + "&chargeNum=1")),
            kNoButton);
  EXPECT_EQ(Coins("cust"), 4);
  // The administrator gives coins without a balance (where coins come from).
  EXPECT_EQ(Flag(Get(Token("admin"), "/car/v1/api/renew/userRecharge.json?userId=" + Id("jh") + "&chargeNum=100")), 1);
  EXPECT_EQ(Coins("jh"), 100);
  // Records: each reader sees the transfers paid or received inside its scope.
  auto records = [&](const std::string& caller) {
    json::value page = Get(Token(caller), "/car/v1/api/renew/pageRechargeLog.json");
    EXPECT_EQ(Flag(page), 1) << WriteJson(page);
    std::vector<std::string> out;
    for (const auto& row : page.at("obj").at("data").at("logList").as_array())
      out.push_back(Str(row.at("userA")) + ">" + Str(row.at("userB")));
    return out;
  };
  EXPECT_EQ(records("cust"), (std::vector<std::string>{"demo>cust_sub", "demo>cust"}));
  EXPECT_EQ(records("jh"), (std::vector<std::string>{"admin>jh"}));
  EXPECT_EQ(records("demo").size(), 2u);
  json::value state = Get(Token("cust"), "/car/v1/api/renew/queryMyState.json");
  EXPECT_EQ(state.at("obj").at("data").at("money").as_int64(), 4);
  EXPECT_EQ(state.at("obj").at("data").at("vehCount").as_int64(),
            Count("SELECT COUNT(*) FROM assets a JOIN groups g ON g.id = a.group_id WHERE g.name = '一车队'"));
}

TEST_F(RenewalApiTest, RenewalListsAndCustomListsAnswerPerLine) {
  const long long a = Vehicle("一车队"), b = Vehicle("二车队");
  // 批量转入不续费.
  json::value to_no = Get(Token("demo"), "/car/v1/api/renew/batchVehicleStateRecharge.json?isState=2&gvids=0," +
                                             std::to_string(a) + "%3B0," + std::to_string(b));
  ASSERT_EQ(Flag(to_no), 1) << WriteJson(to_no);
  EXPECT_EQ(Device(a, "renew_state"), "2");
  std::optional<json::object> row = RowOf(Expire("demo", "&isState=2"), a);
  ASSERT_TRUE(row);
  EXPECT_EQ(row->at("state").as_int64(), 2);
  EXPECT_FALSE(RowOf(Expire("demo", "&isState=0"), a));
  EXPECT_EQ(Operations("renew.state", Plate(a)), 1);
  // cust cannot move a vehicle of its parent's subtree.
  EXPECT_EQ(Msg(Get(Token("cust"),
                    "/car/v1/api/renew/batchVehicleStateRecharge.json?isState=0&gvids=0," + std::to_string(b))),
            kNoVehicle);
  EXPECT_EQ(Device(b, "renew_state"), "2");
  // 自定义不续费转出 by terminal numbers: success / noPermission / nonexistent per line.
  const std::string own = Device(a, "terminal_no"), foreign = Device(Vehicle("1路车队"), "terminal_no"),
                    parent = Device(b, "terminal_no");
  json::value custom = Get(Token("cust"), "/car/v1/api/renew/batchTransferState.json?isState=0&terminalNos=" + own +
                                              "," + foreign + "," + parent + ",99999999999");
  ASSERT_EQ(Flag(custom), 1) << WriteJson(custom);
  const json::value& d = custom.at("obj").at("data");
  EXPECT_EQ(d.at("success").as_array().size(), 1u);
  EXPECT_EQ(Str(d.at("success").at(0)), own);
  EXPECT_EQ(d.at("noPermission").as_array().size(), 2u);
  EXPECT_EQ(d.at("nonexistent").as_array().size(), 1u);
  EXPECT_EQ(Device(a, "renew_state"), "0");
  EXPECT_EQ(Device(b, "renew_state"), "2");
  // 自定义续费 by terminal numbers: renews what it may, pays for those only.
  SetCoins("cust", 3);
  json::value renew =
      Get(Token("cust"), "/car/v1/api/renew/batchRecharge.json?addMonth=2&terminalNo=" + own + "," + foreign);
  ASSERT_EQ(Flag(renew), 1) << WriteJson(renew);
  EXPECT_EQ(renew.at("obj").at("data").at("success").as_array().size(), 1u);
  EXPECT_EQ(renew.at("obj").at("data").at("noPermission").as_array().size(), 1u);
  EXPECT_EQ(Coins("cust"), 1);
  // 监控客户 and a wrong list kind.
  EXPECT_EQ(Msg(Get(Token("mon"), "/car/v1/api/renew/batchTransferState.json?isState=2&terminalNos=" + parent)),
            kNoButton);
  EXPECT_EQ(Msg(Get(Token("demo"), "/car/v1/api/renew/batchTransferState.json?isState=7&terminalNos=" + own)),
            "续费状态不正确");
}

TEST_F(RenewalApiTest, ExportsAnswerFilesAndTheDownloadCenter) {
  json::value job = Get(Token("demo"), "/car/v1/api/renew/exportVehicleExpire.json");
  ASSERT_EQ(Flag(job), 1) << WriteJson(job);
  EXPECT_TRUE(job.at("obj").as_object().contains("fileName"));
  EXPECT_EQ(Count("SELECT COUNT(*) FROM export_records WHERE type = 5 AND user_id = ?", {UserId("demo")}), 1);
  for (const char* path : {"/car/v1/api/renew/vehicleFreeLogExport.json",
                           "/car/v1/api/renew/userRechargeLogExport.json", "/car/v1/api/settle/exportSettleList"}) {
    testing::HttpReply reply = testing::HttpCall(port_, "GET", path, {{"sessionId", Token("demo")}});
    EXPECT_EQ(reply.status, 200) << path;
    EXPECT_EQ(reply.body.substr(0, 2), "PK") << path;  // an .xlsx (zip) file
  }
  EXPECT_EQ(Msg(Get(Token("mon"), "/car/v1/api/settle/exportSettleList")), kNoButton);
}

TEST_F(RenewalApiTest, SettlingAndWithdrawingFollowScopeAndButtons) {
  const long long car = Vehicle("一车队"), parent = Vehicle("二车队");
  auto settle = [&](const std::string& caller, long long v, int type) {
    return Get(Token(caller), "/car/v1/api/settle/updateSettleStatus?type=" + std::to_string(type) +
                                  "&remarks=paid&vehicleId=" + std::to_string(v));
  };
  ASSERT_EQ(Flag(settle("cust", car, 1)), 1);
  EXPECT_NE(Device(car, "settled_at"), "0");
  EXPECT_EQ(Operations("vehicle.settle", Plate(car)), 1);
  EXPECT_EQ(Msg(settle("cust", car, 1)), "该车辆已结清");
  // The monitor row offers 结清撤回 now (settle "1").
  json::value monitor = Get(Token("cust"), "/car/v1/api/monitor/loadVehicles?pageSize=1200&state=0");
  ASSERT_EQ(Flag(monitor), 1) << WriteJson(monitor);
  for (const auto& v : monitor.at("obj").at("data").as_array())
    EXPECT_EQ(Str(v.at("settle")), v.at("V").as_int64() == car ? "1" : "0");
  for (const char* caller : {"cust", "jh"}) EXPECT_EQ(Msg(settle(caller, parent, 1)), kNoVehicle) << caller;
  EXPECT_EQ(Msg(settle("mon", parent, 1)), kNoButton);
  // The list and count of each scope.
  auto total = [&](const std::string& caller) {
    return Get(Token(caller), "/car/v1/api/settle/getSettleTotal").at("obj").as_int64();
  };
  EXPECT_EQ(total("cust"), 1);
  EXPECT_EQ(total("demo"), 1);
  EXPECT_EQ(total("jh"), 0);
  json::value page =
      Get(Token("demo"), "/car/v1/api/settle/pageSettleList?groupId=" + std::to_string(GroupId("一车队")));
  ASSERT_EQ(Flag(page), 1) << WriteJson(page);
  ASSERT_EQ(page.at("obj").at("data").as_array().size(), 1u);
  const json::value& row = page.at("obj").at("data").at(0);
  EXPECT_EQ(row.at("vehicleId").as_int64(), car);
  EXPECT_EQ(Str(row.at("groupName")), "一车队");
  EXPECT_FALSE(Str(row.at("settleTime")).empty());
  json::value detail = Get(Token("cust"), "/car/v1/api/settle/querySettleDetail?vehicleId=" + std::to_string(car));
  ASSERT_EQ(Flag(detail), 1) << WriteJson(detail);
  EXPECT_EQ(Str(detail.at("obj").at(0).at("N")), Device(car, "terminal_no"));
  // Settled vehicles leave the renewal list and are not renewed.
  SetCoins("demo", 5);
  EXPECT_EQ(Msg(Renew("demo", std::to_string(car), 12)), "车辆 " + Plate(car) + " 已结清，无需续费");
  EXPECT_EQ(Coins("demo"), 5);
  EXPECT_FALSE(RowOf(Expire("demo"), car));
  // 结清撤回: 160503 is enough for the withdrawal, not for settling.
  ASSERT_TRUE(
      db_->Acquire()->Exec("DELETE FROM role_resources WHERE role_id = 2 AND resource_id IN (130108, 160501)").ok());
  EXPECT_EQ(Msg(settle("cust", parent, 1)), kNoButton);
  ASSERT_EQ(Flag(settle("cust", car, 0)), 1);
  EXPECT_EQ(Device(car, "settled_at"), "0");
  EXPECT_EQ(Operations("vehicle.unsettle", Plate(car)), 1);
  EXPECT_EQ(total("cust"), 0);
  EXPECT_EQ(Msg(settle("cust", car, 0)), "该车辆未结清");
  // The risk centre's 结清 icon is shown with 160501: that button settles too.
  ASSERT_TRUE(db_->Acquire()->Exec("INSERT INTO role_resources (role_id, resource_id) VALUES (2, 160501)").ok());
  ASSERT_EQ(Flag(settle("cust", car, 1)), 1);
  EXPECT_NE(Device(car, "settled_at"), "0");
}

}  // namespace
}  // namespace chelian
