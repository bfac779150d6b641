// JT/T 808 packet parsing and building (the standard's §4: framing, header, check code).
#include "protocol/jt808/packet.h"

#include "core/bcd.h"
#include "core/crc.h"
#include "core/hex.h"
#include "protocol/jt808/constants.h"

namespace chelian::jt808 {
namespace {

constexpr size_t kMinHeader2013 = 12;

// The Luhn check digit that completes `digits` (the 15th digit of an IMEI).
char LuhnDigit(const std::string& digits) {
  int sum = 0;
  bool twice = true;  // the rightmost payload digit is doubled
  for (auto it = digits.rbegin(); it != digits.rend(); ++it, twice = !twice) {
    int d = (*it - '0') * (twice ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return static_cast<char>('0' + (10 - sum % 10) % 10);
}

// The terminal number of a header: its BCD digits; a 6-byte field that is not BCD holds the
// first 14 digits of an IMEI as an integer (devices that use their IMEI as the terminal
// number), completed with its check digit; anything else is kept as hex.
std::string TerminalNumber(ByteView phone) {
  if (auto digits = BcdToDigits(phone)) return *digits;
  if (phone.size() == kPhoneBytes2013) {
    uint64_t v = 0;
    for (uint8_t b : phone) v = v << 8 | b;
    if (v < 100'000'000'000'000ULL) {
      std::string payload = std::to_string(v);
      return payload + LuhnDigit(payload);
    }
  }
  return ToHex(phone);
}

bool ChecksumFits(ByteView b) { return b.size() >= 2 && Xor8(b.first(b.size() - 1)) == b.back(); }

// The body length a header in `b` declares, and the one `b` holds (-1 when no header fits).
bool LengthFits(ByteView b) {
  if (b.size() < kMinHeader2013 + 1) return false;
  uint16_t props = static_cast<uint16_t>(b[2] << 8 | b[3]);
  size_t header = (props & kVersion2019Bit) ? 17 : 12;
  if (props & kSubpackageBit) header += 4;
  return b.size() >= header + 1 && b.size() - header - 1 == (props & kBodyLengthMask);
}

Result<Packet> ParseUnescaped(Bytes data) {
  if (data.size() < kMinHeader2013 + 1) return InvalidArgument("jt808: frame too short");
  Packet p;
  ByteView all(data);
  ByteReader r(all.first(all.size() - 1));  // without the check code
  Header& h = p.header;
  h.msg_id = r.U16();
  h.properties = r.U16();
  h.v2019 = (h.properties & kVersion2019Bit) != 0;
  if (h.v2019) h.version = r.U8();
  ByteView phone = r.Take(h.v2019 ? kPhoneBytes2019 : kPhoneBytes2013);
  h.phone_bcd.assign(phone.begin(), phone.end());
  h.serial = r.U16();
  h.subpackaged = (h.properties & kSubpackageBit) != 0;
  if (h.subpackaged) {
    h.package_total = r.U16();
    h.package_index = r.U16();
  }
  if (!r.ok()) return InvalidArgument("jt808: frame too short for its header");
  h.phone = TerminalNumber(h.phone_bcd);
  size_t body_size = r.TakeRest().size();
  p.length_mismatch = body_size != h.declared_body_length();
  // The body is what follows the header, before the check code: cut out of `data` in place.
  size_t header_size = data.size() - 1 - body_size;
  data.erase(data.begin(), data.begin() + static_cast<std::ptrdiff_t>(header_size));
  data.resize(body_size);
  p.body = std::move(data);
  return p;
}

}  // namespace

Bytes Unescape(ByteView in, bool* escape_ok) {
  Bytes out;
  out.reserve(in.size());
  *escape_ok = true;
  for (size_t i = 0; i < in.size(); ++i) {
    if (in[i] == kEscape && i + 1 < in.size() && in[i + 1] == kEscapedFlag) {
      out.push_back(kFlag);
      ++i;
    } else if (in[i] == kEscape && i + 1 < in.size() && in[i + 1] == kEscapedEscape) {
      out.push_back(kEscape);
      ++i;
    } else {
      if (in[i] == kEscape) *escape_ok = false;
      out.push_back(in[i]);
    }
  }
  return out;
}

Bytes Escape(ByteView in) {
  Bytes out;
  out.reserve(in.size() + 4);
  EscapeInto(in, out);
  return out;
}

void EscapeInto(ByteView in, Bytes& out) {
  for (uint8_t b : in) {
    if (b == kFlag) {
      out.push_back(kEscape);
      out.push_back(kEscapedFlag);
    } else if (b == kEscape) {
      out.push_back(kEscape);
      out.push_back(kEscapedEscape);
    } else {
      out.push_back(b);
    }
  }
}

Result<Packet> ParseFrame(ByteView frame) {
  if (!frame.empty() && frame.front() == kFlag) frame = frame.subspan(1);
  if (!frame.empty() && frame.back() == kFlag) frame = frame.first(frame.size() - 1);
  bool escape_ok = true;
  Bytes unescaped = Unescape(frame, &escape_ok);
  bool unescaped_fits = ChecksumFits(unescaped);
  bool raw_differs = unescaped.size() != frame.size();
  bool use_raw = false;
  if (!(unescaped_fits && escape_ok) && raw_differs) {
    // A client that does not escape (api-contract §4.1): prefer the reading that checks out.
    if (ChecksumFits(frame) && !unescaped_fits) {
      use_raw = true;
    } else if (!unescaped_fits && !LengthFits(unescaped) && LengthFits(frame)) {
      use_raw = true;
    }
  }
  Bytes data = use_raw ? Bytes(frame.begin(), frame.end()) : std::move(unescaped);
  bool checksum_ok = ChecksumFits(data);
  Result<Packet> p = ParseUnescaped(std::move(data));
  if (!p.ok()) return p;
  p->checksum_ok = checksum_ok;
  p->escape_ok = escape_ok;
  p->not_escaped = use_raw;
  return p;
}

namespace {

Bytes Build(const ReplyAddress& to, uint16_t msg_id, uint16_t serial, ByteView body, uint16_t total, uint16_t index) {
  ByteWriter w;
  w.U16(msg_id);
  uint16_t props = static_cast<uint16_t>(body.size() & kBodyLengthMask);
  if (to.v2019) props |= kVersion2019Bit;
  if (total) props |= kSubpackageBit;
  w.U16(props);
  if (to.v2019) w.U8(to.version);
  size_t phone_width = to.v2019 ? kPhoneBytes2019 : kPhoneBytes2013;
  ByteView phone(to.phone_bcd);
  if (phone.size() > phone_width) phone = phone.last(phone_width);
  for (size_t i = phone.size(); i < phone_width; ++i) w.U8(0);  // left-pad a short number
  w.Append(phone);
  w.U16(serial);
  if (total) w.U16(total).U16(index);
  w.Append(body);
  uint8_t check = Xor8(w.bytes());
  w.U8(check);
  Bytes out;
  out.reserve(w.size() + 8);  // the two flags and a few escaped bytes
  out.push_back(kFlag);
  EscapeInto(w.bytes(), out);
  out.push_back(kFlag);
  return out;
}

}  // namespace

Bytes BuildFrame(const ReplyAddress& to, uint16_t msg_id, uint16_t serial, ByteView body) {
  return Build(to, msg_id, serial, body, 0, 0);
}

Bytes BuildPackage(const ReplyAddress& to, uint16_t msg_id, uint16_t serial, ByteView body, uint16_t total,
                   uint16_t index) {
  return Build(to, msg_id, serial, body, total, index);
}

}  // namespace chelian::jt808
