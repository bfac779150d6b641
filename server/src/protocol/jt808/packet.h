// JT/T 808 packets: header (2011/2013 and 2019 layouts), unescaping with tolerance for clients
// that do not escape (api-contract §4.1), and building escaped frames for replies.
#pragma once

#include <cstdint>
#include <string>

#include "core/bytes.h"
#include "core/status.h"

namespace chelian::jt808 {

struct Header {
  uint16_t msg_id = 0;
  uint16_t properties = 0;  // the raw body-properties WORD
  bool v2019 = false;       // bit 14: 2019 header with version byte and BCD[10] phone
  uint8_t version = 0;      // 2019 protocol version (1 = first 2019 version)
  Bytes phone_bcd;          // as received: 6 or 10 bytes
  std::string phone;        // its digits ("013829655854"); hex when not valid BCD
  uint16_t serial = 0;
  bool subpackaged = false;  // bit 13
  uint16_t package_total = 0;
  uint16_t package_index = 0;  // 1-based

  size_t declared_body_length() const { return properties & 0x03FF; }
  uint8_t encryption() const { return static_cast<uint8_t>((properties >> 10) & 0x7); }
};

// A frame taken apart: header, body and how it arrived.
struct Packet {
  Header header;
  Bytes body;
  bool checksum_ok = true;
  bool escape_ok = true;         // no 0x7D followed by anything but 0x01/0x02
  bool not_escaped = false;      // decoded from the raw bytes (the sender did not escape)
  bool length_mismatch = false;  // body-length field disagrees with the bytes present
};

// Reverses the 0x7D escaping of `in` (a frame without its 0x7E delimiters). `escape_ok` is set
// false on a 0x7D followed by anything else (the bytes are then kept as they are).
Bytes Unescape(ByteView in, bool* escape_ok);
// Escapes 0x7E and 0x7D.
Bytes Escape(ByteView in);
// The same, appended to `out`.
void EscapeInto(ByteView in, Bytes& out);

// Parses one frame (with or without its 0x7E delimiters). The check code and escaping are
// verified but a failure does not reject the frame here: among the unescaped and the raw bytes
// the candidate whose check code (else whose length field) fits is taken, and the flags say what
// was wrong (the decoder then refuses a frame whose check code fits neither, decoder.h).
// Errors: too short for a header, or a header whose fields cannot be read.
Result<Packet> ParseFrame(ByteView frame);

// What a platform frame needs from the terminal's header to address it.
struct ReplyAddress {
  Bytes phone_bcd;  // 6 bytes (2011/2013) or 10 bytes (2019)
  bool v2019 = false;
  uint8_t version = 1;
};

// A complete escaped frame 0x7E header body check 0x7E. REQUIRES: body.size() <= 1023.
Bytes BuildFrame(const ReplyAddress& to, uint16_t msg_id, uint16_t serial, ByteView body);
// One package of a sub-packaged message (body-properties bit 13, then package total and 1-based
// index after the serial). REQUIRES: body.size() <= 1023, 1 <= index <= total.
Bytes BuildPackage(const ReplyAddress& to, uint16_t msg_id, uint16_t serial, ByteView body, uint16_t total,
                   uint16_t index);

}  // namespace chelian::jt808
