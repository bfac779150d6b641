// OsmAnd stream framing: one HTTP/1.x message (head up to the blank line, then Content-Length bytes
// of body) per frame, several on a kept-alive connection. No Beast: a bounded byte reader.
#pragma once

#include <cstdint>
#include <optional>

#include "core/bytes.h"
#include "protocol/osmand/constants.h"

namespace chelian::osmand {

// Per-connection framer. Not thread-safe; owned by the connection's session. Memory is bounded: a
// head without its blank line within kMaxHeadBytes, a body over kMaxBodyBytes or a chunked body
// is given as one frame of what was read (the decoder answers it 400) and the rest of the
// connection's input is dropped — its message boundaries are lost.
class Framer {
 public:
  void Feed(ByteView data);
  // The next complete message, or nullopt until more bytes arrive.
  std::optional<Bytes> Next();
  // At the end of input: a message cut short is given as it is (the decoder refuses it).
  std::optional<Bytes> Flush();

  size_t buffered() const { return buf_.size() - start_; }
  uint64_t dropped_bytes() const { return dropped_; }

 private:
  std::optional<Bytes> Take(size_t n);

  Bytes buf_;
  size_t start_ = 0;
  uint64_t dropped_ = 0;
  bool broken_ = false;  // message boundaries lost: everything is dropped
};

// The length of the message starting at p[0..n): 0 while more bytes may complete it, SIZE_MAX when
// it cannot be framed (head too long, body too large or chunked).
size_t MessageLength(const uint8_t* p, size_t n);

}  // namespace chelian::osmand
