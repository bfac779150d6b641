// 3G* watch decoder: one frame (from Framer) + the connection's Session → a DeviceMessage with the
// replies the device waits for (LK, AL, INIT, TKQ, JXTK), addressed as the device addressed us.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/bytes.h"
#include "domain/device_message.h"

namespace chelian::watch {

// Per-connection state, owned by the gateway's connection: how the device addresses its frames,
// which replies and commands repeat. Not thread-safe: one connection's frames are decoded in
// order on one thread.
struct Session {
  std::string maker;                 // of the device's last frame ("3G"); "" before the first
  std::string device_id;             // likewise
  std::optional<std::string> index;  // the last frame's index field (ZJ devices)
  // A JXTK voice message being received: its name, the chunks so far (AMR), the next chunk's number.
  std::string voice_name;
  Bytes voice;
  int voice_next = 0;
  uint32_t media_count = 0;  // voice messages completed on the connection (their media ids)
};

// Decodes one frame ('[' through ']'). Never throws. Every frame names its device; the session
// takes its maker, id and index from every frame that parses. A frame whose header cannot be read
// has `error` set and no reply; a message whose fields cannot be read has `error` set and still
// gets the reply its type needs (the device resends an unanswered LK or AL).
DeviceMessage Decode(ByteView frame, Session& session, int64_t now_ms);

}  // namespace chelian::watch
