// H02 stream framing: text frames '*' … '#' and binary frames '$' (or 'X') of fixed lengths, mixed
// on one connection; bytes between frames (\r\n, garbage) are dropped.
#pragma once

#include <cstdint>
#include <optional>

#include "core/bytes.h"
#include "protocol/h02/constants.h"

namespace chelian::h02 {

// Per-connection framer. Not thread-safe; owned by the connection's session. Memory is bounded:
// a text frame without '#' within `max_text_bytes` is dropped up to the next frame start.
// A binary frame's length is the smallest known length (32, 42, 45, 46, 48) that the input ends
// at or that another frame follows; a frame split by the network exactly after 32 bytes is taken
// as a short frame (the rest is then dropped as garbage).
class Framer {
 public:
  explicit Framer(size_t max_text_bytes = kMaxTextFrameBytes) : max_text_bytes_(max_text_bytes) {}

  void Feed(ByteView data);
  // The next complete frame (text: '*' through '#'), or nullopt until more bytes arrive.
  std::optional<Bytes> Next();
  // At the end of input: a buffered binary frame of at least the short length is taken as short.
  std::optional<Bytes> Flush();

  size_t buffered() const { return buf_.size() - start_; }
  uint64_t dropped_bytes() const { return dropped_; }

 private:
  // One past the end of the frame at start_, 0 while it may still grow, SIZE_MAX when none starts.
  size_t FrameEnd() const;
  std::optional<Bytes> Take(size_t n);
  void Drop();

  size_t max_text_bytes_;
  Bytes buf_;
  size_t start_ = 0;
  uint64_t dropped_ = 0;
};

// Whether p[0..n) can start a frame: '*' and a letter, or '$'/'X' and BCD (id, time, date) as far
// as present.
bool StartsFrame(const uint8_t* p, size_t n);

}  // namespace chelian::h02
