// GT06 stream framing: 78 78 / 79 79 … 0D 0A frames, cut by the length field and, when the
// length is wrong (real devices send 0 or off-by-one lengths), by the stop bytes.
#pragma once

#include <cstdint>
#include <optional>

#include "core/bytes.h"
#include "protocol/gt06/constants.h"

namespace chelian::gt06 {

// Per-connection framer. Not thread-safe; owned by the connection's session. Memory is bounded by
// `max_frame_bytes`: a start that does not become a frame within that many bytes is dropped.
class Framer {
 public:
  explicit Framer(size_t max_frame_bytes = kMaxFrameBytes) : max_frame_bytes_(max_frame_bytes) {}

  void Feed(ByteView data);
  // The next complete frame (start bytes through 0D 0A), or nullopt until more bytes arrive.
  std::optional<Bytes> Next();
  // At the end of the input (connection closed, or the decode tool's last argument): the
  // buffered rest as a frame if it ends with 0D 0A, even if its length field disagrees.
  std::optional<Bytes> Flush();

  size_t buffered() const { return buf_.size() - start_; }
  uint64_t dropped_bytes() const { return dropped_; }

 private:
  std::optional<Bytes> Take(size_t n);

  size_t max_frame_bytes_;
  Bytes buf_;
  size_t start_ = 0;
  uint64_t dropped_ = 0;
};

}  // namespace chelian::gt06
