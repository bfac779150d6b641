// JT/T 808's entry in the registry: sessions, terminal types and commands, answers, the decode
// tool's message names and pasted frames.
#include "protocol/jt808/parts.h"

#include <algorithm>
#include <cstdio>

#include "protocol/jt808/command_reply.h"
#include "protocol/jt808/commands.h"
#include "protocol/jt808/constants.h"
#include "protocol/jt808/session.h"

namespace chelian::jt808 {
namespace {

std::string MsgName(uint32_t msg_id) {
  char id[16];
  std::snprintf(id, sizeof id, "0x%04x", static_cast<unsigned>(msg_id));
  return id;
}

// A frame pasted without its 0x7E delimiters gets them.
void CompletePaste(Bytes& bytes) {
  if (bytes.empty() || bytes[0] == kFlag || std::find(bytes.begin(), bytes.end(), kFlag) != bytes.end()) return;
  bytes.insert(bytes.begin(), kFlag);
  bytes.push_back(kFlag);
}

}  // namespace

constexpr ProtocolParts kParts{
    .new_session = NewSession,
    .authenticates = true,
    .terminal_types = TerminalTypes,
    .terminal_type_marker = "",
    .read_reply = ReadCommandReply,
    .uplink_text = UplinkText,
    .msg_name = MsgName,
    .complete_paste = CompletePaste,
    .summary_zh = "JT/T 808（部标 2011/2013/2019 版）",
};

}  // namespace chelian::jt808
