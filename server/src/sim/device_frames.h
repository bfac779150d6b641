// Device-side frames for the simulator: what a JT/T 808 terminal or a GT06 tracker sends
// (register, authenticate, locations, heartbeats, alarms), built from a motion Fix. The tests
// decode every frame with the server's own decoders.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/bytes.h"
#include "sim/motion_model.h"

namespace chelian::sim {

struct Jt808Terminal {
  std::string phone;  // terminal number, e.g. "13800000001" (padded to 12 or 20 BCD digits)
  bool v2019 = false;
};

Bytes Jt808Register(const Jt808Terminal& t, uint16_t serial, const std::string& plate);
Bytes Jt808Authenticate(const Jt808Terminal& t, uint16_t serial, const std::string& auth_code);
Bytes Jt808Heartbeat(const Jt808Terminal& t, uint16_t serial);
// 0x0200 with the alarm and status words from the fix (plus `extra_status` bits, e.g. oil cut),
// and items mileage, fuel, signal, satellites.
Bytes Jt808Location(const Jt808Terminal& t, uint16_t serial, const Fix& fix, uint32_t extra_status = 0);
// The 0x0200 body alone (0x0201 and 0x0500 answers carry it after the serial they answer).
Bytes Jt808LocationBody(const Fix& fix, uint32_t extra_status = 0);
// Any terminal message addressed with the terminal's header (2013 or 2019).
Bytes Jt808Message(const Jt808Terminal& t, uint16_t msg_id, uint16_t serial, ByteView body);
// A long message as packages of at most `package_bytes` each, with consecutive serials from
// `serial` (advanced past the last one); one plain message when it fits.
std::vector<Bytes> Jt808Packages(const Jt808Terminal& t, uint16_t msg_id, uint16_t& serial, ByteView body,
                                 size_t package_bytes = 900);

Bytes Gt06Login(const std::string& imei, uint16_t serial);
// 0x22 GPS + LBS with ACC, real-time upload.
Bytes Gt06Location(uint16_t serial, const Fix& fix);
// 0x13 status: ACC, GPS fixed, battery level, signal.
Bytes Gt06Heartbeat(uint16_t serial, const Fix& fix);
// A GPS + LBS + status packet (0x16, or 0x26 for an alarm) with the terminal-information byte, the
// voltage level (0–6) and the alarm byte given.
Bytes Gt06GpsLbsStatus(uint8_t protocol, uint16_t serial, const Fix& fix, uint8_t info, uint8_t voltage_level,
                       uint8_t alarm);
// 0x26 alarm packet (SOS) at the fix.
Bytes Gt06Sos(uint16_t serial, const Fix& fix);

}  // namespace chelian::sim
