// GT06 LBS packets without a GPS fix: 0x28 multi-cell (time, MCC, MNC, 7 × cell, TA, language)
// and 0x2C LBS + Wi-Fi. The serving cell is kept; positioning from cells is not done here.
#include "protocol/gt06/constants.h"
#include "protocol/gt06/messages.h"

namespace chelian::gt06 {

Status DecodeLbsFamily(Context& c) {
  ByteReader r(c.packet.content);
  r.Skip(6);  // date and time
  uint16_t mcc = r.U16();
  uint16_t mnc = (mcc & 0x8000) ? r.U16() : r.U8();
  uint16_t lac = r.U16();
  uint32_t cell = r.U24();
  if (!r.ok()) return InvalidArgument("gt06: LBS packet truncated");
  Attributes& a = c.out->attributes;
  a.Set(AttrKey::kMcc, int64_t{mcc & 0x7FFF});
  a.Set(AttrKey::kMnc, int64_t{mnc});
  a.Set(AttrKey::kLac, int64_t{lac});
  a.Set(AttrKey::kCellId, int64_t{cell});
  return Status::Ok();
}

}  // namespace chelian::gt06
