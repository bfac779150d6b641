// JT/T 808 stream framing: cuts a TCP byte stream into 0x7E … 0x7E frames. Unescaping and the
// check code are the job of ParseFrame (packet.h), so a frame with a bad check still comes out.
#pragma once

#include <cstdint>
#include <optional>

#include "core/bytes.h"
#include "protocol/jt808/constants.h"

namespace chelian::jt808 {

// Per-connection framer. Not thread-safe; owned by the connection's session.
// Memory is bounded: bytes that cannot become a frame of at most `max_frame_bytes` are dropped
// (and counted), so a peer sending garbage cannot grow the buffer.
class Framer {
 public:
  explicit Framer(size_t max_frame_bytes = kMaxFrameBytes) : max_frame_bytes_(max_frame_bytes) {}

  // Appends received bytes.
  void Feed(ByteView data);
  // The next complete frame including both 0x7E delimiters, as received (still escaped), or
  // nullopt when no complete frame is buffered. Bytes before a 0x7E are skipped.
  std::optional<Bytes> Next();

  size_t buffered() const { return buf_.size() - start_; }
  uint64_t dropped_bytes() const { return dropped_; }

 private:
  void Compact();

  size_t max_frame_bytes_;
  Bytes buf_;
  size_t start_ = 0;  // first unconsumed byte of buf_
  uint64_t dropped_ = 0;
};

}  // namespace chelian::jt808
