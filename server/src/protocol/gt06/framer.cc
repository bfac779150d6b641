// GT06 framer implementation.
#include "protocol/gt06/framer.h"

namespace chelian::gt06 {
namespace {

bool IsStart(const uint8_t* p, size_t n) {
  return n >= 2 && ((p[0] == kStartShort && p[1] == kStartShort) || (p[0] == kStartLong && p[1] == kStartLong));
}

// First 0D 0A at or after `from` that ends the buffer or is followed by a start marker;
// returns the frame size or 0.
size_t ScanForStop(const uint8_t* p, size_t n, size_t from) {
  for (size_t i = from; i + 1 < n; ++i) {
    if (p[i] == kStopCr && p[i + 1] == kStopLf) {
      size_t end = i + 2;
      if (end == n || IsStart(p + end, n - end)) return end;
    }
  }
  return 0;
}

}  // namespace

void Framer::Feed(ByteView data) {
  if (start_ > 0 && start_ >= buf_.size() / 2) {
    buf_.erase(buf_.begin(), buf_.begin() + static_cast<std::ptrdiff_t>(start_));
    start_ = 0;
  }
  buf_.insert(buf_.end(), data.begin(), data.end());
}

std::optional<Bytes> Framer::Take(size_t n) {
  Bytes frame(buf_.begin() + static_cast<std::ptrdiff_t>(start_),
              buf_.begin() + static_cast<std::ptrdiff_t>(start_ + n));
  start_ += n;
  if (start_ == buf_.size()) {
    buf_.clear();
    start_ = 0;
  }
  return frame;
}

std::optional<Bytes> Framer::Next() {
  while (true) {
    // Skip to a start marker.
    while (buffered() >= 2 && !IsStart(buf_.data() + start_, buffered())) {
      ++start_;
      ++dropped_;
    }
    size_t n = buffered();
    const uint8_t* p = buf_.data() + start_;
    bool is_long = n >= 1 && p[0] == kStartLong;
    size_t header = is_long ? 4 : 3;
    if (n < header) return std::nullopt;
    size_t length = is_long ? (size_t{p[2]} << 8 | p[3]) : p[2];
    size_t total = header + length + 2;
    if (length > 0 && n >= total && p[total - 2] == kStopCr && p[total - 1] == kStopLf) return Take(total);
    if (length == 0 || n >= total) {
      // The length field is wrong: cut at a stop that is followed by the next frame.
      if (size_t end = ScanForStop(p, n, header + 1); end != 0 && (end < n || length == 0)) return Take(end);
    }
    if (n > max_frame_bytes_ || (total > max_frame_bytes_ && length != 0)) {
      start_ += 2;  // give up on this start marker
      dropped_ += 2;
      continue;
    }
    return std::nullopt;
  }
}

std::optional<Bytes> Framer::Flush() {
  if (auto f = Next()) return f;
  size_t n = buffered();
  const uint8_t* p = buf_.data() + start_;
  if (n >= 2 && IsStart(p, n)) {
    if (size_t end = ScanForStop(p, n, 3); end != 0) return Take(end);
  }
  return std::nullopt;
}

}  // namespace chelian::gt06
