// H02 framer implementation.
#include "protocol/h02/framer.h"

#include <algorithm>
#include <cctype>

namespace chelian::h02 {
namespace {

constexpr size_t kNoFrame = SIZE_MAX;
constexpr size_t kBinaryLengths[] = {kBinaryShort, kBinaryImei, kBinaryLong, kBinaryLong + 1, kBinaryLonger};

// Every binary frame starts with BCD: the id (5 or 8 bytes), the time and the date.
constexpr size_t kBcdHead = 1 + 5 + 3 + 3;

bool IsBcd(uint8_t b) { return (b >> 4) <= 9 && (b & 0x0F) <= 9; }

}  // namespace

bool StartsFrame(const uint8_t* p, size_t n) {
  if (n == 0) return false;
  if (p[0] == kTextStart) return n < 2 || std::isalpha(p[1]);
  if (p[0] != kBinaryStart && p[0] != kAltBinaryStart) return false;
  for (size_t i = 1; i < std::min(n, kBcdHead); ++i)
    if (!IsBcd(p[i])) return false;
  return true;
}

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

void Framer::Drop() {
  ++start_;
  ++dropped_;
}

size_t Framer::FrameEnd() const {
  const uint8_t* p = buf_.data() + start_;
  const size_t n = buffered();
  if (!StartsFrame(p, n)) return kNoFrame;
  if (p[0] == kTextStart) {
    const size_t limit = std::min(n, max_text_bytes_);
    for (size_t i = 1; i < limit; ++i) {
      if (p[i] == kTextEnd) return i + 1;
      if (p[i] == kTextStart || p[i] < 0x20) return kNoFrame;  // a new frame or binary: this one is cut
    }
    return n >= max_text_bytes_ ? kNoFrame : 0;
  }
  // A text frame starting inside the longest binary length bounds the binary frame.
  size_t limit = n;
  for (size_t j = kBinaryShort; j < std::min(n, kBinaryLonger); ++j) {
    if (p[j] != kTextStart) continue;
    if (j + 1 == n) return 0;  // the next byte tells
    if (std::isalpha(p[j + 1])) {
      limit = j;
      break;
    }
  }
  for (size_t len : kBinaryLengths)
    if (len <= limit && n > len && StartsFrame(p + len, n - len)) return len;
  for (size_t len : kBinaryLengths)
    if (len == n && len <= limit) return len;
  if (limit < n || n > kBinaryLonger) {
    size_t best = kBinaryShort;
    for (size_t len : kBinaryLengths)
      if (len <= limit) best = len;
    return best;
  }
  return 0;
}

std::optional<Bytes> Framer::Next() {
  while (true) {
    while (buffered() > 0 && !StartsFrame(buf_.data() + start_, 1)) Drop();
    if (buffered() == 0) return std::nullopt;
    size_t end = FrameEnd();
    if (end == kNoFrame) {
      Drop();
      continue;
    }
    if (end == 0) return std::nullopt;
    return Take(end);
  }
}

std::optional<Bytes> Framer::Flush() {
  if (auto f = Next()) return f;
  if (buffered() >= kBinaryShort && buf_[start_] != kTextStart) return Take(kBinaryShort);
  return std::nullopt;
}

}  // namespace chelian::h02
