// What a device message says about a command sent to it: which command it answers (a platform
// serial and message id, a server flag echoed, a photo's multimedia id or just the command's
// message id), whether the terminal executed it, and a Chinese text for the report. Each protocol
// reads its own answers (ProtocolParts::read_reply); the command tracker matches them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace chelian {

struct CommandReply {
  enum class Kind {
    kAck,    // answers the platform message msg_id: the one with serial `match`, or with any_serial
             // the oldest one waiting
    kText,   // a text answer naming its command by `match` (GT06 server flag, JT/T 808 0x1300
             // serial) or not at all (0: the command is found by time)
    kMedia,  // a photo taken on command msg_id arrived (media_ids = its multimedia id)
  };
  Kind kind = Kind::kAck;
  std::string protocol;
  uint32_t match = 0;
  uint16_t msg_id = 0;      // the platform message answered (0x8201 for a 0x0201 …)
  bool any_serial = false;  // kAck without a serial (0x0107): the oldest waiting command of msg_id
  bool ok = true;
  std::string text;       // e.g. 终端已执行 / 位置: … / 参数: …
  std::string media_ids;  // "17,18" (0x0805 ids, or the id of an uploaded photo)
};

// Whether a device's answer text reports a failure (fail, error, invalid, 失败, 错误, 无效; any case).
bool LooksFailed(std::string_view text);

}  // namespace chelian
