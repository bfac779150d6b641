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
Status DecodeCommandReply(Context& c);  // msg_text.cc: 0x15 0x21
Status DecodeInfo(Context& c);          // msg_text.cc: 0x94

// alarm_map.cc: the alert byte of alarm packets and bits 5–3 of the information byte → codes.
std::optional<AlarmCode> AlertToAlarm(uint8_t alert);
std::optional<AlarmCode> InfoBitsToAlarm(uint8_t info);
// Terminal information byte → attributes (armed, charging, oil cut, positioned) and alarms.
void DecodeTerminalInfo(uint8_t info, Attributes* a, std::vector<AlarmCode>* alarms);
// Voltage level 0–6 → percent (7–100 are taken as percent already; above 100, none).
std::optional<int> VoltageLevelToPercent(uint8_t level);

}  // namespace chelian::gt06
