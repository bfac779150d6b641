// Tests of the expired-vehicle rule in SQL: the report target and the alarm episodes leave out a
// vehicle past its expiry, refuse it by name, keep settled and renewed ones, and hide nothing at 0.
#include "store/expired_clause.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "store/alarm_query.h"
#include "store/report_event_repo.h"
#include "store/test_db.h"
#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

constexpr long long kNow = 1'800'000'000'000;

class ExpiredClauseTest : public TwoTenantsTest {
 protected:
  void SetUp() override {
    TwoTenantsTest::SetUp();
    auto c = db_->Acquire();
    second_ = CreateAssetWithDevice(*c, Scope::Everything(), {a1_.id, 1, "粤A00002"}, {"13800000003"}, 1).value();
    for (const AssetRow& a : {car_a_, second_})
      ASSERT_TRUE(c->Exec("INSERT INTO alarms (device_id, asset_id, group_id, code, label, begin_time, insert_time, "
                          "update_time) SELECT id, asset_id, ?, 'emergencyAlarm', '紧急报警', ?, ?, ? FROM devices "
                          "WHERE asset_id = ?",
                          {a1_.id, kNow - 1000, kNow, kNow, a.id})
                      .ok());
  }
  void Set(const char* column, long long value) {
    ASSERT_TRUE(db_->Acquire()
                    ->Exec(std::string("UPDATE devices SET ") + column + " = ? WHERE asset_id = ?", {value, car_a_.id})
                    .ok());
  }
  // The plates the group report and the alarm list show at `hidden_at`.
  std::vector<std::string> Plates(long long hidden_at) {
    auto c = db_->Acquire();
    auto vehicles = ListReportVehicles(*c, ScopeA(), {.hide_expired_at = hidden_at});
    EXPECT_TRUE(vehicles.ok());
    AlarmFilter f;
    f.begin_from = 0;
    f.begin_to = kNow;
    f.hide_expired_at = hidden_at;
    auto alarms = QueryAlarmEpisodes(*c, ScopeA(), f);
    EXPECT_TRUE(alarms.ok());
    std::vector<std::string> report, listed;
    for (const auto& v : *vehicles) report.push_back(v.plate);
    for (const auto& a : alarms->rows) listed.push_back(a.plate);
    std::sort(listed.begin(), listed.end());
    EXPECT_EQ(report, listed);
    return report;
  }
  AssetRow second_;
};

TEST_F(ExpiredClauseTest, AnExpiredVehicleIsLeftOutUntilRenewed) {
  const std::vector<std::string> both = {"粤A00001", "粤A00002"}, one = {"粤A00002"};
  EXPECT_EQ(Plates(kNow), both);  // never expires (expires_at unset)
  Set("expires_at", kNow);        // expires at this very moment: expired (IsExpired)
  EXPECT_EQ(Plates(kNow), one);
  EXPECT_EQ(Plates(0), both);            // the setting off
  EXPECT_EQ(Plates(kNow - 1), both);     // not yet expired then
  Set("expires_at", kNow + 86'400'000);  // renewed
  EXPECT_EQ(Plates(kNow), both);
  Set("expires_at", kNow - 1);
  Set("settled_at", kNow - 5);  // settled: nothing to renew, nothing hidden
  EXPECT_EQ(Plates(kNow), both);
}

TEST_F(ExpiredClauseTest, NamingAnExpiredVehicleAnswersWhy) {
  Set("expires_at", kNow - 1);
  auto c = db_->Acquire();
  auto one = ListReportVehicles(*c, ScopeA(), {.asset_id = car_a_.id, .hide_expired_at = kNow});
  ASSERT_FALSE(one.ok());
  EXPECT_EQ(one.status().message(), kExpiredDataHidden);
  AlarmFilter f;
  f.vehicle_id = car_a_.id;
  f.begin_to = kNow;
  f.hide_expired_at = kNow;
  EXPECT_EQ(QueryAlarmEpisodes(*c, ScopeA(), f).status().message(), kExpiredDataHidden);
  // Outside the scope stays "not found", expired or not; the setting off answers the vehicle.
  EXPECT_EQ(ListReportVehicles(*c, ScopeB(), {.asset_id = car_a_.id, .hide_expired_at = kNow}).status().message(),
            "车辆不存在或无权访问");
  EXPECT_TRUE(ListReportVehicles(*c, ScopeA(), {.asset_id = car_a_.id}).ok());
  auto foreign = QueryAlarmEpisodes(*c, ScopeB(), f);  // another tenant learns nothing of its expiry
  ASSERT_TRUE(foreign.ok()) << foreign.status().message();
  EXPECT_TRUE(foreign->rows.empty());
}

// The rule looks a vehicle's devices up by vehicle: with the settled_at index instead, every vehicle
// of a list scanned all unsettled devices (a 10,000-vehicle count took 7.8 s).
TEST_F(ExpiredClauseTest, TheRuleLooksDevicesUpByVehicle) {
  CHELIAN_SQLITE_ONLY("the plan is SQLite's");
  Params params;
  std::string sql =
      "EXPLAIN QUERY PLAN SELECT a.id FROM assets a WHERE a.id > 0" + NotExpiredClause("a.id", kNow, params);
  auto plan = db_->Acquire()->Query(sql, params);
  ASSERT_TRUE(plan.ok()) << plan.status().message();
  std::string details;
  for (const Row& r : *plan) details += r.Text(3) + "\n";
  EXPECT_NE(details.find("xd USING INDEX devices_asset"), std::string::npos) << details;
  EXPECT_EQ(details.find("devices_settled"), std::string::npos) << details;
}

}  // namespace
}  // namespace chelian::store
