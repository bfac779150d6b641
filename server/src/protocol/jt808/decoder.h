// JT/T 808 decoder: one frame (from Framer) + the connection's Session → a DeviceMessage with
// the reply frames to send back (0x8100 for register, 0x8800 for multimedia, 0x8003 for missing
// sub-packages, 0x8001 for everything else).
#pragma once

#include <cstdint>
#include <string>

#include "core/bytes.h"
#include "domain/device_message.h"
#include "protocol/check_codes.h"
#include "protocol/jt808/packet.h"
#include "protocol/jt808/reassembler.h"

namespace chelian::jt808 {

// Per-connection decoder state, owned by the gateway's connection. Not thread-safe: one
// connection's frames are decoded in order on one thread.
struct Session {
  explicit Session(ReassemblerLimits limits = {}) : reassembler(limits) {}

  Reassembler reassembler;   // sub-packages in progress
  uint16_t next_serial = 0;  // serial of the next platform message on this connection
  std::string device_id;     // terminal phone of the last decoded frame ("" before the first)
  bool v2019 = false;        // the terminal speaks the 2019 header
  ReplyAddress address;      // how to address platform messages to it (commands via encoder.h)
  CheckCodes check_codes = CheckCodes::kEnforce;

  uint16_t TakeSerial() { return next_serial++; }
};

// Decodes one frame (with its 0x7E delimiters, still escaped). Never throws. Frames of clients
// that do not escape are read raw when that reading's check code fits (api-contract §4.1, with a
// warning). A frame whose check code fits neither reading is, with CheckCodes::kEnforce (the
// gateway), not decoded: `error` and `bad_check` are set and, when its header could be read, it is
// answered 0x8001 result 2 (message error) — the session (address, reassembly) is not touched.
// With kReport (decode tool, capture tests) it is decoded with a warning. A frame that cannot be
// decoded has `error` set and, when its header could be read, a 0x8001 reply with result 2.
DeviceMessage Decode(ByteView frame, Session& session, int64_t now_ms);

}  // namespace chelian::jt808
