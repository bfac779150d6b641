// JT/T 808 framer implementation.
#include "protocol/jt808/framer.h"

#include <algorithm>

namespace chelian::jt808 {
namespace {

// The size of the frame's content (between the flags, unescaped) that its header declares;
// 0 when the header cannot be read.
size_t DeclaredInnerSize(const uint8_t* inner, size_t n) {
  if (n < 4) return 0;
  uint16_t props = static_cast<uint16_t>(inner[2] << 8 | inner[3]);
  size_t header = (props & kVersion2019Bit) ? 17 : 12;
  if (props & kSubpackageBit) header += 4;
  return header + (props & kBodyLengthMask) + 1;
}

// Whether the content checks out as an escaped frame (right check code after unescaping).
bool ChecksOut(const uint8_t* inner, size_t n) {
  uint8_t x = 0;
  size_t count = 0;
  uint8_t last = 0;
  for (size_t i = 0; i < n; ++i) {
    uint8_t b = inner[i];
    if (b == kEscape && i + 1 < n && (inner[i + 1] == kEscapedFlag || inner[i + 1] == kEscapedEscape)) {
      b = inner[++i] == kEscapedFlag ? kFlag : kEscape;
    }
    if (count > 0) x ^= last;
    last = b;
    ++count;
  }
  return count >= 2 && x == last;
}

}  // namespace

void Framer::Compact() {
  if (start_ == 0) return;
  buf_.erase(buf_.begin(), buf_.begin() + static_cast<std::ptrdiff_t>(start_));
  start_ = 0;
}

void Framer::Feed(ByteView data) {
  if (start_ > 0 && start_ >= buf_.size() / 2) Compact();
  buf_.insert(buf_.end(), data.begin(), data.end());
}

std::optional<Bytes> Framer::Next() {
  while (true) {
    auto begin = buf_.begin() + static_cast<std::ptrdiff_t>(start_);
    auto open = std::find(begin, buf_.end(), kFlag);
    dropped_ += static_cast<uint64_t>(open - begin);
    start_ = static_cast<size_t>(open - buf_.begin());
    if (open == buf_.end()) {
      buf_.clear();
      start_ = 0;
      return std::nullopt;
    }
    auto close = std::find(open + 1, buf_.end(), kFlag);
    if (close == buf_.end()) {
      if (buffered() > max_frame_bytes_) {  // no end in sight: drop the opening flag and rescan
        ++dropped_;
        ++start_;
        continue;
      }
      return std::nullopt;
    }
    if (close == open + 1) {  // "7E 7E": the first ends an earlier frame, the second opens one
      ++dropped_;
      ++start_;
      continue;
    }
    // A sender that does not escape (api-contract §4.1) puts raw 0x7E bytes inside a frame. When
    // the piece up to the first 0x7E is shorter than its header declares and fails its check
    // code, and a 0x7E sits where the declared frame would end, take the whole frame.
    const uint8_t* inner = &*(open + 1);
    size_t inner_size = static_cast<size_t>(close - open - 1);
    size_t declared = DeclaredInnerSize(inner, inner_size);
    if (declared > inner_size && !ChecksOut(inner, inner_size)) {
      size_t end = static_cast<size_t>(open - buf_.begin()) + 1 + declared;
      if (end < buf_.size() && buf_[end] == kFlag &&
          end + 1 - static_cast<size_t>(open - buf_.begin()) <= max_frame_bytes_) {
        close = buf_.begin() + static_cast<std::ptrdiff_t>(end);
      }
    }
    Bytes frame(open, close + 1);
    start_ = static_cast<size_t>(close + 1 - buf_.begin());
    if (frame.size() > max_frame_bytes_) {
      dropped_ += frame.size();
      continue;
    }
    if (start_ == buf_.size()) {
      buf_.clear();
      start_ = 0;
    }
    return frame;
  }
}

}  // namespace chelian::jt808
