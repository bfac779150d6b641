// Tests for the JSON member readers.
#include "core/json_member.h"

#include <gtest/gtest.h>

#include "core/json.h"

namespace chelian {
namespace {

boost::json::object Parsed(std::string_view text) {
  bool ok = false;
  auto v = ParseJson(text, &ok);
  EXPECT_TRUE(ok && v.is_object()) << text;
  return v.is_object() ? v.get_object() : boost::json::object{};
}

TEST(JsonMember, IntegersFromNumbersAndNumericStrings) {
  auto o = Parsed(
      R"({"a":1024,"b":"1024","c":" 7 ","d":12.9,"e":-3.5,"f":"12a","g":true,"h":null,"i":18446744073709551615})");
  EXPECT_EQ(JsonInt(o, "a"), 1024);
  EXPECT_EQ(JsonInt(o, "b"), 1024);
  EXPECT_EQ(JsonInt(o, "c"), 7);
  EXPECT_EQ(JsonInt(o, "d"), 12);  // truncated
  EXPECT_EQ(JsonInt(o, "e"), -3);
  EXPECT_EQ(JsonInt(o, "f"), std::nullopt);
  EXPECT_EQ(JsonInt(o, "g"), std::nullopt);
  EXPECT_EQ(JsonInt(o, "h"), std::nullopt);
  EXPECT_EQ(JsonInt(o, "i"), std::nullopt);  // beyond long long
  EXPECT_EQ(JsonInt(o, "absent").value_or(-1), -1);
}

TEST(JsonMember, DoublesFromNumbersAndWholeNumericStrings) {
  auto o = Parsed(R"({"a":22.5,"b":114,"c":"22.5","d":"22.5km","e":"","f":"inf","g":[1]})");
  EXPECT_EQ(JsonDouble(o, "a"), 22.5);
  EXPECT_EQ(JsonDouble(o, "b"), 114.0);
  EXPECT_EQ(JsonDouble(o, "c"), 22.5);
  EXPECT_EQ(JsonDouble(o, "d"), std::nullopt);
  EXPECT_EQ(JsonDouble(o, "e"), std::nullopt);
  EXPECT_EQ(JsonDouble(o, "f"), std::nullopt);
  EXPECT_EQ(JsonDouble(o, "g"), std::nullopt);
}

TEST(JsonMember, StringsAndText) {
  auto o = Parsed(R"({"s":"粤B12345","n":13800000000,"f":1.5,"b":false,"o":{}})");
  EXPECT_EQ(JsonString(o, "s"), "粤B12345");
  EXPECT_EQ(JsonString(o, "n"), std::nullopt);
  EXPECT_EQ(JsonText(o, "s"), "粤B12345");
  EXPECT_EQ(JsonText(o, "n"), "13800000000");
  EXPECT_EQ(JsonText(o, "f"), "1.5");
  EXPECT_EQ(JsonText(o, "b"), std::nullopt);
  EXPECT_EQ(JsonText(o, "o"), std::nullopt);
}

}  // namespace
}  // namespace chelian
