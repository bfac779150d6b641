// 3G* watch framer implementation.
#include "protocol/watch/framer.h"

#include <cctype>
#include <cstdint>

namespace chelian::watch {
namespace {

constexpr size_t kNoFrame = SIZE_MAX;

bool IsEscapeCode(uint8_t b) { return b >= 0x01 && b <= 0x05; }

enum class Header { kIncomplete, kBad, kOk };

// Reads [MM*id*[index*]LLLL* at p[0..n): the content's start and declared length.
Header ReadHeader(const uint8_t* p, size_t n, size_t* content_at, size_t* length) {
  size_t i = 1;  // p[0] is '['
  for (size_t k = 0; k < kMakerChars; ++k, ++i) {
    if (i >= n) return Header::kIncomplete;
    if (!std::isalnum(p[i])) return Header::kBad;
  }
  if (i >= n) return Header::kIncomplete;
  if (p[i++] != kSeparator) return Header::kBad;
  size_t id = 0;
  for (;; ++i, ++id) {
    if (i >= n) return Header::kIncomplete;
    if (p[i] == kSeparator) break;
    if (!std::isalnum(p[i]) || id == kMaxIdChars) return Header::kBad;
  }
  if (id == 0) return Header::kBad;
  ++i;
  // A 4-hex field and '*': the length, or the index when another such field follows (ZJ).
  auto hex4 = [&](size_t at, size_t* value) {
    *value = 0;
    for (size_t k = 0; k < kHexFieldChars; ++k) {
      if (at + k >= n) return Header::kIncomplete;
      uint8_t c = p[at + k];
      if (!std::isxdigit(c)) return Header::kBad;
      *value = *value * 16 + static_cast<size_t>(std::isdigit(c) ? c - '0' : std::tolower(c) - 'a' + 10);
    }
    if (at + kHexFieldChars >= n) return Header::kIncomplete;
    return p[at + kHexFieldChars] == kSeparator ? Header::kOk : Header::kBad;
  };
  size_t first = 0, second = 0;
  if (Header h = hex4(i, &first); h != Header::kOk) return h;
  i += kHexFieldChars + 1;
  switch (hex4(i, &second)) {
    case Header::kIncomplete:
      return Header::kIncomplete;  // an index or the content: the next bytes decide
    case Header::kOk:
      *content_at = i + kHexFieldChars + 1;
      *length = second;
      return Header::kOk;
    case Header::kBad:
      break;
  }
  *content_at = i;
  *length = first;
  return Header::kOk;
}

// One past the ']' that balances p[0]'s '[', or 0 when the brackets do not balance within n.
size_t BalancedEnd(const uint8_t* p, size_t n) {
  int depth = 0;
  for (size_t i = 0; i < n; ++i) {
    if (p[i] == kStart) ++depth;
    if (p[i] == kEnd && --depth == 0) return i + 1;
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

size_t Framer::FrameEnd(bool at_end) const {
  const uint8_t* p = buf_.data() + start_;
  const size_t n = buffered();
  size_t content_at = 0, length = 0;
  switch (ReadHeader(p, n, &content_at, &length)) {
    case Header::kBad:
      return kNoFrame;
    case Header::kIncomplete:
      return 0;
    case Header::kOk:
      break;
  }
  // The content by its length field (escape pairs count as one byte), then ']'.
  size_t i = content_at, count = 0;
  while (count < length && i < n) {
    if (p[i] == kEscape && i + 1 < n && IsEscapeCode(p[i + 1])) {
      i += 2;
    } else if (p[i] == kEscape && i + 1 == n && !at_end) {
      return 0;  // the pair may be cut
    } else {
      ++i;
    }
    ++count;
  }
  if (count == length && i < n && p[i] == kEnd) return i + 1;
  // Some devices count the escaped bytes (JXTK voice chunks).
  if (size_t raw_end = content_at + length; raw_end < n && p[raw_end] == kEnd) return raw_end + 1;
  // A wrong length field: the brackets decide. While the length says more is to come, only a
  // balanced frame that ends the input or is followed by the next frame is taken.
  size_t balanced = BalancedEnd(p, n);
  if (balanced == 0) return 0;
  if (count == length && i < n) return balanced;  // the length ended elsewhere than at a ']'
  if (at_end || balanced == n || p[balanced] == kStart) return balanced;
  return 0;
}

std::optional<Bytes> Framer::Next() {
  while (true) {
    while (buffered() > 0 && buf_[start_] != kStart) {
      ++start_;
      ++dropped_;
    }
    if (buffered() == 0) return std::nullopt;
    size_t end = FrameEnd(false);
    if (end != 0 && end != kNoFrame) return Take(end);
    if (end == kNoFrame || buffered() > max_frame_bytes_) {
      ++start_;  // give up on this '[': the next one may start a frame
      ++dropped_;
      continue;
    }
    return std::nullopt;
  }
}

std::optional<Bytes> Framer::Flush() {
  if (auto f = Next()) return f;
  if (buffered() == 0) return std::nullopt;
  size_t end = FrameEnd(true);
  if (end != 0 && end != kNoFrame) return Take(end);
  return std::nullopt;
}

}  // namespace chelian::watch
