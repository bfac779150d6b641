// Text a terminal sends back, kept as the command result (`result`): 0x6006 text report (BSJ-DOC:
// encoding BYTE + text), 0x0701 (the standard's electronic waybill: length DWORD + content; some
// terminals answer text commands with it, e.g. "MD,SET CONFIG OK!") and the vendor reply 0x1300
// (answer serial WORD + UTF-16BE text).
#include <algorithm>
#include <string>

#include "core/gbk.h"
#include "protocol/jt808/messages.h"

namespace chelian::jt808 {
namespace {

// Text without surrounding white space, NULs or CR LF.
std::string CleanText(std::string s) {
  auto junk = [](char c) { return c == '\0' || c == ' ' || c == '\r' || c == '\n' || c == '\t'; };
  while (!s.empty() && junk(s.back())) s.pop_back();
  size_t first = 0;
  while (first < s.size() && junk(s[first])) ++first;
  return s.substr(first);
}

}  // namespace

Status DecodeTextReport(const Header& h, ByteView body, DeviceMessage* out) {
  ByteReader r(body);
  r.U8();  // encoding
  if (!r.ok()) return InvalidArgument("jt808: 0x6006 body empty");
  out->attributes.Set(AttrKey::kResult, CleanText(GbkToUtf8(r.TakeRest())));
  return Status::Ok();
}

Status DecodeWaybill(const Header& h, ByteView body, DeviceMessage* out) {
  ByteReader r(body);
  uint32_t len = r.U32();
  if (!r.ok()) return InvalidArgument("jt808: 0x0701 body too short");
  ByteView content = r.Take(std::min<size_t>(len, r.remaining()));
  out->attributes.Set(AttrKey::kResult, CleanText(GbkToUtf8(content)));
  return Status::Ok();
}

Status DecodeTextReply(const Header& h, ByteView body, DeviceMessage* out) {
  ByteReader r(body);
  uint16_t ack = r.U16();
  if (!r.ok()) return InvalidArgument("jt808: 0x1300 body too short");
  out->attributes.Set(AttrKey::kAckSerial, int64_t{ack});
  out->attributes.Set(AttrKey::kResult, CleanText(Utf16BeToUtf8(r.TakeRest())));
  return Status::Ok();
}

}  // namespace chelian::jt808
