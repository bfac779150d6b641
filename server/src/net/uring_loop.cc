// Implementation of UringLoop on liburing: a slot per socket (freed once no operation of it is left
// in the kernel), completions tagged with the operation and the slot, a buffer ring for receives,
// an eventfd read for cross-thread wake-ups and a heap of timers that bounds each wait.
#include "net/uring_loop.h"

#include <liburing.h>
#include <spdlog/spdlog.h>
#include <sys/eventfd.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <queue>
#include <thread>
#include <unordered_map>
#include <vector>

#include "core/log_throttle.h"

namespace chelian::net {
namespace {

enum class Op : uint64_t { kRecv = 1, kSend, kConnect, kAccept, kWake, kCancel };
constexpr int kBufferGroup = 0;
constexpr uint64_t kSlotMask = 0xffffffffu;

uint64_t Tag(Op op, uint32_t index) { return static_cast<uint64_t>(op) << 56 | index; }
Op TagOp(uint64_t tag) { return static_cast<Op>(tag >> 56); }
uint32_t TagIndex(uint64_t tag) { return static_cast<uint32_t>(tag & kSlotMask); }

struct Socket {
  SocketId id = 0;  // 0: the slot is free
  int fd = -1;
  SocketCallbacks callbacks;
  std::string out;       // queued, not yet handed to the kernel
  std::string inflight;  // bytes of the send under way
  size_t inflight_done = 0;
  int pending = 0;  // operations prepared or in the kernel; the slot is freed only at 0
  bool receiving = false, sending = false, connecting = false;
  bool paused = false, closed = false, close_after_send = false;
  sockaddr_storage address{};
  socklen_t address_length = 0;
  std::function<void(int)> connect_done;
};

struct Listener {
  int fd = -1;
  std::function<void(int)> on_accept;
};

struct Timer {
  std::chrono::steady_clock::time_point due;
  TimerId id;
  bool operator>(const Timer& o) const { return due != o.due ? due > o.due : id > o.id; }
};

}  // namespace

struct UringLoop::Impl {
  UringLoopOptions options;
  io_uring ring{};
  bool ring_ready = false, disabled_until_run = false, min_wait = false;
  io_uring_buf_ring* buffer_ring = nullptr;
  size_t buffer_ring_bytes = 0;
  char* buffers = nullptr;
  int event_fd = -1;
  uint64_t wake_value = 0;

  std::vector<std::unique_ptr<Socket>> slots;
  std::vector<uint32_t> free_slots;
  uint64_t next_generation = 1;
  size_t open_sockets = 0;
  std::vector<Listener> listeners;
  LogThrottle accept_log{std::chrono::seconds(10)};  // out of descriptors: one line per 10 s
  std::vector<SocketCallbacks> retired;              // callbacks of sockets closed in this turn

  std::priority_queue<Timer, std::vector<Timer>, std::greater<>> timers;
  std::unordered_map<TimerId, Task> timer_tasks;
  TimerId next_timer = 1;

  std::mutex posted_mu;
  std::vector<Task> posted;  // GUARDED_BY(posted_mu): from other threads
  std::vector<Task> local;   // from the loop's own thread
  std::atomic<bool> stop{false};
  std::atomic<std::thread::id> loop_thread{};

  ~Impl() {
    if (ring_ready) io_uring_queue_exit(&ring);  // cancels what is still in the kernel
    for (auto& s : slots)
      if (s->id && s->fd >= 0) ::close(s->fd);
    for (auto& l : listeners) ::close(l.fd);
    if (event_fd >= 0) ::close(event_fd);
    if (buffer_ring) ::munmap(buffer_ring, buffer_ring_bytes);
    std::free(buffers);
  }

  Status Init(const UringLoopOptions& o) {
    options = o;
    if (options.buffers == 0 || (options.buffers & (options.buffers - 1)) != 0 || options.buffers > 32768)
      return InvalidArgument("io_uring: buffers must be a power of two up to 32768");
    io_uring_params params{};
    auto init = [&](unsigned flags) {
      params = {};
      params.flags = IORING_SETUP_CQSIZE | flags;
      params.cq_entries = options.ring_entries * 4;
      return io_uring_queue_init_params(options.ring_entries, &ring, &params);
    };
    int r = init(IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN | IORING_SETUP_R_DISABLED);
    disabled_until_run = r == 0;
    if (r == -EINVAL) r = init(0);  // kernels before 6.1: no deferred task running
    if (r < 0) return Unavailable(std::string("io_uring unavailable: ") + std::strerror(-r));
    constexpr unsigned kFeatMinTimeout = 1u << 15;  // IORING_FEAT_MIN_TIMEOUT, Linux 6.12
    min_wait = (params.features & kFeatMinTimeout) && options.batch > 1 && options.batch_wait_us > 0;
    ring_ready = true;

    buffer_ring_bytes = options.buffers * sizeof(io_uring_buf);
    void* mem = ::mmap(nullptr, buffer_ring_bytes, PROT_READ | PROT_WRITE, MAP_ANONYMOUS | MAP_PRIVATE, -1, 0);
    if (mem == MAP_FAILED) return Internal("io_uring: cannot map the buffer ring");
    buffer_ring = static_cast<io_uring_buf_ring*>(mem);
    io_uring_buf_ring_init(buffer_ring);
    io_uring_buf_reg reg{};
    reg.ring_addr = reinterpret_cast<uint64_t>(buffer_ring);
    reg.ring_entries = options.buffers;
    reg.bgid = kBufferGroup;
    if (int e = io_uring_register_buf_ring(&ring, &reg, 0); e < 0)
      return Unavailable(std::string("io_uring: no provided buffer rings: ") + std::strerror(-e));
    buffers = static_cast<char*>(std::malloc(static_cast<size_t>(options.buffers) * options.buffer_size));
    if (!buffers) return Internal("io_uring: out of memory for receive buffers");
    for (unsigned i = 0; i < options.buffers; ++i) AddBuffer(i, static_cast<int>(i));
    io_uring_buf_ring_advance(buffer_ring, static_cast<int>(options.buffers));

    event_fd = ::eventfd(0, EFD_CLOEXEC);
    if (event_fd < 0) return Internal(std::string("eventfd: ") + std::strerror(errno));
    ArmWake();
    return Status::Ok();
  }

  // --- submission helpers ---------------------------------------------------------------------

  io_uring_sqe* Sqe() {
    io_uring_sqe* sqe = io_uring_get_sqe(&ring);
    if (!sqe) {
      io_uring_submit(&ring);
      sqe = io_uring_get_sqe(&ring);
    }
    if (!sqe) {  // only before Run with a full queue: a programming error
      spdlog::critical("io_uring: submission queue full before the loop runs");
      std::abort();
    }
    return sqe;
  }

  void ArmWake() {
    io_uring_sqe* sqe = Sqe();
    io_uring_prep_read(sqe, event_fd, &wake_value, sizeof wake_value, 0);
    io_uring_sqe_set_data64(sqe, Tag(Op::kWake, 0));
  }

  void ArmAccept(uint32_t index) {
    io_uring_sqe* sqe = Sqe();
    io_uring_prep_multishot_accept(sqe, listeners[index].fd, nullptr, nullptr, SOCK_CLOEXEC);
    io_uring_sqe_set_data64(sqe, Tag(Op::kAccept, index));
  }

  void ArmRecv(uint32_t slot) {
    Socket& s = *slots[slot];
    io_uring_sqe* sqe = Sqe();
    io_uring_prep_recv_multishot(sqe, s.fd, nullptr, 0, 0);
    sqe->flags |= IOSQE_BUFFER_SELECT;
    sqe->buf_group = kBufferGroup;
    io_uring_sqe_set_data64(sqe, Tag(Op::kRecv, slot));
    s.receiving = true;
    ++s.pending;
  }

  void SubmitSend(uint32_t slot) {
    Socket& s = *slots[slot];
    io_uring_sqe* sqe = Sqe();
    io_uring_prep_send(sqe, s.fd, s.inflight.data() + s.inflight_done, s.inflight.size() - s.inflight_done,
                       MSG_NOSIGNAL);
    io_uring_sqe_set_data64(sqe, Tag(Op::kSend, slot));
    s.sending = true;
    ++s.pending;
  }

  void StartSend(uint32_t slot) {
    Socket& s = *slots[slot];
    s.inflight.swap(s.out);
    s.out.clear();
    s.inflight_done = 0;
    SubmitSend(slot);
  }

  // --- sockets --------------------------------------------------------------------------------

  uint32_t NewSlot(int fd, SocketCallbacks callbacks) {
    uint32_t slot;
    if (!free_slots.empty()) {
      slot = free_slots.back();
      free_slots.pop_back();
    } else {
      slot = static_cast<uint32_t>(slots.size());
      slots.push_back(std::make_unique<Socket>());
    }
    Socket& s = *slots[slot];
    s.id = next_generation++ << 32 | slot;
    s.fd = fd;
    s.callbacks = std::move(callbacks);
    ++open_sockets;
    return slot;
  }

  Socket* Find(SocketId id) {
    uint32_t slot = static_cast<uint32_t>(id & kSlotMask);
    if (slot >= slots.size() || slots[slot]->id != id || slots[slot]->closed) return nullptr;
    return slots[slot].get();
  }

  // Ends the socket's traffic now; the descriptor is closed and the slot freed once no operation
  // of it is left (so no prepared operation can reach a descriptor number reused meanwhile).
  void CloseSlot(uint32_t slot, int error, bool notify) {
    Socket& s = *slots[slot];
    if (s.closed) return;
    s.closed = true;
    --open_sockets;
    s.out.clear();
    ::shutdown(s.fd, SHUT_RDWR);  // completes a receive or connect still in the kernel
    // The callbacks may be running (a socket closed from its own on_data): destroyed after the turn.
    auto on_close = s.callbacks.on_close;
    retired.push_back(std::move(s.callbacks));
    s.callbacks = {};
    auto connect_done = std::move(s.connect_done);
    s.connect_done = nullptr;
    MaybeFree(slot);
    if (connect_done && error) connect_done(error);
    if (notify && on_close) on_close(error);
  }

  void MaybeFree(uint32_t slot) {
    Socket& s = *slots[slot];
    if (!s.closed || s.pending > 0) return;
    ::close(s.fd);
    s = Socket{};
    free_slots.push_back(slot);
  }

  char* BufferAt(unsigned bid) const { return buffers + static_cast<size_t>(bid) * options.buffer_size; }

  // Offers buffer `bid` to the kernel at `offset` past the ring's tail (visible after an advance).
  void AddBuffer(unsigned bid, int offset) {
    io_uring_buf_ring_add(buffer_ring, BufferAt(bid), options.buffer_size, static_cast<unsigned short>(bid),
                          io_uring_buf_ring_mask(options.buffers), offset);
  }

  void ReturnBuffer(unsigned bid) {
    AddBuffer(bid, 0);
    io_uring_buf_ring_advance(buffer_ring, 1);
  }

  // An operation of the slot completed: false when the socket is closed (the slot is then freed
  // once its last operation is back).
  bool OperationEnded(uint32_t slot) {
    Socket& s = *slots[slot];
    --s.pending;
    if (!s.closed) return true;
    MaybeFree(slot);
    return false;
  }

  // --- completions ----------------------------------------------------------------------------

  void OnRecv(uint32_t slot, int res, unsigned flags) {
    Socket& s = *slots[slot];
    bool more = flags & IORING_CQE_F_MORE;
    if (flags & IORING_CQE_F_BUFFER) {
      unsigned bid = flags >> IORING_CQE_BUFFER_SHIFT;
      if (res > 0 && !s.closed && s.callbacks.on_data)
        s.callbacks.on_data(std::string_view(BufferAt(bid), static_cast<size_t>(res)));
      ReturnBuffer(bid);
    }
    if (more) {
      if (s.closed) return;
    } else {
      s.receiving = false;
      if (!OperationEnded(slot)) return;
    }
    if (res == 0) return CloseSlot(slot, 0, true);
    if (res < 0 && res != -ENOBUFS && res != -ECANCELED) return CloseSlot(slot, -res, true);
    if (!more && !s.paused && !s.receiving) ArmRecv(slot);  // out of buffers, cancelled or ended
  }

  void OnSend(uint32_t slot, int res) {
    Socket& s = *slots[slot];
    s.sending = false;
    if (!OperationEnded(slot)) return;
    if (res < 0) return CloseSlot(slot, -res, true);
    s.inflight_done += static_cast<size_t>(res);
    if (s.inflight_done < s.inflight.size()) return SubmitSend(slot);
    s.inflight.clear();
    s.inflight_done = 0;
    if (!s.out.empty()) return StartSend(slot);
    if (s.close_after_send) CloseSlot(slot, 0, false);
  }

  void OnConnect(uint32_t slot, int res) {
    Socket& s = *slots[slot];
    s.connecting = false;
    if (!OperationEnded(slot)) return;
    if (res < 0) return CloseSlot(slot, -res, false);
    auto done = std::move(s.connect_done);
    s.connect_done = nullptr;
    ArmRecv(slot);
    if (!s.out.empty()) StartSend(slot);
    if (done) done(0);
  }

  void OnAccept(uint32_t index, int res, unsigned flags) {
    if (res >= 0) listeners[index].on_accept(res);
    if ((flags & IORING_CQE_F_MORE) || stop) return;
    if (res >= 0) return ArmAccept(index);
    if (long long held = accept_log.Admit(); held >= 0)
      spdlog::warn("accept failed: {} ({} more since the last report); retrying in 50 ms", std::strerror(-res), held);
    AddTimer(std::chrono::milliseconds(50), [this, index] { ArmAccept(index); });
  }

  void Complete(const io_uring_cqe& cqe) {
    uint64_t tag = io_uring_cqe_get_data64(&cqe);
    uint32_t index = TagIndex(tag);
    switch (TagOp(tag)) {
      case Op::kRecv:
        return OnRecv(index, cqe.res, cqe.flags);
      case Op::kSend:
        return OnSend(index, cqe.res);
      case Op::kConnect:
        return OnConnect(index, cqe.res);
      case Op::kAccept:
        return OnAccept(index, cqe.res, cqe.flags);
      case Op::kWake:
        return ArmWake();  // the posted tasks run after the completions
      case Op::kCancel:
        return;
    }
  }

  // --- timers and tasks -----------------------------------------------------------------------

  TimerId AddTimer(std::chrono::milliseconds delay, Task task) {
    TimerId id = next_timer++;
    timers.push(Timer{std::chrono::steady_clock::now() + delay, id});
    timer_tasks.emplace(id, std::move(task));
    return id;
  }

  // The wait until the next live timer (nullopt: none).
  std::optional<std::chrono::steady_clock::duration> NextTimeout() {
    while (!timers.empty() && !timer_tasks.count(timers.top().id)) timers.pop();
    if (timers.empty()) return std::nullopt;
    return std::max(std::chrono::steady_clock::duration::zero(), timers.top().due - std::chrono::steady_clock::now());
  }

  void RunTimers() {
    auto now = std::chrono::steady_clock::now();
    while (!timers.empty() && timers.top().due <= now) {
      TimerId id = timers.top().id;
      timers.pop();
      auto it = timer_tasks.find(id);
      if (it == timer_tasks.end()) continue;
      Task task = std::move(it->second);
      timer_tasks.erase(it);
      task();
    }
  }

  void RunTasks() {
    std::vector<Task> batch;
    batch.swap(local);
    {
      std::lock_guard lock(posted_mu);
      for (Task& t : posted) batch.push_back(std::move(t));
      posted.clear();
    }
    for (Task& t : batch) t();
  }

  // Submits what this turn prepared and waits for completions, at most `timeout` (none: no limit).
  void Wait(std::optional<std::chrono::steady_clock::duration> timeout) {
    __kernel_timespec ts{};
    if (timeout) {
      auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(*timeout).count();
      ts = {ns / 1'000'000'000, ns % 1'000'000'000};
    }
    if (!min_wait) {
      io_uring_cqe* first = nullptr;
      io_uring_submit_and_wait_timeout(&ring, &first, 1, timeout ? &ts : nullptr, nullptr);
      return;
    }
    io_uring_submit(&ring);
    if (io_uring_cq_ready(&ring) > 0) return;  // completions to handle already
    // The kernel's wait with a minimum: `batch` completions or, after batch_wait_us, any.
    io_uring_getevents_arg arg{};
    arg.sigmask_sz = _NSIG / 8;
    arg.pad = options.batch_wait_us;  // min_wait_usec since Linux 6.12
    arg.ts = timeout ? reinterpret_cast<uint64_t>(&ts) : 0;
    io_uring_enter2(ring.ring_fd, 0, std::max(1u, options.batch), IORING_ENTER_GETEVENTS | IORING_ENTER_EXT_ARG,
                    reinterpret_cast<sigset_t*>(&arg), sizeof arg);
  }

  void Run() {
    loop_thread = std::this_thread::get_id();
    if (disabled_until_run) {
      // This thread becomes the ring's only submitter (liburing 2.3 does not export the wrapper).
      ::syscall(__NR_io_uring_register, ring.ring_fd, IORING_REGISTER_ENABLE_RINGS, nullptr, 0);
      disabled_until_run = false;
    }
    std::vector<io_uring_cqe*> cqes(512);
    while (!stop) {
      auto timeout = local.empty() ? NextTimeout() : std::chrono::steady_clock::duration::zero();
      Wait(timeout);
      while (unsigned n = io_uring_peek_batch_cqe(&ring, cqes.data(), static_cast<unsigned>(cqes.size()))) {
        for (unsigned i = 0; i < n; ++i) Complete(*cqes[i]);
        io_uring_cq_advance(&ring, n);
        if (n < cqes.size()) break;
      }
      RunTimers();
      RunTasks();
      retired.clear();
    }
    io_uring_submit(&ring);
    loop_thread = std::thread::id{};
    stop = false;  // a later Run goes on; a Stop before Run is still honoured
  }
};

UringLoop::UringLoop(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
UringLoop::~UringLoop() = default;

Result<std::unique_ptr<UringLoop>> UringLoop::Create(UringLoopOptions options) {
  auto impl = std::make_unique<Impl>();
  if (Status s = impl->Init(options); !s.ok()) return s;
  return std::unique_ptr<UringLoop>(new UringLoop(std::move(impl)));
}

bool UringLoop::Available() {
  static const bool available = [] {
    // On a thread of its own: closing a ring interrupts a blocking call of the closing thread once.
    bool ok = false;
    std::thread([&ok] {
      UringLoopOptions small;
      small.ring_entries = 8;
      small.buffers = 8;
      small.buffer_size = 64;
      ok = Create(small).ok();
    }).join();
    return ok;
  }();
  return available;
}

void UringLoop::Run() { impl_->Run(); }

void UringLoop::Stop() {
  impl_->stop = true;
  uint64_t one = 1;
  [[maybe_unused]] ssize_t n = ::write(impl_->event_fd, &one, sizeof one);
}

void UringLoop::Post(Task task) {
  if (InLoopThread()) return impl_->local.push_back(std::move(task));
  bool wake;
  {
    std::lock_guard lock(impl_->posted_mu);
    wake = impl_->posted.empty();
    impl_->posted.push_back(std::move(task));
  }
  if (wake) {
    uint64_t one = 1;
    [[maybe_unused]] ssize_t n = ::write(impl_->event_fd, &one, sizeof one);
  }
}

bool UringLoop::InLoopThread() const { return impl_->loop_thread.load() == std::this_thread::get_id(); }

TimerId UringLoop::After(std::chrono::milliseconds delay, Task task) { return impl_->AddTimer(delay, std::move(task)); }
void UringLoop::CancelTimer(TimerId id) { impl_->timer_tasks.erase(id); }

void UringLoop::Listen(int listen_fd, std::function<void(int fd)> on_accept) {
  impl_->listeners.push_back(Listener{listen_fd, std::move(on_accept)});
  impl_->ArmAccept(static_cast<uint32_t>(impl_->listeners.size() - 1));
}

SocketId UringLoop::Connect(int fd, const sockaddr* address, socklen_t length, SocketCallbacks callbacks,
                            std::function<void(int error)> done) {
  uint32_t slot = impl_->NewSlot(fd, std::move(callbacks));
  Socket& s = *impl_->slots[slot];
  std::memcpy(&s.address, address, std::min<size_t>(length, sizeof s.address));
  s.address_length = length;
  s.connect_done = std::move(done);
  s.connecting = true;
  ++s.pending;
  io_uring_sqe* sqe = impl_->Sqe();
  io_uring_prep_connect(sqe, fd, reinterpret_cast<const sockaddr*>(&s.address), s.address_length);
  io_uring_sqe_set_data64(sqe, Tag(Op::kConnect, slot));
  return s.id;
}

SocketId UringLoop::Adopt(int fd, SocketCallbacks callbacks) {
  uint32_t slot = impl_->NewSlot(fd, std::move(callbacks));
  impl_->ArmRecv(slot);
  return impl_->slots[slot]->id;
}

bool UringLoop::Send(SocketId id, std::string_view bytes) {
  Socket* s = impl_->Find(id);
  if (!s) return false;
  s->out.append(bytes);
  if (!s->sending && !s->connecting) impl_->StartSend(static_cast<uint32_t>(id & kSlotMask));
  return true;
}

size_t UringLoop::Queued(SocketId id) const {
  Socket* s = impl_->Find(id);
  return s ? s->out.size() + s->inflight.size() - s->inflight_done : 0;
}

void UringLoop::PauseReading(SocketId id) {
  Socket* s = impl_->Find(id);
  if (!s || s->paused) return;
  s->paused = true;
  if (!s->receiving) return;
  io_uring_sqe* sqe = impl_->Sqe();
  io_uring_prep_cancel64(sqe, Tag(Op::kRecv, static_cast<uint32_t>(id & kSlotMask)), 0);
  io_uring_sqe_set_data64(sqe, Tag(Op::kCancel, 0));
}

void UringLoop::ResumeReading(SocketId id) {
  Socket* s = impl_->Find(id);
  if (!s || !s->paused) return;
  s->paused = false;
  if (!s->receiving && !s->connecting) impl_->ArmRecv(static_cast<uint32_t>(id & kSlotMask));
}

void UringLoop::Close(SocketId id) {
  if (impl_->Find(id)) impl_->CloseSlot(static_cast<uint32_t>(id & kSlotMask), 0, false);
}

void UringLoop::CloseAfterSend(SocketId id) {
  Socket* s = impl_->Find(id);
  if (!s) return;
  if (!s->sending && s->out.empty()) return Close(id);
  s->close_after_send = true;
}

size_t UringLoop::socket_count() const { return impl_->open_sockets; }

}  // namespace chelian::net
