// Tests for 车辆管理's repository: every read and write stays inside the caller's subtree (a sibling
// tenant's vehicles and groups are not there), the table pages one group, edits keep terminal
// numbers unique (leading zeros aside), deletes take the device along, and a group's usage counts.
#include "store/fleet_repo.h"

#include <gtest/gtest.h>

#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

class FleetRepoTest : public TwoTenantsTest {
 protected:
  VehicleEdit EditOf(const FleetVehicle& v) {
    VehicleEdit e;
    e.group_id = v.group_id;
    e.plate = v.plate;
    e.terminal_no = v.terminal_no;
    e.terminal_type = v.terminal_type;
    e.protocol = v.protocol;
    e.sim = v.sim;
    return e;
  }
};

TEST_F(FleetRepoTest, TheTableListsOneGroupOfTheScope) {
  auto c = db_->Acquire();
  for (int i = 2; i <= 4; ++i)
    ASSERT_TRUE(CreateAssetWithDevice(*c, Scope::Everything(), {a1_.id, 1, "粤A0000" + std::to_string(i)},
                                      {"1380000010" + std::to_string(i)}, i)
                    .ok());
  auto page = PageGroupVehicles(*c, ScopeA(), a1_.id, 2, 2);
  ASSERT_TRUE(page.ok()) << page.status().message();
  EXPECT_EQ(page->total, 4);
  ASSERT_EQ(page->rows.size(), 2u);
  EXPECT_EQ(page->rows[0].plate, "粤A00003");
  EXPECT_EQ(page->rows[1].group_name, "A车队");
  EXPECT_FALSE(page->rows[1].has_state);
  auto rank = VehicleRankInGroup(*c, page->rows[1]);
  ASSERT_TRUE(rank.ok());
  EXPECT_EQ(*rank, 3);
  // Only the group's own vehicles: 客户A holds none directly.
  EXPECT_EQ(PageGroupVehicles(*c, ScopeA(), a_.id, 1, 40)->total, 0);
  // Another tenant's group and vehicle are not there.
  EXPECT_EQ(PageGroupVehicles(*c, ScopeA(), b_.id, 1, 40).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(ListGroupVehicles(*c, ScopeB(), a1_.id).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(GetFleetVehicle(*c, ScopeA(), car_b_.id).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(ListGroupVehicles(*c, ScopeA(), a1_.id)->size(), 4u);
}

TEST_F(FleetRepoTest, EditsMovesAndDeletesStayInsideTheScope) {
  auto c = db_->Acquire();
  auto a = GetFleetVehicle(*c, ScopeA(), car_a_.id).value();
  VehicleEdit e = EditOf(a);
  e.plate = "粤A99999";
  e.mac = "AA:BB";
  EXPECT_EQ(UpdateFleetVehicle(*c, ScopeB(), car_a_.id, e).code(), StatusCode::kNotFound);
  ASSERT_TRUE(UpdateFleetVehicle(*c, ScopeA(), car_a_.id, e).ok());
  EXPECT_EQ(GetFleetVehicle(*c, ScopeA(), car_a_.id)->mac, "AA:BB");
  // The other tenant's terminal number (with a leading zero) is taken.
  e.terminal_no = "013800000002";
  EXPECT_EQ(UpdateFleetVehicle(*c, ScopeA(), car_a_.id, e).code(), StatusCode::kAlreadyExists);
  // Into another tenant's group: neither by the edit nor by a move.
  e = EditOf(a);
  e.group_id = b_.id;
  EXPECT_EQ(UpdateFleetVehicle(*c, ScopeA(), car_a_.id, e).code(), StatusCode::kNotFound);
  EXPECT_EQ(MoveVehicle(*c, ScopeA(), car_a_.id, b_.id).code(), StatusCode::kNotFound);
  EXPECT_EQ(MoveVehicle(*c, ScopeA(), car_b_.id, a1_.id).code(), StatusCode::kNotFound);
  ASSERT_TRUE(MoveVehicle(*c, ScopeA(), car_a_.id, a_.id).ok());
  EXPECT_EQ(GetFleetVehicle(*c, ScopeA(), car_a_.id)->group_id, a_.id);
  // Deleting: not another tenant's; one's own with its device.
  EXPECT_EQ(DeleteFleetVehicle(*c, ScopeA(), car_b_.id).code(), StatusCode::kNotFound);
  ASSERT_TRUE(DeleteFleetVehicle(*c, ScopeA(), car_a_.id).ok());
  EXPECT_EQ(c->Query("SELECT COUNT(*) FROM devices WHERE terminal_no = '13800000001'")->at(0).Int(0), 0);
  EXPECT_EQ(c->Query("SELECT COUNT(*) FROM assets")->at(0).Int(0), 1);
}

TEST_F(FleetRepoTest, ListedNumbersAndPlatesAreFoundWhereverTheyAre) {
  auto c = db_->Acquire();
  auto found = FindVehiclesByTerminals(*c, {"013800000001", "13800000002", "139"});
  ASSERT_TRUE(found.ok());
  ASSERT_EQ(found->size(), 2u);
  EXPECT_EQ((*found)[0].key, "13800000001");
  EXPECT_EQ((*found)[0].group_path, a1_.path);
  EXPECT_EQ((*found)[1].asset_id, car_b_.id);
  auto plates = FindVehiclesByPlates(*c, {"粤B00001"});
  ASSERT_EQ(plates->size(), 1u);
  EXPECT_FALSE(ScopeA().Contains(plates->at(0).group_path));
  EXPECT_EQ(TerminalKey("000"), "0");
  EXPECT_EQ(TerminalKey("0138"), "138");
}

TEST_F(FleetRepoTest, AGroupIsDeletedOnlyWhenEmptyAndInsideTheScope) {
  auto c = db_->Acquire();
  auto usage = GroupUsageOf(*c, a_.id);
  ASSERT_TRUE(usage.ok());
  EXPECT_EQ(usage->children, 1);
  EXPECT_EQ(usage->vehicles, 0);
  EXPECT_EQ(GroupUsageOf(*c, a1_.id)->vehicles, 1);
  auto empty = CreateGroup(*c, ScopeA(), {a_.id, "空组"}, 1).value();
  EXPECT_EQ(SiblingNamed(*c, a_.id, "空组", 0).value(), true);
  EXPECT_EQ(SiblingNamed(*c, a_.id, "空组", empty.id).value(), false);
  EXPECT_EQ(UpdateGroupInfo(*c, ScopeB(), empty.id, "改", "", "", "").code(), StatusCode::kNotFound);
  ASSERT_TRUE(UpdateGroupInfo(*c, ScopeA(), empty.id, "改", "张三", "138", "备注").ok());
  EXPECT_EQ(GetGroup(*c, ScopeA(), empty.id)->remark, "备注");
  EXPECT_EQ(DeleteEmptyGroup(*c, ScopeB(), empty.id).code(), StatusCode::kNotFound);
  ASSERT_TRUE(DeleteEmptyGroup(*c, ScopeA(), empty.id).ok());
  EXPECT_EQ(GetGroup(*c, ScopeA(), empty.id).status().code(), StatusCode::kNotFound);
}

}  // namespace
}  // namespace chelian::store
