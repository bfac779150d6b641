// Tests for the account repository: the user tree (below, above), reads limited to the scope,
// rights withdrawn down a sub-tree, and a sub-tree deleted with its coins returned to one account.
#include "store/account_repo.h"

#include <gtest/gtest.h>

#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

class AccountRepoTest : public TwoTenantsTest {
 protected:
  void SetUp() override {
    TwoTenantsTest::SetUp();
    // agent (root) → a (客户A) → a1 (A车队) → a2 (A车队); agent → b (客户B).
    agent_ = Add("agent", root_.id, 0);
    ua_ = Add("a", a_.id, agent_.id);
    ua1_ = Add("a1", a1_.id, ua_.id, 30);
    ua2_ = Add("a2", a1_.id, ua1_.id, 12);
    ub_ = Add("b", b_.id, agent_.id, 5);
  }
  Account Add(const std::string& name, long long group_id, long long parent_id, long long coins = 0) {
    auto c = db_->Acquire();
    NewAccount n;
    n.username = name;
    n.password_hash = "x";
    n.group_id = group_id;
    n.role_id = 2;
    n.parent_id = parent_id;
    n.corp_name = name + "公司";
    auto a = CreateAccount(*c, Scope::Everything(), n, 1);
    EXPECT_TRUE(a.ok()) << a.status().message();
    EXPECT_TRUE(c->Exec("UPDATE users SET coins = ? WHERE id = ?", {coins, a->id}).ok());
    return *a;
  }
  std::vector<long long> Ids(const AccountQuery& q, const Scope& scope = Scope::Everything()) {
    auto c = db_->Acquire();
    auto page = QueryAccounts(*c, scope, q);
    EXPECT_TRUE(page.ok());
    std::vector<long long> out;
    for (const auto& a : page->rows) out.push_back(a.id);
    return out;
  }
  long long Coins(long long id) {
    return db_->Acquire()->Query("SELECT coins FROM users WHERE id = ?", {id})->at(0).Int(0);
  }

  // The account of the fixture's group of the same letter.
  Account agent_, ua_, ua1_, ua2_, ub_;
};

TEST_F(AccountRepoTest, TheTreeReadsBelowAndAbove) {
  auto c = db_->Acquire();
  EXPECT_TRUE(*IsBelow(*c, agent_.id, ua2_.id));
  EXPECT_TRUE(*IsBelow(*c, ua_.id, ua2_.id));
  EXPECT_FALSE(*IsBelow(*c, ua2_.id, ua_.id));
  EXPECT_FALSE(*IsBelow(*c, ub_.id, ua1_.id));
  EXPECT_FALSE(*IsBelow(*c, ua_.id, ua_.id));
  EXPECT_EQ(*AncestorIds(*c, ua2_.id), (std::vector<long long>{ua1_.id, ua_.id, agent_.id}));
  EXPECT_TRUE(AncestorIds(*c, agent_.id)->empty());
  EXPECT_EQ(*CountChildren(*c, agent_.id), 2);
  EXPECT_EQ(*CountChildren(*c, ua2_.id), 0);
  EXPECT_EQ(Ids({.below = ua_.id}), (std::vector<long long>{ua1_.id, ua2_.id}));
  EXPECT_EQ(Ids({.below = agent_.id, .exclude = {ua1_.id}}), (std::vector<long long>{ua_.id, ua2_.id, ub_.id}));
  auto parent = GetAccount(*c, Scope::Everything(), ua1_.id);
  ASSERT_TRUE(parent.ok());
  EXPECT_EQ(parent->parent_name, "a");
  EXPECT_EQ(parent->parent_corp, "a公司");
  EXPECT_EQ(parent->coins, 30);
}

TEST_F(AccountRepoTest, ReadsStayInsideTheScope) {
  auto c = db_->Acquire();
  // 客户B's scope sees none of 客户A's accounts, even below a common parent.
  EXPECT_EQ(Ids({.below = agent_.id}, ScopeB()), std::vector<long long>{ub_.id});
  EXPECT_EQ(GetAccount(*c, ScopeB(), ua_.id).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(Ids({}, ScopeA()), (std::vector<long long>{ua_.id, ua1_.id, ua2_.id}));
  EXPECT_EQ(Ids({.keyword = "a1公"}, ScopeA()), std::vector<long long>{ua1_.id});
  EXPECT_EQ(Ids({.username = "a"}, ScopeB()), std::vector<long long>{});
  AccountQuery paged{.limit = 2, .offset = 2};
  auto page = QueryAccounts(*c, Scope::Everything(), paged);
  ASSERT_TRUE(page.ok());
  EXPECT_EQ(page->total, 5);
  ASSERT_EQ(page->rows.size(), 2u);
  EXPECT_EQ(page->rows[0].id, ua1_.id);
  // A group outside the path: a2 bound to 客户B's group counts as outside 客户A.
  EXPECT_EQ(*CountBelowOutside(*c, ua_.id, ua_.group_path), 0);
  ASSERT_TRUE(UpdateAccount(*c, ua2_.id, {.group_id = ub_.group_id}).ok());
  EXPECT_EQ(*CountBelowOutside(*c, ua_.id, ua_.group_path), 1);
}

TEST_F(AccountRepoTest, UsernamesAreUnique) {
  auto c = db_->Acquire();
  NewAccount n{"a1", "x", "", ua1_.group_id, 2, ua_.id};
  auto dup = CreateAccount(*c, Scope::Everything(), n, 1);
  EXPECT_EQ(dup.status().code(), StatusCode::kAlreadyExists);
  EXPECT_EQ(dup.status().message(), "登录账户已存在: a1");
  // A group outside the scope is refused.
  n.username = "new";
  n.group_id = ub_.group_id;
  EXPECT_EQ(CreateAccount(*c, ScopeA(), n, 1).status().code(), StatusCode::kNotFound);
}

TEST_F(AccountRepoTest, WithdrawingARightReachesTheWholeSubTree) {
  auto c = db_->Acquire();
  ASSERT_TRUE(WithdrawRightsBelow(*c, ua_.id, {1, 0, 0, 1}).ok());
  for (long long id : {ua1_.id, ua2_.id}) {
    auto acc = GetAccount(*c, Scope::Everything(), id);
    EXPECT_EQ(acc->checks.off_oil, 1);
    EXPECT_EQ(acc->checks.user, 0);
    EXPECT_EQ(acc->checks.group, 0);
    EXPECT_EQ(acc->checks.vehicle, 1);
  }
  // Neither the account itself (its own flag is the caller's to set) nor anyone outside.
  EXPECT_EQ(GetAccount(*c, Scope::Everything(), ua_.id)->checks.off_oil, 0);
  EXPECT_EQ(GetAccount(*c, Scope::Everything(), ub_.id)->checks.off_oil, 0);
}

TEST_F(AccountRepoTest, DeletingASubTreeReturnsItsCoinsOnce) {
  auto c = db_->Acquire();
  ASSERT_TRUE(
      c->Exec("INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES ('h', ?, 1, 1)", {ua2_.id})
          .ok());
  ASSERT_TRUE(
      c->Exec("INSERT INTO user_settings (user_id, permission_id, status, updated_at) VALUES (?, 7, 1, 1)", {ua1_.id})
          .ok());
  auto deleted = DeleteAccountTree(*c, ua1_.id, ua_.id);
  ASSERT_TRUE(deleted.ok()) << deleted.status().message();
  ASSERT_EQ(deleted->size(), 2u);
  EXPECT_EQ(deleted->at(0).username, "a1");
  EXPECT_EQ(deleted->at(1).username, "a2");
  EXPECT_EQ(Coins(ua_.id), 42);
  EXPECT_EQ(c->Query("SELECT COUNT(*) FROM users WHERE id IN (?, ?)", {ua1_.id, ua2_.id})->at(0).Int(0), 0);
  EXPECT_EQ(c->Query("SELECT COUNT(*) FROM sessions")->at(0).Int(0), 0);
  EXPECT_EQ(c->Query("SELECT COUNT(*) FROM user_settings")->at(0).Int(0), 0);
  EXPECT_EQ(Coins(ub_.id), 5);
  EXPECT_EQ(DeleteAccountTree(*c, ua1_.id, ua_.id).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(Coins(ua_.id), 42);
}

}  // namespace
}  // namespace chelian::store
