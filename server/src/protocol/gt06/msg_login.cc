// GT06 login 0x01 (JM-VL03 §5): IMEI as BCD[8] with a leading 0 nibble, then optionally the type
// identity code WORD and the time-zone/language WORD (bits 15–4 zone × 100, bit 3 west).
#include "core/bcd.h"
#include "core/hex.h"
#include "protocol/gt06/messages.h"

namespace chelian::gt06 {

Status DecodeLogin(Context& c) {
  ByteReader r(c.packet.content);
  ByteView id = r.Take(8);
  if (!r.ok()) return InvalidArgument("gt06: login without an 8-byte terminal id");
  auto digits = BcdToDigits(id);
  std::string imei = digits ? *digits : ToHex(id);
  if (imei.size() == 16 && imei[0] == '0') imei.erase(0, 1);
  c.session.imei = imei;
  c.out->device_id = imei;
  Attributes& a = c.out->attributes;
  a.Set(AttrKey::kImei, imei);
  if (r.remaining() >= 2) a.Set(AttrKey::kDeviceType, int64_t{r.U16()});
  if (r.remaining() >= 2) {
    uint16_t tz = r.U16();
    int hhmm = tz >> 4;
    int minutes = hhmm / 100 * 60 + hhmm % 100;
    if (tz & 0x8) minutes = -minutes;
    if (minutes >= -12 * 60 && minutes <= 14 * 60) {
      c.session.utc_offset_minutes = minutes;
      c.session.has_time_zone = true;
      a.Set(AttrKey::kTimezoneMinutes, int64_t{minutes});
    }
    a.Set(AttrKey::kLanguage, int64_t{tz & 0x3});
  }
  return Status::Ok();
}

}  // namespace chelian::gt06
