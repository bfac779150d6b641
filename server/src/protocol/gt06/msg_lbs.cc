// GT06 LBS packets without a GPS fix: 0x28 multi-cell (time, MCC, MNC, 7 × cell, TA, language),
// 0x2C LBS + Wi-Fi, and the LBS alarm packets 0x19 (2G cell) / 0xA5 (4G cell: LAC 4, cell 8;
// JM-LL301) followed by the status block of the alarm packets. The serving cell is kept;
// positioning from cells is not done here.
#include "protocol/gt06/constants.h"
#include "protocol/gt06/messages.h"

namespace chelian::gt06 {
namespace {

constexpr size_t kStatusBytes = 4;  // information, voltage level, GSM level, alert

// MCC (bit 15: the MNC has 2 bytes), MNC, LAC, cell id; false when truncated.
bool ReadCell(ByteReader& r, bool wide, Attributes* a) {
  uint16_t mcc = r.U16();
  uint16_t mnc = (mcc & 0x8000) ? r.U16() : r.U8();
  uint32_t lac = wide ? r.U32() : r.U16();
  uint64_t cell = wide ? r.U64() : r.U24();
  if (!r.ok()) return false;
  a->Set(AttrKey::kMcc, int64_t{mcc & 0x7FFF});
  a->Set(AttrKey::kMnc, int64_t{mnc});
  a->Set(AttrKey::kLac, int64_t{lac});
  a->Set(AttrKey::kCellId, static_cast<int64_t>(cell));
  return true;
}

}  // namespace

Status DecodeLbsFamily(Context& c) {
  ByteReader r(c.packet.content);
  r.Skip(6);  // date and time
  if (!ReadCell(r, false, &c.out->attributes)) return InvalidArgument("gt06: LBS packet truncated");
  return Status::Ok();
}

Status DecodeLbsStatus(Context& c) {
  ByteReader r(c.packet.content);
  DeviceMessage* out = c.out;
  if (!ReadCell(r, c.packet.protocol == kMsgLbsAlarm4g, &out->attributes)) {
    return InvalidArgument("gt06: LBS status packet truncated");
  }
  // A status block (and the language byte) must end the packet; devices that put a list of
  // neighbour cells here instead keep only their serving cell.
  if (r.remaining() != kStatusBytes && r.remaining() != kStatusBytes + 1) return Status::Ok();
  StatusBlock status;
  status.info = r.U8();
  status.level = r.U8();
  status.gsm = r.U8();
  status.alert = r.U8();
  std::optional<bool> acc;
  DecodeStatusBlock(status, &out->attributes, &out->alarms, &acc);
  if (acc) out->attributes.Set(AttrKey::kAcc, int64_t{*acc});
  if (r.remaining() >= 1) out->attributes.Set(AttrKey::kLanguage, int64_t{r.U8()});
  return Status::Ok();
}

}  // namespace chelian::gt06
