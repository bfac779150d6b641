// Tests of the monitoring-centre repository: every read and write stays inside the caller's group
// subtree; follow levels belong to a user; alarm episodes and their handling.
#include "store/monitor_repo.h"

#include <gtest/gtest.h>

#include "store/alarm_handling.h"
#include "store/alarm_repo.h"
#include "store/asset_repo.h"
#include "store/group_repo.h"
#include "store/test_db.h"

namespace chelian::store {
namespace {

class MonitorRepoTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = OpenTestDatabase("monitor_repo");
    auto c = db_->Acquire();
    const Scope all = Scope::Everything();
    auto root = CreateGroup(*c, all, {0, "代理商"}, 1).value();
    mine_ = CreateGroup(*c, all, {root.id, "顺达"}, 1).value();
    auto fleet = CreateGroup(*c, all, {mine_.id, "一车队"}, 1).value();
    theirs_ = CreateGroup(*c, all, {root.id, "京华"}, 1).value();
    a1_ = CreateAssetWithDevice(*c, all, {fleet.id, 1, "粤B00001", 0, "", "", "LFV001", "张三"}, {"13800000001"}, 1)
              .value();
    NewDevice wireless{"13800000002"};
    wireless.long_standby = 1;
    a2_ = CreateAssetWithDevice(*c, all, {mine_.id, 1, "粤B00002"}, wireless, 1).value();
    b1_ = CreateAssetWithDevice(*c, all, {theirs_.id, 1, "京A00001"}, {"13900000001"}, 1).value();
    ASSERT_TRUE(
        c->Exec("INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, speed, course, flags, mileage, "
                "motion, motion_since) SELECT id, 100, 101, 22.5, 114.0, 30.0, 90, 1, 12.5, 1, 50 FROM devices "
                "WHERE terminal_no = '13800000001'")
            .ok());
  }
  Scope MyScope() const { return {mine_.id, mine_.path}; }
  Scope TheirScope() const { return {theirs_.id, theirs_.path}; }
  TestDb db_;
  Group mine_, theirs_;
  AssetRow a1_, a2_, b1_;
};

TEST_F(MonitorRepoTest, ListsOnlyTheSubtreeWithSavedStateAndOpenAlarms) {
  auto c = db_->Acquire();
  ASSERT_TRUE(
      BeginAlarm(*c, {a1_.id, a1_.id, a1_.group_id, "emergencyAlarm", "紧急报警", 1, {90, 22.5, 114.0}}, 95).ok());
  auto rows = ListMonitorVehicles(*c, MyScope(), 1, {});
  ASSERT_TRUE(rows.ok());
  ASSERT_EQ(rows->size(), 2u);
  const MonitorVehicle* v1 = rows->at(0).asset_id == a1_.id ? &rows->at(0) : &rows->at(1);
  EXPECT_TRUE(v1->state.present);
  EXPECT_DOUBLE_EQ(v1->state.speed, 30.0);
  EXPECT_EQ(v1->state.motion, 1);
  EXPECT_EQ(v1->group_name, "一车队");
  EXPECT_EQ(v1->open_alarms, std::vector<std::string>{"emergencyAlarm"});
  for (const auto& v : *rows) EXPECT_NE(v.asset_id, b1_.id);
  auto theirs = ListMonitorVehicles(*c, TheirScope(), 1, {});
  ASSERT_EQ(theirs->size(), 1u);
  EXPECT_FALSE(theirs->at(0).state.present);
  // Filters: wireless devices, one subtree.
  MonitorFilter wireless;
  wireless.wireless_only = true;
  EXPECT_EQ(ListMonitorVehicles(*c, MyScope(), 1, wireless)->size(), 1u);
  auto paths = GroupPaths(*c, MyScope(), {a1_.group_id});
  ASSERT_TRUE(paths.ok());
  MonitorFilter fleet;
  fleet.group_paths = *paths;
  EXPECT_EQ(ListMonitorVehicles(*c, MyScope(), 1, fleet)->size(), 1u);
  EXPECT_FALSE(GroupPaths(*c, MyScope(), {theirs_.id}).ok());
}

TEST_F(MonitorRepoTest, ListedByGroupPathThenPlateBytewiseThenIdWithEachVehicleOnce) {
  auto c = db_->Acquire();
  const Scope all = Scope::Everything();
  // In 顺达 (path before its 一车队's): a plate after 粤B00002 in bytes, one before it, and a second
  // vehicle with 粤B00002's plate (ordered by id); a second device on a1 (listed once).
  auto later = CreateAssetWithDevice(*c, all, {mine_.id, 1, "粤C00001"}, {"13800000003"}, 1).value();
  auto earlier = CreateAssetWithDevice(*c, all, {mine_.id, 1, "AB123"}, {"13800000004"}, 1).value();
  auto twin = CreateAssetWithDevice(*c, all, {mine_.id, 1, "粤B00002"}, {"13800000005"}, 1).value();
  ASSERT_TRUE(
      c->Exec("INSERT INTO devices (asset_id, terminal_no, created_at) VALUES (?, '13800000006', 1)", {a1_.id}).ok());
  auto rows = ListMonitorVehicles(*c, MyScope(), 1, {});
  ASSERT_TRUE(rows.ok());
  std::vector<long long> ids;
  for (const auto& v : *rows) ids.push_back(v.asset_id);
  EXPECT_EQ(ids, (std::vector<long long>{earlier.id, a2_.id, twin.id, later.id, a1_.id}));
}

TEST_F(MonitorRepoTest, VehicleDetailsOnlyInsideTheScope) {
  auto c = db_->Acquire();
  auto v = GetVehicleDetails(*c, MyScope(), a1_.id);
  ASSERT_TRUE(v.ok());
  EXPECT_EQ(v->plate, "粤B00001");
  EXPECT_EQ(v->terminal_no, "13800000001");
  EXPECT_EQ(v->owner, "张三");
  EXPECT_EQ(v->group_name, "一车队");
  EXPECT_FALSE(GetVehicleDetails(*c, MyScope(), b1_.id).ok());
}

TEST_F(MonitorRepoTest, FollowLevelsArePerUserAndOnlyForVisibleVehicles) {
  auto c = db_->Acquire();
  ASSERT_TRUE(SaveConcern(*c, MyScope(), 7, a1_.id, 2, "需要回访", 10).ok());
  EXPECT_FALSE(SaveConcern(*c, MyScope(), 7, b1_.id, 2, "", 10).ok());
  EXPECT_FALSE(SaveConcern(*c, MyScope(), 7, a1_.id, 0, "", 10).ok());
  ASSERT_TRUE(SaveConcern(*c, MyScope(), 7, a1_.id, 1, "重点客户", 11).ok());  // update in place
  MonitorFilter followed;
  followed.followed_only = true;
  auto mine = ListMonitorVehicles(*c, MyScope(), 7, followed);
  ASSERT_EQ(mine->size(), 1u);
  EXPECT_EQ(mine->at(0).concern_level, 1);
  EXPECT_EQ(mine->at(0).concern_remark, "重点客户");
  EXPECT_TRUE(ListMonitorVehicles(*c, MyScope(), 8, followed)->empty());  // another user
  ASSERT_TRUE(DeleteConcern(*c, 7, a1_.id).ok());
  EXPECT_TRUE(ListMonitorVehicles(*c, MyScope(), 7, followed)->empty());
}

TEST_F(MonitorRepoTest, SearchFindsOnlyVisibleVehiclesAndSaysWhatMatched) {
  auto c = db_->Acquire();
  auto found = SearchVehicles(*c, MyScope(), "0000", 50);
  ASSERT_TRUE(found.ok());
  EXPECT_EQ(found->size(), 2u);
  for (const auto& m : *found) EXPECT_NE(m.asset_id, b1_.id);
  EXPECT_EQ(SearchVehicles(*c, MyScope(), "lfv", 50)->at(0).match_type, 6);
  EXPECT_EQ(SearchVehicles(*c, MyScope(), "张三", 50)->at(0).match_type, 4);
  EXPECT_EQ(SearchVehicles(*c, MyScope(), "13800000002", 50)->at(0).match_type, 2);
  EXPECT_TRUE(SearchVehicles(*c, MyScope(), "京A", 50)->empty());
  EXPECT_TRUE(SearchVehicles(*c, MyScope(), "%", 50)->empty());  // wildcards are literal
}

TEST_F(MonitorRepoTest, RecentAlarmsAndHandlingStayInScope) {
  auto c = db_->Acquire();
  long long mine =
      BeginAlarm(*c, {a1_.id, a1_.id, a1_.group_id, "overSpeed", "超速报警", 1, {1000, 22.5, 114.0, 120}}, 1000)
          .value();
  long long theirs =
      BeginAlarm(*c, {b1_.id, b1_.id, b1_.group_id, "emergencyAlarm", "紧急报警", 1, {1000}}, 1000).value();
  RecentAlarmQuery q;
  auto list = ListRecentAlarms(*c, MyScope(), q);
  ASSERT_EQ(list->size(), 1u);
  EXPECT_EQ(list->at(0).label, "超速报警");
  EXPECT_EQ(list->at(0).plate, "粤B00001");
  EXPECT_DOUBLE_EQ(list->at(0).speed, 120.0);
  q.exclude_codes = {"overSpeed"};
  EXPECT_TRUE(ListRecentAlarms(*c, MyScope(), q)->empty());
  auto handled = HandleAlarms(*c, MyScope(), {mine, theirs}, {2, "误报", "张三", "138"}, 2000);
  ASSERT_EQ(handled->size(), 1u);  // theirs is outside the scope
  EXPECT_EQ(handled->at(0).id, mine);
  EXPECT_TRUE(HandleAlarms(*c, MyScope(), {mine}, {1, "", "李四", "139"}, 3000)->empty());  // handled once only
  auto log = c->Query("SELECT alarm_id, result, contact FROM alarm_operation_log");
  ASSERT_EQ(log->size(), 1u);
  EXPECT_EQ(log->at(0).Int(0), mine);
  EXPECT_EQ(log->at(0).Int(1), 2);
  EXPECT_TRUE(ListRecentAlarms(*c, MyScope(), {})->empty());
  EXPECT_EQ(ListRecentAlarms(*c, TheirScope(), {})->size(), 1u);
}

}  // namespace
}  // namespace chelian::store
