// GT06 0x95: alarm / event packet of Jimi JC-series dashcams (facts from Traccar's decoder and its
// JC100 / JC400 captures). Three layouts:
//   short     time(6) event(1)                                        — no position
//   extended  time(6) lat(4) lon(4) course/status(2) event(1) data(2) file names (ASCII)
//   JC400     FF FF, version(1), time(6) satellites(1) lat(4) lon(4) course/status(2)
//             speed WORD, external voltage WORD (0.1 V), event(1) data(2) file names
// The event maps onto the product's codes; it is kept as `vendorEvent` too.
#include "core/civil_time.h"
#include "protocol/gt06/constants.h"
#include "protocol/gt06/device_time.h"
#include "protocol/gt06/messages.h"

namespace chelian::gt06 {
namespace {

constexpr size_t kShortBytes = 7;  // time + event
constexpr uint16_t kJc400Marker = 0xFFFF;
constexpr uint8_t kEventSos = 0x01;  // SOS with a position; without one the device's meaning is unknown

std::optional<AlarmCode> EventToAlarm(uint8_t event) {
  switch (event) {
    case 0x0E:
      return AlarmCode::kLowVoltage;  // external power low
    case 0x80:
      return AlarmCode::kShockAlarm;
    case 0x87:
      return AlarmCode::kOverSpeed;
    case 0x88:
      return AlarmCode::kPowerDown;
    case 0x90:
      return AlarmCode::kAccelerateAlarm;
    case 0x91:
      return AlarmCode::kSlowDownAlarm;
    case 0x92:
      return AlarmCode::kSwerveAlarm;
    case 0x93:
      return AlarmCode::kCollideAlarm;
    default:
      return std::nullopt;  // 0x76 temperature and others: no product code
  }
}

}  // namespace

Status DecodeDashcamAlarm(Context& c) {
  ByteView content = c.packet.content;
  ByteReader r(content);
  const bool jc400 = content.size() >= 2 && (content[0] << 8 | content[1]) == kJc400Marker;
  Position pos;
  pos.device_id = c.session.imei;
  bool has_fix = false;
  if (jc400) {
    r.Skip(3);  // marker, version
    has_fix = ReadDeviceTime(r, c.session, c.now_ms, &pos.fix_time_ms);
    uint8_t sats = r.U8();
    uint32_t lat = r.U32();
    uint32_t lon = r.U32();
    uint16_t course = r.U16();
    uint16_t speed = r.U16();
    uint16_t power = r.U16();
    if (!r.ok()) return InvalidArgument("gt06: 0x95 JC400 packet truncated");
    pos.satellites = sats & 0x0F;
    SetCoordinates(lat, lon, course, &pos);
    pos.speed_kmh = speed;
    pos.attributes.Set(AttrKey::kVoltageV, power / 10.0);
  } else if (content.size() > kShortBytes) {
    has_fix = ReadDeviceTime(r, c.session, c.now_ms, &pos.fix_time_ms);
    uint32_t lat = r.U32();
    uint32_t lon = r.U32();
    uint16_t course = r.U16();
    if (!r.ok()) return InvalidArgument("gt06: 0x95 packet truncated");
    SetCoordinates(lat, lon, course, &pos);
  } else {
    int64_t ignored;
    ReadDeviceTime(r, c.session, c.now_ms, &ignored);  // when the event happened; no position
  }
  uint8_t event = r.U8();
  if (!r.ok()) return InvalidArgument("gt06: 0x95 without an event");
  std::optional<AlarmCode> code = EventToAlarm(event);
  if (event == kEventSos && content.size() > kShortBytes) code = AlarmCode::kEmergencyAlarm;

  if (has_fix) {
    pos.attributes.Set(AttrKey::kVendorEvent, int64_t{event});
    if (code) pos.AddAlarm(*code);
    c.out->positions.push_back(std::move(pos));
  } else {
    c.out->attributes.Merge(pos.attributes);
    c.out->attributes.Set(AttrKey::kVendorEvent, int64_t{event});
    if (code) AddAlarmOnce(c.out->alarms, *code);
  }
  return Status::Ok();
}

}  // namespace chelian::gt06
