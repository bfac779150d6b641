// 3G* watch stream framing: [MM*id*[index*]LLLL*content] frames cut by their length field and,
// where a device sent a wrong one, by balanced brackets (several real devices do).
#pragma once

#include <cstdint>
#include <optional>

#include "core/bytes.h"
#include "protocol/watch/constants.h"

namespace chelian::watch {

// Per-connection framer. Not thread-safe; owned by the connection's session. Memory is bounded by
// `max_frame_bytes`: a '[' that does not become a frame within that many bytes is dropped, and
// the bytes up to the next '[' with it.
class Framer {
 public:
  explicit Framer(size_t max_frame_bytes = kMaxFrameBytes) : max_frame_bytes_(max_frame_bytes) {}

  void Feed(ByteView data);
  // The next complete frame ('[' through ']', escapes kept), or nullopt until more bytes arrive.
  std::optional<Bytes> Next();
  // At the end of the input (connection closed, or the decode tool's last argument): the buffered
  // rest as a frame if its brackets balance, even if its length field disagrees.
  std::optional<Bytes> Flush();

  size_t buffered() const { return buf_.size() - start_; }
  uint64_t dropped_bytes() const { return dropped_; }

 private:
  // Where the frame starting at start_ ends (one past its ']'), 0 while it may still grow, or
  // SIZE_MAX when this '[' starts no frame.
  size_t FrameEnd(bool at_end) const;
  std::optional<Bytes> Take(size_t n);

  size_t max_frame_bytes_;
  Bytes buf_;
  size_t start_ = 0;
  uint64_t dropped_ = 0;
};

}  // namespace chelian::watch
