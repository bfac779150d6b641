// Descriptors are finite (issue #19): the process limit, a budget of connections per listener that
// keeps room below it, and a reserve descriptor with which a listener that still runs out can take
// a pending connection off its queue and close it instead of spinning on the failed accept.
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>

namespace chelian::net {

// Raises the soft RLIMIT_NOFILE to the hard limit; returns the soft limit now in force.
long RaiseDescriptorLimit();
// The soft RLIMIT_NOFILE.
long DescriptorLimit();

// The default connection caps under `limit` descriptors: devices get most, the console a tenth,
// and the rest stays free for the database, logs, exports and media files.
size_t DefaultDeviceConnections(long limit);
size_t DefaultHttpConnections(long limit);

// How many connections a listener (or several sharing it) may hold. Thread-safe.
class ConnectionBudget : public std::enable_shared_from_this<ConnectionBudget> {
 public:
  // A held place; gives it back when destroyed. Empty (holds nothing) when default-made.
  class Slot {
   public:
    Slot() = default;
    explicit Slot(std::shared_ptr<ConnectionBudget> budget) : budget_(std::move(budget)) {}
    Slot(Slot&&) = default;
    Slot& operator=(Slot&& other) noexcept;
    ~Slot();
    explicit operator bool() const { return budget_ != nullptr; }

   private:
    std::shared_ptr<ConnectionBudget> budget_;
  };

  explicit ConnectionBudget(size_t limit) : limit_(limit) {}
  // A slot, or an empty one when `limit` are taken (counted as refused).
  Slot TryTake();
  size_t used() const { return used_.load(); }
  size_t limit() const { return limit_; }
  long long refused() const { return refused_.load(); }

 private:
  const size_t limit_;
  std::atomic<size_t> used_{0};
  std::atomic<long long> refused_{0};
};

// One descriptor held open (on /dev/null) so that it can be given up when the process has none left.
class ReserveDescriptor {
 public:
  ReserveDescriptor();
  ~ReserveDescriptor();
  ReserveDescriptor(const ReserveDescriptor&) = delete;
  ReserveDescriptor& operator=(const ReserveDescriptor&) = delete;

  // Out of descriptors on `listen_fd` (non-blocking): frees the reserve, accepts one pending
  // connection and closes it at once (its client sees the close instead of waiting in the queue),
  // then takes the reserve again. True when a connection was shed.
  bool ShedOnePending(int listen_fd);

 private:
  int fd_ = -1;
};

// True for the accept errors that mean "no descriptors or memory left" (errno values).
bool IsResourceExhaustion(int error);

}  // namespace chelian::net
