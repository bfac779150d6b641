// The OsmAnd protocol's entry in the registry: sessions, its terminal type (no commands), the
// decode tool's message names.
#include "protocol/osmand/parts.h"

#include "protocol/osmand/commands.h"
#include "protocol/osmand/constants.h"
#include "protocol/osmand/session.h"

namespace chelian::osmand {
namespace {

std::string MsgName(uint32_t msg_id) {
  switch (msg_id) {
    case kMsgQuery:
      return "query";
    case kMsgJson:
      return "json";
    case kMsgResponse:
      return "response";
    default:
      return "?";
  }
}

}  // namespace

constexpr ProtocolParts kParts{
    .new_session = NewSession,
    .authenticates = false,
    .own_devices_only = true,
    .terminal_types = TerminalTypes,
    .terminal_type_marker = "OsmAnd",
    .read_reply = nullptr,
    .uplink_text = nullptr,
    .msg_name = MsgName,
    .complete_paste = nullptr,
    .summary_zh = "OsmAnd HTTP 协议（手机定位：Traccar Client、OsmAnd 等 App，GET/POST 参数或 JSON）",
};

}  // namespace chelian::osmand
