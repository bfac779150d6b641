// The H02 protocol's entry in the registry: sessions, its terminal type and commands, answers, the
// decode tool's message names.
#include "protocol/h02/parts.h"

#include "protocol/h02/command_reply.h"
#include "protocol/h02/commands.h"
#include "protocol/h02/constants.h"
#include "protocol/h02/session.h"

namespace chelian::h02 {
namespace {

std::string MsgName(uint32_t msg_id) {
  switch (msg_id) {
    case kMsgPosition:
      return "V1";
    case kMsgBinary:
      return "$";
    case kMsgHeartbeat:
      return "HTBT";
    case kMsgLink:
      return "LINK";
    case kMsgCells:
      return "NBR";
    case kMsgCells3:
      return "V3";
    case kMsgConfirm:
      return "V4";
    case kMsgOther:
      return "other";
    default:
      return "?";
  }
}

}  // namespace

constexpr ProtocolParts kParts{
    .new_session = NewSession,
    .authenticates = false,
    .terminal_types = TerminalTypes,
    .terminal_type_marker = "H02",
    .read_reply = ReadCommandReply,
    .uplink_text = nullptr,
    .msg_name = MsgName,
    .complete_paste = nullptr,
    .summary_zh = "H02 协议（Sinotrack 等 HQ 定位器：文本与二进制帧）",
};

}  // namespace chelian::h02
