// GT06 heartbeat / status information 0x13 (JM-VL03 §6): terminal information byte, voltage
// level, GSM signal level, language / extended-port word.
#include "protocol/gt06/constants.h"
#include "protocol/gt06/messages.h"

namespace chelian::gt06 {

Status DecodeHeartbeat(Context& c) {
  ByteReader r(c.packet.content);
  uint8_t info = r.U8();
  if (!r.ok()) return InvalidArgument("gt06: heartbeat without content");
  Attributes& a = c.out->attributes;
  DecodeTerminalInfo(info, &a, &c.out->alarms);
  a.Set(AttrKey::kAcc, int64_t{(info & kInfoAcc) != 0});
  if (r.remaining() >= 2) {
    uint8_t level = r.U8();
    uint8_t gsm = r.U8();
    a.Set(AttrKey::kVoltageLevel, int64_t{level});
    if (auto pct = VoltageLevelToPercent(level)) a.Set(AttrKey::kBatteryPct, int64_t{*pct});
    a.Set(AttrKey::kSignal, int64_t{gsm});
  }
  return Status::Ok();
}

}  // namespace chelian::gt06
