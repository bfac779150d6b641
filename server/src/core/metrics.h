// The instruments of the operators' metrics (GET /metrics, docs/metrics.md): counters, gauges and
// fixed-bucket histograms built on relaxed atomics, so that touching one on a hot path costs an
// atomic add — no lock, no allocation. They are read by core/metrics_registry.h.
#pragma once

#include <atomic>
#include <cstdint>
#include <iterator>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace chelian::metrics {

// Counts up only (a Prometheus counter).
class Counter {
 public:
  void Add(uint64_t n = 1) { value_.fetch_add(n, std::memory_order_relaxed); }
  uint64_t value() const { return value_.load(std::memory_order_relaxed); }

 private:
  std::atomic<uint64_t> value_{0};
};

// A value that goes up and down (connections, queue depths).
class Gauge {
 public:
  void Set(int64_t v) { value_.store(v, std::memory_order_relaxed); }
  void Add(int64_t n) { value_.fetch_add(n, std::memory_order_relaxed); }
  int64_t value() const { return value_.load(std::memory_order_relaxed); }

 private:
  std::atomic<int64_t> value_{0};
};

// Replies counted by HTTP status: one counter for each common status and one for the rest, so a
// route's counts need neither a lock nor a map.
class StatusCounts {
 public:
  static constexpr int kStatuses[] = {200, 204, 206, 301, 302, 304, 400, 401, 403, 404, 405, 413, 429, 500, 503};
  static constexpr size_t kSlots = std::size(kStatuses) + 1;  // the last: any other status

  void Count(int status) { counts_[SlotOf(status)].Add(); }
  // Calls `f(status label, count)` for each slot counted at least once ("other" for the rest).
  template <typename F>
  void Each(F&& f) const {
    for (size_t i = 0; i < kSlots; ++i)
      if (uint64_t n = counts_[i].value())
        f(i < std::size(kStatuses) ? std::to_string(kStatuses[i]) : std::string("other"), n);
  }

 private:
  static size_t SlotOf(int status) {
    for (size_t i = 0; i < std::size(kStatuses); ++i)
      if (kStatuses[i] == status) return i;
    return kSlots - 1;
  }
  Counter counts_[kSlots];
};

// Bucket upper bounds in seconds for latencies from a millisecond to a minute.
std::span<const double> LatencyBuckets();

// Samples counted in fixed buckets (upper bounds in seconds, ascending; one more bucket catches
// the rest), with their sum. Observe is wait-free; a reader may see a sample's bucket before its
// sum (a scrape is a snapshot of moving counters anyway).
class Histogram {
 public:
  explicit Histogram(std::span<const double> upper_bounds = LatencyBuckets());

  void Observe(double seconds);

  struct Snapshot {
    std::vector<double> upper_bounds;
    std::vector<uint64_t> cumulative;  // per bound, then the total (+Inf)
    double sum = 0;
  };
  Snapshot Read() const;
  uint64_t count() const;

 private:
  std::vector<double> bounds_;
  std::unique_ptr<std::atomic<uint64_t>[]> counts_;  // bounds_.size() + 1
  std::atomic<uint64_t> sum_ns_{0};
};

}  // namespace chelian::metrics
