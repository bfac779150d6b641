// Tests for LatencyHistogram: percentiles within its 1 % buckets, against exact ones of a sample.
#include "core/latency_histogram.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

namespace chelian {
namespace {

double Exact(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<size_t>(p * static_cast<double>(v.size())))];
}

TEST(LatencyHistogram, EmptyIsZero) {
  LatencyHistogram h;
  EXPECT_EQ(h.count(), 0u);
  EXPECT_EQ(h.PercentileMs(0.99), 0);
}

TEST(LatencyHistogram, PercentilesWithinOnePercentOfExact) {
  std::mt19937 rng(7);
  std::lognormal_distribution<double> dist(1.0, 1.5);  // ms: a long tail, as acknowledgements have
  std::vector<double> samples;
  LatencyHistogram h;
  for (int i = 0; i < 200000; ++i) {
    double ms = dist(rng);
    samples.push_back(ms);
    h.Add(ms);
  }
  EXPECT_EQ(h.count(), 200000u);
  for (double p : {0.5, 0.9, 0.99, 0.999}) {
    double exact = Exact(samples, p);
    EXPECT_NEAR(h.PercentileMs(p), exact, exact * 0.011) << p;
  }
  EXPECT_EQ(h.max_ms(), *std::max_element(samples.begin(), samples.end()));
}

TEST(LatencyHistogram, TailIsNotLostAmongManySamples) {
  // 99 % fast, 1.5 % slow: p99 must be a slow one however many samples came first.
  LatencyHistogram h;
  for (int i = 0; i < 985000; ++i) h.Add(2);
  for (int i = 0; i < 15000; ++i) h.Add(300);
  EXPECT_NEAR(h.PercentileMs(0.5), 2, 0.02);
  EXPECT_NEAR(h.PercentileMs(0.99), 300, 3);
}

TEST(LatencyHistogram, ClearEmpties) {
  LatencyHistogram a;
  for (int i = 0; i < 30; ++i) a.Add(100);
  EXPECT_NEAR(a.PercentileMs(0.5), 100, 1);
  EXPECT_EQ(a.max_ms(), 100);
  a.Clear();
  EXPECT_EQ(a.count(), 0u);
  EXPECT_EQ(a.max_ms(), 0);
}

TEST(LatencyHistogram, OutOfRangeValuesAreClamped) {
  LatencyHistogram h;
  h.Add(-5);
  h.Add(0);
  h.Add(1e9);
  EXPECT_EQ(h.count(), 3u);
  EXPECT_LE(h.PercentileMs(0.1), 0.002);
  EXPECT_EQ(h.PercentileMs(1.0), 1e9);  // the largest sample itself
}

}  // namespace
}  // namespace chelian
