// Tests of the ownership rule for changes: inside the subtree, above it, beside it.
#include "store/ownership.h"

#include <gtest/gtest.h>

namespace chelian::store {
namespace {

TEST(Ownership, OnlyObjectsOwnedInsideTheSubtreeMayChange) {
  const Scope company{5, "/1/5/"};
  EXPECT_TRUE(CheckCanChange(company, "/1/5/", "围栏").ok());    // its own group
  EXPECT_TRUE(CheckCanChange(company, "/1/5/9/", "围栏").ok());  // a fleet below
  Status agent = CheckCanChange(company, "/1/", "围栏");         // the agent above
  EXPECT_EQ(agent.code(), StatusCode::kPermissionDenied);
  EXPECT_EQ(agent.message(), "上级分组的围栏不能修改");
  Status sibling = CheckCanChange(company, "/1/6/", "围栏");  // another company
  EXPECT_EQ(sibling.code(), StatusCode::kNotFound);
  EXPECT_EQ(sibling.message(), "围栏不存在或无权访问");
  EXPECT_EQ(CheckCanChange({12, "/1/12/"}, "/1/1/", "围栏").code(), StatusCode::kNotFound);  // not a prefix by digits
  EXPECT_EQ(CheckCanChange(company, "", "围栏").code(), StatusCode::kNotFound);              // no owner
  EXPECT_TRUE(CheckCanChange(Scope::Everything(), "/1/", "围栏").ok());
}

}  // namespace
}  // namespace chelian::store
