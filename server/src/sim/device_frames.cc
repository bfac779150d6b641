// Device-side frame builders (JT/T 808 2013/2019 and GT06 layouts).
#include "sim/device_frames.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/bcd.h"
#include "core/civil_time.h"
#include "protocol/gt06/packet.h"
#include "protocol/jt808/packet.h"

namespace chelian::sim {
namespace {

constexpr int kChinaOffsetMinutes = 480;  // JT/T 808 and GT06 device clocks here run on GMT+8

jt808::ReplyAddress Address(const Jt808Terminal& t) {
  size_t width = t.v2019 ? 10 : 6;
  return {DigitsToBcd(t.phone, width), t.v2019, 1};
}

// BCD YYMMDDhhmmss (JT/T 808) or binary YY MM DD hh mm ss (GT06) in GMT+8.
CivilTime LocalTime(long long utc_ms) { return EpochMsToCivil(utc_ms + kChinaOffsetMinutes * 60'000LL); }

}  // namespace

Bytes Jt808Register(const Jt808Terminal& t, uint16_t serial, const std::string& plate) {
  ByteWriter w;
  w.U16(44).U16(300);                                                                            // province, city
  w.FixedString("CHLSM", t.v2019 ? 11 : 5);                                                      // manufacturer
  w.FixedString("CL-SIM-808", t.v2019 ? 30 : 20);                                                // model
  w.FixedString(t.phone.substr(t.phone.size() > 7 ? t.phone.size() - 7 : 0), t.v2019 ? 30 : 7);  // terminal id
  w.U8(1);                                                                                       // plate colour: blue
  w.Append(plate);  // UTF-8 stands in for GBK (ASCII plates in the sim)
  return jt808::BuildFrame(Address(t), 0x0100, serial, w.bytes());
}

Bytes Jt808Authenticate(const Jt808Terminal& t, uint16_t serial, const std::string& auth_code) {
  ByteWriter w;
  if (t.v2019) {
    w.U8(static_cast<uint8_t>(auth_code.size())).Append(auth_code);
    w.FixedString("86000000000000" + t.phone.substr(0, 1), 15);  // IMEI
    w.FixedString("1.0.0", 20);                                  // software version
  } else {
    w.Append(auth_code);
  }
  return jt808::BuildFrame(Address(t), 0x0102, serial, w.bytes());
}

Bytes Jt808Heartbeat(const Jt808Terminal& t, uint16_t serial) {
  return jt808::BuildFrame(Address(t), 0x0002, serial, {});
}

Bytes Jt808Message(const Jt808Terminal& t, uint16_t msg_id, uint16_t serial, ByteView body) {
  return jt808::BuildFrame(Address(t), msg_id, serial, body);
}

std::vector<Bytes> Jt808Packages(const Jt808Terminal& t, uint16_t msg_id, uint16_t& serial, ByteView body,
                                 size_t package_bytes) {
  if (body.size() <= package_bytes) return {jt808::BuildFrame(Address(t), msg_id, serial++, body)};
  uint16_t total = static_cast<uint16_t>((body.size() + package_bytes - 1) / package_bytes);
  std::vector<Bytes> out;
  for (uint16_t i = 0; i < total; ++i) {
    ByteView part = body.subspan(i * package_bytes, std::min(package_bytes, body.size() - i * package_bytes));
    out.push_back(jt808::BuildPackage(Address(t), msg_id, serial++, part, total, static_cast<uint16_t>(i + 1)));
  }
  return out;
}

Bytes Jt808Location(const Jt808Terminal& t, uint16_t serial, const Fix& f, uint32_t extra_status) {
  return jt808::BuildFrame(Address(t), 0x0200, serial, Jt808LocationBody(f, extra_status));
}

Bytes Jt808LocationBody(const Fix& f, uint32_t extra_status) {
  uint32_t alarm = (f.emergency ? 0x1u : 0) | (f.overspeed ? 0x2u : 0);
  uint32_t status = (f.acc ? 0x1u : 0) | (f.valid ? 0x2u : 0) | (f.where.lat < 0 ? 0x4u : 0) |
                    (f.where.lon < 0 ? 0x8u : 0) | 0xC0000u | extra_status;  // GPS + BeiDou in use
  ByteWriter w;
  w.U32(alarm).U32(status);
  w.U32(static_cast<uint32_t>(std::llround(std::fabs(f.where.lat) * 1e6)));
  w.U32(static_cast<uint32_t>(std::llround(std::fabs(f.where.lon) * 1e6)));
  w.U16(static_cast<uint16_t>(std::lround(30 + std::fabs(f.where.lat))));  // altitude, m
  w.U16(static_cast<uint16_t>(std::lround(f.speed_kmh * 10)));
  w.U16(static_cast<uint16_t>(f.course % 360));
  CivilTime c = LocalTime(f.time_ms);
  char digits[16];
  std::snprintf(digits, sizeof digits, "%02d%02d%02d%02d%02d%02d", c.year % 100, c.month, c.day, c.hour, c.minute,
                c.second);
  w.Append(DigitsToBcd(digits, 6));
  w.U8(0x01).U8(4).U32(static_cast<uint32_t>(std::llround(f.odometer_km * 10)));  // mileage, 0.1 km
  w.U8(0x02).U8(2).U16(static_cast<uint16_t>(std::lround(f.fuel_l * 10)));        // fuel, 0.1 L
  w.U8(0x30).U8(1).U8(static_cast<uint8_t>(20 + f.satellites % 10));              // signal
  w.U8(0x31).U8(1).U8(static_cast<uint8_t>(f.satellites));                        // satellites
  return w.Release();
}

Bytes Gt06Login(const std::string& imei, uint16_t serial) {
  ByteWriter w;
  w.Append(DigitsToBcd(imei, 8));
  w.U16(0x0101);                                                              // type identity
  w.U16(static_cast<uint16_t>((kChinaOffsetMinutes / 60 * 100) << 4 | 0x1));  // 0x3201: GMT+8:00, east
  return gt06::BuildFrame(0x01, w.bytes(), serial);
}

namespace {

void GpsBlock(ByteWriter& w, const Fix& f) {
  CivilTime c = LocalTime(f.time_ms);
  w.U8(static_cast<uint8_t>(c.year % 100)).U8(static_cast<uint8_t>(c.month)).U8(static_cast<uint8_t>(c.day));
  w.U8(static_cast<uint8_t>(c.hour)).U8(static_cast<uint8_t>(c.minute)).U8(static_cast<uint8_t>(c.second));
  w.U8(static_cast<uint8_t>(0xC0 | std::min(15, f.satellites)));  // GPS info length 12, satellites
  w.U32(static_cast<uint32_t>(std::llround(std::fabs(f.where.lat) * 1'800'000)));
  w.U32(static_cast<uint32_t>(std::llround(std::fabs(f.where.lon) * 1'800'000)));
  w.U8(static_cast<uint8_t>(std::min(255L, std::lround(f.speed_kmh))));
  uint16_t course = static_cast<uint16_t>(f.course % 360);
  course |= 0x2000;                        // real-time
  if (f.valid) course |= 0x1000;           // positioned
  if (f.where.lon < 0) course |= 0x0800;   // west
  if (f.where.lat >= 0) course |= 0x0400;  // north
  w.U16(course);
}

void LbsBlock(ByteWriter& w) { w.U16(460).U8(0).U16(0x287d).Append(Bytes{0x00, 0x1f, 0x71}); }

}  // namespace

Bytes Gt06Location(uint16_t serial, const Fix& f) {
  ByteWriter w;
  GpsBlock(w, f);
  LbsBlock(w);
  w.U8(f.acc ? 1 : 0).U8(0).U8(0);  // ACC, upload mode (timed), 0 = real-time (1 would be a re-upload)
  return gt06::BuildFrame(0x22, w.bytes(), serial);
}

Bytes Gt06Heartbeat(uint16_t serial, const Fix& f) {
  uint8_t info = (f.acc ? 0x02 : 0) | (f.valid ? 0x40 : 0) | 0x04;  // ACC, GPS tracking on, charging
  ByteWriter w;
  w.U8(info)
      .U8(static_cast<uint8_t>(std::clamp(f.battery_pct / 17, 0, 6)))
      .U8(4)
      .U16(0x0002);  // voltage level, GSM, alarm/language
  return gt06::BuildFrame(0x13, w.bytes(), serial);
}

Bytes Gt06GpsLbsStatus(uint8_t protocol, uint16_t serial, const Fix& f, uint8_t info, uint8_t voltage_level,
                       uint8_t alarm) {
  ByteWriter w;
  GpsBlock(w, f);
  w.U8(9);  // LBS length
  LbsBlock(w);
  w.U8(info).U8(voltage_level).U8(4).U8(alarm).U8(0x02);  // GSM level, language English
  return gt06::BuildFrame(protocol, w.bytes(), serial);
}

Bytes Gt06Sos(uint16_t serial, const Fix& f) {
  uint8_t info = (f.acc ? 0x02 : 0) | (f.valid ? 0x40 : 0) | (0x4 << 3);  // terminal info: SOS in bits 3–5
  return Gt06GpsLbsStatus(0x26, serial, f, info, 5, 0x01);                // alarm SOS
}

}  // namespace chelian::sim
