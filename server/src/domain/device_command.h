// A command for one device as its protocol needs it, before the connection addresses it: the
// catalogue (command/) builds it, the device's ProtocolSession frames it with its serial.
#pragma once

#include <cstdint>
#include <string>

#include "core/bytes.h"

namespace chelian {

struct DeviceCommand {
  // JT/T 808: the platform message id (0x8105, 0x8103, 0x8201, …) and its body. The bodies of
  // 0x8300 (text) and 0x8500 (vehicle control) differ in the 2019 version, so those two are built
  // from `text`/`text_flag` and `control` by the session, which knows the terminal's version.
  // GT06: msg_id 0x80 (online command) and `text` the ASCII command ("Relay,1#").
  uint16_t msg_id = 0;
  Bytes body;
  std::string text;
  uint8_t text_flag = 0;  // JT/T 808 0x8300 flag byte
  int control = -1;       // JT/T 808 0x8500: 1 lock the doors (设防), 0 unlock (撤防)
};

// The frame a session made of a DeviceCommand, and how the device's reply will name it.
struct EncodedCommand {
  Bytes frame;
  uint32_t match = 0;  // JT/T 808: the platform serial; GT06: the server flag
};

}  // namespace chelian
