// The 3G* watch protocol's entry in the registry: sessions, its terminal type and commands,
// answers, the decode tool's message names ("UD", "LK", "CR").
#include "protocol/watch/parts.h"

#include "protocol/watch/command_reply.h"
#include "protocol/watch/commands.h"
#include "protocol/watch/packet.h"
#include "protocol/watch/session.h"

namespace chelian::watch {
namespace {

std::string MsgName(uint32_t msg_id) { return std::string(MessageName(static_cast<uint16_t>(msg_id))); }

}  // namespace

constexpr ProtocolParts kParts{
    .new_session = NewSession,
    .authenticates = false,
    .terminal_types = TerminalTypes,
    .terminal_type_marker = "手表",
    .read_reply = ReadCommandReply,
    .uplink_text = nullptr,
    .msg_name = MsgName,
    .complete_paste = nullptr,
    .summary_zh = "3G 手表协议（儿童/老人定位手表、胸卡：3G、SG、CS、ZJ 等厂商）",
};

}  // namespace chelian::watch
