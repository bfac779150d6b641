// Tests of the daily aggregates' storage: shares merge into one row per device and day, a rebuild
// replaces a range, and the report reads stay inside the caller's subtree.
#include "store/vehicle_day_repo.h"

#include <gtest/gtest.h>

#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

class VehicleDayRepoTest : public TwoTenantsTest {
 protected:
  long long DeviceOf(const AssetRow& a) {
    auto c = db_->Acquire();
    return c->Query("SELECT id FROM devices WHERE asset_id = ?", {a.id}).value().at(0).Int(0);
  }
  static VehicleDayRow Share(long long device, int day, long long first, long long last, double begin, double end,
                             double km) {
    VehicleDayRow r;
    r.device_id = device;
    r.day = day;
    r.first_time = first;
    r.last_time = last;
    r.mileage_begin = begin;
    r.mileage_end = end;
    r.driven_km = km;
    r.online_s = (last - first) / 1000;
    r.stops = 1;
    return r;
  }
};

TEST_F(VehicleDayRepoTest, SharesMergeIntoOneRowPerDeviceAndDay) {
  long long dev = DeviceOf(car_a_);
  auto c = db_->Acquire();
  ASSERT_TRUE(AddVehicleDays(*c, {Share(dev, 20261127, 2000, 3000, 10, 12, 2)}).ok());
  // An earlier share (a fix out of order) moves the begin; a later one the end.
  ASSERT_TRUE(
      AddVehicleDays(*c, {Share(dev, 20261127, 1000, 1500, 9, 10, 1), Share(dev, 20261127, 5000, 9000, 12, 20, 8)})
          .ok());
  DayReportFilter f;
  f.from_day = 20261101;
  f.to_day = 20261130;
  auto page = ListVehicleDays(*c, ScopeA(), f);
  ASSERT_TRUE(page.ok()) << page.status().message();
  ASSERT_EQ(page->total, 1);
  const VehicleDayRow& d = page->rows[0].day;
  EXPECT_DOUBLE_EQ(d.mileage_begin, 9);
  EXPECT_DOUBLE_EQ(d.mileage_end, 20);
  EXPECT_DOUBLE_EQ(d.driven_km, 11);
  EXPECT_EQ(d.first_time, 1000);
  EXPECT_EQ(d.last_time, 9000);
  EXPECT_EQ(d.stops, 3);
  EXPECT_EQ(page->rows[0].vehicle.plate, "粤A00001");
}

// Steps (wearables, docs/pet.md): the highest counter of the day is kept; a share of steps only
// (no time covered, first_time 0) moves neither the begin nor the end, before or after the fixes.
TEST_F(VehicleDayRepoTest, StepSharesKeepTheHighestCounterAndCoverNoTime) {
  long long dev = DeviceOf(car_a_);
  auto c = db_->Acquire();
  VehicleDayRow steps;
  steps.device_id = dev;
  steps.day = 20261127;
  steps.steps = 900;
  ASSERT_TRUE(AddVehicleDays(*c, {steps}).ok());
  ASSERT_TRUE(AddVehicleDays(*c, {Share(dev, 20261127, 2000, 3000, 10, 12, 2)}).ok());
  steps.steps = 400;
  ASSERT_TRUE(AddVehicleDays(*c, {steps}).ok());
  steps.steps = 1500;
  ASSERT_TRUE(AddVehicleDays(*c, {steps}).ok());
  auto row = c->Query(
      "SELECT steps, first_time, last_time, mileage_begin, mileage_end FROM vehicle_days "
      "WHERE device_id = ? AND day = 20261127",
      {dev});
  ASSERT_TRUE(row.ok());
  ASSERT_EQ(row->size(), 1u);
  EXPECT_EQ(row->at(0).Int(0), 1500);
  EXPECT_EQ(row->at(0).Int(1), 2000);
  EXPECT_EQ(row->at(0).Int(2), 3000);
  EXPECT_DOUBLE_EQ(row->at(0).Real(3), 10);
  EXPECT_DOUBLE_EQ(row->at(0).Real(4), 12);
}

TEST_F(VehicleDayRepoTest, ReportsStayInsideTheScope) {
  auto c = db_->Acquire();
  ASSERT_TRUE(AddVehicleDays(*c, {Share(DeviceOf(car_a_), 20261127, 1000, 2000, 0, 5, 5),
                                  Share(DeviceOf(car_b_), 20261127, 1000, 2000, 0, 7, 7),
                                  Share(DeviceOf(car_b_), 20261128, 3000, 4000, 7, 9, 2)})
                  .ok());
  DayReportFilter f;
  f.from_day = 20261127;
  f.to_day = 20261128;
  auto a = SumMileage(*c, ScopeA(), f);
  ASSERT_TRUE(a.ok());
  ASSERT_EQ(a->total, 1);
  EXPECT_EQ(a->rows[0].vehicle.asset_id, car_a_.id);
  auto b = SumMileage(*c, ScopeB(), f);
  ASSERT_TRUE(b.ok());
  ASSERT_EQ(b->total, 1);
  EXPECT_DOUBLE_EQ(b->rows[0].driven_km, 9);
  EXPECT_EQ(b->rows[0].last_time, 4000);
  auto all = SumMileage(*c, Scope::Everything(), f);
  EXPECT_EQ(all->total, 2);
  // Another tenant's vehicle or group: NotFound with a Chinese message, never its rows.
  f.vehicle_id = car_b_.id;
  auto foreign = SumMileage(*c, ScopeA(), f);
  ASSERT_FALSE(foreign.ok());
  EXPECT_EQ(foreign.status().message(), "车辆不存在或无权访问");
  f.vehicle_id = 0;
  f.group_id = b_.id;
  EXPECT_EQ(ListVehicleDays(*c, ScopeA(), f).status().message(), "车组不存在或无权查看");
  f.group_id = a1_.id;
  EXPECT_EQ(ListVehicleDays(*c, ScopeA(), f)->total, 1);
}

// 行车统计's columns (D139): shares add, the first moment from the earliest share with time, the
// last from the latest; over days the intervals are Σnum − Σcarried + the first day's carried;
// another tenant's vehicles are never summed, its vehicle or group refused.
TEST_F(VehicleDayRepoTest, AccColumnsMergeAndSumInsideTheScope) {
  auto c = db_->Acquire();
  auto acc = [](long long dev, int day, long long ms, int num, int carried, double km, long long first,
                long long last) {
    VehicleDayRow r;
    r.device_id = dev;
    r.day = day;
    r.acc_on = {.ms = ms, .num = num, .carried = carried, .km = km, .first = first, .last = last};
    return r;
  };
  long long a = DeviceOf(car_a_), b = DeviceOf(car_b_);
  // 26th: one interval begun on the 25th (carried) and under way into the 27th, which has a second one too.
  ASSERT_TRUE(AddVehicleDays(*c, {acc(a, 20261126, 600'000, 1, 1, 3, 100, 700)}).ok());
  ASSERT_TRUE(AddVehicleDays(*c, {acc(a, 20261127, 1'000, 1, 1, 0.5, 5'000, 6'000),
                                  acc(a, 20261127, 2'000, 1, 0, 1.5, 9'000, 11'000),
                                  acc(b, 20261127, 50'000, 4, 0, 9, 1'000, 90'000)})
                  .ok());
  ASSERT_TRUE(AddVehicleDays(*c, {acc(a, 20261127, 0, 0, 0, 0, 0, 0)}).ok());  // a share without ACC time
  auto row = c->Query(
      "SELECT acc_on_ms, acc_on_num, acc_on_carried, acc_on_km, acc_on_first, acc_on_last, acc_off_ms FROM "
      "vehicle_days WHERE device_id = ? AND day = 20261127",
      {a});
  ASSERT_TRUE(row.ok());
  EXPECT_EQ(row->at(0).Int(0), 3'000);
  EXPECT_EQ(row->at(0).Int(1), 2);
  EXPECT_EQ(row->at(0).Int(2), 1);
  EXPECT_DOUBLE_EQ(row->at(0).Real(3), 2.0);
  EXPECT_EQ(row->at(0).Int(4), 5'000);
  EXPECT_EQ(row->at(0).Int(5), 11'000);
  EXPECT_EQ(row->at(0).Int(6), 0);

  DayReportFilter f;
  f.from_day = 20261126;
  f.to_day = 20261127;
  auto both = SumAcc(*c, ScopeA(), f, true);
  ASSERT_TRUE(both.ok()) << both.status().message();
  ASSERT_EQ(both->total, 1);
  const AccSum& s = both->rows[0];
  EXPECT_EQ(s.vehicle.asset_id, car_a_.id);
  EXPECT_EQ(s.ms, 603'000);
  EXPECT_EQ(s.num, 2);  // 1 + 2 touching, minus 2 carried, plus the 26th's: the long one and the 27th's second
  EXPECT_DOUBLE_EQ(s.km, 5.0);
  EXPECT_EQ(s.first, 100);
  EXPECT_EQ(s.last, 11'000);
  f.from_day = 20261127;
  auto one = SumAcc(*c, ScopeA(), f, true);
  ASSERT_TRUE(one.ok());
  EXPECT_EQ(one->rows.at(0).num, 2);                    // the carried interval is cut at midnight and still counts
  EXPECT_EQ(SumAcc(*c, ScopeA(), f, false)->total, 0);  // nothing off
  EXPECT_EQ(SumAcc(*c, Scope::Everything(), f, true)->total, 2);
  auto b_side = SumAcc(*c, ScopeB(), f, true);
  ASSERT_EQ(b_side->total, 1);
  EXPECT_EQ(b_side->rows[0].vehicle.asset_id, car_b_.id);
  f.vehicle_id = car_b_.id;
  EXPECT_EQ(SumAcc(*c, ScopeA(), f, true).status().message(), "车辆不存在或无权访问");
  f.vehicle_id = 0;
  f.group_id = b_.id;
  EXPECT_EQ(SumAcc(*c, ScopeA(), f, true).status().message(), "车组不存在或无权查看");
}

TEST_F(VehicleDayRepoTest, ReplaceRewritesOnlyTheRange) {
  long long dev = DeviceOf(car_a_);
  auto c = db_->Acquire();
  ASSERT_TRUE(AddVehicleDays(*c, {Share(dev, 20261126, 1, 2, 0, 1, 1), Share(dev, 20261127, 3, 4, 1, 2, 1)}).ok());
  ASSERT_TRUE(ReplaceVehicleDays(*c, dev, 20261127, 20261130, {Share(dev, 20261128, 5, 6, 2, 4, 2)}).ok());
  DayReportFilter f;
  f.from_day = 20261101;
  f.to_day = 20261130;
  auto page = ListVehicleDays(*c, ScopeA(), f);
  ASSERT_EQ(page->total, 2);
  EXPECT_EQ(page->rows[0].day.day, 20261126);
  EXPECT_EQ(page->rows[1].day.day, 20261128);
}

TEST_F(VehicleDayRepoTest, OfflineVehiclesByLastReport) {
  auto c = db_->Acquire();
  for (auto [car, recv] : {std::pair{car_a_, 1'000'000LL}, std::pair{car_b_, 5'000'000LL}})
    ASSERT_TRUE(c->Exec("INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, mileage, attributes) "
                        "VALUES (?, ?, ?, 22.5, 114.0, 100, '{\"batteryPct\":40}')",
                        {DeviceOf(car), recv, recv})
                    .ok());
  DayReportFilter f;
  auto off = ListOfflineVehicles(*c, Scope::Everything(), f, 2'000'000, 0);
  ASSERT_TRUE(off.ok()) << off.status().message();
  ASSERT_EQ(off->total, 1);
  EXPECT_EQ(off->rows[0].vehicle.asset_id, car_a_.id);
  EXPECT_EQ(ListOfflineVehicles(*c, Scope::Everything(), f, 9'000'000, 0)->total, 2);
  EXPECT_EQ(ListOfflineVehicles(*c, Scope::Everything(), f, 9'000'000, 2'000'000)->total, 1);
  EXPECT_EQ(ListOfflineVehicles(*c, ScopeB(), f, 2'000'000, 0)->total, 0);
  EXPECT_EQ(ListLatestStates(*c, ScopeA(), f, true)->total, 1);
}

}  // namespace
}  // namespace chelian::store
