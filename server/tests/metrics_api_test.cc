// Loopback tests of GET /metrics and the access log: the device counters move when a JT/T 808
// terminal reports, only administrators (or the metrics token) read the HTTP port's metrics, the
// separate listener answers without sign-in, and the access log never holds passwords or tokens.
#include <gtest/gtest.h>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "core/clock.h"
#include "core/strings.h"
#include "http_client.h"
#include "jt808_terminal.h"
#include "seeded_server.h"
#include "sim/demo_fleet.h"
#include "sim/device_frames.h"

namespace chelian {
namespace {

constexpr char kToken[] = "metrics-token-5b1f0c";

// The value of the series `series` (name and labels exactly as written) in a metrics text; -1
// when absent.
double Value(const std::string& text, const std::string& series) {
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    if (StartsWith(line, series + " ")) return std::stod(line.substr(series.size() + 1));
  return -1;
}

class MetricsApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(server_
                    .Start("metrics", 3,
                           {"gateway.jt808_port=0", std::string("metrics.token=") + kToken,
                            "metrics.listen=127.0.0.1:0", "log.access=on"})
                    .ok());
    port_ = server_.app->http_port();
  }
  std::string Scrape(const std::vector<std::pair<std::string, std::string>>& headers, int* status = nullptr) {
    auto reply = testing::HttpCall(port_, "GET", "/metrics", headers);
    if (status) *status = reply.status;
    return reply.body;
  }
  std::string AsAdmin() { return Scrape({{"Authorization", std::string("Bearer ") + kToken}}); }

  testing::SeededServer server_;
  int port_ = 0;
};

TEST_F(MetricsApiTest, DeviceCountersMoveWhenATerminalReports) {
  std::string before = AsAdmin();
  ASSERT_GE(Value(before, "chelian_positions_received_total"), 0) << before;
  const sim::Jt808Terminal terminal{sim::DemoVehicleAt(0).terminal_no, false};
  for (uint16_t serial = 10; serial < 13; ++serial) {
    sim::Fix fix;
    fix.time_ms = SystemNowMs() / 1000 * 1000 - (13 - serial) * 1000;
    fix.where = {22.54, 114.05};
    fix.speed_kmh = 30;
    ASSERT_TRUE(testing::SendSignedIn(server_.app->gateway_port("jt808"), sim::Jt808Location(terminal, serial, fix)));
  }
  server_.app->FlushPipeline();
  std::string after = AsAdmin();
  EXPECT_EQ(Value(after, "chelian_positions_received_total") - Value(before, "chelian_positions_received_total"), 3);
  EXPECT_GE(
      Value(after, "chelian_device_messages_received_total") - Value(before, "chelian_device_messages_received_total"),
      5);  // registration or authentication, and the three reports
  EXPECT_GE(Value(after, "chelian_positions_committed_total") - Value(before, "chelian_positions_committed_total"), 3);
  EXPECT_GE(Value(after, "chelian_device_ack_seconds_count") - Value(before, "chelian_device_ack_seconds_count"), 3);
  EXPECT_GE(Value(after, "chelian_position_commit_seconds_count"), 1);
  EXPECT_EQ(Value(after, "chelian_device_connections{protocol=\"jt808\"}"), 1) << after;
  EXPECT_EQ(Value(after, "chelian_queue_depth{queue=\"position_writer\"}"), 0);
  EXPECT_NE(after.find("# TYPE chelian_device_ack_seconds histogram"), std::string::npos);
}

TEST_F(MetricsApiTest, OnlyAdministratorsOrTheTokenReadTheHttpPortsMetrics) {
  int status = 0;
  Scrape({}, &status);
  EXPECT_EQ(status, 401);
  Scrape({{"Authorization", "Bearer wrong"}}, &status);
  EXPECT_EQ(status, 401);
  std::string demo = testing::SignIn(port_, "demo", "demo123");
  ASSERT_FALSE(demo.empty());
  std::string refused = Scrape({{"sessionId", demo}}, &status);
  EXPECT_EQ(status, 403);
  EXPECT_EQ(refused.find("chelian_"), std::string::npos);
  std::string admin = testing::SignIn(port_, "admin", "admin123");
  ASSERT_FALSE(admin.empty());
  std::string text = Scrape({{"sessionId", admin}}, &status);
  EXPECT_EQ(status, 200);
  // Requests are counted by the route's path, sign-ins included, and the refusals above too.
  EXPECT_GE(Value(text, "chelian_http_requests_total{route=\"/oauth/v4/token\",status=\"200\"}"), 2) << text;
  EXPECT_GE(Value(text, "chelian_http_requests_total{route=\"/metrics\",status=\"403\"}"), 1);
  EXPECT_GE(Value(text, "chelian_sessions_active"), 2);
  EXPECT_EQ(Value(text, "chelian_export_jobs{state=\"queued\"}"), 0);
}

TEST_F(MetricsApiTest, TheSeparateListenerAnswersWithoutSignIn) {
  ASSERT_GT(server_.app->metrics_port(), 0);
  auto reply = testing::HttpCall(server_.app->metrics_port(), "GET", "/metrics");
  EXPECT_EQ(reply.status, 200);
  EXPECT_NE(reply.body.find("# TYPE chelian_http_requests_total counter"), std::string::npos);
  EXPECT_EQ(testing::HttpCall(server_.app->metrics_port(), "GET", "/car/v1/api/user/getUser.json").status, 404);
}

TEST_F(MetricsApiTest, TheAccessLogHoldsNoPasswordNorToken) {
  std::ostringstream captured;
  auto previous = spdlog::default_logger();
  auto logger = std::make_shared<spdlog::logger>("access", std::make_shared<spdlog::sinks::ostream_sink_mt>(captured));
  logger->set_level(spdlog::level::info);
  spdlog::set_default_logger(logger);
  std::string token = testing::SignIn(port_, "admin", "admin123");
  auto me = testing::HttpCall(port_, "GET", "/car/v1/api/user/getUser.json?sessionId=" + token);
  auto cookie = testing::HttpCall(port_, "GET", "/car/v1/api/user/getUser.json",
                                  {{"Cookie", "satoken=" + token}, {"sessionId", token}});
  spdlog::set_default_logger(previous);
  ASSERT_FALSE(token.empty());
  EXPECT_EQ(me.status, 200);
  std::string log = captured.str();
  EXPECT_NE(log.find("access method=POST route=/oauth/v4/token status=200"), std::string::npos) << log;
  EXPECT_NE(log.find("route=/car/v1/api/user/getUser.json status=200"), std::string::npos) << log;
  EXPECT_EQ(log.find("admin123"), std::string::npos) << log;
  EXPECT_EQ(log.find(token), std::string::npos) << log;
  EXPECT_EQ(log.find("sessionId"), std::string::npos) << log;
  EXPECT_EQ(log.find("satoken"), std::string::npos) << log;
}

TEST_F(MetricsApiTest, TheDocsAndTheDashboardNameEveryMetricAndNoOther) {
  std::string text = AsAdmin();
  std::set<std::string> families;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    if (StartsWith(line, "# TYPE ")) families.insert(line.substr(7, line.find(' ', 7) - 7));
  ASSERT_GE(families.size(), 18u);
  auto read = [](const std::string& name) {
    std::ifstream in(std::filesystem::path(CHELIAN_SOURCE_DIR) / ".." / "docs" / name);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  };
  std::string doc = read("metrics.md"), dashboard = read("grafana-dashboard.json");
  for (const auto& f : families)
    EXPECT_NE(doc.find("`" + f + "`"), std::string::npos) << f << " not in docs/metrics.md";
  const std::regex name("chelian_[a-z_]+");
  for (const std::string& d : {doc, dashboard})
    for (auto it = std::sregex_iterator(d.begin(), d.end(), name); it != std::sregex_iterator(); ++it) {
      std::string n = it->str();
      if (EndsWith(n, "_bucket")) n = n.substr(0, n.size() - 7);
      if (n == "chelian_server") continue;  // the dashboard's id
      EXPECT_TRUE(families.count(n)) << n << " is no metric of the server";
    }
}

}  // namespace
}  // namespace chelian
