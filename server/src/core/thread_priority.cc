// Implementation of the per-thread nice value: on Linux setpriority with a thread id sets one thread.
#include "core/thread_priority.h"

#include <pthread.h>
#include <spdlog/spdlog.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

namespace chelian {
namespace {

std::string ThreadName() {
  char name[16] = {};
  pthread_getname_np(pthread_self(), name, sizeof name);
  return name;
}

}  // namespace

void SetThisThreadNice(int nice) {
  if (nice < 0 || nice > 19) {
    spdlog::warn("thread {}: nice value must be 0 to 19, got {}; priority unchanged", ThreadName(), nice);
    return;
  }
  if (nice <= ThisThreadNice()) return;
  if (::setpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()), nice) != 0)
    spdlog::warn("thread {}: nice {} refused: {}", ThreadName(), nice, std::strerror(errno));
}

int ThisThreadNice() {
  errno = 0;
  return ::getpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()));
}

}  // namespace chelian
