// Implementation of LatencyHistogram: bucket i holds samples in [1.01^i, 1.01^(i+1)) µs.
#include "core/latency_histogram.h"

#include <algorithm>
#include <cmath>

namespace chelian {
namespace {

constexpr double kGrowth = 1.01;
const double kLogGrowth = std::log(kGrowth);
constexpr size_t kBuckets = 1852;  // 1.01^1852 µs ≈ 100 s

size_t BucketOf(double ms) {
  double us = ms * 1000;
  if (!(us > 1)) return 0;  // also NaN
  return std::min(kBuckets - 1, static_cast<size_t>(std::log(us) / kLogGrowth));
}

// The middle of bucket i, in ms.
double MiddleOf(size_t i) { return std::pow(kGrowth, static_cast<double>(i) + 0.5) / 1000; }

}  // namespace

LatencyHistogram::LatencyHistogram() : buckets_(kBuckets, 0) {}

void LatencyHistogram::Add(double ms) {
  ++buckets_[BucketOf(ms)];
  ++count_;
  max_ms_ = std::max(max_ms_, ms);
}

void LatencyHistogram::Clear() {
  std::fill(buckets_.begin(), buckets_.end(), 0);
  count_ = 0;
  max_ms_ = 0;
}

double LatencyHistogram::PercentileMs(double p) const {
  if (count_ == 0) return 0;
  // The rank of the sample wanted (1-based), as a sorted vector's element at p * count would be.
  uint64_t rank = std::min(count_, static_cast<uint64_t>(std::clamp(p, 0.0, 1.0) * static_cast<double>(count_)) + 1);
  if (rank == count_) return max_ms_;
  uint64_t seen = 0;
  for (size_t i = 0; i < kBuckets; ++i) {
    seen += buckets_[i];
    if (seen >= rank) return std::min(MiddleOf(i), max_ms_);
  }
  return max_ms_;
}

}  // namespace chelian
