// Tests for SetThisThreadNice: it changes the calling thread and no other; bad values change nothing.
#include "core/thread_priority.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <thread>

namespace chelian {
namespace {

TEST(ThreadPriority, SetsTheCallingThreadOnly) {
  int before = ThisThreadNice();
  int wanted = std::max(before, 7);
  int inside = -100;
  std::thread([&] {
    SetThisThreadNice(wanted);
    inside = ThisThreadNice();
  }).join();
  EXPECT_EQ(inside, wanted);
  EXPECT_EQ(ThisThreadNice(), before);
}

TEST(ThreadPriority, OutOfRangeLeavesThePriority) {
  std::thread([] {
    int before = ThisThreadNice();
    SetThisThreadNice(-1);
    EXPECT_EQ(ThisThreadNice(), before);
    SetThisThreadNice(20);
    EXPECT_EQ(ThisThreadNice(), before);
  }).join();
}

}  // namespace
}  // namespace chelian
