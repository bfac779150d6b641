// GT06 text-bearing packets: command replies 0x15 (length, server flag, ASCII, language) and
// 0x21 (server flag, encoding 1 ASCII / 2 UTF-16BE, text), and information transfer 0x94
// (sub-type: 00 external voltage, 04 status sync, 05 door, 0A IMEI/IMSI/ICCID).
#include <algorithm>
#include <cctype>
#include <string>

#include "core/bcd.h"
#include "core/gbk.h"
#include "core/hex.h"
#include "protocol/gt06/constants.h"
#include "protocol/gt06/messages.h"

namespace chelian::gt06 {
namespace {

constexpr uint8_t kEncodingUtf16 = 2;

// Text without trailing NULs / CR LF.
std::string CleanText(std::string s) {
  while (!s.empty() && (s.back() == '\0' || s.back() == '\r' || s.back() == '\n')) s.pop_back();
  return s;
}

// "<ICCID:8988…>" in a command reply carries the SIM's ICCID.
void ExtractIccid(const std::string& text, Attributes* a) {
  size_t at = text.find("ICCID:");
  if (at == std::string::npos) return;
  std::string iccid;
  for (size_t i = at + 6; i < text.size() && std::isalnum(static_cast<unsigned char>(text[i])); ++i) iccid += text[i];
  if (!iccid.empty()) a->Set(AttrKey::kIccid, std::move(iccid));
}

std::string Digits(ByteView bcd) {
  auto d = BcdToDigits(bcd);
  std::string s = d ? *d : ToHex(bcd);
  if (s.size() == 16 && s[0] == '0') s.erase(0, 1);
  return s;
}

}  // namespace

Status DecodeCommandReply(Context& c) {
  ByteReader r(c.packet.content);
  Attributes& a = c.out->attributes;
  std::string text;
  if (c.packet.protocol == kMsgStringReply) {
    uint8_t len = r.U8();
    uint32_t flag = r.U32();
    if (!r.ok()) return InvalidArgument("gt06: 0x15 reply truncated");
    // The length byte counts flag + text; devices that leave it 0 get the text up to the language word.
    size_t n = len >= 4 ? std::min<size_t>(len - 4u, r.remaining()) : (r.remaining() >= 2 ? r.remaining() - 2 : 0);
    text = GbkToUtf8(r.Take(n));
    a.Set(AttrKey::kServerFlag, int64_t{flag});
  } else {
    uint32_t flag = r.U32();
    uint8_t encoding = r.U8();
    if (!r.ok()) return InvalidArgument("gt06: 0x21 reply truncated");
    ByteView body = r.TakeRest();
    text = encoding == kEncodingUtf16 ? Utf16BeToUtf8(body) : GbkToUtf8(body);
    a.Set(AttrKey::kServerFlag, int64_t{flag});
  }
  text = CleanText(std::move(text));
  ExtractIccid(text, &a);
  a.Set(AttrKey::kResult, std::move(text));
  return Status::Ok();
}

Status DecodeInfo(Context& c) {
  ByteReader r(c.packet.content);
  uint8_t type = r.U8();
  if (!r.ok()) return InvalidArgument("gt06: 0x94 without a sub-type");
  Attributes& a = c.out->attributes;
  a.Set(AttrKey::kInfoType, int64_t{type});
  switch (type) {
    case kInfoExternalVoltage:
      if (r.remaining() >= 2) a.Set(AttrKey::kVoltageV, r.U16() / 100.0);
      break;
    case kInfoStatusSync:
      a.Set(AttrKey::kInfo, CleanText(GbkToUtf8(r.TakeRest())));
      break;
    case kInfoDoor:  // [6-byte time,] flags: bit 0 door open
      if (r.remaining() >= 7) r.Skip(6);
      if (r.remaining() >= 1) a.Set(AttrKey::kDoorOpen, int64_t{(r.U8() & 0x01) != 0});
      break;
    case kInfoNetwork:  // one byte: 2G / 4G; two bytes: external voltage in 10 mV
      if (r.remaining() == 2) {
        a.Set(AttrKey::kVoltageV, r.U16() / 100.0);
      } else {
        a.Set(AttrKey::kInfo, ToHex(r.TakeRest()));
      }
      break;
    case kInfoIdentity:
      if (r.remaining() >= 26) {
        a.Set(AttrKey::kImei, Digits(r.Take(8)));
        a.Set(AttrKey::kImsi, Digits(r.Take(8)));
        a.Set(AttrKey::kIccid, PaddedBcdToText(r.Take(10)));
      }
      break;
    default:
      a.Set(AttrKey::kInfo, ToHex(r.TakeRest()));
      break;
  }
  return Status::Ok();
}

}  // namespace chelian::gt06
