// 3G* watch decoder: header, dispatch by message type, the replies the protocol requires.
#include "protocol/watch/decoder.h"

#include "protocol/watch/constants.h"
#include "protocol/watch/messages.h"
#include "protocol/watch/packet.h"

namespace chelian::watch {
namespace {

void AppendWarning(DeviceMessage* m, const std::string& text) {
  if (!m->warning.empty()) m->warning += "; ";
  m->warning += text;
}

// The content the platform answers `id` with (protocols.md §4); "" for none.
std::string ReplyContent(uint16_t id, std::string_view type) {
  switch (id) {
    case kMsgLink:
      return "LK";
    case kMsgAlarm:
      return "AL";
    case kMsgInit:
      return "INIT,1";
    case kMsgVoiceQuery:
    case kMsgVoiceQuery2:
      return std::string(type);  // echoed
    case kMsgVoiceChunk:
      return "JXTKR,1";
    default:
      return "";
  }
}

}  // namespace

DeviceMessage Decode(ByteView frame, Session& session, int64_t /*now_ms*/) {
  DeviceMessage out;
  out.protocol = "watch";
  Result<Packet> parsed = ParseFrame(frame);
  if (!parsed.ok()) {
    out.error = parsed.status().message();
    return out;
  }
  const Packet& p = *parsed;
  session.maker = p.maker;
  session.device_id = p.device_id;
  session.index = p.index;
  out.device_id = p.device_id;
  if (p.length_mismatch)
    AppendWarning(&out, "length field " + std::to_string(p.declared_length) + ", content " +
                            std::to_string(p.content.size()) + " bytes");
  const std::string_view type = p.type();
  const uint16_t id = MessageId(type);
  out.msg_id = id;
  Status s = Status::Ok();
  switch (id) {
    case kMsgLink:
      s = DecodeLink(p.fields(), &out);
      break;
    case kMsgBlindPosition:
      out.back_filled = true;
      [[fallthrough]];
    case kMsgPosition:
    case kMsgPosition3:
    case kMsgPositionLte:
    case kMsgPositionWcdma:
    case kMsgWifiPosition:
    case kMsgAlarm:
      s = DecodePosition(p.fields(), &out);
      break;
    case kMsgInit:
    case kMsgVoiceQuery:
    case kMsgVoiceQuery2:
      break;  // answered below
    case kMsgVoice:
      if (p.fields() == "1" || p.fields() == "0") {  // the answer to a voice message we sent
        out.msg_id = kMsgVoiceDown;
        out.attributes.Set(AttrKey::kResult, p.content);
        break;
      }
      [[fallthrough]];
    case kMsgVoiceChunk:
      s = DecodeVoice(id, p.fields(), session, &out);
      break;
    case kMsgHeart:
    case kMsgBlood:
    case kMsgOxygen:
    case kMsgTemperature:
      s = DecodeHealth(id, type, p.fields(), &out);
      break;
    case kMsgImage:
      AppendWarning(&out, "not decoded: " + std::string(type));
      break;
    case kMsgUnknown:
      s = InvalidArgument("watch: no message type");
      break;
    default:  // the device's answer to a platform command: its keyword, maybe with values
      out.attributes.Set(AttrKey::kResult, p.content);
      break;
  }
  if (!s.ok()) out.error = s.message();
  if (std::string reply = ReplyContent(id, type); !reply.empty())
    out.replies.push_back(BuildFrame(p.maker, p.device_id, p.index, reply));
  return out;
}

}  // namespace chelian::watch
