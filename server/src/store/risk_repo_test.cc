// The risk centre's store on two tenants: risk rows, category alarms, concerns, 超长停车 and
// 多设备离线 are seen only inside the caller's subtree; the stop range is per user.
#include "store/risk_repo.h"

#include <gtest/gtest.h>

#include "store/risk_counts.h"
#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

constexpr long long kDay = 86'400'000;
constexpr long long kNow = 1'780'000'000'000;

class RiskRepoTest : public TwoTenantsTest {
 protected:
  long long DeviceOf(long long asset) {
    auto c = db_->Acquire();
    return c->Query("SELECT MIN(id) FROM devices WHERE asset_id = ?", {asset})->front().Int(0);
  }
  void State(long long device, long long recv, int motion, long long since) {
    auto c = db_->Acquire();
    ASSERT_TRUE(c->Exec("INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, motion, motion_since) "
                        "VALUES (?, ?, ?, 22.5, 114.0, ?, ?) ON CONFLICT (device_id) DO UPDATE SET fix_time = "
                        "excluded.fix_time, recv_time = excluded.recv_time, motion = excluded.motion, motion_since = "
                        "excluded.motion_since",
                        {device, recv, recv, motion, since})
                    .ok());
  }
  void Alarm(const AssetRow& car, const char* code, const char* label, long long time) {
    auto c = db_->Acquire();
    ASSERT_TRUE(c->Exec("INSERT INTO alarms (device_id, asset_id, group_id, code, label, begin_time, begin_lat, "
                        "begin_lon, insert_time, update_time) VALUES (?, ?, ?, ?, ?, ?, 22.5, 114.0, ?, ?)",
                        {DeviceOf(car.id), car.id, car.group_id, code, label, time, time, time})
                    .ok());
  }
};

TEST_F(RiskRepoTest, RiskRowsAreSeenOnlyInTheirTenant) {
  auto c = db_->Acquire();
  const std::vector<RiskVehicleWrite> rows = {
      {car_a_.id, "remove+twoCharge", 1, "拆除+二押点报警", kNow, 22.5, 114, "", "[]"},
      {car_b_.id, "inFence+still3d", 2, "进围栏+静止3天以上", kNow, 22.5, 114, "", "[]"}};
  EXPECT_EQ(SyncRiskVehicles(*c, rows, kNow).value(), 2);
  EXPECT_EQ(SyncRiskVehicles(*c, rows, kNow + 1).value(), 0);  // nothing changed, nothing written
  EXPECT_EQ(CountRiskVehicles(*c, ScopeA()).value(), 1);
  auto a = QueryRiskVehicles(*c, ScopeA(), 1, 0, 50, 0).value();
  ASSERT_EQ(a.rows.size(), 1u);
  EXPECT_EQ(a.rows[0].info.plate, "粤A00001");
  EXPECT_EQ(a.rows[0].alarm_name, "拆除+二押点报警");
  EXPECT_EQ(QueryRiskVehicles(*c, ScopeA(), 1, 2, 50, 0)->total, 0);
  EXPECT_EQ(QueryRiskVehicles(*c, ScopeB(), 1, 2, 50, 0)->total, 1);
  // A new run: A's evidence changed (updated), B's row is gone (deleted).
  std::vector<RiskVehicleWrite> next = {rows[0]};
  next[0].evidence = R"([{"alarmId":9}])";
  next[0].alarm_time = kNow + 5;
  EXPECT_EQ(SyncRiskVehicles(*c, next, kNow + 2).value(), 2);
  EXPECT_EQ(CountRiskVehicles(*c, ScopeB()).value(), 0);
  EXPECT_EQ(QueryRiskVehicles(*c, ScopeA(), 1, 0, 50, 0)->rows.at(0).alarm_time, kNow + 5);
}

TEST_F(RiskRepoTest, CategoryAlarmsAreTheNewestPerVehicleInScope) {
  Alarm(car_a_, "isIllegalRemove", "防拆除报警", kNow - 2 * kDay);
  Alarm(car_a_, "isIllegalRemove", "防拆除报警", kNow - kDay);
  Alarm(car_a_, "overSpeed", "超速报警", kNow - kDay);
  Alarm(car_b_, "isIllegalRemove", "防拆除报警", kNow - kDay);
  auto c = db_->Acquire();
  auto a = QueryCategoryAlarms(*c, ScopeA(), 1, {"isIllegalRemove"}, false, kNow - 7 * kDay, 50, 0).value();
  ASSERT_EQ(a.total, 1);
  EXPECT_EQ(a.rows[0].alarm_time, kNow - kDay);
  EXPECT_EQ(a.rows[0].info.asset_id, car_a_.id);
  auto other = QueryCategoryAlarms(*c, ScopeA(), 1, {"isIllegalRemove"}, true, kNow - 7 * kDay, 50, 0).value();
  ASSERT_EQ(other.total, 1);
  EXPECT_EQ(other.rows[0].code, "overSpeed");
  EXPECT_EQ(QueryCategoryAlarms(*c, ScopeA(), 1, {"isIllegalRemove"}, false, kNow - kDay / 2, 50, 0)->total, 0);
  int pairs = 0;
  ASSERT_TRUE(ForEachAlarmPair(*c, ScopeB(), kNow - 7 * kDay, [&](long long id, std::string_view) {
                EXPECT_EQ(id, car_b_.id);
                ++pairs;
              }).ok());
  EXPECT_EQ(pairs, 1);
}

TEST_F(RiskRepoTest, ConcernsAreTheUsersOwnInScope) {
  auto c = db_->Acquire();
  ASSERT_TRUE(c->Exec("INSERT INTO vehicle_concerns (user_id, asset_id, level, remark, created_at, updated_at) "
                      "VALUES (7, ?, 1, '重点客户', 1, 1), (7, ?, 2, '', 1, 1), (8, ?, 3, '', 1, 1)",
                      {car_a_.id, car_b_.id, car_a_.id})
                  .ok());
  auto a = QueryConcerns(*c, ScopeA(), 7, 50, 0).value();
  ASSERT_EQ(a.total, 1);
  EXPECT_EQ(a.rows[0].info.concern_level, 1);
  EXPECT_EQ(a.rows[0].info.concern_remark, "重点客户");
  EXPECT_EQ(QueryConcerns(*c, ScopeB(), 8, 50, 0)->total, 0);
}

TEST_F(RiskRepoTest, LongStopsFollowTheRangeAndScope) {
  State(DeviceOf(car_a_.id), kNow, 2, kNow - 10 * kDay);
  State(DeviceOf(car_b_.id), kNow, 2, kNow - 10 * kDay);
  auto c = db_->Acquire();
  EXPECT_EQ(CountLongStops(*c, ScopeA(), {7, 30}, kNow).value(), 1);
  EXPECT_EQ(CountLongStops(*c, ScopeA(), {11, 30}, kNow).value(), 0);
  EXPECT_EQ(CountLongStops(*c, ScopeA(), {1, 9}, kNow).value(), 0);
  auto page = QueryLongStops(*c, ScopeB(), 1, {7, 30}, kNow, 50, 0).value();
  ASSERT_EQ(page.rows.size(), 1u);
  EXPECT_EQ(page.rows[0].plate, "粤B00001");
  State(DeviceOf(car_a_.id), kNow, 1, kNow - 10 * kDay);  // driving now
  EXPECT_EQ(CountLongStops(*c, ScopeA(), {7, 30}, kNow).value(), 0);
}

TEST_F(RiskRepoTest, RelatedOfflineNeedsEveryDeviceOfAPlateSilent) {
  auto c = db_->Acquire();
  // A second (wireless) device on A's vehicle, and B's vehicle with two devices as well.
  ASSERT_TRUE(c->Exec("INSERT INTO devices (asset_id, terminal_no, long_standby, created_at) VALUES (?, 'W1', 1, 1), "
                      "(?, 'W2', 1, 1)",
                      {car_a_.id, car_b_.id})
                  .ok());
  const long long hour = 3'600'000;
  EXPECT_EQ(CountRelatedOffline(*c, ScopeA(), kNow, 600'000).value(), 1);  // never heard: silent
  State(DeviceOf(car_a_.id), kNow - 60'000, 1, 0);                         // the wired one reports
  EXPECT_EQ(CountRelatedOffline(*c, ScopeA(), kNow, 600'000).value(), 0);
  State(DeviceOf(car_a_.id), kNow - hour, 3, 0);
  auto list = ListRelatedOffline(*c, ScopeA(), kNow, 600'000).value();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].keyword, "粤A00001");
  EXPECT_EQ(list[0].car_type, 0);
  EXPECT_EQ(list[0].devices.size(), 2u);
  // B's set is B's alone.
  auto b = ListRelatedOffline(*c, ScopeB(), kNow, 600'000).value();
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0].keyword, "粤B00001");
}

TEST_F(RiskRepoTest, RelatedOfflineJoinsPlatesByFrameNumber) {
  auto c = db_->Acquire();
  ASSERT_TRUE(c->Exec("UPDATE assets SET frame_no = 'LFV123'").ok());
  auto car2 =
      CreateAssetWithDevice(*c, Scope::Everything(), {a1_.id, 1, "粤A00002", 0, "", "", "LFV123"}, {"13800000003"}, 1)
          .value();
  auto list = ListRelatedOffline(*c, ScopeA(), kNow, 600'000).value();
  ASSERT_EQ(list.size(), 1u);  // the frame set of A's two plates, not B's vehicle
  EXPECT_EQ(list[0].car_type, 1);
  EXPECT_EQ(list[0].devices.size(), 2u);
  (void)car2;
}

TEST_F(RiskRepoTest, StopRangeIsPerUserWithADefault) {
  auto c = db_->Acquire();
  EXPECT_EQ(GetStopRange(*c, 7)->start_day, 7);
  EXPECT_EQ(GetStopRange(*c, 7)->end_day, 30);
  ASSERT_TRUE(SaveStopRange(*c, 7, {3, 5}, kNow).ok());
  EXPECT_EQ(GetStopRange(*c, 7)->start_day, 3);
  EXPECT_EQ(GetStopRange(*c, 8)->start_day, 7);
  EXPECT_FALSE(SaveStopRange(*c, 7, {5, 3}, kNow).ok());
}

}  // namespace
}  // namespace chelian::store
