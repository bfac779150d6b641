// GT06 decoder: packet checks, dispatch by protocol number, acknowledgements.
#include "protocol/gt06/decoder.h"

#include <cstdio>

#include "protocol/gt06/constants.h"
#include "protocol/gt06/encoder.h"
#include "protocol/gt06/messages.h"
#include "protocol/gt06/packet.h"

namespace chelian::gt06 {
namespace {

void AppendWarning(DeviceMessage* m, const std::string& text) {
  if (!m->warning.empty()) m->warning += "; ";
  m->warning += text;
}

// Alarm and status packets are acknowledged with their own protocol number; GPS/LBS packets are
// not (the document: 0x22 and 0x28 need no reply). 0x1A asks for an address to text to a phone:
// without an address service the platform still acknowledges it so the device stops resending.
bool NeedsAck(uint8_t protocol) {
  switch (protocol) {
    case kMsgLogin:
    case kMsgHeartbeat:
    case kMsgGpsPhone:
    case kMsgGpsLbsStatus:
    case kMsgGpsLbsStatus26:
    case kMsgGpsLbsStatus27:
    case kMsgFenceMulti4g:
    case kMsgLbsStatus:
    case kMsgLbsAlarm4g:
    case kMsgDashcamAlarm:
    case kMsgStatusModules:
    case kMsgDeviceStatus:
    case kMsgModular:
      return true;
    default:
      return false;
  }
}

}  // namespace

DeviceMessage Decode(ByteView frame, Session& session, int64_t now_ms) {
  DeviceMessage out;
  out.protocol = "gt06";
  Result<Packet> parsed = ParseFrame(frame);
  if (!parsed.ok()) {
    out.error = parsed.status().message();
    return out;
  }
  const Packet& p = *parsed;
  out.msg_id = p.protocol;
  out.serial = p.serial;
  out.device_id = session.imei;
  out.bad_check = !p.crc_ok;
  if (out.bad_check && session.check_codes == CheckCodes::kEnforce) {
    out.error = "gt06: CRC mismatch";
    return out;
  }
  if (!p.crc_ok) AppendWarning(&out, "CRC mismatch (the gateway drops such frames)");
  if (p.length_mismatch) AppendWarning(&out, "length field disagrees with the frame");

  Context c{p, session, now_ms, &out};
  Status s = Status::Ok();
  bool known = true;
  switch (p.protocol) {
    case kMsgLogin:
      s = DecodeLogin(c);
      break;
    case kMsgHeartbeat:
      s = DecodeHeartbeat(c);
      break;
    case kMsgGps:
    case kMsgGpsLbs11:
    case kMsgGpsLbs:
    case kMsgGpsLbsStatus:
    case kMsgGpsPhone:
    case kMsgGpsLbs22:
    case kMsgGpsLbsStatus26:
    case kMsgGpsLbsStatus27:
    case kMsgGpsLbs4g:
    case kMsgFenceMulti4g:
      s = DecodeGpsFamily(c);
      break;
    case kMsgLbsMultiple:
    case kMsgLbsWifi:
      s = DecodeLbsFamily(c);
      break;
    case kMsgLbsStatus:
    case kMsgLbsAlarm4g:
      s = DecodeLbsStatus(c);
      break;
    case kMsgStatusModules:
    case kMsgDeviceStatus:
      s = DecodeJimiStatus(c);
      break;
    case kMsgDashcamAlarm:
      s = DecodeDashcamAlarm(c);
      break;
    case kMsgModular:
      s = DecodeModular(c);
      break;
    case kMsgStringReply:
    case kMsgStringInfo:
      s = DecodeCommandReply(c);
      break;
    case kMsgInfo:
      s = DecodeInfo(c);
      break;
    case kMsgTimeRequest:
      break;
    default:
      known = false;
      break;
  }
  if (!s.ok()) out.error = s.message();
  if (!known) {
    char text[48];
    std::snprintf(text, sizeof text, "unsupported protocol number 0x%02x", p.protocol);
    AppendWarning(&out, text);
  }
  if (out.device_id.empty() && p.protocol != kMsgLogin) AppendWarning(&out, "no login on this connection");

  if (p.protocol == kMsgTimeRequest) {
    out.replies.push_back(EncodeTimeReply(p.serial, now_ms));
  } else if (NeedsAck(p.protocol) && (s.ok() || p.protocol != kMsgLogin)) {
    out.replies.push_back(EncodeAck(p.protocol, p.serial));
  }
  if (out.bad_check) out.replies.clear();  // kReport: the gateway answers nothing (no negative ack in GT06)
  return out;
}

}  // namespace chelian::gt06
