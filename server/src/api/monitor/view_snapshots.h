// The monitor's vehicle views kept for a few seconds under a snapshot id the console chose, so that
// the pages of one list (a large fleet is read in several pages at once) come from one reading:
// computed once and consistent across pages. Bounded: a few snapshots, each kept for seconds.
#pragma once

#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/status.h"

namespace chelian::api::monitor {

struct VehicleView;

class ViewSnapshots {
 public:
  using Views = std::shared_ptr<const std::vector<VehicleView>>;
  using Compute = std::function<Result<std::vector<VehicleView>>()>;

  explicit ViewSnapshots(size_t max_kept = 4, long long keep_ms = 10'000) : max_kept_(max_kept), keep_ms_(keep_ms) {}

  // The views kept under `key` when younger than keep_ms at `now_ms`; else `compute()`'s, kept under
  // `key` (the oldest snapshot leaves when more than max_kept are held). Callers of one key at once
  // wait for the first: it is computed once. A failed computation is not kept.
  Result<Views> Get(const std::string& key, long long now_ms, const Compute& compute);

 private:
  struct Entry {
    long long at = 0;
    Views views;  // null while computing
  };
  const size_t max_kept_;
  const long long keep_ms_;
  std::mutex mu_;
  std::condition_variable computed_;
  std::map<std::string, Entry> entries_;
};

}  // namespace chelian::api::monitor
