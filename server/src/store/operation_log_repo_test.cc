// Tests for the operation log: entries are read newest first, filtered, and only within the
// reader's subtree (a sibling tenant never sees another's changes).
#include "store/operation_log_repo.h"

#include <gtest/gtest.h>

#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

class OperationLogTest : public TwoTenantsTest {};

TEST_F(OperationLogTest, ReadersSeeTheirSubtreeNewestFirst) {
  auto c = db_->Acquire();
  ASSERT_TRUE(
      AppendOperation(*c, {7, "a-admin", a_.id}, {"vehicle.transfer", "粤A00001", car_a_.id, "转到A车队"}, 100).ok());
  ASSERT_TRUE(AppendOperation(*c, {8, "a-fleet", a1_.id}, {"user.add", "司机1", 0, ""}, 200).ok());
  ASSERT_TRUE(AppendOperation(*c, {9, "b-admin", b_.id}, {"group.add", "B车队", 0, ""}, 300).ok());

  auto a = QueryOperations(*c, ScopeA(), {});
  ASSERT_TRUE(a.ok());
  ASSERT_EQ(a->total, 2);
  EXPECT_EQ(a->rows[0].action, "user.add");
  EXPECT_EQ(a->rows[1].target, "粤A00001");
  EXPECT_EQ(a->rows[1].asset_id, car_a_.id);

  auto fleet = QueryOperations(*c, Scope{a1_.id, a1_.path}, {});
  ASSERT_TRUE(fleet.ok());
  ASSERT_EQ(fleet->total, 1);  // the parent's changes are not the fleet's to read
  EXPECT_EQ(fleet->rows[0].user_name, "a-fleet");

  OperationQuery q;
  q.action_prefix = "vehicle.";
  EXPECT_EQ(QueryOperations(*c, Scope::Everything(), q)->total, 1);
  q = {};
  q.keyword = "B车";
  EXPECT_EQ(QueryOperations(*c, ScopeA(), q)->total, 0);
  EXPECT_EQ(QueryOperations(*c, ScopeB(), q)->total, 1);
  q = {};
  q.begin_ms = 150;
  q.end_ms = 250;
  EXPECT_EQ(QueryOperations(*c, Scope::Everything(), q)->total, 1);
  q = {};
  q.keyword = "%";  // LIKE wildcards are matched literally
  EXPECT_EQ(QueryOperations(*c, Scope::Everything(), q)->total, 0);
}

}  // namespace
}  // namespace chelian::store
