// GT06 GPS packets (JM-VL03 §3, §4, §10 and the 4G variants): the 18-byte GPS block, then per
// protocol number an LBS block, ACC / upload mode / re-upload bytes, or the alarm status block.
#include "core/civil_time.h"
#include "protocol/gt06/constants.h"
#include "protocol/gt06/device_time.h"
#include "protocol/gt06/messages.h"

namespace chelian::gt06 {
namespace {

// k2gWide: 0x11 carries a 2-byte MNC and a 4-byte cell id on 2G networks.
enum class Lbs { kNone, k2g, k2gWide, k4g };

constexpr size_t kGpsLbsStatusTrailerBytes = 5;  // info, voltage WORD, GSM, alert extension

size_t LbsBytes(Lbs lbs) { return lbs == Lbs::k4g ? 15u : lbs == Lbs::k2gWide ? 10u : 8u; }

struct Layout {
  Lbs lbs = Lbs::kNone;
  bool lbs_length_byte = false;  // a length byte (counting itself) precedes the LBS block
  bool status_block = false;     // info, voltage level, GSM, alert, language follow
  bool fence_byte = false;       // a fence number follows the status block
  bool acc_mode_upload = false;  // ACC, upload mode and real-time / re-upload bytes follow
};

Layout LayoutOf(uint8_t protocol) {
  switch (protocol) {
    case kMsgGpsLbs:
      return {Lbs::k2g, false, false, false, false};
    case kMsgGpsLbs11:
      return {Lbs::k2gWide, false, false, false, false};
    case kMsgGpsLbsStatus:
    case kMsgGpsLbsStatus26:
      return {Lbs::k2g, true, true, false, false};
    case kMsgGpsLbsStatus27:
      return {Lbs::k2g, true, true, true, false};
    case kMsgFenceMulti4g:
      return {Lbs::k4g, true, true, true, false};
    case kMsgGpsLbs22:
      return {Lbs::k2g, false, false, false, true};
    case kMsgGpsLbs4g:
      return {Lbs::k4g, false, false, false, true};
    default:
      return {};  // 0x10 GPS only, 0x1A GPS + phone number
  }
}

// Decodes the GPS block; false when its time is not a date (no fix in the packet).
bool DecodeGpsBlock(ByteReader& r, Session& session, int64_t now_ms, Position* pos) {
  int64_t ms = 0;
  bool dated = ReadDeviceTime(r, session, now_ms, &ms);
  uint8_t sats = r.U8();
  uint32_t lat = r.U32();
  uint32_t lon = r.U32();
  uint8_t speed = r.U8();
  uint16_t course = r.U16();
  if (!r.ok() || !dated || ((sats >> 4) == 0 && lat == 0 && lon == 0)) return false;
  pos->fix_time_ms = ms;
  pos->satellites = sats & 0x0F;
  SetCoordinates(lat, lon, course, pos);
  pos->speed_kmh = speed;
  return true;
}

void DecodeLbsBlock(ByteReader& r, Lbs lbs, Attributes* a) {
  uint16_t mcc = r.U16();
  uint16_t mnc = (mcc & 0x8000) || lbs == Lbs::k2gWide ? r.U16() : r.U8();
  uint32_t lac = lbs == Lbs::k4g ? r.U32() : r.U16();
  uint64_t cell = lbs == Lbs::k4g ? r.U64() : lbs == Lbs::k2gWide ? r.U32() : r.U24();
  if (!r.ok() || (mcc & 0x7FFF) == 0) return;
  a->Set(AttrKey::kMcc, int64_t{mcc & 0x7FFF});
  a->Set(AttrKey::kMnc, int64_t{mnc});
  a->Set(AttrKey::kLac, int64_t{lac});
  a->Set(AttrKey::kCellId, static_cast<int64_t>(cell));
}

}  // namespace

void SetCoordinates(uint32_t lat, uint32_t lon, uint16_t course, Position* pos) {
  pos->lat = lat / 1'800'000.0;
  pos->lon = lon / 1'800'000.0;
  if (!(course & kCourseNorth) && lat != 0) pos->lat = -pos->lat;
  if ((course & kCourseWest) && lon != 0) pos->lon = -pos->lon;
  pos->course = course & kCourseMask;
  pos->valid = (course & kCourseValid) != 0;
  if (course & kCourseAccPresent) pos->acc = (course & kCourseAcc) != 0;
}

Status DecodeGpsFamily(Context& c) {
  const Layout l = LayoutOf(c.packet.protocol);
  ByteReader r(c.packet.content);
  Position pos;
  pos.device_id = c.session.imei;
  bool has_fix = DecodeGpsBlock(r, c.session, c.now_ms, &pos);
  if (!r.ok()) return InvalidArgument("gt06: GPS block truncated");
  Attributes& a = pos.attributes;
  std::vector<AlarmCode>& alarms = pos.alarms;

  // Alarm packets put a length byte (counting itself) before the LBS block, then the status block
  // (info, voltage level, GSM, alert, language, and a fence number for 0x27/0xA4), then on some
  // devices a 4-byte mileage. When the length byte does not lead to exactly that, the device left
  // it out or miscounted its block (a 4-byte cell id under length 9, say): the packet is read from
  // the end instead, the status block being the last thing in it.
  const size_t status_bytes = l.status_block ? (l.fence_byte ? 6u : 5u) : 0u;
  const size_t lbs_plain = LbsBytes(l.lbs);
  if (l.lbs != Lbs::kNone) {
    const size_t n = r.Peek();
    const size_t after = n > 0 && r.remaining() >= n ? r.remaining() - n : SIZE_MAX;  // past the LBS block
    if (l.lbs_length_byte && n > lbs_plain && (after == status_bytes || after == status_bytes + 4)) {
      r.Skip(1);
      ByteReader lbs(r.Take(n - 1));
      DecodeLbsBlock(lbs, l.lbs, &a);
    } else if (l.status_block && r.remaining() >= status_bytes) {
      ByteView region = r.Take(r.remaining() - status_bytes);
      if (region.size() > lbs_plain) region = region.subspan(1);  // the length byte
      ByteReader lbs(region);
      if (region.size() >= lbs_plain) DecodeLbsBlock(lbs, l.lbs, &a);
    } else if (!l.lbs_length_byte) {
      DecodeLbsBlock(r, l.lbs, &a);
    }
  }
  if (l.status_block && r.remaining() >= 5) {
    StatusBlock status;
    status.info = r.U8();
    status.level = r.U8();
    status.gsm = r.U8();
    status.alert = r.U8();
    DecodeStatusBlock(status, &a, &alarms, &pos.acc);
    a.Set(AttrKey::kLanguage, int64_t{r.U8()});
    if (l.fence_byte && r.remaining() >= 1) {
      uint8_t fence = r.U8();
      if (fence != 0xFF) a.Set(AttrKey::kFenceId, int64_t{fence});
    }
    if (r.remaining() >= 4) a.Set(AttrKey::kMileageKm, r.U32() / 1000.0);  // metres
  }
  // A 0x12 variant (Traccar calls it VXT01; length byte 0x24) appends the information byte, the
  // external voltage (WORD, 0.01 V), the GSM level and an alert extension to the LBS block.
  if (c.packet.protocol == kMsgGpsLbs && r.remaining() == kGpsLbsStatusTrailerBytes) {
    uint8_t info = r.U8();
    DecodeTerminalInfo(info, &a, &alarms);
    pos.acc = (info & kInfoAcc) != 0;
    a.Set(AttrKey::kVoltageV, r.U16() / 100.0);
    a.Set(AttrKey::kSignal, int64_t{r.U8()});
    r.U8();  // alert extension: its codes are not known for this variant
  }
  if (l.acc_mode_upload && r.remaining() >= 3) {
    pos.acc = r.U8() != 0;
    a.Set(AttrKey::kUploadMode, int64_t{r.U8()});
    pos.back_filled = r.U8() == 1;
    if (r.remaining() >= 4) a.Set(AttrKey::kMileageKm, r.U32() / 1000.0);  // metres
  }

  if (has_fix) {
    c.out->back_filled = pos.back_filled;
    c.out->positions.push_back(std::move(pos));
  } else {  // an alarm or status without a fix still counts
    c.out->attributes.Merge(a);
    for (AlarmCode code : alarms) AddAlarmOnce(c.out->alarms, code);
    if (pos.acc) c.out->attributes.Set(AttrKey::kAcc, int64_t{*pos.acc});
  }
  return Status::Ok();
}

}  // namespace chelian::gt06
