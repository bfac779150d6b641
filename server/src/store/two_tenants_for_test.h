// Test fixture: a fresh database with two tenants side by side under one root group — 客户A (with
// its fleet A车队) and 客户B — and one vehicle in A车队 and one in 客户B, for the subtree rule.
#pragma once

#include <gtest/gtest.h>

#include "store/asset_repo.h"
#include "store/group_repo.h"
#include "store/test_db.h"

namespace chelian::store {

class TwoTenantsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = OpenTestDatabase("tenants");
    auto c = db_->Acquire();
    root_ = CreateGroup(*c, Scope::Everything(), {0, "代理商"}, 1).value();
    a_ = CreateGroup(*c, Scope::Everything(), {root_.id, "客户A"}, 1).value();
    a1_ = CreateGroup(*c, Scope::Everything(), {a_.id, "A车队"}, 1).value();
    b_ = CreateGroup(*c, Scope::Everything(), {root_.id, "客户B"}, 1).value();
    car_a_ = CreateAssetWithDevice(*c, Scope::Everything(), {a1_.id, 1, "粤A00001"}, {"13800000001"}, 1).value();
    car_b_ = CreateAssetWithDevice(*c, Scope::Everything(), {b_.id, 1, "粤B00001"}, {"13800000002"}, 1).value();
  }
  Scope ScopeA() const { return {a_.id, a_.path}; }
  Scope ScopeB() const { return {b_.id, b_.path}; }

  TestDb db_;
  Group root_, a_, a1_, b_;
  AssetRow car_a_, car_b_;
};

}  // namespace chelian::store
