// Implementation of the descriptor limit, connection budgets and the reserve descriptor.
#include "net/descriptors.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace chelian::net {

long RaiseDescriptorLimit() {
  rlimit r{};
  if (::getrlimit(RLIMIT_NOFILE, &r) != 0) return 1024;
  if (r.rlim_cur < r.rlim_max) {
    rlimit raised = r;
    raised.rlim_cur = r.rlim_max;
    if (::setrlimit(RLIMIT_NOFILE, &raised) == 0) r = raised;
  }
  return r.rlim_cur == RLIM_INFINITY ? 1L << 20 : static_cast<long>(r.rlim_cur);
}

long DescriptorLimit() {
  rlimit r{};
  if (::getrlimit(RLIMIT_NOFILE, &r) != 0) return 1024;
  return r.rlim_cur == RLIM_INFINITY ? 1L << 20 : static_cast<long>(r.rlim_cur);
}

size_t DefaultDeviceConnections(long limit) { return static_cast<size_t>(std::max<long>(16, limit - limit / 5 - 64)); }

size_t DefaultHttpConnections(long limit) { return static_cast<size_t>(std::max<long>(16, limit / 10)); }

ConnectionBudget::Slot& ConnectionBudget::Slot::operator=(Slot&& other) noexcept {
  if (this != &other) {
    if (budget_) --budget_->used_;
    budget_ = std::move(other.budget_);
  }
  return *this;
}

ConnectionBudget::Slot::~Slot() {
  if (budget_) --budget_->used_;
}

ConnectionBudget::Slot ConnectionBudget::TryTake() {
  size_t used = used_.load();
  do {
    if (used >= limit_) {
      ++refused_;
      return Slot();
    }
  } while (!used_.compare_exchange_weak(used, used + 1));
  return Slot(shared_from_this());
}

ReserveDescriptor::ReserveDescriptor() : fd_(::open("/dev/null", O_RDONLY | O_CLOEXEC)) {}

ReserveDescriptor::~ReserveDescriptor() {
  if (fd_ >= 0) ::close(fd_);
}

bool ReserveDescriptor::ShedOnePending(int listen_fd) {
  if (fd_ >= 0) ::close(fd_);
  int accepted = ::accept4(listen_fd, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
  if (accepted >= 0) ::close(accepted);
  fd_ = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  return accepted >= 0;
}

bool IsResourceExhaustion(int error) {
  return error == EMFILE || error == ENFILE || error == ENOBUFS || error == ENOMEM;
}

}  // namespace chelian::net
