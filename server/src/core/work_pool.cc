// Implementation of the bounded work pool.
#include "core/work_pool.h"

#include <algorithm>

#include "core/thread_name.h"

namespace chelian {

WorkPool::WorkPool(std::string name, int threads, size_t max_queued) : max_queued_(max_queued) {
  for (int i = 0; i < std::max(1, threads); ++i) {
    threads_.emplace_back([this, name] {
      NameThisThread(name);
      Run();
    });
  }
}

WorkPool::~WorkPool() { Stop(); }

bool WorkPool::TryPost(std::function<void()> job) {
  {
    std::lock_guard lock(mu_);
    if (stopping_ || jobs_.size() >= max_queued_) return false;
    jobs_.push_back(std::move(job));
  }
  cv_.notify_one();
  return true;
}

void WorkPool::Stop() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  cv_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
}

size_t WorkPool::queued() const {
  std::lock_guard lock(mu_);
  return jobs_.size();
}

void WorkPool::Run() {
  std::unique_lock lock(mu_);
  while (true) {
    cv_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
    if (jobs_.empty()) return;  // stopping, and nothing left to run
    std::function<void()> job = std::move(jobs_.front());
    jobs_.pop_front();
    lock.unlock();
    job();
    lock.lock();
  }
}

}  // namespace chelian
