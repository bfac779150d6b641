// Tests of the structured log: JSON lines and fields beside the message.
#include "core/structured_log.h"

#include <gtest/gtest.h>
#include <spdlog/sinks/ostream_sink.h>

#include <sstream>

#include "core/json.h"

namespace chelian {
namespace {

// Routes the default logger into a string for the test's lifetime.
class CapturedLog {
 public:
  CapturedLog() : previous_(spdlog::default_logger()) {
    auto sink = std::make_shared<spdlog::sinks::ostream_sink_mt>(out_);
    spdlog::set_default_logger(std::make_shared<spdlog::logger>("chelian", sink));
  }
  ~CapturedLog() {
    SetJsonLogs(false);
    spdlog::set_default_logger(previous_);
  }
  std::string text() const { return out_.str(); }

 private:
  std::ostringstream out_;
  std::shared_ptr<spdlog::logger> previous_;
};

TEST(StructuredLogTest, JsonLineHasTimeLevelLoggerMessageAndFields) {
  EXPECT_EQ(
      JsonLogLine(0, "info", "chelian", "say \"hi\"", R"({"a":1})"),
      R"({"time":"1970-01-01T00:00:00.000Z","level":"info","logger":"chelian","message":"say \"hi\"","fields":{"a":1}})");
  EXPECT_EQ(JsonLogLine(1000, "warning", "", "x", ""),
            R"({"time":"1970-01-01T00:00:01.000Z","level":"warning","logger":"","message":"x","fields":{}})");
}

TEST(StructuredLogTest, TextFormatPutsFieldsAfterTheMessage) {
  CapturedLog log;
  LogWithFields(spdlog::level::info, "access", {{"method", "GET"}, {"status", 200LL}, {"ms", 1.25}, {"user", ""}});
  EXPECT_NE(log.text().find("access method=GET status=200 ms=1.2"), std::string::npos) << log.text();
  EXPECT_NE(log.text().find("user=-"), std::string::npos) << log.text();
}

TEST(StructuredLogTest, JsonFormatWritesOneObjectPerLine) {
  CapturedLog log;
  SetJsonLogs(true);
  LogWithFields(spdlog::level::info, "access", {{"route", "/a\"b"}, {"status", 404LL}});
  spdlog::warn("plain {}", 1);
  std::istringstream lines(log.text());
  std::string first, second;
  ASSERT_TRUE(std::getline(lines, first));
  ASSERT_TRUE(std::getline(lines, second));
  bool ok = false;
  auto a = ParseJson(first, &ok);
  ASSERT_TRUE(ok) << first;
  EXPECT_EQ(a.at("level").as_string(), "info");
  EXPECT_EQ(a.at("logger").as_string(), "chelian");
  EXPECT_EQ(a.at("message").as_string(), "access");
  EXPECT_EQ(a.at("fields").at("route").as_string(), "/a\"b");
  EXPECT_EQ(a.at("fields").at("status").as_int64(), 404);
  auto b = ParseJson(second, &ok);
  ASSERT_TRUE(ok) << second;
  EXPECT_EQ(b.at("message").as_string(), "plain 1");
  EXPECT_TRUE(b.at("fields").as_object().empty());
}

}  // namespace
}  // namespace chelian
