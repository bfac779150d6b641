// GT06 packet parsing and building (JM-VL03 §"Data packet format", CRC-ITU = CRC-16/X-25 over
// length .. serial).
#include "protocol/gt06/packet.h"

#include "core/crc.h"
#include "protocol/gt06/constants.h"

namespace chelian::gt06 {

Result<Packet> ParseFrame(ByteView f) {
  if (f.size() < 4 || !((f[0] == kStartShort && f[1] == kStartShort) || (f[0] == kStartLong && f[1] == kStartLong))) {
    return InvalidArgument("gt06: no start bytes");
  }
  if (f[f.size() - 2] != kStopCr || f[f.size() - 1] != kStopLf) return InvalidArgument("gt06: no stop bytes");
  Packet p;
  p.extended = f[0] == kStartLong;
  size_t header = p.extended ? 4 : 3;
  // protocol(1) + serial(2) + crc(2) at least, between the header and the stop bytes.
  if (f.size() < header + 5 + 2) return InvalidArgument("gt06: frame too short");
  size_t declared = p.extended ? (size_t{f[2]} << 8 | f[3]) : f[2];
  size_t body_end = f.size() - 2;  // index of 0D
  p.length_mismatch = declared != body_end - header;
  p.protocol = f[header];
  p.content.assign(f.begin() + static_cast<std::ptrdiff_t>(header + 1),
                   f.begin() + static_cast<std::ptrdiff_t>(body_end - 4));
  p.serial = static_cast<uint16_t>(f[body_end - 4] << 8 | f[body_end - 3]);
  uint16_t crc = static_cast<uint16_t>(f[body_end - 2] << 8 | f[body_end - 1]);
  p.crc_ok = Crc16X25(f.subspan(2, body_end - 2 - 2)) == crc;
  return p;
}

Bytes BuildFrame(uint8_t protocol, ByteView content, uint16_t serial, bool extended) {
  size_t length = 1 + content.size() + 2 + 2;
  if (length > 0xFF) extended = true;
  ByteWriter w;
  uint8_t start = extended ? kStartLong : kStartShort;
  w.U8(start).U8(start);
  if (extended) {
    w.U16(static_cast<uint16_t>(length));
  } else {
    w.U8(static_cast<uint8_t>(length));
  }
  w.U8(protocol).Append(content).U16(serial);
  uint16_t crc = Crc16X25(ByteView(w.bytes()).subspan(2));
  w.U16(crc).U8(kStopCr).U8(kStopLf);
  return w.Release();
}

}  // namespace chelian::gt06
