// Reading 3G* watch command answers: the echoed keyword answers the oldest command of that
// keyword waiting for one.
#include "protocol/watch/command_reply.h"

#include "protocol/watch/constants.h"

namespace chelian::watch {

std::optional<CommandReply> ReadCommandReply(const DeviceMessage& m, int) {
  if (!m.ok() || m.msg_id < kMsgFirstCommand) return std::nullopt;
  CommandReply r;
  r.protocol = m.protocol;
  r.kind = CommandReply::Kind::kAck;
  r.msg_id = static_cast<uint16_t>(m.msg_id);
  r.any_serial = true;
  std::string content = m.attributes.GetString(AttrKey::kResult).value_or("");
  size_t comma = content.find(',');
  r.text = comma == std::string::npos ? "终端已收到指令" : "终端应答: " + content.substr(comma + 1);
  r.ok = !LooksFailed(content);
  if (r.msg_id == kMsgVoiceDown) {  // TK,1 received, TK,0 not
    r.ok = content == "TK,1";
    r.text = r.ok ? "手表已收到语音" : "手表未能接收语音";
  }
  return r;
}

}  // namespace chelian::watch
