// The 智能工牌 repositories on two tenants: people (kind 2) listed, changed and deleted only inside
// the caller's subtree and never mixed with vehicles; a group's attendance rule applying below it
// unless a deeper group has its own; patrol points kept per subtree; bad rules refused in Chinese.
#include <gtest/gtest.h>

#include "store/card_people_repo.h"
#include "store/card_place_repo.h"
#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

class CardRepoTest : public TwoTenantsTest {
 protected:
  CardPerson Add(const Scope& scope, long long group_id, const std::string& name, const std::string& badge) {
    auto c = db_->Acquire();
    auto p = AddCardPerson(
        *c, scope,
        {.group_id = group_id, .name = name, .person_no = "N-" + badge, .department = "一班", .terminal_no = badge}, 1);
    EXPECT_TRUE(p.ok()) << p.status().message();
    return p.ok() ? *p : CardPerson{};
  }
  CardAttendanceRule Rule(long long group_id, const std::string& name) {
    return {.group_id = group_id,
            .name = name,
            .lat = 22.5,
            .lon = 114.0,
            .radius = 200,
            .start_min = 480,
            .end_min = 1020,
            .grace_min = 5};
  }
};

TEST_F(CardRepoTest, PeopleStayInTheirSubtreeAndApartFromVehicles) {
  CardPerson a = Add(ScopeA(), a1_.id, "张三", "8600001");
  CardPerson b = Add(ScopeB(), b_.id, "李四", "8600002");
  EXPECT_EQ(a.terminal_type, "GPRS-手表");
  EXPECT_EQ(a.department, "一班");
  auto c = db_->Acquire();
  auto seen = QueryCardPeople(*c, ScopeA(), {});
  ASSERT_TRUE(seen.ok());
  ASSERT_EQ(seen->total, 1);  // not 客户B's person, not A's vehicle
  EXPECT_EQ(seen->rows[0].name, "张三");
  EXPECT_EQ(QueryCardPeople(*c, Scope::Everything(), {.keyword = "N-86"})->total, 2);
  // Another tenant's group or person is refused; a taken badge too.
  EXPECT_EQ(
      AddCardPerson(*c, ScopeA(), {.group_id = b_.id, .name = "王五", .terminal_no = "8600003"}, 1).status().code(),
      StatusCode::kNotFound);
  EXPECT_EQ(
      AddCardPerson(*c, ScopeA(), {.group_id = a_.id, .name = "王五", .terminal_no = "8600002"}, 1).status().code(),
      StatusCode::kAlreadyExists);
  EXPECT_EQ(UpdateCardPerson(*c, ScopeA(), b.id, {.name = "改名"}).code(), StatusCode::kNotFound);
  EXPECT_EQ(DeleteCardPerson(*c, ScopeA(), b.id).code(), StatusCode::kNotFound);
  EXPECT_EQ(GetCardPerson(*c, ScopeA(), car_a_.id).status().code(), StatusCode::kNotFound);  // a vehicle
  // Moving into the other tenant's group is refused; a change inside the subtree is kept.
  EXPECT_EQ(UpdateCardPerson(*c, ScopeA(), a.id, {.group_id = b_.id, .name = "张三"}).code(), StatusCode::kNotFound);
  ASSERT_TRUE(
      UpdateCardPerson(
          *c, ScopeA(), a.id,
          {.group_id = a_.id, .name = "张三丰", .person_no = "S1", .department = "二班", .terminal_no = "8600009"})
          .ok());
  CardPerson changed = GetCardPerson(*c, ScopeA(), a.id).value();
  EXPECT_EQ(changed.name, "张三丰");
  EXPECT_EQ(changed.group_id, a_.id);
  EXPECT_EQ(changed.terminal_no, "8600009");
  ASSERT_TRUE(DeleteCardPerson(*c, ScopeA(), a.id).ok());
  EXPECT_EQ(QueryCardPeople(*c, ScopeA(), {})->total, 0);
  EXPECT_EQ(c->Query("SELECT COUNT(*) FROM devices WHERE terminal_no = '8600009'")->at(0).Int(0), 0);
  EXPECT_EQ(GetCardPerson(*c, ScopeB(), b.id)->name, "李四");
}

TEST_F(CardRepoTest, TheDeepestGroupsRuleApplies) {
  auto c = db_->Acquire();
  ASSERT_TRUE(SaveAttendanceRule(*c, ScopeA(), Rule(a_.id, "客户A白班"), "a", 1).ok());
  EXPECT_EQ(SaveAttendanceRule(*c, ScopeA(), Rule(b_.id, "越权"), "a", 1).code(), StatusCode::kNotFound);
  auto rules = ListAttendanceRules(*c, ScopeA()).value();
  ASSERT_EQ(rules.size(), 1u);
  EXPECT_EQ(RuleForGroupPath(rules, a1_.path)->name, "客户A白班");  // inherited by A车队
  EXPECT_EQ(RuleForGroupPath(rules, b_.path), nullptr);
  ASSERT_TRUE(SaveAttendanceRule(*c, ScopeA(), Rule(a1_.id, "车队夜班"), "a", 2).ok());
  rules = ListAttendanceRules(*c, {a1_.id, a1_.path}).value();  // the ancestor's rule is read too
  ASSERT_EQ(rules.size(), 2u);
  EXPECT_EQ(RuleForGroupPath(rules, a1_.path)->name, "车队夜班");
  EXPECT_EQ(RuleForGroupPath(rules, a_.path)->name, "客户A白班");
  EXPECT_TRUE(ListAttendanceRules(*c, ScopeB())->empty());
  CardAttendanceRule bad = Rule(a_.id, "x");
  bad.radius = 5;
  EXPECT_EQ(ValidateAttendanceRule(bad).message(), "半径超出范围");
  bad = Rule(a_.id, "x");
  bad.end_min = bad.start_min;
  EXPECT_EQ(ValidateAttendanceRule(bad).message(), "上班时间与下班时间不能相同");
  ASSERT_TRUE(DeleteAttendanceRule(*c, ScopeA(), a1_.id).ok());
  EXPECT_EQ(ListAttendanceRules(*c, ScopeA())->size(), 1u);
}

TEST_F(CardRepoTest, PatrolPointsPerSubtree) {
  auto c = db_->Acquire();
  CardPatrolPoint p{
      .group_id = a1_.id, .name = "东门", .lat = 22.5, .lon = 114.0, .radius = 50, .start_min = 1200, .end_min = 120};
  long long id = SavePatrolPoint(*c, ScopeA(), p, 1).value();
  EXPECT_EQ(ListPatrolPoints(*c, ScopeA())->size(), 1u);
  EXPECT_TRUE(ListPatrolPoints(*c, ScopeB())->empty());
  p.id = id;
  p.name = "越权";
  EXPECT_EQ(SavePatrolPoint(*c, ScopeB(), p, 1).status().code(), StatusCode::kNotFound);  // B's scope, A's group
  p.group_id = b_.id;
  EXPECT_EQ(SavePatrolPoint(*c, ScopeB(), p, 1).status().code(), StatusCode::kNotFound);  // A's point
  EXPECT_EQ(DeletePatrolPoint(*c, ScopeB(), id).code(), StatusCode::kNotFound);
  EXPECT_EQ(ListPatrolPoints(*c, ScopeA())->front().name, "东门");
  ASSERT_TRUE(DeletePatrolPoint(*c, ScopeA(), id).ok());
  EXPECT_TRUE(ListPatrolPoints(*c, ScopeA())->empty());
}

}  // namespace
}  // namespace chelian::store
