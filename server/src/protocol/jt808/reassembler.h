// JT/T 808 sub-package reassembly (body-properties bit 13): collects the packages of a long
// message (multimedia, batches) and says which are missing so the platform can send 0x8003.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/bytes.h"

namespace chelian::jt808 {

struct ReassemblerLimits {
  size_t max_messages = 4;         // messages in progress per connection
  size_t max_packages = 1024;      // packages per message
  size_t max_bytes = 1024 * 1024;  // buffered body bytes per connection
  int64_t timeout_ms = 60'000;     // a message not completed by then is dropped
  int64_t stall_ms = 10'000;       // no new package for this long: ask for the missing ones again
};

// Per-connection reassembler. Not thread-safe. Bounded in messages, packages, bytes and time:
// when a limit would be exceeded the oldest message (or the offending package) is dropped.
class Reassembler {
 public:
  explicit Reassembler(ReassemblerLimits limits = {}) : limits_(limits) {}

  struct Outcome {
    enum class Kind { kBuffered, kComplete, kRejected };
    Kind kind = Kind::kBuffered;
    Bytes body;                     // kComplete: the packages' bodies in order
    uint16_t first_serial = 0;      // serial of package 1 (what 0x8003 refers to)
    std::vector<uint16_t> missing;  // kBuffered after the last package arrived: indexes to resend
    Bytes head;                     // the first 4 bytes of package 1 once it arrived (0x0801: media id)
    std::string error;              // kRejected: why
  };

  // A message whose packages stopped coming (the last one may be what was lost).
  struct Stall {
    uint16_t msg_id = 0;
    uint16_t first_serial = 0;
    std::vector<uint16_t> missing;
    Bytes head;
  };

  // Adds package `index` (1-based) of `total` of message `msg_id`, sent with `serial`.
  Outcome Add(uint16_t msg_id, uint16_t serial, uint16_t total, uint16_t index, ByteView body, int64_t now_ms);
  // Drops messages not completed within the timeout; returns how many were dropped.
  size_t Expire(int64_t now_ms);
  // Messages without a new package for stall_ms, each reported at most once per stall_ms.
  std::vector<Stall> TakeStalled(int64_t now_ms);

  size_t pending_messages() const { return pending_.size(); }
  size_t buffered_bytes() const { return bytes_; }

 private:
  struct Pending {
    uint16_t first_serial = 0;
    int64_t started_ms = 0;
    int64_t progress_ms = 0;   // last package added or last stall reported
    std::vector<Bytes> parts;  // index-1 → body
    std::vector<bool> present;
    size_t count = 0;
  };
  using Key = std::pair<uint16_t, uint16_t>;  // (msg id, total)

  void Drop(std::map<Key, Pending>::iterator it);
  static std::vector<uint16_t> Missing(const Pending& p);
  static Bytes Head(const Pending& p);

  ReassemblerLimits limits_;
  std::map<Key, Pending> pending_;
  size_t bytes_ = 0;
};

}  // namespace chelian::jt808
