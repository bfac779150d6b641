// GT06 / Concox protocol constants (JM-VL03 protocol document; docs/protocols/gt06.md), named
// once: start bits, protocol numbers, alert codes, limits.
#pragma once

#include <cstddef>
#include <cstdint>

namespace chelian::gt06 {

inline constexpr uint8_t kStartShort = 0x78;  // 78 78: one-byte length
inline constexpr uint8_t kStartLong = 0x79;   // 79 79: two-byte length
inline constexpr uint8_t kStopCr = 0x0D;
inline constexpr uint8_t kStopLf = 0x0A;

// Protocol numbers (device → platform unless noted).
inline constexpr uint8_t kMsgLogin = 0x01;
inline constexpr uint8_t kMsgGps = 0x10;
inline constexpr uint8_t kMsgGpsLbs11 = 0x11;
inline constexpr uint8_t kMsgGpsLbs = 0x12;
inline constexpr uint8_t kMsgHeartbeat = 0x13;       // status information
inline constexpr uint8_t kMsgStringReply = 0x15;     // old-style command reply
inline constexpr uint8_t kMsgLbsStatus = 0x19;       // LBS alarm: cell + status block, no GPS
inline constexpr uint8_t kMsgGpsLbsStatus = 0x16;    // alarm
inline constexpr uint8_t kMsgGpsPhone = 0x1A;        // GPS address request with phone number
inline constexpr uint8_t kMsgStringInfo = 0x21;      // new-style command reply (79 79)
inline constexpr uint8_t kMsgGpsLbs22 = 0x22;        // GPS + LBS + ACC + upload mode
inline constexpr uint8_t kMsgGpsLbsStatus26 = 0x26;  // alarm
inline constexpr uint8_t kMsgGpsLbsStatus27 = 0x27;  // alarm with fence number
inline constexpr uint8_t kMsgLbsMultiple = 0x28;
inline constexpr uint8_t kMsgLbsWifi = 0x2C;
inline constexpr uint8_t kMsgStatusModules = 0x36;  // Jimi 4G: status block + {id, length, value} modules
inline constexpr uint8_t kMsgModular = 0x70;        // {module WORD, length WORD, value}… (79 79)
inline constexpr uint8_t kMsgCommand = 0x80;        // platform → device online command
inline constexpr uint8_t kMsgTimeRequest = 0x8A;
inline constexpr uint8_t kMsgDashcamAlarm = 0x95;  // JC-series dashcam alarm / event
inline constexpr uint8_t kMsgInfo = 0x94;          // information transfer (79 79)
inline constexpr uint8_t kMsgGpsLbs4g = 0xA0;      // 4G GPS + LBS
inline constexpr uint8_t kMsgFenceMulti4g = 0xA4;  // 4G alarm with fence number
inline constexpr uint8_t kMsgLbsAlarm4g = 0xA5;    // 4G LBS alarm: cell + status block, no GPS
inline constexpr uint8_t kMsgDeviceStatus = 0xF1;  // Jimi 4G: time + {id WORD, length BYTE, value}

// 0x94 sub-types.
inline constexpr uint8_t kInfoExternalVoltage = 0x00;
inline constexpr uint8_t kInfoStatusSync = 0x04;
inline constexpr uint8_t kInfoDoor = 0x05;
inline constexpr uint8_t kInfoIdentity = 0x0A;  // IMEI, IMSI, ICCID
inline constexpr uint8_t kInfoNetwork = 0x0B;   // network type or external voltage

// GPS course/status WORD bits.
inline constexpr uint16_t kCourseMask = 0x03FF;
inline constexpr uint16_t kCourseNorth = 1u << 10;
inline constexpr uint16_t kCourseWest = 1u << 11;
inline constexpr uint16_t kCourseValid = 1u << 12;
inline constexpr uint16_t kCourseAccPresent = 1u << 14;
inline constexpr uint16_t kCourseAcc = 1u << 15;

// Terminal information byte.
inline constexpr uint8_t kInfoArmed = 1u << 0;
inline constexpr uint8_t kInfoAcc = 1u << 1;
inline constexpr uint8_t kInfoCharging = 1u << 2;
inline constexpr uint8_t kInfoGpsPositioned = 1u << 6;
inline constexpr uint8_t kInfoOilCut = 1u << 7;
// Bits 5–3 of the information byte.
inline constexpr uint8_t kInfoAlarmSos = 4;
inline constexpr uint8_t kInfoAlarmLowBattery = 3;
inline constexpr uint8_t kInfoAlarmPowerCut = 2;
inline constexpr uint8_t kInfoAlarmVibration = 1;
inline constexpr uint8_t kInfoAlarmRemoved = 7;  // Traccar: removing (tamper)

// Alert byte of the alarm packets.
inline constexpr uint8_t kAlertSos = 0x01;
inline constexpr uint8_t kAlertPowerCut = 0x02;
inline constexpr uint8_t kAlertVibration = 0x03;
inline constexpr uint8_t kAlertEnterFence = 0x04;
inline constexpr uint8_t kAlertExitFence = 0x05;
inline constexpr uint8_t kAlertOverspeed = 0x06;
inline constexpr uint8_t kAlertDisplacement = 0x09;  // tow / theft
inline constexpr uint8_t kAlertLowExternalBattery = 0x0E;
inline constexpr uint8_t kAlertExternalLowVoltageProtection = 0x0F;
inline constexpr uint8_t kAlertTamper = 0x13;
inline constexpr uint8_t kAlertSoundControl = 0x16;
inline constexpr uint8_t kAlertRogueBaseStation = 0x17;
inline constexpr uint8_t kAlertCoverRemoved = 0x18;
inline constexpr uint8_t kAlertLowInternalBattery = 0x19;
inline constexpr uint8_t kAlertHarshAcceleration = 0x29;
inline constexpr uint8_t kAlertSharpLeft = 0x2A;
inline constexpr uint8_t kAlertSharpRight = 0x2B;
inline constexpr uint8_t kAlertCollision = 0x2C;
inline constexpr uint8_t kAlertHarshBraking = 0x30;
inline constexpr uint8_t kAlertUnplugged = 0x32;
inline constexpr uint8_t kAlertAccOn = 0xFE;
inline constexpr uint8_t kAlertAccOff = 0xFF;

// Bounds.
inline constexpr size_t kMaxFrameBytes = 4096;
inline constexpr size_t kGpsBlockBytes = 18;  // time 6, satellites 1, lat 4, lon 4, speed 1, course 2

}  // namespace chelian::gt06
