// Tests for query, form, multipart and cookie parsing.
#include "net/form.h"

#include <gtest/gtest.h>

namespace chelian::net {
namespace {

TEST(Form, UrlEncoded) {
  auto f = ParseUrlEncoded("username=YA123&password=%2BB7I4Uv2HRZomxWqAbEMaw%3D%3D&x&name=a+b");
  ASSERT_EQ(f.size(), 4u);
  EXPECT_EQ(f[1].second, "+B7I4Uv2HRZomxWqAbEMaw==");
  EXPECT_EQ(f[2].first, "x");
  EXPECT_EQ(f[3].second, "a b");
}

TEST(Form, MultipartAsTheScriptsSendIt) {
  // Boundary and field order as the real V4 automation scripts send the login (api-contract §2.2).
  std::string b = "---011000010111000001101001";
  std::string body = "--" + b + "\r\nContent-Disposition: form-data; name=\"username\"\r\n\r\nYA123\r\n" + "--" + b +
                     "\r\nContent-Disposition: form-data; name=\"scope\"\r\n\r\ncarWeb4\r\n" + "--" + b +
                     "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.txt\"\r\n" +
                     "Content-Type: text/plain\r\n\r\nline1\r\nline2\r\n" + "--" + b + "--\r\n";
  auto form = ParseMultipart(body, MultipartBoundary("multipart/form-data; boundary=" + b));
  ASSERT_TRUE(form.ok()) << form.status().message();
  ASSERT_EQ(form->fields.size(), 2u);
  EXPECT_EQ(form->fields[0].first, "username");
  EXPECT_EQ(form->fields[0].second, "YA123");
  EXPECT_EQ(form->fields[1].second, "carWeb4");
  ASSERT_EQ(form->files.size(), 1u);
  EXPECT_EQ(form->files[0].filename, "a.txt");
  EXPECT_EQ(form->files[0].data, "line1\r\nline2");
}

TEST(Form, MalformedMultipartIsAnError) {
  EXPECT_FALSE(ParseMultipart("garbage", "xyz").ok());
  EXPECT_FALSE(ParseMultipart("--xyz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nno end", "xyz").ok());
  EXPECT_FALSE(ParseMultipart("--xyz", "").ok());
}

TEST(Form, BoundaryQuoted) {
  EXPECT_EQ(MultipartBoundary("multipart/form-data; boundary=\"abc\"; charset=utf-8"), "abc");
  EXPECT_EQ(MultipartBoundary("application/json"), "");
}

TEST(Form, Cookie) {
  EXPECT_EQ(CookieValue("a=1; satoken=5e43775c-bfe6; b=2", "satoken"), "5e43775c-bfe6");
  EXPECT_EQ(CookieValue("a=1", "satoken"), "");
}

}  // namespace
}  // namespace chelian::net
