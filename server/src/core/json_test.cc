// Tests for the literal-parser-safe JSON writer.
#include "core/json.h"

#include <gtest/gtest.h>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cmath>
#include <string>

namespace chelian {
namespace {

TEST(WriteJson, BooleansBecomeDigitsAndNullsVanish) {
  boost::json::object o{{"a", true}, {"b", false}, {"c", nullptr}, {"d", "x"}};
  EXPECT_EQ(WriteJson(o), R"({"a":1,"b":0,"d":"x"})");
}

TEST(WriteJson, NullInArrayIsEmptyString) {
  boost::json::array a{1, nullptr, "s"};
  EXPECT_EQ(WriteJson(a), R"([1,"","s"])");
}

TEST(WriteJson, DoublesAlwaysHaveADecimalPoint) {
  EXPECT_EQ(WriteJson(boost::json::value(114.0)), "114.0");
  EXPECT_EQ(WriteJson(boost::json::value(23.012173)), "23.012173");
  EXPECT_EQ(WriteJson(boost::json::value(-0.5)), "-0.5");
  EXPECT_EQ(WriteJson(boost::json::value(1e20)), "100000000000000000000.0");
  EXPECT_EQ(WriteJson(boost::json::value(1e-12)), "0.0");
}

TEST(WriteJson, EscapesControlCharactersAndKeepsChinese) {
  EXPECT_EQ(WriteJson(boost::json::value("成功\n\"\x01")), "\"成功\\n\\\"\\u0001\"");
}

// Issue #19: a 404 echoing a path with invalid UTF-8 made invalid JSON.
TEST(WriteJson, RunsOfPlainTextBetweenEscapesAndNumbersAreWrittenWhole) {
  // Runs of plain ASCII are copied at once: what lies between and after them is still escaped.
  EXPECT_EQ(WriteJson(boost::json::value("ab\\cd\"ef\x7fgh\tij粤B12")), "\"ab\\\\cd\\\"ef\x7fgh\\tij粤B12\"");
  EXPECT_EQ(WriteJson(boost::json::value("")), "\"\"");
  EXPECT_EQ(WriteJson(boost::json::array{-9223372036854775807LL - 1, 18446744073709551615ULL, 0}),
            "[-9223372036854775808,18446744073709551615,0]");
  std::string out = "x";
  AppendJson(out, boost::json::object{{"P", "京A1"}, {"V", 7}});
  EXPECT_EQ(out, "x{\"P\":\"京A1\",\"V\":7}");
}

TEST(WriteJson, BytesThatAreNotUtf8BecomeReplacementCharacters) {
  std::string replacement = "\xEF\xBF\xBD";
  std::string out;
  AppendJsonString(out, std::string("a\xFF\xC0\xAF"
                                    "b\xE8\xBD") +
                            "车");
  EXPECT_EQ(out, "\"a" + replacement + replacement + replacement + "b" + replacement + replacement + "车\"");
  out.clear();
  AppendJsonString(out, "\xED\xA0\x80\xF4\x90\x80\x80\xF0\x9F\x98\x80");  // a surrogate, > U+10FFFF, then 😀
  EXPECT_EQ(out.substr(out.size() - 5), "\xF0\x9F\x98\x80\"");
  EXPECT_EQ(out.find("\xED"), std::string::npos);
  bool ok = false;
  ParseJson(WriteJson(boost::json::value(std::string("\x80\x81 \xC3"))), &ok);
  EXPECT_TRUE(ok);
}

// The writer of large replies writes what WriteJson writes for the same object built first.
TEST(JsonObjectWriter, WritesWhatWriteJsonWritesForTheSameObject) {
  boost::json::object built;
  built["plate"] = "粤B\"1\\2\n";
  built["id"] = 9007199254740993LL;
  built["zero"] = 0;
  built["negative"] = -42;
  built["lon"] = 114.05;
  built["whole"] = 3.0;
  built["nan"] = std::nan("");
  built["empty"] = "";
  built["battery"] = boost::json::value(87);
  built["list"] = boost::json::array{1, "a"};
  std::string written = "prefix:";
  {
    JsonObjectWriter obj(written);
    obj.Put("plate", std::string("粤B\"1\\2\n"));
    obj.Put("id", 9007199254740993LL);
    obj.Put("zero", 0);
    obj.Put("negative", -42);
    obj.Put("lon", 114.05);
    obj.Put("whole", 3.0);
    obj.Put("nan", std::nan(""));
    obj.Put("empty", "");
    obj.Put("battery", boost::json::value(87));
    std::string& list = obj.Member("list");
    list += '[';
    AppendJsonInt(list, 1);
    list += ',';
    AppendJsonString(list, "a");
    list += ']';
  }
  EXPECT_EQ(written, "prefix:" + WriteJson(built));
  std::string none;
  { JsonObjectWriter obj(none); }
  EXPECT_EQ(none, "{}");
}

TEST(ParseJson, ReportsMalformedInputWithoutThrowing) {
  bool ok = true;
  ParseJson("{\"a\":", &ok);
  EXPECT_FALSE(ok);
  auto v = ParseJson("{\"a\":[1,2]}", &ok);
  EXPECT_TRUE(ok);
  EXPECT_EQ(v.at("a").as_array().size(), 2u);
}

}  // namespace
}  // namespace chelian
