// A fixed set of threads running posted jobs, with a bounded queue: work beyond the bound is
// refused at once instead of growing memory or waiting times without limit. Thread-safe.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace chelian {

class WorkPool {
 public:
  // Starts `threads` (at least 1) threads named `name` (≤ 15 characters, as the kernel keeps it).
  WorkPool(std::string name, int threads, size_t max_queued);
  ~WorkPool();  // Stop()

  WorkPool(const WorkPool&) = delete;
  WorkPool& operator=(const WorkPool&) = delete;

  // Queues `job`; false (and `job` dropped) when `max_queued` jobs already wait or the pool stops.
  bool TryPost(std::function<void()> job);

  // Runs the jobs already queued, then joins the threads. Later posts are refused. Idempotent.
  void Stop();

  size_t queued() const;
  int threads() const { return static_cast<int>(threads_.size()); }

 private:
  void Run();

  const size_t max_queued_;
  mutable std::mutex mu_;
  std::condition_variable cv_;
  std::deque<std::function<void()>> jobs_;  // GUARDED_BY(mu_)
  bool stopping_ = false;                   // GUARDED_BY(mu_)
  std::vector<std::thread> threads_;
};

}  // namespace chelian
