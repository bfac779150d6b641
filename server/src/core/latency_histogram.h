// Latency percentiles over any number of samples in fixed memory: log-spaced buckets 1 % wide from
// 1 µs to ~100 s (values outside are clamped into the first or last bucket). For benchmarks and
// the simulator, which count millions of acknowledgements; not thread-safe.
#pragma once

#include <cstdint>
#include <vector>

namespace chelian {

class LatencyHistogram {
 public:
  LatencyHistogram();

  void Add(double ms);
  void Clear();

  uint64_t count() const { return count_; }
  // The value below which a share p (0..1) of the samples lie, within 1 %; 0 when empty.
  double PercentileMs(double p) const;
  // The largest sample seen (exact).
  double max_ms() const { return max_ms_; }

 private:
  std::vector<uint64_t> buckets_;
  uint64_t count_ = 0;
  double max_ms_ = 0;
};

}  // namespace chelian
