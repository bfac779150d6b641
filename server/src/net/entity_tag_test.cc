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

TEST(EntityTagTest, OnlyAValidated200ToAGetIsTaggedAndAnsweredFromTheTag) {
  HttpRequest get{.method = "GET"};
  HttpResponse day{.body = "{\"flag\":1,\"obj\":{}}"};
  day.validated = true;
  HttpResponse first = day;
  AnswerFromTag(get, first);
  EXPECT_EQ(first.status, 200);
  EXPECT_EQ(first.body, day.body);
  std::string tag;
  for (const auto& [k, v] : first.headers)
    if (k == "ETag") tag = v;
  EXPECT_EQ(tag, EntityTag(day.body));

  get.headers = {{"if-none-match", tag}};
  HttpResponse again = day;
  AnswerFromTag(get, again);
  EXPECT_EQ(again.status, 304);
  EXPECT_TRUE(again.body.empty());

  HttpRequest post{.method = "POST", .headers = {{"If-None-Match", tag}}};
  HttpResponse posted = day;
  AnswerFromTag(post, posted);
  HttpResponse plain{.body = day.body};  // not validated
  AnswerFromTag(get, plain);
  HttpResponse refused = day;
  refused.status = 403;
  AnswerFromTag(get, refused);
  for (const HttpResponse* r : {&posted, &plain, &refused}) {
    EXPECT_NE(r->status, 304);
    EXPECT_EQ(r->body, day.body);
    EXPECT_TRUE(r->headers.empty());
  }
}

// A route that can tell its reply's version (D174) tags the reply with it and answers a request
// holding it with its own 304, which gets the same headers.
TEST(EntityTagTest, ARoutesOwnTagAndItsOwn304) {
  const std::string own = "W/\"facts-1\"";
  HttpRequest get{.method = "GET"};
  HttpResponse built{.body = "{\"flag\":1}"};
  built.validated = true;
  built.entity_tag = own;
  AnswerFromTag(get, built);
  auto header = [](const HttpResponse& r, std::string_view name) {
    for (const auto& [k, v] : r.headers)
      if (k == name) return v;
    return std::string();
  };
  EXPECT_EQ(built.status, 200);
  EXPECT_EQ(header(built, "ETag"), own);  // not the body's digest
  EXPECT_EQ(header(built, "Cache-Control"), "private, no-cache");

  get.headers = {{"If-None-Match", own}};
  EXPECT_TRUE(RequestHoldsTag(get, own));
  EXPECT_FALSE(RequestHoldsTag(get, "W/\"facts-2\""));
  EXPECT_FALSE(RequestHoldsTag(HttpRequest{.method = "POST", .headers = get.headers}, own));
  HttpResponse answered = NotModified(own);
  AnswerFromTag(get, answered);
  EXPECT_EQ(answered.status, 304);
  EXPECT_TRUE(answered.body.empty());
  EXPECT_EQ(header(answered, "ETag"), own);
  EXPECT_EQ(header(answered, "Vary"), "Accept-Encoding");
}

}  // namespace
}  // namespace chelian::net
