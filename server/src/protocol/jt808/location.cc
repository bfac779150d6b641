// JT/T 808 location body: basic information (the standard's Table 23) and the standard
// additional items (Table 27); vendor items are delegated to vendor_items.h.
#include "protocol/jt808/location.h"

#include <cstdio>

#include "core/bcd.h"
#include "core/civil_time.h"
#include "protocol/jt808/constants.h"
#include "protocol/jt808/vendor_items.h"

namespace chelian::jt808 {
namespace {

constexpr int kGmt8Minutes = 8 * 60;

// A coordinate DWORD: degrees × 10⁶, unsigned by the standard; some encoders write a negative
// value as two's complement, which shows as a value beyond the coordinate's range.
double Coordinate(uint32_t raw, double limit) {
  double v = raw / 1e6;
  if (v > limit) v = static_cast<int32_t>(raw) / 1e6;
  return v;
}

void AddWarning(std::string* warning, const std::string& text) {
  if (warning == nullptr) return;
  if (!warning->empty()) *warning += "; ";
  *warning += text;
}

void DecodeStandardItem(uint8_t id, ByteView value, Position* pos, std::string* warning) {
  ByteReader r(value);
  Attributes& a = pos->attributes;
  switch (id) {
    case kItemMileage:
      if (value.size() >= 4) a.Set(AttrKey::kMileageKm, r.U32() / 10.0);
      break;
    case kItemFuel:
      if (value.size() >= 2) a.Set(AttrKey::kFuelL, r.U16() / 10.0);
      break;
    case kItemTachographSpeed:
      if (value.size() >= 2) a.Set(AttrKey::kTachographSpeedKmh, r.U16() / 10.0);
      break;
    case kItemAlarmEventId:
      if (value.size() >= 2) a.Set(AttrKey::kAlarmEventId, int64_t{r.U16()});
      break;
    case kItemCarriageTemp:
      if (value.size() >= 2) {
        uint16_t t = r.U16();
        a.Set(AttrKey::kTemperatureC, (t & 0x8000) ? -double(t & 0x7FFF) : double(t));
      } else {
        DecodePowerItem(id, value, pos);  // one byte: a battery % (vendor_power.cc)
      }
      break;
    case kItemOverspeedExtra:
      if (value.size() >= 1) {
        uint8_t type = r.U8();
        a.Set(AttrKey::kOverspeedAreaType, int64_t{type});
        if (type != 0 && value.size() >= 5) a.Set(AttrKey::kOverspeedAreaId, int64_t{r.U32()});
      }
      break;
    case kItemAreaInOut:
      if (value.size() >= 6) {
        a.Set(AttrKey::kAreaType, int64_t{r.U8()});
        a.Set(AttrKey::kAreaId, int64_t{r.U32()});
        a.Set(AttrKey::kAreaDirection, int64_t{r.U8()});
      }
      break;
    case kItemRouteDriveTime:
      if (value.size() >= 7) {
        a.Set(AttrKey::kRouteId, int64_t{r.U32()});
        a.Set(AttrKey::kRouteDriveTimeS, int64_t{r.U16()});
        a.Set(AttrKey::kRouteDriveResult, int64_t{r.U8()});
      }
      break;
    case kItemVehicleSignals:
      if (value.size() >= 4) a.Set(AttrKey::kVehicleSignals, int64_t{r.U32()});
      break;
    case kItemIoStatus:
      if (value.size() >= 2) a.Set(AttrKey::kIoStatus, int64_t{r.U16()});
      break;
    case kItemAnalog:
      if (value.size() >= 4) {
        uint32_t v = r.U32();
        a.Set(AttrKey::kAdc0, int64_t{v & 0xFFFF});
        a.Set(AttrKey::kAdc1, int64_t{v >> 16});
      }
      break;
    case kItemNetworkSignal:
      if (value.size() >= 1) a.Set(AttrKey::kSignal, int64_t{r.U8()});
      break;
    case kItemSatellites:
      if (value.size() >= 1) pos->satellites = r.U8();
      break;
    case kItemAdas:
      if (!DecodeAdasBlock(value, pos)) AddWarning(warning, "short 0x64 ADAS block");
      break;
    case kItemBsjExtension:
      DecodeBsjExtension(value, pos);  // other vendors' 0xEB layouts are ignored
      break;
    case kItemMemoryCard:
      DecodeMemoryCardEvent(value, pos);
      break;
    case kItemJimi:
      DecodeJimiExtension(value, pos);  // other layouts (a 3-byte lock status) are ignored
      break;
    case kItemVendorFe:
      DecodeFeItem(value, pos);
      break;
    default:  // vendor items recognised by id and length; anything else is skipped
      if (!DecodePowerItem(id, value, pos)) DecodeAovxItem(id, value, pos);
      break;
  }
}

}  // namespace

bool DecodeBcdTime(ByteView bcd6, int64_t* epoch_ms) {
  if (bcd6.size() != 6) return false;
  int f[6];
  for (int i = 0; i < 6; ++i) {
    f[i] = BcdByte(bcd6[i]);
    if (f[i] < 0) return false;
  }
  auto ms = CivilToEpochMs({2000 + f[0], f[1], f[2], f[3], f[4], f[5]}, kGmt8Minutes);
  if (!ms) return false;
  *epoch_ms = *ms;
  return true;
}

void MapAlarmFlags(uint32_t alarm, Position* pos) {
  if (alarm & kAlarmEmergency) pos->AddAlarm(AlarmCode::kEmergencyAlarm);
  if (alarm & kAlarmOverspeed) pos->AddAlarm(AlarmCode::kOverSpeed);
  if (alarm & kAlarmFatigue) pos->AddAlarm(AlarmCode::kFatigueDriving);
  if (alarm & (kAlarmGnssAntennaOpen | kAlarmGnssAntennaShort)) pos->AddAlarm(AlarmCode::kGpsAntennaState);
  if (alarm & kAlarmMainPowerLow) pos->AddAlarm(AlarmCode::kLowVoltage);
  if (alarm & kAlarmMainPowerOff) pos->AddAlarm(AlarmCode::kPowerDown);
  if (alarm & kAlarmDailyDriveOvertime) pos->AddAlarm(AlarmCode::kDailyDriving);
  if (alarm & kAlarmParkingOvertime) pos->AddAlarm(AlarmCode::kStayed);
  if (alarm & kAlarmAreaInOut) {
    if (auto dir = pos->attributes.GetInt(AttrKey::kAreaDirection)) {
      pos->AddAlarm(*dir == 0 ? AlarmCode::kInAreaAlarm : AlarmCode::kOutAreaAlarm);
    }
  }
  if (alarm & kAlarmIllegalIgnition) pos->AddAlarm(AlarmCode::kIllegalStart);
  if (alarm & kAlarmIllegalDisplacement) pos->AddAlarm(AlarmCode::kIllegalMove);
  if (alarm & kAlarmCollision) pos->AddAlarm(AlarmCode::kCollideAlarm);
  if (alarm & kAlarmRollover) pos->AddAlarm(AlarmCode::kRolloverAlarm);
}

Status DecodeLocation(ByteView body, Position* pos, std::string* warning) {
  if (body.size() < kLocationBasicBytes) return InvalidArgument("jt808: location body shorter than 28 bytes");
  ByteReader r(body);
  uint32_t alarm = r.U32();
  uint32_t status = r.U32();
  uint32_t lat = r.U32();
  uint32_t lon = r.U32();
  pos->altitude_m = r.I16();
  pos->speed_kmh = r.U16() / 10.0;
  pos->course = r.U16();
  ByteView time = r.Take(6);
  if (!DecodeBcdTime(time, &pos->fix_time_ms)) return InvalidArgument("jt808: invalid location time");
  pos->lat = Coordinate(lat, 90.0);
  pos->lon = Coordinate(lon, 180.0);
  if ((status & kStatusSouth) && pos->lat != 0) pos->lat = -pos->lat;  // never -0.0
  if ((status & kStatusWest) && pos->lon != 0) pos->lon = -pos->lon;
  pos->valid = (status & kStatusPositioned) != 0;
  if (pos->lat < -90 || pos->lat > 90 || pos->lon < -180 || pos->lon > 180) {
    AddWarning(warning, "coordinates out of range (reported as no fix)");
    pos->lat = pos->lon = 0;
    pos->valid = false;
  }
  pos->acc = (status & kStatusAcc) != 0;
  if (alarm != 0) pos->attributes.Set(AttrKey::kAlarmFlags, int64_t{alarm});
  if (status != 0) pos->attributes.Set(AttrKey::kStatusFlags, int64_t{status});
  if (status & (kStatusOilCut | kStatusCircuitCut)) pos->attributes.Set(AttrKey::kOilCut, int64_t{1});
  if (status & kStatusDoorsOpen) pos->attributes.Set(AttrKey::kDoorOpen, int64_t{1});

  bool obd = false;  // a one-byte item 0x80 came: the OBD data items follow (vendor_obd.cc)
  while (!r.empty()) {
    if (r.remaining() < 2) {
      AddWarning(warning, "trailing byte after additional items");
      break;
    }
    uint8_t id = r.U8();
    uint8_t len = r.U8();
    if (r.remaining() < len) {
      char text[64];
      std::snprintf(text, sizeof text, "additional item 0x%02x runs past the body", id);
      AddWarning(warning, text);
      break;
    }
    ByteView value = r.Take(len);
    if (id == kItemObdMark && len == 1) obd = true;
    if (obd && DecodeObdItem(id, value, pos)) continue;
    DecodeStandardItem(id, value, pos, warning);
  }
  MapAlarmFlags(alarm, pos);
  return Status::Ok();
}

}  // namespace chelian::jt808
