// GT06's entry in the registry: sessions, terminal types and commands, answers, the decode tool's
// message names.
#include "protocol/gt06/parts.h"

#include <cstdio>

#include "protocol/gt06/command_reply.h"
#include "protocol/gt06/commands.h"
#include "protocol/gt06/session.h"

namespace chelian::gt06 {
namespace {

std::string MsgName(uint32_t msg_id) {
  char id[16];
  std::snprintf(id, sizeof id, "0x%02x", static_cast<unsigned>(msg_id));
  return id;
}

}  // namespace

constexpr ProtocolParts kParts{
    .new_session = NewSession,
    .authenticates = false,
    .terminal_types = TerminalTypes,
    .terminal_type_marker = "GT06",
    .read_reply = ReadCommandReply,
    .uplink_text = UplinkText,
    .msg_name = MsgName,
    .complete_paste = nullptr,
    .summary_zh = "GT06（康凯斯及兼容协议）",
};

}  // namespace chelian::gt06
