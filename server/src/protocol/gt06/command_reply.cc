// Reading GT06 command answers (0x15, 0x21) and status texts (0x94 sub-type 4) out of decoded
// messages.
#include "protocol/gt06/command_reply.h"

#include "protocol/gt06/constants.h"

namespace chelian::gt06 {

std::optional<CommandReply> ReadCommandReply(const DeviceMessage& m, int) {
  if (!m.ok() || (m.msg_id != kMsgStringReply && m.msg_id != kMsgStringInfo)) return std::nullopt;
  CommandReply r;
  r.protocol = m.protocol;
  r.kind = CommandReply::Kind::kText;
  r.match = static_cast<uint32_t>(m.attributes.GetInt(AttrKey::kServerFlag).value_or(0));
  r.text = m.attributes.GetString(AttrKey::kResult).value_or("");
  r.ok = !LooksFailed(r.text);
  return r;
}

std::string UplinkText(const DeviceMessage& m) {
  if (!m.ok() || m.msg_id != kMsgInfo || m.attributes.GetInt(AttrKey::kInfoType) != kInfoStatusSync) return "";
  return m.attributes.GetString(AttrKey::kInfo).value_or("");
}

}  // namespace chelian::gt06
