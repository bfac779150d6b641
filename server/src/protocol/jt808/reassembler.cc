// Sub-package reassembly implementation.
#include "protocol/jt808/reassembler.h"

#include <algorithm>

namespace chelian::jt808 {

void Reassembler::Drop(std::map<Key, Pending>::iterator it) {
  for (const Bytes& b : it->second.parts) bytes_ -= b.size();
  pending_.erase(it);
}

std::vector<uint16_t> Reassembler::Missing(const Pending& p) {
  std::vector<uint16_t> missing;
  for (size_t i = 0; i < p.present.size(); ++i) {
    if (!p.present[i]) missing.push_back(static_cast<uint16_t>(i + 1));
  }
  return missing;
}

Bytes Reassembler::Head(const Pending& p) {
  if (!p.present[0]) return {};
  const Bytes& first = p.parts[0];
  return Bytes(first.begin(), first.begin() + static_cast<std::ptrdiff_t>(std::min<size_t>(first.size(), 4)));
}

std::vector<Reassembler::Stall> Reassembler::TakeStalled(int64_t now_ms) {
  std::vector<Stall> out;
  for (auto& [key, p] : pending_) {
    if (now_ms - p.progress_ms < limits_.stall_ms) continue;
    p.progress_ms = now_ms;
    out.push_back({key.first, p.first_serial, Missing(p), Head(p)});
  }
  return out;
}

size_t Reassembler::Expire(int64_t now_ms) {
  size_t dropped = 0;
  for (auto it = pending_.begin(); it != pending_.end();) {
    auto next = std::next(it);
    if (now_ms - it->second.started_ms > limits_.timeout_ms) {
      Drop(it);
      ++dropped;
    }
    it = next;
  }
  return dropped;
}

Reassembler::Outcome Reassembler::Add(uint16_t msg_id, uint16_t serial, uint16_t total, uint16_t index, ByteView body,
                                      int64_t now_ms) {
  Outcome out;
  if (total == 0 || index == 0 || index > total) {
    out.kind = Outcome::Kind::kRejected;
    out.error = "sub-package index " + std::to_string(index) + " of " + std::to_string(total);
    return out;
  }
  if (total > limits_.max_packages) {
    out.kind = Outcome::Kind::kRejected;
    out.error = "sub-package total " + std::to_string(total) + " above the limit";
    return out;
  }
  Expire(now_ms);
  Key key{msg_id, total};
  auto it = pending_.find(key);
  if (it != pending_.end() && index == 1 && it->second.present[0]) {
    Drop(it);  // package 1 again: the device started the message over
    it = pending_.end();
  }
  if (it == pending_.end()) {
    while (pending_.size() >= limits_.max_messages) {  // evict the oldest
      auto oldest = pending_.begin();
      for (auto j = pending_.begin(); j != pending_.end(); ++j) {
        if (j->second.started_ms < oldest->second.started_ms) oldest = j;
      }
      Drop(oldest);
    }
    Pending p;
    p.first_serial = static_cast<uint16_t>(serial - (index - 1));
    p.started_ms = now_ms;
    p.parts.resize(total);
    p.present.resize(total, false);
    it = pending_.emplace(key, std::move(p)).first;
  }
  Pending& p = it->second;
  p.progress_ms = now_ms;
  out.first_serial = p.first_serial;
  if (bytes_ + body.size() > limits_.max_bytes) {
    Drop(it);
    out.kind = Outcome::Kind::kRejected;
    out.error = "sub-packages exceed the buffer limit";
    return out;
  }
  if (!p.present[index - 1]) {
    p.present[index - 1] = true;
    ++p.count;
  } else {
    bytes_ -= p.parts[index - 1].size();
  }
  p.parts[index - 1].assign(body.begin(), body.end());
  bytes_ += body.size();
  if (p.count == total) {
    out.kind = Outcome::Kind::kComplete;
    for (const Bytes& b : p.parts) out.body.insert(out.body.end(), b.begin(), b.end());
    Drop(it);
    return out;
  }
  out.head = Head(p);
  if (index == total) out.missing = Missing(p);  // the last package arrived with gaps: ask for the rest
  return out;
}

}  // namespace chelian::jt808
