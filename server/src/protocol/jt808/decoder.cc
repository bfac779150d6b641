// JT/T 808 decoder: packet checks, sub-package reassembly, dispatch by message id, replies.
#include "protocol/jt808/decoder.h"

#include <cstdio>

#include "protocol/jt808/constants.h"
#include "protocol/jt808/encoder.h"
#include "protocol/jt808/messages.h"
#include "protocol/jt808/packet.h"

namespace chelian::jt808 {
namespace {

void AppendWarning(DeviceMessage* m, const std::string& text) {
  if (!m->warning.empty()) m->warning += "; ";
  m->warning += text;
}

std::string DefaultAuthCode(const std::string& phone) {
  size_t first = phone.find_first_not_of('0');
  return first == std::string::npos ? "0" : phone.substr(first);
}

// Replies go to the sender of the frame being decoded: the session's address becomes the frame's
// (its buffer reused, so no allocation per frame).
void TakeAddress(const Header& h, ReplyAddress& to) {
  to.phone_bcd.assign(h.phone_bcd.begin(), h.phone_bcd.end());
  to.v2019 = h.v2019;
  to.version = h.version;
}

// Decodes a complete body; returns false (with out->error) when the message is unknown or bad.
// `known` tells whether the id has a decoder.
Status DecodeBody(const Header& h, ByteView body, DeviceMessage* out, bool* known) {
  *known = true;
  switch (h.msg_id) {
    case kMsgTerminalGeneralReply:
      return DecodeTerminalGeneralReply(h, body, out);
    case kMsgHeartbeat:
    case kMsgLogout:
      return Status::Ok();  // empty bodies (vendors may add bytes; ignored)
    case kMsgRegister:
      return DecodeRegister(h, body, out);
    case kMsgAuthentication:
      return DecodeAuthentication(h, body, out);
    case kMsgParameterQueryReply:
      return DecodeParameterQueryReply(h, body, out);
    case kMsgLocationReport:
      return DecodeLocationReport(h, body, out);
    case kMsgLocationQueryReply:
      return DecodeLocationQueryReply(h, body, out);
    case kMsgAttributesReply:
      return DecodeAttributesReply(h, body, out);
    case kMsgVehicleControlReply:
      return DecodeVehicleControlReply(h, body, out);
    case kMsgCameraShotReply:
      return DecodeCameraShotReply(h, body, out);
    case kMsgLocationBatch:
      return DecodeLocationBatch(h, body, out);
    case kMsgMultimediaEvent:
      return DecodeMultimediaEvent(h, body, out);
    case kMsgMultimediaData:
      return DecodeMultimediaData(h, body, out);
    case kMsgTransparentUp:
      return DecodeTransparent(h, body, out);
    case kMsgWaybill:
      return DecodeWaybill(h, body, out);
    case kMsgTextReport:
      return DecodeTextReport(h, body, out);
    case kMsgTextReply:
      return DecodeTextReply(h, body, out);
    default:
      *known = false;
      return Status::Ok();
  }
}

// The reply a complete message gets. `ack_serial` is the serial being answered.
void AddReply(const Header& h, uint16_t ack_serial, bool decoded, bool known, Session& session, DeviceMessage* out) {
  const ReplyAddress& to = session.address;  // the frame's (TakeAddress)
  switch (h.msg_id) {
    case kMsgTerminalGeneralReply:
      return;  // a response itself: nothing to acknowledge
    case kMsgRegister:
      // Success with the terminal number (no leading zeros) as auth code, as go-jt808 does; a
      // gateway that refuses the device re-encodes with EncodeRegisterReply and another result.
      out->replies.push_back(
          EncodeRegisterReply(to, session.TakeSerial(), ack_serial, kRegisterOk, DefaultAuthCode(h.phone)));
      return;
    case kMsgMultimediaData:
      if (decoded && out->media) {
        out->replies.push_back(EncodeMultimediaReply(to, session.TakeSerial(), out->media->id, {}));
        return;
      }
      break;
    default:
      break;
  }
  uint8_t result = !decoded ? kResultMessageError : known ? kResultOk : kResultUnsupported;
  out->replies.push_back(EncodeGeneralReply(to, session.TakeSerial(), ack_serial, h.msg_id, result));
}

// Asks for missing sub-packages: 0x8800 with the list for multimedia data whose media id is known
// (package 1 arrived), 0x8003 otherwise.
void RequestMissing(uint16_t msg_id, uint16_t first_serial, const std::vector<uint16_t>& missing, ByteView head,
                    Session& session, DeviceMessage* out) {
  if (missing.empty()) return;
  const ReplyAddress& to = session.address;
  if (msg_id == kMsgMultimediaData && head.size() == 4) {
    uint32_t media_id = static_cast<uint32_t>(head[0]) << 24 | head[1] << 16 | head[2] << 8 | head[3];
    out->replies.push_back(EncodeMultimediaReply(to, session.TakeSerial(), media_id, missing));
  } else {
    out->replies.push_back(EncodeRetransmitRequest(to, session.TakeSerial(), first_serial, missing));
  }
}

// The only answer to a frame whose check code does not verify: "message error" (the platform
// cannot trust it, so no success). Its header may be as wrong as its body: it addresses this
// reply and nothing else (the session keeps the address of the last good frame).
void AnswerUntrusted(const Header& h, Session& session, DeviceMessage* out) {
  ReplyAddress to;
  TakeAddress(h, to);
  out->replies.clear();
  out->replies.push_back(EncodeGeneralReply(to, session.TakeSerial(), h.serial, h.msg_id, kResultMessageError));
}

}  // namespace

DeviceMessage Decode(ByteView frame, Session& session, int64_t now_ms) {
  DeviceMessage out;
  out.protocol = "jt808";
  Result<Packet> parsed = ParseFrame(frame);
  if (!parsed.ok()) {
    out.error = parsed.status().message();
    return out;
  }
  Packet& p = *parsed;
  const Header& h = p.header;
  out.msg_id = h.msg_id;
  out.device_id = h.phone;
  out.serial = h.serial;
  out.bad_check = !p.checksum_ok;
  if (out.bad_check && session.check_codes == CheckCodes::kEnforce) {
    out.error = "jt808: check code mismatch";
    AnswerUntrusted(h, session, &out);
    return out;
  }
  session.device_id = h.phone;
  session.v2019 = h.v2019;
  TakeAddress(h, session.address);
  if (!p.checksum_ok) AppendWarning(&out, "check code mismatch (the gateway drops such frames)");
  if (p.not_escaped)
    AppendWarning(&out, "frame not escaped (decoded raw)");
  else if (!p.escape_ok)
    AppendWarning(&out, "invalid 0x7D escape");
  if (p.length_mismatch) AppendWarning(&out, "body length field disagrees with the frame");

  if (h.encryption() != 0) {
    out.error = "jt808: encrypted bodies are not supported";
    AddReply(h, h.serial, false, true, session, &out);
    return out;
  }

  // Messages whose packages stopped coming (the last one lost, say): ask again on the device's
  // next frame, whatever it is.
  if (session.reassembler.pending_messages() > 0) {
    for (const Reassembler::Stall& st : session.reassembler.TakeStalled(now_ms)) {
      RequestMissing(st.msg_id, st.first_serial, st.missing, st.head, session, &out);
    }
  }

  ByteView body = p.body;
  Bytes assembled;
  if (h.subpackaged) {
    Reassembler::Outcome o =
        session.reassembler.Add(h.msg_id, h.serial, h.package_total, h.package_index, body, now_ms);
    using Kind = Reassembler::Outcome::Kind;
    if (o.kind == Kind::kRejected) {
      out.error = "jt808: " + o.error;
      AddReply(h, h.serial, false, true, session, &out);
      return out;
    }
    if (o.kind == Kind::kBuffered) {
      out.partial = true;
      const ReplyAddress& to = session.address;
      out.replies.push_back(EncodeGeneralReply(to, session.TakeSerial(), h.serial, h.msg_id, kResultOk));
      RequestMissing(h.msg_id, o.first_serial, o.missing, o.head, session, &out);
      return out;
    }
    assembled = std::move(o.body);
    body = assembled;
  }

  bool known = true;
  Status s = DecodeBody(h, body, &out, &known);
  if (!s.ok()) out.error = s.message();
  if (!known) {
    char text[48];
    std::snprintf(text, sizeof text, "unsupported message 0x%04x", h.msg_id);
    AppendWarning(&out, text);
  }
  AddReply(h, h.serial, s.ok(), known, session, &out);
  if (out.bad_check) AnswerUntrusted(h, session, &out);  // kReport: what the gateway answers
  return out;
}

}  // namespace chelian::jt808
