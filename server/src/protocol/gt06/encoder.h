// GT06 platform → device frames: acknowledgements (login, heartbeat, alarms), the time reply to
// 0x8A, and the 0x80 online command.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/bytes.h"

namespace chelian::gt06 {

// 78 78 05 <protocol> <serial> crc 0D 0A — the reply to login, heartbeat and alarm packets.
Bytes EncodeAck(uint8_t protocol, uint16_t serial);
// 78 78 0B 8A YY MM DD hh mm ss <serial> crc 0D 0A with `now_ms` in UTC.
Bytes EncodeTimeReply(uint16_t serial, int64_t now_ms);
// 0x80 online command: command length, server flag, ASCII command (e.g. "Relay,1#"), optional
// language word 00 02, serial.
Bytes EncodeCommand(std::string_view command, uint32_t server_flag, uint16_t serial, bool with_language = false);

}  // namespace chelian::gt06
