// Implementation of the OsmAnd HTTP message framer.
#include "protocol/osmand/framer.h"

#include <algorithm>
#include <limits>
#include <string_view>

#include "protocol/osmand/http_message.h"

namespace chelian::osmand {
namespace {

constexpr size_t kCannotFrame = std::numeric_limits<size_t>::max();

// One past the blank line ending the head in p[0..n), or 0 when it is not there.
size_t HeadEnd(const uint8_t* p, size_t n) {
  for (size_t i = 0; i + 1 < n; ++i) {
    if (p[i] != '\n') continue;
    if (p[i + 1] == '\n') return i + 2;
    if (p[i + 1] == '\r' && i + 2 < n && p[i + 2] == '\n') return i + 3;
  }
  return 0;
}

}  // namespace

size_t MessageLength(const uint8_t* p, size_t n) {
  size_t head = HeadEnd(p, std::min(n, kMaxHeadBytes));
  if (head == 0) return n >= kMaxHeadBytes ? kCannotFrame : 0;
  auto m = ReadHttpMessage(std::string_view(reinterpret_cast<const char*>(p), head));
  if (!m) return head;  // not HTTP: the decoder refuses the head; the next message may be fine
  auto length = m->ContentLength();
  if (m->Chunked() || !length || *length > kMaxBodyBytes) return kCannotFrame;
  return n >= head + *length ? head + *length : 0;
}

void Framer::Feed(ByteView data) {
  if (broken_) {
    dropped_ += data.size();
    return;
  }
  if (start_ > 0 && start_ == buf_.size()) {
    buf_.clear();
    start_ = 0;
  }
  buf_.insert(buf_.end(), data.begin(), data.end());
}

std::optional<Bytes> Framer::Next() {
  // Line ends between messages (clients send a CRLF after a POST body) are no message.
  while (start_ < buf_.size() && (buf_[start_] == '\r' || buf_[start_] == '\n')) {
    ++start_;
    ++dropped_;
  }
  size_t n = buffered();
  if (n == 0) return std::nullopt;
  size_t length = MessageLength(buf_.data() + start_, n);
  if (length == 0) return std::nullopt;
  if (length == kCannotFrame) {
    broken_ = true;
    return Take(std::min(n, kMaxHeadBytes + kMaxBodyBytes));
  }
  return Take(length);
}

std::optional<Bytes> Framer::Flush() {
  if (auto f = Next()) return f;
  if (buffered() == 0) return std::nullopt;
  return Take(buffered());
}

std::optional<Bytes> Framer::Take(size_t n) {
  Bytes frame(buf_.begin() + static_cast<std::ptrdiff_t>(start_),
              buf_.begin() + static_cast<std::ptrdiff_t>(start_ + n));
  start_ += n;
  if (broken_) {
    dropped_ += buf_.size() - start_;
    start_ = buf_.size();
  }
  if (start_ == buf_.size()) {
    buf_.clear();
    start_ = 0;
  } else if (start_ > kMaxHeadBytes) {
    buf_.erase(buf_.begin(), buf_.begin() + static_cast<std::ptrdiff_t>(start_));
    start_ = 0;
  }
  return frame;
}

}  // namespace chelian::osmand
