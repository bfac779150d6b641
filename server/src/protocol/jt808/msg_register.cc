// 0x0100 terminal registration (2011, 2013 and 2019 bodies) and 0x0102 authentication (2013 and
// 2019 bodies) — the standard's §8.4/§8.6 and their 2019 revisions.
#include <string>

#include "core/gbk.h"
#include "protocol/jt808/messages.h"

namespace chelian::jt808 {
namespace {

struct RegisterLayout {
  size_t maker, model, terminal_id;
};
constexpr RegisterLayout kRegister2011{5, 8, 7};
constexpr RegisterLayout kRegister2013{5, 20, 7};
constexpr RegisterLayout kRegister2019{11, 30, 30};

constexpr size_t FixedBytes(const RegisterLayout& l) { return 2 + 2 + l.maker + l.model + l.terminal_id + 1; }

bool IsPlateColour(uint8_t c) { return c <= 5 || c == 9; }

// 2011 and 2013 share the header; the 2013 model field is 12 bytes longer. Choose 2013 when the
// body is long enough and its plate-colour byte is a plausible colour.
const RegisterLayout& ChooseLayout(const Header& h, ByteView body) {
  if (h.v2019) return kRegister2019;
  if (body.size() >= FixedBytes(kRegister2013) && IsPlateColour(body[FixedBytes(kRegister2013) - 1])) {
    return kRegister2013;
  }
  return kRegister2011;
}

std::string Field(ByteReader& r, size_t n) { return GbkToUtf8(AsBytes(TrimmedString(r.Take(n)))); }

}  // namespace

Status DecodeRegister(const Header& h, ByteView body, DeviceMessage* out) {
  const RegisterLayout& l = ChooseLayout(h, body);
  if (body.size() < FixedBytes(l)) return InvalidArgument("jt808: register body too short");
  ByteReader r(body);
  Attributes& a = out->attributes;
  a.Set(AttrKey::kProvince, int64_t{r.U16()});
  a.Set(AttrKey::kCity, int64_t{r.U16()});
  a.Set(AttrKey::kManufacturer, Field(r, l.maker));
  a.Set(AttrKey::kModel, Field(r, l.model));
  a.Set(AttrKey::kTerminalId, Field(r, l.terminal_id));
  a.Set(AttrKey::kPlateColor, int64_t{r.U8()});
  std::string plate = GbkToUtf8(AsBytes(TrimmedString(r.TakeRest())));
  if (!plate.empty()) a.Set(AttrKey::kPlate, std::move(plate));
  return Status::Ok();
}

Status DecodeAuthentication(const Header& h, ByteView body, DeviceMessage* out) {
  constexpr size_t kImeiBytes = 15, kVersionBytes = 20;
  Attributes& a = out->attributes;
  // 2019: code length BYTE, code, IMEI BYTE[15], software version BYTE[20].
  if (h.v2019 && !body.empty() && body.size() == 1u + body[0] + kImeiBytes + kVersionBytes) {
    ByteReader r(body);
    uint8_t n = r.U8();
    a.Set(AttrKey::kAuthCode, GbkToUtf8(r.Take(n)));
    std::string imei = TrimmedString(r.Take(kImeiBytes));
    if (!imei.empty()) a.Set(AttrKey::kImei, std::move(imei));
    std::string version = TrimmedString(r.Take(kVersionBytes));
    if (!version.empty()) a.Set(AttrKey::kSoftwareVersion, std::move(version));
    return Status::Ok();
  }
  a.Set(AttrKey::kAuthCode, GbkToUtf8(AsBytes(TrimmedString(body))));  // 2011/2013: the code itself
  return Status::Ok();
}

}  // namespace chelian::jt808
