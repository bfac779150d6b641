// GT06 message decoders, one file per family (msg_*.cc). Internal to the gt06 decoder.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/status.h"
#include "domain/device_message.h"
#include "protocol/gt06/decoder.h"
#include "protocol/gt06/packet.h"

namespace chelian::gt06 {

struct Context {
  const Packet& packet;
  Session& session;
  int64_t now_ms;
  DeviceMessage* out;
};

Status DecodeLogin(Context& c);         // msg_login.cc: 0x01
Status DecodeHeartbeat(Context& c);     // msg_status.cc: 0x13
Status DecodeGpsFamily(Context& c);     // msg_gps.cc: 0x10 0x11 0x12 0x16 0x1A 0x22 0x26 0x27 0xA0 0xA4
Status DecodeLbsFamily(Context& c);     // msg_lbs.cc: 0x28 0x2C
Status DecodeLbsStatus(Context& c);     // msg_lbs.cc: 0x19 0xA5 (LBS + status block, no GPS)
Status DecodeJimiStatus(Context& c);    // msg_status.cc: 0x36 status with modules, 0xF1 device status
Status DecodeDashcamAlarm(Context& c);  // msg_dashcam.cc: 0x95 JC-series alarm / event
Status DecodeModular(Context& c);       // msg_modular.cc: 0x70 list of modules
Status DecodeCommandReply(Context& c);  // msg_text.cc: 0x15 0x21
Status DecodeInfo(Context& c);          // msg_text.cc: 0x94

// alarm_map.cc: the alert byte of alarm packets and bits 5–3 of the information byte → codes.
std::optional<AlarmCode> AlertToAlarm(uint8_t alert);
std::optional<AlarmCode> InfoBitsToAlarm(uint8_t info);
// Terminal information byte → attributes (armed, charging, oil cut, positioned) and alarms.
void DecodeTerminalInfo(uint8_t info, Attributes* a, std::vector<AlarmCode>* alarms);
// The status block of alarm and LBS-status packets: information byte, voltage level, GSM level,
// alert byte → attributes, alarms and ACC (information bit 1; alerts FE/FF override it).
struct StatusBlock {
  uint8_t info = 0;
  uint8_t level = 0;
  uint8_t gsm = 0;
  uint8_t alert = 0;
};
void DecodeStatusBlock(const StatusBlock& s, Attributes* a, std::vector<AlarmCode>* alarms, std::optional<bool>* acc);
// msg_gps.cc: latitude and longitude (1/1 800 000 degree) and the course/status WORD of a GPS
// block → position (sign bits, course, fix, ACC when present).
void SetCoordinates(uint32_t lat, uint32_t lon, uint16_t course, Position* pos);
// Voltage level 0–6 → percent (7–100 are taken as percent already; above 100, none).
std::optional<int> VoltageLevelToPercent(uint8_t level);

}  // namespace chelian::gt06
