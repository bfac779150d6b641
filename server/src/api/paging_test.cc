// Tests for the page parameters: each route's default and cap, junk read as absent.
#include "api/paging.h"

#include <gtest/gtest.h>

#include "core/json.h"

namespace chelian::api {
namespace {

PageParams Read(const std::string& query, int default_size, int max_size) {
  net::HttpRequest r;
  r.method = "GET";
  r.path = "/x";
  r.query = query;
  return ReadPage(ApiCall::Parse(r).value(), default_size, max_size);
}

TEST(Paging, DefaultsCapsAndJunk) {
  PageParams p = Read("", 100, 500);
  EXPECT_EQ(p.page_number, 1);
  EXPECT_EQ(p.page_size, 100);
  p = Read("pageNumber=3&pageSize=20", 100, 500);
  EXPECT_EQ(p.page_number, 3);
  EXPECT_EQ(p.page_size, 20);
  p = Read("pageNumber=0&pageSize=100000", 10, 200);
  EXPECT_EQ(p.page_number, 1);
  EXPECT_EQ(p.page_size, 200);
  p = Read("pageNumber=-5&pageSize=0", 10, 200);
  EXPECT_EQ(p.page_number, 1);
  EXPECT_EQ(p.page_size, 1);
  p = Read("pageNumber=x&pageSize=undefined", 10, 200);  // not integers: the defaults
  EXPECT_EQ(p.page_number, 1);
  EXPECT_EQ(p.page_size, 10);
  p = Read("pageNumber=99999999999999&pageSize=99999999999999", 10, 200);  // no int overflow
  EXPECT_GE(p.page_number, 1);
  EXPECT_EQ(p.page_size, 200);
}

TEST(Paging, ThePagedObjectHasItsFourMembersInOrder) {
  boost::json::array data{1, 2};
  EXPECT_EQ(WriteJson(PageObject(std::move(data), 12, {2, 2})),
            R"({"data":[1,2],"total":12,"pageNumber":2,"pageSize":2})");
}

}  // namespace
}  // namespace chelian::api
