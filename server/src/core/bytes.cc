// ByteReader / ByteWriter implementation.
#include "core/bytes.h"

namespace chelian {

bool ByteReader::Need(size_t n) {
  if (!ok_ || remaining() < n) {
    ok_ = false;
    pos_ = data_.size();
    return false;
  }
  return true;
}

uint8_t ByteReader::U8() {
  if (!Need(1)) return 0;
  return data_[pos_++];
}

uint16_t ByteReader::U16() {
  if (!Need(2)) return 0;
  uint16_t v = static_cast<uint16_t>((data_[pos_] << 8) | data_[pos_ + 1]);
  pos_ += 2;
  return v;
}

uint32_t ByteReader::U24() {
  if (!Need(3)) return 0;
  uint32_t v = (uint32_t{data_[pos_]} << 16) | (uint32_t{data_[pos_ + 1]} << 8) | data_[pos_ + 2];
  pos_ += 3;
  return v;
}

uint32_t ByteReader::U32() {
  if (!Need(4)) return 0;
  uint32_t v = (uint32_t{data_[pos_]} << 24) | (uint32_t{data_[pos_ + 1]} << 16) | (uint32_t{data_[pos_ + 2]} << 8) |
               data_[pos_ + 3];
  pos_ += 4;
  return v;
}

uint64_t ByteReader::U64() {
  uint64_t hi = U32();
  uint64_t lo = U32();
  return (hi << 32) | lo;
}

ByteView ByteReader::Take(size_t n) {
  if (!Need(n)) return {};
  ByteView v = data_.subspan(pos_, n);
  pos_ += n;
  return v;
}

ByteView ByteReader::TakeRest() {
  ByteView v = data_.subspan(pos_);
  pos_ = data_.size();
  return v;
}

ByteWriter& ByteWriter::U8(uint8_t v) {
  out_.push_back(v);
  return *this;
}

ByteWriter& ByteWriter::U16(uint16_t v) {
  out_.push_back(static_cast<uint8_t>(v >> 8));
  out_.push_back(static_cast<uint8_t>(v));
  return *this;
}

ByteWriter& ByteWriter::U32(uint32_t v) {
  U16(static_cast<uint16_t>(v >> 16));
  return U16(static_cast<uint16_t>(v));
}

ByteWriter& ByteWriter::Append(ByteView b) {
  out_.insert(out_.end(), b.begin(), b.end());
  return *this;
}

ByteWriter& ByteWriter::FixedString(std::string_view s, size_t width, uint8_t pad) {
  if (s.size() > width) s = s.substr(0, width);
  Append(s);
  out_.insert(out_.end(), width - s.size(), pad);
  return *this;
}

void ByteWriter::PatchU16(size_t offset, uint16_t v) {
  out_[offset] = static_cast<uint8_t>(v >> 8);
  out_[offset + 1] = static_cast<uint8_t>(v);
}

std::string TrimmedString(ByteView b) {
  size_t begin = 0, end = b.size();
  while (end > begin && (b[end - 1] == 0 || b[end - 1] == ' ')) --end;
  while (begin < end && b[begin] == 0) ++begin;  // some devices pad on the left with NULs
  return std::string(reinterpret_cast<const char*>(b.data()) + begin, end - begin);
}

}  // namespace chelian
