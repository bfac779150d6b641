// Tests of the metrics instruments and their Prometheus text.
#include "core/metrics.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <thread>

#include "core/metrics_registry.h"

namespace chelian::metrics {
namespace {

TEST(MetricsTest, CountersAndGaugesAddUpAcrossThreads) {
  Counter c;
  Gauge g;
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 10'000; ++i) {
        c.Add();
        g.Add(1);
        g.Add(-1);
      }
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(c.value(), 40'000u);
  EXPECT_EQ(g.value(), 0);
  g.Set(7);
  EXPECT_EQ(g.value(), 7);
}

TEST(MetricsTest, HistogramCountsEachSampleInTheFirstBucketThatHoldsIt) {
  const double bounds[] = {0.01, 0.1, 1};
  Histogram h(bounds);
  h.Observe(0.005);  // ≤ 0.01
  h.Observe(0.01);   // on the bound: still ≤ 0.01
  h.Observe(0.5);    // ≤ 1
  h.Observe(3);      // +Inf
  Histogram::Snapshot s = h.Read();
  ASSERT_EQ(s.cumulative.size(), 4u);
  EXPECT_EQ(s.cumulative[0], 2u);
  EXPECT_EQ(s.cumulative[1], 2u);
  EXPECT_EQ(s.cumulative[2], 3u);
  EXPECT_EQ(s.cumulative[3], 4u);
  EXPECT_EQ(h.count(), 4u);
  EXPECT_NEAR(s.sum, 3.515, 1e-9);
}

TEST(MetricsTest, StatusCountsKeepCommonStatusesApartAndTheRestTogether) {
  StatusCounts c;
  c.Count(200);
  c.Count(200);
  c.Count(503);
  c.Count(418);
  c.Count(299);
  std::vector<std::pair<std::string, uint64_t>> seen;
  c.Each([&](const std::string& status, uint64_t n) { seen.emplace_back(status, n); });
  EXPECT_EQ(seen, (std::vector<std::pair<std::string, uint64_t>>{{"200", 2}, {"503", 1}, {"other", 2}}));
}

TEST(MetricsTest, ValuesAreWrittenAsTheTextFormatWantsThem) {
  EXPECT_EQ(FormatValue(42), "42");
  EXPECT_EQ(FormatValue(-3), "-3");
  EXPECT_EQ(FormatValue(0.25), "0.25");
  EXPECT_EQ(FormatValue(std::numeric_limits<double>::infinity()), "+Inf");
  EXPECT_EQ(FormatValue(std::nan("")), "NaN");
  EXPECT_EQ(FormatLabels({}), "");
  EXPECT_EQ(FormatLabels({{"route", "/a\"b\\c\nd"}, {"status", "200"}}), R"({route="/a\"b\\c\nd",status="200"})");
}

TEST(MetricsTest, RegistryRendersFamiliesWithHelpTypeAndSeries) {
  Registry r;
  Counter frames;
  Gauge jt808, gt06;
  const double bounds[] = {0.005, 0.05};
  Histogram commit(bounds);
  r.Add("chelian_frames_total", "Frames decoded.", frames);
  r.Add("chelian_connections", "Open connections.", jt808, {{"protocol", "jt808"}});
  r.Add("chelian_connections", "ignored: the first help stays", gt06, {{"protocol", "gt06"}});
  r.Add("chelian_commit_seconds", "Commit time.", commit);
  r.AddRead("chelian_queue_depth", "Waiting rows.", Type::kGauge, [] { return 12.0; }, {{"queue", "writer"}});
  r.AddSeries("chelian_http_requests_total", "Requests.", Type::kCounter, [](const auto& emit) {
    emit({{"route", "/a"}, {"status", "200"}}, 3);
    emit({{"route", "/a"}, {"status", "503"}}, 1);
  });
  frames.Add(5);
  jt808.Set(2);
  commit.Observe(0.001);
  commit.Observe(0.02);
  commit.Observe(1);
  EXPECT_EQ(r.Render(),
            "# HELP chelian_frames_total Frames decoded.\n"
            "# TYPE chelian_frames_total counter\n"
            "chelian_frames_total 5\n"
            "# HELP chelian_connections Open connections.\n"
            "# TYPE chelian_connections gauge\n"
            "chelian_connections{protocol=\"jt808\"} 2\n"
            "chelian_connections{protocol=\"gt06\"} 0\n"
            "# HELP chelian_commit_seconds Commit time.\n"
            "# TYPE chelian_commit_seconds histogram\n"
            "chelian_commit_seconds_bucket{le=\"0.005\"} 1\n"
            "chelian_commit_seconds_bucket{le=\"0.05\"} 2\n"
            "chelian_commit_seconds_bucket{le=\"+Inf\"} 3\n"
            "chelian_commit_seconds_sum 1.021\n"
            "chelian_commit_seconds_count 3\n"
            "# HELP chelian_queue_depth Waiting rows.\n"
            "# TYPE chelian_queue_depth gauge\n"
            "chelian_queue_depth{queue=\"writer\"} 12\n"
            "# HELP chelian_http_requests_total Requests.\n"
            "# TYPE chelian_http_requests_total counter\n"
            "chelian_http_requests_total{route=\"/a\",status=\"200\"} 3\n"
            "chelian_http_requests_total{route=\"/a\",status=\"503\"} 1\n");
  ASSERT_EQ(r.Families().size(), 5u);
  EXPECT_EQ(r.Families()[2].type, Type::kHistogram);
}

}  // namespace
}  // namespace chelian::metrics
