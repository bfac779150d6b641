// H02 decoder: text or binary, the sentence type, the replies Traccar's server gives.
#include "protocol/h02/decoder.h"

#include <cstdio>

#include "core/civil_time.h"
#include "core/strings.h"
#include "protocol/h02/constants.h"
#include "protocol/h02/messages.h"

namespace chelian::h02 {
namespace {

uint16_t TextMessageId(std::string_view type) {
  if (type == "V1" || type == "V19" || type == "V2" || type == "VI1" || type == "VP1") return kMsgPosition;
  if (type == "V4") return kMsgConfirm;
  if (type == "HTBT" || type == "V0") return kMsgHeartbeat;
  if (type == "LINK") return kMsgLink;
  if (type == "NBR") return kMsgCells;
  if (type == "V3") return kMsgCells3;
  return type.empty() ? kMsgUnknown : kMsgOther;
}

std::string Stamp(int64_t ms, bool with_date) {
  CivilTime t = EpochMsToCivil(ms);
  char buf[16];
  if (with_date)
    std::snprintf(buf, sizeof buf, "%04d%02d%02d%02d%02d%02d", t.year, t.month, t.day, t.hour, t.minute, t.second);
  else
    std::snprintf(buf, sizeof buf, "%02d%02d%02d", t.hour, t.minute, t.second);
  return buf;
}

void DecodeText(std::string_view text, Session& session, int64_t now_ms, DeviceMessage* out) {
  text = text.substr(1, text.size() - 2);  // without '*' and '#'
  std::vector<std::string_view> f = Split(text, ',');
  if (f.size() < 3) {
    out->error = "h02: no sentence type";
    return;
  }
  std::string_view id = Trim(f[1]);
  if (!id.empty()) session.device_id = std::string(id);
  out->device_id = session.device_id;
  const std::string_view type = Trim(f[2]);
  out->msg_id = TextMessageId(type);
  if (out->device_id.empty()) {
    out->error = "h02: the frame names no device";
    return;
  }
  std::vector<std::string_view> fields(f.begin() + 3, f.end());
  Status s = Status::Ok();
  std::string reply;
  switch (out->msg_id) {
    case kMsgPosition:
      s = DecodeTextPosition(fields, now_ms, out);
      if (type == "V1") reply = "V4,V1," + Stamp(now_ms, true);
      break;
    case kMsgConfirm:
      s = DecodeConfirm(fields, now_ms, out);
      break;
    case kMsgHeartbeat:
      if (type == "HTBT") reply = "HTBT";
      break;
    case kMsgLink:
      s = DecodeLink(fields, out);
      break;
    case kMsgCells:
    case kMsgCells3:
      s = DecodeCells(fields, out->msg_id == kMsgCells3, out);
      if (out->msg_id == kMsgCells) reply = "V4,NBR," + Stamp(now_ms, true);
      break;
    case kMsgUnknown:
      s = InvalidArgument("h02: no sentence type");
      break;
    default:
      out->warning = "not decoded: " + std::string(type);
      break;
  }
  if (!s.ok()) out->error = s.message();
  if (!reply.empty()) out->replies.push_back(BuildFrame(out->device_id, reply));
}

}  // namespace

Bytes BuildFrame(std::string_view device_id, std::string_view content) {
  std::string text = "*" + std::string(kReplyMaker) + "," + std::string(device_id) + "," + std::string(content) + "#";
  return Bytes(text.begin(), text.end());
}

std::string CommandTime(int64_t ms) { return Stamp(ms, false); }

DeviceMessage Decode(ByteView frame, Session& session, int64_t now_ms) {
  DeviceMessage out;
  out.protocol = "h02";
  session.last_now_ms = now_ms;
  if (frame.size() >= 2 && frame.front() == kTextStart && frame.back() == kTextEnd) {
    DecodeText(std::string_view(reinterpret_cast<const char*>(frame.data()), frame.size()), session, now_ms, &out);
    return out;
  }
  if (frame.empty() || (frame.front() != kBinaryStart && frame.front() != kAltBinaryStart)) {
    out.error = "h02: neither a text nor a binary frame";
    return out;
  }
  out.msg_id = kMsgBinary;
  if (Status s = DecodeBinary(frame, &out); !s.ok()) {
    out.error = s.message();
    return out;
  }
  session.device_id = out.device_id;
  return out;
}

}  // namespace chelian::h02
