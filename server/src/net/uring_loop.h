// A single-threaded I/O loop on Linux io_uring for the device gateway and the simulator: one system
// call submits every send and collects every completion of a loop turn. Receives are multishot into a
// buffer ring shared by all sockets (no read buffer per idle connection); each socket has one send in
// flight and coalesces what is queued meanwhile. Everything but Post/Stop runs on the loop's thread.
// Create, run and destroy a loop on one thread: closing a ring interrupts a blocking system call of
// the thread that created it once (EINTR).
#pragma once

#include <sys/socket.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "core/status.h"

namespace chelian::net {

struct UringLoopOptions {
  unsigned ring_entries = 4096;  // submission queue; the completion queue is 4 times larger
  unsigned buffers = 2048;       // receive buffers shared by all sockets (a power of two)
  unsigned buffer_size = 2048;   // bytes each; a read delivers at most this much at once
  // Under load a turn waits up to batch_wait_us for `batch` completions before it goes on with
  // fewer (one wake-up for many events; kernels from 6.12, else every completion wakes the loop).
  unsigned batch = 32;
  unsigned batch_wait_us = 100;
};

// Identifies a socket of the loop; stays unique after the socket closes (never reused).
using SocketId = uint64_t;
using TimerId = uint64_t;

struct SocketCallbacks {
  std::function<void(std::string_view data)> on_data;
  // The connection ended: 0 when the peer closed it, else an errno value. Not called for Close().
  std::function<void(int error)> on_close;
};

class UringLoop {
 public:
  using Task = std::function<void()>;

  // Fails with a clear message where the kernel refuses io_uring (old kernel, seccomp).
  static Result<std::unique_ptr<UringLoop>> Create(UringLoopOptions options = {});
  // True when Create would work here (probed once).
  static bool Available();
  ~UringLoop();
  UringLoop(const UringLoop&) = delete;
  UringLoop& operator=(const UringLoop&) = delete;

  // Runs on the calling thread until Stop().
  void Run();
  // Thread-safe. Run returns after the current turn.
  void Stop();
  // Thread-safe: runs `task` on the loop's thread, in call order.
  void Post(Task task);
  bool InLoopThread() const;

  TimerId After(std::chrono::milliseconds delay, Task task);
  void CancelTimer(TimerId id);

  // Takes a listening socket; calls on_accept with each new connection's descriptor (owned by the
  // callee, usually handed to Adopt). Accept errors (out of descriptors) retry after 50 ms.
  void Listen(int listen_fd, std::function<void(int fd)> on_accept);
  // Connects `fd` (owned by the loop from now on) and calls done(0) or done(errno); on success the
  // socket receives from then on. The returned id is valid at once (Send queues until connected).
  SocketId Connect(int fd, const sockaddr* address, socklen_t length, SocketCallbacks callbacks,
                   std::function<void(int error)> done);
  // Takes a connected socket: starts receiving into callbacks.on_data.
  SocketId Adopt(int fd, SocketCallbacks callbacks);

  // Queues bytes; false (nothing queued) when the socket is closed or unknown.
  bool Send(SocketId id, std::string_view bytes);
  // Bytes queued and not yet acknowledged by the kernel.
  size_t Queued(SocketId id) const;
  // Back-pressure: stop and restart receiving (a few reads already under way may still arrive).
  void PauseReading(SocketId id);
  void ResumeReading(SocketId id);
  // Closes at once (queued bytes are dropped); on_close is not called.
  void Close(SocketId id);
  // Closes once the queued bytes are sent.
  void CloseAfterSend(SocketId id);
  size_t socket_count() const;

 private:
  struct Impl;
  explicit UringLoop(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace chelian::net
