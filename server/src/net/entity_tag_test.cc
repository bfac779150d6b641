// Entity tags: a body's tag is stable, differs for another body, and If-None-Match lists match it.
#include "net/entity_tag.h"

#include <gtest/gtest.h>

namespace chelian::net {
namespace {

TEST(EntityTagTest, TheSameBodyTheSameTagAnotherBodyAnother) {
  std::string day(100000, 'x');
  std::string tag = EntityTag(day);
  EXPECT_EQ(tag, EntityTag(day));
  EXPECT_EQ(tag.size(), 2u + 2 + 32);  // W/ "…32 hex…"
  EXPECT_EQ(tag.substr(0, 3), "W/\"");
  day[50000] = 'y';
  EXPECT_NE(tag, EntityTag(day));
  EXPECT_NE(EntityTag(""), EntityTag(" "));
}

TEST(EntityTagTest, IfNoneMatchNamesTheTagWeaklyOrInAList) {
  std::string tag = EntityTag("{\"flag\":1}");
  std::string bare = tag.substr(2);  // "…" without W/
  EXPECT_TRUE(IfNoneMatchHolds(tag, tag));
  EXPECT_TRUE(IfNoneMatchHolds(bare, tag));
  EXPECT_TRUE(IfNoneMatchHolds("W/\"0000\", " + tag + " ,\"1111\"", tag));
  EXPECT_TRUE(IfNoneMatchHolds("*", tag));
  EXPECT_FALSE(IfNoneMatchHolds("", tag));
  EXPECT_FALSE(IfNoneMatchHolds("W/\"0000\"", tag));
  EXPECT_FALSE(IfNoneMatchHolds(bare.substr(0, bare.size() - 1), tag));  // unquoted end: not the tag
  EXPECT_FALSE(IfNoneMatchHolds(",,W/", tag));
}

}  // namespace
}  // namespace chelian::net
