// GT06 packets: taking a frame apart (protocol number, content, serial, CRC-ITU check) and
// building frames for replies and commands.
#pragma once

#include <cstdint>

#include "core/bytes.h"
#include "core/status.h"

namespace chelian::gt06 {

struct Packet {
  bool extended = false;  // 79 79 (two-byte length)
  uint8_t protocol = 0;
  Bytes content;  // between the protocol number and the serial
  uint16_t serial = 0;
  bool crc_ok = true;
  bool length_mismatch = false;  // the length field disagrees with the frame
};

// Parses a frame from start bytes through 0D 0A. The CRC is checked but a mismatch does not
// reject the frame here (Traccar never checks it; real test frames have wrong CRCs): `crc_ok`
// says, and the decoder drops the frame for the gateway (decoder.h).
// Errors: no start/stop bytes, or too short for protocol + serial + CRC.
Result<Packet> ParseFrame(ByteView frame);

// 78 78 (79 79 when `extended` or the content is too long) len protocol content serial crc 0D 0A.
Bytes BuildFrame(uint8_t protocol, ByteView content, uint16_t serial, bool extended = false);

}  // namespace chelian::gt06
