// H02 protocol constants (protocols.md §3; docs/protocols/h02.md), named once: frame bytes, binary
// frame lengths, limits, status word bits, and this server's ids for the message types.
#pragma once

#include <cstddef>
#include <cstdint>

namespace chelian::h02 {

// Text frames: *MM,<id>,<type>,…# (MM the maker: HQ, TH, hq …), maybe followed by \r\n.
inline constexpr uint8_t kTextStart = '*';
inline constexpr uint8_t kTextEnd = '#';
// Binary frames: '$' (or 'X') then BCD fields, cut by fixed lengths.
inline constexpr uint8_t kBinaryStart = '$';
inline constexpr uint8_t kAltBinaryStart = 'X';
inline constexpr size_t kBinaryShort = 32;  // 5-byte id
inline constexpr size_t kBinaryImei = 42;   // 8-byte id (15-digit IMEI)
inline constexpr size_t kBinaryLong = 45;   // 5-byte id, more values after the status word
inline constexpr size_t kBinaryLonger = 48;
inline constexpr size_t kMaxTextFrameBytes = 1024;
inline constexpr const char* kReplyMaker = "HQ";

// Message ids (DeviceMessage::msg_id, DeviceCommand::msg_id). Uplinks:
inline constexpr uint16_t kMsgUnknown = 0x00;
inline constexpr uint16_t kMsgPosition = 0x01;   // V1 and its variants V19, V2, VI1, VP1
inline constexpr uint16_t kMsgBinary = 0x02;     // '$' / 'X' binary position
inline constexpr uint16_t kMsgHeartbeat = 0x03;  // HTBT, V0
inline constexpr uint16_t kMsgLink = 0x04;       // LINK: signal, satellites, battery, steps
inline constexpr uint16_t kMsgCells = 0x05;      // NBR: cells (LBS)
inline constexpr uint16_t kMsgCells3 = 0x06;     // V3: cells (LBS)
inline constexpr uint16_t kMsgConfirm = 0x07;    // V4: the device confirms a platform command
inline constexpr uint16_t kMsgOther = 0x0F;      // SMS, XT, BS, BASE …: kept, not decoded
// Platform commands, by the keyword the device names in its V4 confirmation:
inline constexpr uint16_t kMsgFirstCommand = 0x80;
inline constexpr uint16_t kMsgEngine = 0x80;        // S20: engine stop (1,1) / resume (1,0)
inline constexpr uint16_t kMsgInterval = 0x81;      // S71,22,<s>: periodic report
inline constexpr uint16_t kMsgArm = 0x82;           // SCF: arm (0,0) / disarm (1,1)
inline constexpr uint16_t kMsgOtherCommand = 0xFF;  // any other keyword (custom commands)

// Status word: negative logic, a bit at 0 is active ([TR H02ProtocolDecoder] mapping).
inline constexpr uint32_t kStatusVibration = 1u << 0;
inline constexpr uint32_t kStatusSos = 1u << 1;
inline constexpr uint32_t kStatusOverspeed = 1u << 2;
inline constexpr uint32_t kStatusIgnition = 1u << 10;  // positive: set = ignition on
inline constexpr uint32_t kStatusSos2 = 1u << 18;
inline constexpr uint32_t kStatusPowerCut = 1u << 19;

}  // namespace chelian::h02
