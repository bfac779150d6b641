// A fleet run on a database: alarms and states in, risk rows with their evidence out, rewritten
// on the next run when the facts are gone.
#include "risk/risk_fleet.h"

#include <gtest/gtest.h>

#include "store/risk_repo.h"
#include "store/two_tenants_for_test.h"

namespace chelian::risk {
namespace {

constexpr long long kDay = 86'400'000;
constexpr long long kNow = 1'780'000'000'000;

class RiskFleetTest : public store::TwoTenantsTest {
 protected:
  void Alarm(const store::AssetRow& car, const char* code, long long time, const char* data = "") {
    auto c = db_->Acquire();
    long long device = c->Query("SELECT MIN(id) FROM devices WHERE asset_id = ?", {car.id})->front().Int(0);
    ASSERT_TRUE(c->Exec("INSERT INTO alarms (device_id, asset_id, group_id, code, label, begin_time, begin_lat, "
                        "begin_lon, data, insert_time, update_time) VALUES (?, ?, ?, ?, '', ?, 22.5, 114.1, ?, ?, ?)",
                        {device, car.id, car.group_id, code, time, data, time, time})
                    .ok());
  }
};

TEST_F(RiskFleetTest, RemoveAtASecondMortgagePointBecomesARiskRowWithEvidence) {
  Alarm(car_a_, "twoChargeAlarm", kNow - 3 * 3'600'000, R"({"pathName":"城东二押点"})");
  Alarm(car_a_, "isIllegalRemove", kNow - 3'600'000);
  Alarm(car_b_, "isIllegalRemove", kNow - 3'600'000);  // no 二押点: no risk
  auto c = db_->Acquire();
  auto stats = EvaluateFleet(*c, kNow, RiskOptions{});
  ASSERT_TRUE(stats.ok()) << stats.status().message();
  EXPECT_EQ(stats->vehicles, 2);
  EXPECT_EQ(stats->alarms, 3);
  EXPECT_EQ(stats->hits, 1);
  auto page = store::QueryRiskVehicles(*c, store::Scope::Everything(), 1, kRemoveRisk, 50, 0).value();
  ASSERT_EQ(page.rows.size(), 1u);
  const auto& r = page.rows[0];
  EXPECT_EQ(r.info.asset_id, car_a_.id);
  EXPECT_EQ(r.rule_id, "remove+twoCharge");
  EXPECT_EQ(r.alarm_name, "拆除+二押点报警");
  EXPECT_EQ(r.alarm_time, kNow - 3'600'000);
  EXPECT_EQ(r.path_name, "城东二押点");
  EXPECT_NE(r.evidence.find("防拆除报警"), std::string::npos);
  EXPECT_NE(r.evidence.find("二押点报警"), std::string::npos);
  EXPECT_DOUBLE_EQ(r.lon, 114.1);

  // A week later the alarms are out of the window: the row goes.
  stats = EvaluateFleet(*c, kNow + 8 * kDay, RiskOptions{});
  ASSERT_TRUE(stats.ok());
  EXPECT_EQ(stats->hits, 0);
  EXPECT_EQ(store::CountRiskVehicles(*c, store::Scope::Everything()).value(), 0);
}

TEST_F(RiskFleetTest, StateFactsComeFromTheNewestDevice) {
  Alarm(car_b_, "inRegionAlarm", kNow - 3'600'000);
  auto c = db_->Acquire();
  long long device = c->Query("SELECT MIN(id) FROM devices WHERE asset_id = ?", {car_b_.id})->front().Int(0);
  ASSERT_TRUE(c->Exec("INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, motion, motion_since) "
                      "VALUES (?, ?, ?, 22.5, 114.0, 2, ?)",
                      {device, kNow - 2 * kDay, kNow - 2 * kDay, kNow - 4 * kDay})
                  .ok());
  ASSERT_TRUE(EvaluateFleet(*c, kNow, RiskOptions{}).ok());
  auto page = store::QueryRiskVehicles(*c, store::Scope::Everything(), 1, kLifeTrackRisk, 50, 0).value();
  ASSERT_EQ(page.total, 2);  // 进围栏+离线1天以上 and 进围栏+静止3天以上
  // A second device that reports now ends 离线 (the vehicle is heard) but not the parking.
  ASSERT_TRUE(c->Exec("INSERT INTO devices (asset_id, terminal_no, created_at) VALUES (?, 'W9', 1)", {car_b_.id}).ok());
  long long second = c->Query("SELECT id FROM devices WHERE terminal_no = 'W9'")->front().Int(0);
  ASSERT_TRUE(c->Exec("INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, motion, motion_since) "
                      "VALUES (?, ?, ?, 22.5, 114.0, 2, ?)",
                      {second, kNow - 60'000, kNow - 60'000, kNow - 4 * kDay})
                  .ok());
  ASSERT_TRUE(EvaluateFleet(*c, kNow, RiskOptions{}).ok());
  page = store::QueryRiskVehicles(*c, store::Scope::Everything(), 1, kLifeTrackRisk, 50, 0).value();
  ASSERT_EQ(page.total, 1);
  EXPECT_EQ(page.rows[0].rule_id, "inFence+still3d");
}

}  // namespace
}  // namespace chelian::risk
