// 3G* watch protocol constants (protocols.md §4; docs/protocols/watch.md), named once: frame
// bytes, escapes, limits, and this server's ids for the message types (the protocol has none).
#pragma once

#include <cstddef>
#include <cstdint>

namespace chelian::watch {

// [MM*id*[index*]LLLL*content]: MM the maker (3G, SG, CS, ZJ …), LLLL the content's length in
// bytes as 4 hex digits, the index (4 hex digits) only from ZJ devices.
inline constexpr uint8_t kStart = '[';
inline constexpr uint8_t kEnd = ']';
inline constexpr uint8_t kSeparator = '*';
inline constexpr uint8_t kFieldSeparator = ',';
// Binary content (voice, images) escapes } [ ] , * as 0x7D followed by 0x01 … 0x05.
inline constexpr uint8_t kEscape = 0x7D;

inline constexpr size_t kMakerChars = 2;
inline constexpr size_t kMaxIdChars = 32;    // 10-digit registration codes and 15-digit IMEIs are seen
inline constexpr size_t kHexFieldChars = 4;  // LLLL and the index
// A frame larger than this is dropped (voice and image uploads beyond it are not kept anyway).
inline constexpr size_t kMaxFrameBytes = 16384;

// Message ids (DeviceMessage::msg_id, DeviceCommand::msg_id). Uplinks:
inline constexpr uint16_t kMsgUnknown = 0x00;
inline constexpr uint16_t kMsgLink = 0x01;           // LK: link keeping (steps, tumbles, battery)
inline constexpr uint16_t kMsgPosition = 0x02;       // UD, and UD… variants not listed here
inline constexpr uint16_t kMsgBlindPosition = 0x03;  // UD2: kept while out of coverage, sent later
inline constexpr uint16_t kMsgPosition3 = 0x04;      // UD3
inline constexpr uint16_t kMsgPositionLte = 0x05;    // UD_LTE
inline constexpr uint16_t kMsgPositionWcdma = 0x06;  // UD_WCDMA
inline constexpr uint16_t kMsgWifiPosition = 0x07;   // WT
inline constexpr uint16_t kMsgAlarm = 0x08;          // AL, AL_LTE, ALCUSTOMER1 … (every AL…)
inline constexpr uint16_t kMsgInit = 0x09;           // INIT
inline constexpr uint16_t kMsgVoiceQuery = 0x0A;     // TKQ
inline constexpr uint16_t kMsgVoiceQuery2 = 0x0B;    // TKQ2
inline constexpr uint16_t kMsgVoice = 0x0C;          // TK: an AMR voice message
inline constexpr uint16_t kMsgVoiceChunk = 0x0D;     // JXTK: voice in chunks
inline constexpr uint16_t kMsgImage = 0x0E;          // img
inline constexpr uint16_t kMsgHeart = 0x10;          // heart, PULSE (any case): heart rate
inline constexpr uint16_t kMsgBlood = 0x11;          // BLOOD, bphrt: blood pressure
inline constexpr uint16_t kMsgOxygen = 0x12;         // oxygen
inline constexpr uint16_t kMsgTemperature = 0x13;    // TEMP, btemp2
// Platform commands (the keyword the device echoes when it takes one; [TR WatchProtocolEncoder]
// and the SeTracker server protocol):
inline constexpr uint16_t kMsgFirstCommand = 0x80;
inline constexpr uint16_t kMsgLocateNow = 0x80;   // CR: report the position now
inline constexpr uint16_t kMsgUpload = 0x81;      // UPLOAD,<s>: report interval
inline constexpr uint16_t kMsgReset = 0x82;       // RESET
inline constexpr uint16_t kMsgPowerOff = 0x83;    // POWEROFF
inline constexpr uint16_t kMsgFactory = 0x84;     // FACTORY
inline constexpr uint16_t kMsgSos = 0x85;         // SOS, SOS1 … SOS3: SOS numbers
inline constexpr uint16_t kMsgSosSms = 0x86;      // SOSSMS,<0/1>
inline constexpr uint16_t kMsgLowBattery = 0x87;  // LOWBAT,<0/1>
inline constexpr uint16_t kMsgRemove = 0x88;      // REMOVE,<0/1>: take-off alarm
inline constexpr uint16_t kMsgSilence = 0x89;     // SILENCETIME,…
inline constexpr uint16_t kMsgRemind = 0x8A;      // REMIND,…
inline constexpr uint16_t kMsgPhonebook = 0x8B;   // PHB,…
inline constexpr uint16_t kMsgMessage = 0x8C;     // MESSAGE,<UTF-16BE hex>
inline constexpr uint16_t kMsgLanguage = 0x8D;    // LZ,<language>,<zone hours>
inline constexpr uint16_t kMsgFlower = 0x8E;      // FLOWER,<n>
inline constexpr uint16_t kMsgVersion = 0x8F;     // VERNO: firmware version
inline constexpr uint16_t kMsgMonitor = 0x90;     // MONITOR: call back to listen in
inline constexpr uint16_t kMsgCenter = 0x91;      // CENTER,<phone>
inline constexpr uint16_t kMsgFind = 0x92;        // FIND: the watch rings
// TK,<escaped AMR> sent to the watch (Traccar's encoder: one frame, LLLL counting the escaped
// bytes); the watch answers TK,1 (received) or TK,0 (public servers of the protocol read it so).
inline constexpr uint16_t kMsgVoiceDown = 0x93;
inline constexpr uint16_t kMsgOtherCommand = 0xFF;  // any other keyword: a custom command's

// Status word bits (protocols.md §4; the low half states, the high half alarms).
inline constexpr uint32_t kStatusLowBattery = 1u << 0;
inline constexpr uint32_t kStatusOutOfFence = 1u << 1;
inline constexpr uint32_t kStatusIntoFence = 1u << 2;
inline constexpr uint32_t kStatusMoving = 1u << 4;
inline constexpr uint32_t kStatusPowerCut = 1u << 14;
inline constexpr uint32_t kAlarmSos = 1u << 16;
inline constexpr uint32_t kAlarmLowBattery = 1u << 17;
inline constexpr uint32_t kAlarmOutOfFence = 1u << 18;
inline constexpr uint32_t kAlarmIntoFence = 1u << 19;
inline constexpr uint32_t kAlarmRemoved = 1u << 20;   // taken off the wrist
inline constexpr uint32_t kAlarmFallDown = 3u << 21;  // bits 21 and 22: fallDownAlarm

}  // namespace chelian::watch
