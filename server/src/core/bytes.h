// Byte buffers for wire protocols: a bounds-checked big-endian reader with a sticky error flag
// and an appending big-endian writer. Readers never throw and never read past their view.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace chelian {

using Bytes = std::vector<uint8_t>;
using ByteView = std::span<const uint8_t>;

inline ByteView AsBytes(std::string_view s) { return {reinterpret_cast<const uint8_t*>(s.data()), s.size()}; }

// Reads big-endian integers and slices from a view it does not own (the caller keeps the bytes
// alive). A read past the end returns zeros / an empty slice and sets ok() false for good, so a
// decoder can read a whole structure and check once. Not thread-safe.
class ByteReader {
 public:
  explicit ByteReader(ByteView data) : data_(data) {}

  uint8_t U8();
  uint16_t U16();
  uint32_t U24();
  uint32_t U32();
  uint64_t U64();
  int16_t I16() { return static_cast<int16_t>(U16()); }
  int32_t I32() { return static_cast<int32_t>(U32()); }
  // The next `n` bytes (empty and !ok() if fewer remain).
  ByteView Take(size_t n);
  // The rest of the view; never fails.
  ByteView TakeRest();
  void Skip(size_t n) { Take(n); }
  // The next byte without consuming it; 0 at the end (does not set the error flag).
  uint8_t Peek() const { return pos_ < data_.size() ? data_[pos_] : 0; }

  size_t remaining() const { return data_.size() - pos_; }
  size_t position() const { return pos_; }
  bool ok() const { return ok_; }
  bool empty() const { return pos_ == data_.size(); }

 private:
  bool Need(size_t n);

  ByteView data_;
  size_t pos_ = 0;
  bool ok_ = true;
};

// Appends big-endian integers and bytes to a buffer it owns.
class ByteWriter {
 public:
  // Room for a typical platform frame up front: no reallocation while it grows byte by byte.
  ByteWriter() { out_.reserve(64); }

  ByteWriter& U8(uint8_t v);
  ByteWriter& U16(uint16_t v);
  ByteWriter& U32(uint32_t v);
  ByteWriter& Append(ByteView b);
  ByteWriter& Append(std::string_view s) { return Append(AsBytes(s)); }
  // Writes `s` into exactly `width` bytes: truncated, or padded on the right with `pad`.
  ByteWriter& FixedString(std::string_view s, size_t width, uint8_t pad = 0);

  size_t size() const { return out_.size(); }
  const Bytes& bytes() const { return out_; }
  Bytes Release() { return std::move(out_); }
  // Overwrites a big-endian WORD at `offset`. REQUIRES: offset + 2 <= size().
  void PatchU16(size_t offset, uint16_t v);

 private:
  Bytes out_;
};

// The bytes as text, with trailing NUL and space padding removed (fixed-width device fields).
std::string TrimmedString(ByteView b);

}  // namespace chelian
