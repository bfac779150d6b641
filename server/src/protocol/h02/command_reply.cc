// Reading H02 V4 confirmations: the keyword answers the oldest command of that keyword waiting;
// DONE/OK executed, ERROR (LooksFailed) refused.
#include "protocol/h02/command_reply.h"

#include "protocol/h02/commands.h"
#include "protocol/h02/constants.h"

namespace chelian::h02 {

std::optional<CommandReply> ReadCommandReply(const DeviceMessage& m, int) {
  if (!m.ok() || m.msg_id != kMsgConfirm) return std::nullopt;
  std::string content = m.attributes.GetString(AttrKey::kResult).value_or("");
  size_t comma = content.find(',');
  CommandReply r;
  r.protocol = m.protocol;
  r.kind = CommandReply::Kind::kAck;
  r.msg_id = CommandId(std::string_view(content).substr(0, comma));
  r.any_serial = true;
  r.text = comma == std::string::npos ? "终端已执行" : "终端应答: " + content.substr(comma + 1);
  r.ok = !LooksFailed(content);
  return r;
}

}  // namespace chelian::h02
