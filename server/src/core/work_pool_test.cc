// Tests for the bounded work pool: jobs run off the caller's thread, the bound refuses, Stop drains.
#include "core/work_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <future>

namespace chelian {
namespace {

TEST(WorkPoolTest, RunsJobsOnItsThreads) {
  WorkPool pool("test-pool", 2, 10);
  std::promise<std::thread::id> ran;
  ASSERT_TRUE(pool.TryPost([&] { ran.set_value(std::this_thread::get_id()); }));
  EXPECT_NE(ran.get_future().get(), std::this_thread::get_id());
}

TEST(WorkPoolTest, RefusesBeyondTheBoundAndDrainsOnStop) {
  WorkPool pool("test-pool", 1, 2);
  std::promise<void> release;
  std::shared_future<void> gate = release.get_future().share();
  std::promise<void> started;
  ASSERT_TRUE(pool.TryPost([&] {
    started.set_value();
    gate.wait();
  }));
  started.get_future().wait();  // the one thread is busy: what follows waits in the queue
  std::atomic<int> done{0};
  EXPECT_TRUE(pool.TryPost([&] { ++done; }));
  EXPECT_TRUE(pool.TryPost([&] { ++done; }));
  EXPECT_FALSE(pool.TryPost([&] { ++done; }));  // two already wait
  EXPECT_EQ(pool.queued(), 2u);
  release.set_value();
  pool.Stop();
  EXPECT_EQ(done.load(), 2);
  EXPECT_FALSE(pool.TryPost([] {}));
}

}  // namespace
}  // namespace chelian
