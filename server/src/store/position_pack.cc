// Implementation of the pack codec: varints of deltas from the fix before, doubles as scaled
// integers when that gives back the very same double (else their 8 bytes), strings as "same as
// before" / NULL / bytes; the rest blob deflated with zlib.
#include "store/position_pack.h"

#include <zlib.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace chelian::store {
namespace {

constexpr unsigned char kTrackVersion = 1;
constexpr unsigned char kRestVersion = 1;
// Bounds a decoder holds bad bytes to: more fixes than this in a day, or a rest bigger than this
// inflated, is not a pack (a fix a second is 86,400).
constexpr uint64_t kMaxFixes = 10'000'000;
constexpr uint64_t kMaxRestBytes = 1ULL << 30;

// a - b and a + b wrapping around, as the deltas of any two values are (no signed overflow).
long long Diff(long long a, long long b) {
  return static_cast<long long>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b));
}
long long Sum(long long a, long long b) {
  return static_cast<long long>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
}
uint64_t ZigZag(long long v) { return (static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63); }
long long UnZigZag(uint64_t v) { return static_cast<long long>(v >> 1) ^ -static_cast<long long>(v & 1); }

class Out {
 public:
  void Varint(uint64_t v) {
    while (v >= 0x80) {
      s_.push_back(static_cast<char>((v & 0x7f) | 0x80));
      v >>= 7;
    }
    s_.push_back(static_cast<char>(v));
  }
  void Signed(long long v) { Varint(ZigZag(v)); }
  void Raw(const void* p, size_t n) { s_.append(static_cast<const char*>(p), n); }
  // `x` as round(x × scale) minus the previous such integer, when dividing back gives `x` exactly;
  // else a tag and the double's bytes (the previous integer then stays).
  void Scaled(double x, double scale, long long& prev) {
    double y = x * scale;
    if (std::isfinite(y) && std::fabs(y) < 0x1p50) {
      long long n = std::llround(y);
      double back = static_cast<double>(n) / scale;
      if (back == x && std::signbit(back) == std::signbit(x)) {
        Varint(ZigZag(n - prev) << 1);
        prev = n;
        return;
      }
    }
    Varint(1);
    uint64_t bits = std::bit_cast<uint64_t>(x);
    for (int i = 0; i < 8; ++i) s_.push_back(static_cast<char>(bits >> (8 * i)));
  }
  // 0: same as the string before; 1: NULL; n + 2: n bytes follow.
  void Text(const std::string& v, bool null, const std::string*& prev, bool& prev_null) {
    if (prev && null == prev_null && (null || v == *prev)) {
      Varint(0);
    } else if (null) {
      Varint(1);
    } else {
      Varint(v.size() + 2);
      s_.append(v);
    }
    prev = &v;
    prev_null = null;
  }
  std::string& str() { return s_; }

 private:
  std::string s_;
};

class In {
 public:
  explicit In(std::string_view s) : s_(s) {}
  bool ok() const { return ok_; }
  bool done() const { return pos_ == s_.size(); }
  size_t pos() const { return pos_; }
  uint64_t Varint() {
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (pos_ >= s_.size()) return Fail();
      auto b = static_cast<unsigned char>(s_[pos_++]);
      v |= static_cast<uint64_t>(b & 0x7f) << shift;
      if (!(b & 0x80)) return v;
    }
    return Fail();  // more than ten bytes
  }
  long long Signed() { return UnZigZag(Varint()); }
  double Scaled(double scale, long long& prev) {
    uint64_t tag = Varint();
    if (tag == 1) {
      if (s_.size() - pos_ < 8) return static_cast<double>(Fail());
      uint64_t bits = 0;
      for (int i = 0; i < 8; ++i) bits |= static_cast<uint64_t>(static_cast<unsigned char>(s_[pos_++])) << (8 * i);
      return std::bit_cast<double>(bits);
    }
    if (tag & 1) return static_cast<double>(Fail());
    prev = Sum(prev, UnZigZag(tag >> 1));
    return static_cast<double>(prev) / scale;
  }
  void Text(std::string& v, bool& null, const PackedFix* before, bool attributes) {
    uint64_t tag = Varint();
    if (tag == 0) {
      if (!before) {
        Fail();
        return;
      }
      v = attributes ? before->row.attributes : before->row.alarms;
      null = attributes ? before->attributes_null : before->alarms_null;
    } else if (tag == 1) {
      v.clear();
      null = true;
    } else {
      uint64_t n = tag - 2;
      if (n > s_.size() - pos_) {
        Fail();
        return;
      }
      v.assign(s_.substr(pos_, n));
      pos_ += n;
      null = false;
    }
  }

 private:
  uint64_t Fail() {
    ok_ = false;
    pos_ = s_.size();
    return 0;
  }
  std::string_view s_;
  size_t pos_ = 0;
  bool ok_ = true;
};

Status NotAPack(const char* what) { return InvalidArgument(std::string("轨迹压缩数据损坏: ") + what); }

}  // namespace

PositionPack EncodePositionPack(const std::vector<PackedFix>& fixes) {
  PositionPack pack;
  Out track;
  track.Raw(&kTrackVersion, 1);
  track.Varint(fixes.size());
  long long time = 0, lat = 0, lon = 0, speed = 0, mileage = 0, course = 0;
  for (const PackedFix& f : fixes) {
    const PositionRow& r = f.row;
    track.Signed(Diff(r.fix_time, time));
    time = r.fix_time;
    track.Scaled(r.lat, 1e7, lat);
    track.Scaled(r.lon, 1e7, lon);
    track.Scaled(r.speed, 100, speed);
    track.Signed(static_cast<long long>(r.course) - course);
    course = r.course;
    track.Signed(r.flags);
    track.Scaled(r.mileage, 1000, mileage);
    track.Signed(r.battery);
  }
  pack.track = std::move(track.str());

  Out rest;
  long long delay = 0, altitude = 0;
  const std::string *alarms = nullptr, *attributes = nullptr;
  bool alarms_null = true, attributes_null = true;
  for (const PackedFix& f : fixes) {
    const PositionRow& r = f.row;
    rest.Signed(Diff(Diff(r.recv_time, r.fix_time), delay));
    delay = Diff(r.recv_time, r.fix_time);
    rest.Signed(static_cast<long long>(r.altitude) - altitude);
    altitude = r.altitude;
    rest.Signed(r.satellites);
    rest.Text(r.alarms, f.alarms_null, alarms, alarms_null);
    rest.Text(r.attributes, f.attributes_null, attributes, attributes_null);
  }
  const std::string& raw = rest.str();
  uLongf size = compressBound(raw.size());
  std::string deflated(size, '\0');
  int rc = compress2(reinterpret_cast<Bytef*>(deflated.data()), &size, reinterpret_cast<const Bytef*>(raw.data()),
                     raw.size(), Z_BEST_SPEED);
  Out head;
  head.Raw(&kRestVersion, 1);
  head.Varint(raw.size());
  if (rc == Z_OK) {
    deflated.resize(size);
    head.str() += deflated;
  } else {
    head.str().clear();  // cannot happen with compressBound's room; keep the pack readable anyway
    unsigned char stored = 0;
    head.Raw(&stored, 1);
    head.str() += raw;
  }
  pack.rest = std::move(head.str());
  return pack;
}

Result<std::vector<PackedFix>> DecodePackTrack(std::string_view track) {
  if (track.empty() || static_cast<unsigned char>(track[0]) != kTrackVersion) return NotAPack("版本");
  In in(track.substr(1));
  uint64_t count = in.Varint();
  // Every fix takes at least eight bytes.
  if (!in.ok() || count > kMaxFixes || count > track.size() / 8) return NotAPack("条数");
  std::vector<PackedFix> fixes(count);
  long long time = 0, lat = 0, lon = 0, speed = 0, mileage = 0, course = 0;
  for (PackedFix& f : fixes) {
    PositionRow& r = f.row;
    time = Sum(time, in.Signed());
    r.fix_time = time;
    r.lat = in.Scaled(1e7, lat);
    r.lon = in.Scaled(1e7, lon);
    r.speed = in.Scaled(100, speed);
    course = Sum(course, in.Signed());
    r.course = static_cast<int>(course);
    r.flags = static_cast<int>(in.Signed());
    r.mileage = in.Scaled(1000, mileage);
    r.battery = static_cast<int>(in.Signed());
    if (!in.ok()) return NotAPack("轨迹");
  }
  if (!in.done()) return NotAPack("轨迹长度");
  return fixes;
}

Status DecodePackRest(std::string_view rest, std::vector<PackedFix>& fixes) {
  if (rest.empty() || static_cast<unsigned char>(rest[0]) != kRestVersion) return NotAPack("版本");
  In head(rest.substr(1));
  uint64_t raw_size = head.Varint();
  if (!head.ok() || raw_size > kMaxRestBytes) return NotAPack("长度");
  std::string_view body = rest.substr(1 + head.pos());
  if (raw_size > body.size() * 1032 + 64) return NotAPack("长度");  // beyond what deflate can shrink
  std::string raw;
  if (!body.empty() && body[0] == '\0' && body.size() == raw_size + 1) {
    raw.assign(body.substr(1));  // stored without deflate
  } else if (raw_size > 0) {
    raw.resize(raw_size);
    uLongf size = raw_size;
    int rc = uncompress(reinterpret_cast<Bytef*>(raw.data()), &size, reinterpret_cast<const Bytef*>(body.data()),
                        body.size());
    if (rc != Z_OK || size != raw_size) return NotAPack("解压");
  }
  In in(raw);
  const PackedFix* before = nullptr;
  long long delay = 0, altitude = 0;
  for (PackedFix& f : fixes) {
    PositionRow& r = f.row;
    delay = Sum(delay, in.Signed());
    r.recv_time = Sum(r.fix_time, delay);
    altitude = Sum(altitude, in.Signed());
    r.altitude = static_cast<int>(altitude);
    r.satellites = static_cast<int>(in.Signed());
    in.Text(r.alarms, f.alarms_null, before, false);
    in.Text(r.attributes, f.attributes_null, before, true);
    if (!in.ok()) return NotAPack("附加数据");
    before = &f;
  }
  if (!in.done()) return NotAPack("附加数据长度");
  return Status::Ok();
}

}  // namespace chelian::store
