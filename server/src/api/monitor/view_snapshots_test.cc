// The monitor's view snapshots: computed once per key while fresh (also by callers at once),
// recomputed when old, a failure not kept, and no more than the bound held.
#include "api/monitor/view_snapshots.h"

#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <thread>

#include "api/monitor/monitor_context.h"

namespace chelian::api::monitor {
namespace {

std::vector<VehicleView> Fleet(size_t n) { return std::vector<VehicleView>(n); }

TEST(ViewSnapshots, AKeyIsComputedOnceWhileFreshThenAgain) {
  ViewSnapshots snapshots(4, 1'000);
  int computed = 0;
  auto compute = [&]() -> Result<std::vector<VehicleView>> { return Fleet(++computed); };
  EXPECT_EQ((*snapshots.Get("a", 0, compute))->size(), 1u);
  EXPECT_EQ((*snapshots.Get("a", 999, compute))->size(), 1u);
  EXPECT_EQ((*snapshots.Get("b", 999, compute))->size(), 2u);
  EXPECT_EQ((*snapshots.Get("a", 1'000, compute))->size(), 3u);
  EXPECT_EQ(computed, 3);
}

TEST(ViewSnapshots, AFailureIsNotKept) {
  ViewSnapshots snapshots;
  auto failed = snapshots.Get("a", 0, []() -> Result<std::vector<VehicleView>> { return Internal("数据库不可用"); });
  EXPECT_FALSE(failed.ok());
  auto again = snapshots.Get("a", 1, []() -> Result<std::vector<VehicleView>> { return Fleet(2); });
  ASSERT_TRUE(again.ok());
  EXPECT_EQ((*again)->size(), 2u);
}

TEST(ViewSnapshots, AComputationThatThrowsFailsAndLeavesTheKeyFree) {
  ViewSnapshots snapshots;
  auto thrown = snapshots.Get("a", 0, []() -> Result<std::vector<VehicleView>> { throw std::runtime_error("boom"); });
  EXPECT_FALSE(thrown.ok());
  EXPECT_TRUE(snapshots.Get("a", 1, []() -> Result<std::vector<VehicleView>> { return Fleet(1); }).ok());
}

TEST(ViewSnapshots, CallersOfOneKeyAtOnceShareOneComputation) {
  ViewSnapshots snapshots;
  std::atomic<int> computed = 0;
  auto compute = [&]() -> Result<std::vector<VehicleView>> {
    ++computed;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    return Fleet(5);
  };
  std::vector<std::thread> callers;
  std::atomic<int> answered = 0;
  for (int i = 0; i < 4; ++i)
    callers.emplace_back([&] {
      if (auto v = snapshots.Get("a", 0, compute); v.ok() && (*v)->size() == 5) ++answered;
    });
  for (auto& t : callers) t.join();
  EXPECT_EQ(computed.load(), 1);
  EXPECT_EQ(answered.load(), 4);
}

TEST(ViewSnapshots, HoldsNoMoreThanItsBoundDroppingTheOldest) {
  ViewSnapshots snapshots(2, 60'000);
  int computed = 0;
  auto compute = [&]() -> Result<std::vector<VehicleView>> { return Fleet(++computed); };
  snapshots.Get("a", 0, compute);
  snapshots.Get("b", 1, compute);
  snapshots.Get("c", 2, compute);                            // "a" leaves
  EXPECT_EQ((*snapshots.Get("b", 3, compute))->size(), 2u);  // kept
  EXPECT_EQ((*snapshots.Get("a", 4, compute))->size(), 4u);  // computed again
  EXPECT_EQ(computed, 4);
}

}  // namespace
}  // namespace chelian::api::monitor
