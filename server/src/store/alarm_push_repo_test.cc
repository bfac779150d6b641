// Tests for the alarm push storage: settings and recipients are inherited from ancestors, but a
// group outside the caller's subtree can be neither read nor written; the log and the saved queue.
#include "store/alarm_push_repo.h"

#include <gtest/gtest.h>

#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

using AlarmPushRepoTest = TwoTenantsTest;

TEST_F(AlarmPushRepoTest, SettingsAreInheritedButOnlyTheScopesGroupsAreReadOrWritten) {
  auto c = db_->Acquire();
  PushChannels mail;
  mail.email = true;
  ASSERT_TRUE(SavePushConfigRows(*c, Scope::Everything(), root_.id, {{0, "emergencyAlarm", mail}}, 1, 1).ok());
  ASSERT_TRUE(SavePushConfigRows(*c, ScopeA(), a1_.id, {{0, "shockAlarm", {}}}, 2, 2).ok());
  // A reads its fleet's rows with the root's above them.
  auto rows = LoadPushConfigRows(*c, ScopeA(), a1_.path);
  ASSERT_TRUE(rows.ok()) << rows.status().message();
  ASSERT_EQ(rows->size(), 2u);
  EXPECT_EQ(rows->at(0).group_id, root_.id);
  EXPECT_TRUE(rows->at(0).channels.email);
  EXPECT_EQ(rows->at(1).group_id, a1_.id);
  // B's group is not A's to read or write, nor is the root above A.
  EXPECT_EQ(LoadPushConfigRows(*c, ScopeA(), b_.path).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(LoadPushConfigRows(*c, ScopeA(), root_.path).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(SavePushConfigRows(*c, ScopeA(), b_.id, {{0, "shockAlarm", mail}}, 2, 3).code(), StatusCode::kNotFound);
  EXPECT_EQ(SavePushConfigRows(*c, ScopeA(), root_.id, {{0, "shockAlarm", mail}}, 2, 3).code(), StatusCode::kNotFound);
  EXPECT_EQ(LoadPushConfigRows(*c, ScopeB(), b_.path)->size(), 1u);  // the root's only
}

TEST_F(AlarmPushRepoTest, RecipientsComeFromTheNearestGroupThatHasAnyInsideTheScopeOnly) {
  auto c = db_->Acquire();
  ASSERT_TRUE(
      SavePushTargets(*c, Scope::Everything(), {root_.id, {"ops@example.com", "boss@example.cn"}, {}, "", ""}, 1, 1)
          .ok());
  ASSERT_TRUE(
      SavePushTargets(*c, ScopeA(), {a_.id, {}, {"13800000000"}, "https://hooks.example.com/a", "s"}, 1, 1).ok());
  auto fleet = LoadPushTargets(*c, ScopeA(), a1_.path);
  ASSERT_TRUE(fleet.ok()) << fleet.status().message();
  EXPECT_EQ(fleet->group_id, a_.id);
  EXPECT_EQ(fleet->phones, std::vector<std::string>{"13800000000"});
  EXPECT_EQ(fleet->webhook_secret, "s");
  auto b = LoadPushTargets(*c, ScopeB(), b_.path);
  EXPECT_EQ(b->group_id, root_.id);
  EXPECT_EQ(b->emails, (std::vector<std::string>{"ops@example.com", "boss@example.cn"}));
  EXPECT_EQ(LoadPushTargets(*c, ScopeA(), b_.path).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(SavePushTargets(*c, ScopeA(), {b_.id, {"x@example.com"}}, 1, 2).code(), StatusCode::kNotFound);
  EXPECT_EQ(LoadPushTargets(*c, ScopeB(), b_.path)->group_id, root_.id);  // unchanged
}

TEST_F(AlarmPushRepoTest, TheLogShowsTheSubtreeOfTheAskedGroupNewestFirst) {
  auto c = db_->Acquire();
  ASSERT_TRUE(InsertPushLog(*c, {0, 0, a1_.id, "email", "ops@example.com", 1, 1, "", 10}).ok());
  ASSERT_TRUE(InsertPushLog(*c, {0, 0, a_.id, "sms", "13800000000", 2, 1, "网关错误", 20}).ok());
  ASSERT_TRUE(InsertPushLog(*c, {0, 0, b_.id, "webhook", "https://b.example.com", 1, 3, "", 30}).ok());
  auto a = PagePushLog(*c, ScopeA(), a_.path, 1, 1);
  ASSERT_TRUE(a.ok()) << a.status().message();
  EXPECT_EQ(a->total, 2);
  ASSERT_EQ(a->rows.size(), 1u);
  EXPECT_EQ(a->rows[0].channel, "sms");
  EXPECT_EQ(a->rows[0].error, "网关错误");
  EXPECT_EQ(PagePushLog(*c, ScopeA(), a_.path, 2, 1)->rows.at(0).target, "ops@example.com");
  EXPECT_EQ(PagePushLog(*c, ScopeA(), a1_.path, 1, 10)->total, 1);
  EXPECT_EQ(PagePushLog(*c, Scope::Everything(), root_.path, 1, 10)->total, 3);
  EXPECT_EQ(PagePushLog(*c, ScopeA(), b_.path, 1, 10).status().code(), StatusCode::kNotFound);
}

TEST_F(AlarmPushRepoTest, SavedPushesAreTakenOnceInTheOrderSaved) {
  auto c = db_->Acquire();
  ASSERT_TRUE(SavePendingPushes(*c, {{30, R"({"expand":1})"}, {10, R"({"expand":0})"}}, 5).ok());
  auto taken = TakePendingPushes(*c);
  ASSERT_TRUE(taken.ok()) << taken.status().message();
  ASSERT_EQ(taken->size(), 2u);
  EXPECT_EQ(taken->at(0).due_ms, 30);
  EXPECT_EQ(taken->at(1).item, R"({"expand":0})");
  EXPECT_TRUE(TakePendingPushes(*c)->empty());
}

}  // namespace
}  // namespace chelian::store
