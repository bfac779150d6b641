// 0x0001 terminal general response, 0x0104 parameter query reply, 0x0107 terminal attributes and
// 0x0900 transparent data (the standard's §8.1, §8.12, §8.14, §8.62).
#include <cstdio>
#include <string>

#include "core/bcd.h"
#include "core/gbk.h"
#include "core/hex.h"
#include "protocol/jt808/messages.h"

namespace chelian::jt808 {

Status DecodeTerminalGeneralReply(const Header& h, ByteView body, DeviceMessage* out) {
  ByteReader r(body);
  uint16_t ack_serial = r.U16();
  uint16_t ack_id = r.U16();
  uint8_t result = r.U8();
  if (!r.ok()) return InvalidArgument("jt808: 0x0001 body too short");
  out->attributes.Set(AttrKey::kAckSerial, int64_t{ack_serial});
  out->attributes.Set(AttrKey::kAckMsgId, int64_t{ack_id});
  out->attributes.Set(AttrKey::kAckResult, int64_t{result});
  return Status::Ok();
}

Status DecodeParameterQueryReply(const Header& h, ByteView body, DeviceMessage* out) {
  ByteReader r(body);
  uint16_t ack_serial = r.U16();
  uint8_t count = r.U8();
  if (!r.ok()) return InvalidArgument("jt808: 0x0104 body too short");
  out->attributes.Set(AttrKey::kAckSerial, int64_t{ack_serial});
  out->attributes.Set(AttrKey::kParamCount, int64_t{count});
  std::string params;
  for (int i = 0; i < count; ++i) {
    uint32_t id = r.U32();
    uint8_t len = r.U8();
    ByteView value = r.Take(len);
    if (!r.ok()) return InvalidArgument("jt808: 0x0104 parameter list truncated");
    char key[16];
    std::snprintf(key, sizeof key, "%04x=", static_cast<unsigned>(id));
    if (!params.empty()) params += ';';
    params += key;
    params += ToHex(value);
  }
  out->attributes.Set(AttrKey::kParams, std::move(params));
  return Status::Ok();
}

Status DecodeAttributesReply(const Header& h, ByteView body, DeviceMessage* out) {
  // Terminal type WORD, maker BYTE[5], model BYTE[20] (2019: 30), terminal id BYTE[7] (2019: 30),
  // ICCID BCD[10], hardware version (length BYTE + STRING), firmware version (same), GNSS and
  // communication module attributes BYTE each.
  size_t model = h.v2019 ? 30 : 20, id = h.v2019 ? 30 : 7;
  ByteReader r(body);
  r.U16();
  std::string maker = TrimmedString(r.Take(5));
  std::string model_name = GbkToUtf8(AsBytes(TrimmedString(r.Take(model))));
  std::string terminal_id = TrimmedString(r.Take(id));
  ByteView iccid = r.Take(10);
  uint8_t hw_len = r.U8();
  std::string hw = GbkToUtf8(r.Take(hw_len));
  uint8_t fw_len = r.U8();
  std::string fw = GbkToUtf8(r.Take(fw_len));
  if (!r.ok()) return InvalidArgument("jt808: 0x0107 body too short");
  Attributes& a = out->attributes;
  a.Set(AttrKey::kManufacturer, std::move(maker));
  a.Set(AttrKey::kModel, std::move(model_name));
  a.Set(AttrKey::kTerminalId, std::move(terminal_id));
  if (auto digits = BcdToDigits(iccid)) a.Set(AttrKey::kIccid, *digits);
  a.Set(AttrKey::kHardwareVersion, std::move(hw));
  a.Set(AttrKey::kSoftwareVersion, std::move(fw));
  return Status::Ok();
}

Status DecodeTransparent(const Header& h, ByteView body, DeviceMessage* out) {
  ByteReader r(body);
  uint8_t type = r.U8();
  if (!r.ok()) return InvalidArgument("jt808: 0x0900 body empty");
  out->attributes.Set(AttrKey::kTransparentType, int64_t{type});
  out->attributes.Set(AttrKey::kTransparentData, ToHex(r.TakeRest()));
  return Status::Ok();
}

}  // namespace chelian::jt808
