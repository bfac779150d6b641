// Tests for the LIKE patterns and the subtree clause, against SQLite so the escaping is the engine's.
#include "store/like_pattern.h"

#include <gtest/gtest.h>

#include "store/group_repo.h"
#include "store/test_db.h"

namespace chelian::store {
namespace {

TEST(LikePattern, WildcardsInTheTextAreEscaped) {
  EXPECT_EQ(LikeContains("a%b_c\\"), "%a\\%b\\_c\\\\%");
  EXPECT_EQ(LikePrefix("/1/5/"), "/1/5/%");
  EXPECT_EQ(LikePrefix("50%_"), "50\\%\\_%");
}

TEST(LikePattern, TheSubtreeClauseSelectsEveryGivenSubtreeAndNothingElse) {
  auto db = OpenTestDatabase("subtree");
  auto c = db->Acquire();
  Group root = CreateGroup(*c, Scope::Everything(), {0, "代理商"}, 1).value();
  Group a = CreateGroup(*c, Scope::Everything(), {root.id, "客户A"}, 1).value();
  Group a1 = CreateGroup(*c, Scope::Everything(), {a.id, "A车队"}, 1).value();
  Group b = CreateGroup(*c, Scope::Everything(), {root.id, "客户B"}, 1).value();
  Group b1 = CreateGroup(*c, Scope::Everything(), {b.id, "B车队"}, 1).value();
  Params params;
  std::string clause = SubtreeClause("g.path", {a1.path, b.path}, params);
  EXPECT_EQ(clause, "(g.path LIKE ? ESCAPE '\\' OR g.path LIKE ? ESCAPE '\\')");
  ASSERT_EQ(params.size(), 2u);
  auto rows = c->Query("SELECT g.id FROM groups g WHERE " + clause + " ORDER BY g.id", params);
  ASSERT_TRUE(rows.ok()) << rows.status().message();
  std::vector<long long> ids;
  for (const auto& r : *rows) ids.push_back(r.Int(0));
  EXPECT_EQ(ids, (std::vector<long long>{a1.id, b.id, b1.id}));
}

}  // namespace
}  // namespace chelian::store
