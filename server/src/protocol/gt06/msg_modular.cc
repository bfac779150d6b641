// GT06 0x70 modular packet (Concox; facts from Traccar's decoder and captures): a list of
// {module WORD, length WORD, value}. Decoded modules: 0x0003 ICCID, 0x0009 satellites, 0x0011
// serving cell, 0x0018 battery (10 mV), 0x002A inputs (door in bits 0–3), 0x0033 GPS (UTC
// seconds, satellites, altitude, lat, lon, speed, course/status) and 0x0034 event (code, time,
// content). The event maps onto the product's codes and is kept as `vendorEvent`.
#include <string>

#include "core/bcd.h"
#include "core/hex.h"
#include "protocol/gt06/constants.h"
#include "protocol/gt06/messages.h"

namespace chelian::gt06 {
namespace {

constexpr uint16_t kModuleIccid = 0x0003;
constexpr uint16_t kModuleSatellites = 0x0009;
constexpr uint16_t kModuleCell = 0x0011;     // MCC WORD, MNC WORD, LAC WORD, cell 3, RSSI
constexpr uint16_t kModuleBattery = 0x0018;  // WORD, 10 mV
constexpr uint16_t kModuleInputs = 0x002A;   // bits 0–3 door, 4–7 tamper switch
constexpr uint16_t kModuleGps = 0x0033;
constexpr uint16_t kModuleEvent = 0x0034;
constexpr size_t kGpsModuleBytes = 18;

std::optional<AlarmCode> EventToAlarm(uint8_t event) {
  switch (event) {
    case 0x12:
      return AlarmCode::kIsIllegalRemove;  // removed
    case 0x14:
      return AlarmCode::kInAreaAlarm;
    case 0x15:
      return AlarmCode::kOutAreaAlarm;
    case 0x1A:
      return AlarmCode::kLowVoltage;
    case 0x1B:
      return AlarmCode::kOverSpeed;
    case 0x20:
      return AlarmCode::kShockAlarm;
    case 0x21:
      return AlarmCode::kPowerDown;  // power cut
    case 0x23:
      return AlarmCode::kIsIllegalRemove;  // tampered
    default:
      return std::nullopt;  // door, temperature, power on / off: no product code
  }
}

// The GPS module; false when it is not a fix.
bool DecodeGpsModule(ByteView v, Position* pos) {
  ByteReader r(v);
  uint32_t seconds = r.U32();
  uint8_t sats = r.U8();
  int16_t altitude = r.I16();
  uint32_t lat = r.U32();
  uint32_t lon = r.U32();
  uint8_t speed = r.U8();
  uint16_t course = r.U16();
  if (!r.ok() || seconds == 0) return false;
  pos->fix_time_ms = int64_t{seconds} * 1000;
  pos->satellites = sats;
  pos->altitude_m = altitude;
  SetCoordinates(lat, lon, course, pos);
  pos->speed_kmh = speed;
  return true;
}

}  // namespace

Status DecodeModular(Context& c) {
  ByteReader r(c.packet.content);
  Position pos;
  pos.device_id = c.session.imei;
  Attributes& a = pos.attributes;
  bool has_fix = false;
  while (r.remaining() >= 4) {
    uint16_t module = r.U16();
    uint16_t len = r.U16();
    ByteView v = r.Take(len);
    if (!r.ok()) return InvalidArgument("gt06: 0x70 module runs past the packet");
    switch (module) {
      case kModuleIccid:
        if (len == 10) {
          a.Set(AttrKey::kIccid, PaddedBcdToText(v));
        }
        break;
      case kModuleSatellites:
        if (len == 1 && !has_fix) pos.satellites = v[0];
        break;
      case kModuleCell:
        if (len == 10) {
          ByteReader cell(v);
          uint16_t mcc = cell.U16(), mnc = cell.U16(), lac = cell.U16();
          uint32_t id = cell.U24();
          if (id == 0) break;  // no serving cell
          a.Set(AttrKey::kMcc, int64_t{mcc});
          a.Set(AttrKey::kMnc, int64_t{mnc});
          a.Set(AttrKey::kLac, int64_t{lac});
          a.Set(AttrKey::kCellId, int64_t{id});
        }
        break;
      case kModuleBattery:
        if (len == 2) a.Set(AttrKey::kBatteryV, (v[0] << 8 | v[1]) / 100.0);
        break;
      case kModuleInputs:
        if (len == 1) a.Set(AttrKey::kDoorOpen, int64_t{(v[0] & 0x0F) != 0});
        break;
      case kModuleGps:
        if (len == kGpsModuleBytes) has_fix = DecodeGpsModule(v, &pos);
        break;
      case kModuleEvent:
        if (len >= 1) {
          a.Set(AttrKey::kVendorEvent, int64_t{v[0]});
          if (auto code = EventToAlarm(v[0])) pos.AddAlarm(*code);
        }
        break;
      default:
        break;
    }
  }
  if (has_fix) {
    c.out->positions.push_back(std::move(pos));
  } else {
    c.out->attributes.Merge(a);
    for (AlarmCode code : pos.alarms) AddAlarmOnce(c.out->alarms, code);
  }
  return Status::Ok();
}

}  // namespace chelian::gt06
