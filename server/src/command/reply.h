// What a device message says about a command sent to it: which command it answers (JT/T 808
// platform serial and message id, GT06 server flag, or a photo's multimedia id), whether the
// terminal executed it, and a Chinese text for the report. Pure; runs on gateway threads, so it
// only reads the decoded attributes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "domain/device_message.h"

namespace chelian::command {

struct CommandReply {
  enum class Kind {
    kAck,    // answers the platform message (msg_id, serial `match`)
    kText,   // a text answer: GT06 with server flag `match`, JT/T 808 0x1300 with serial `match`,
             // 0x6006 / 0x0701 with none (0: the command is found by time)
    kMedia,  // a photo taken on command arrived (media_ids = its multimedia id)
  };
  Kind kind = Kind::kAck;
  std::string protocol;
  uint32_t match = 0;
  uint16_t msg_id = 0;  // kAck: the platform message answered (0x8201 for a 0x0201 …)
  bool any_serial = false;  // kAck without a serial (0x0107): the oldest waiting command of msg_id
  bool ok = true;
  std::string text;       // e.g. 终端已执行 / 位置: … / 参数: …
  std::string media_ids;  // "17,18" (0x0805 ids, or the id of an uploaded photo)
};

// nullopt when `m` is not an answer to a command (locations, heartbeats, registrations …).
// `utc_offset_minutes` is for the times in texts.
std::optional<CommandReply> InterpretReply(const DeviceMessage& m, int utc_offset_minutes);

// False for messages after which the device does not take commands yet (JT/T 808 registration:
// the terminal authenticates next); the gateway offers a connection to the tracker after the others.
bool ReadyForCommands(const DeviceMessage& m);

// A device text uplink that is not a command answer (JT/T 808 0x0900 printable pass-through,
// GT06 0x94 status text): "" when `m` carries none.
std::string UplinkText(const DeviceMessage& m);

}  // namespace chelian::command
