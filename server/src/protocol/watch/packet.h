// 3G* watch frames: the header fields and the (unescaped) content of one frame, frames the
// platform sends (replies, commands), and the message types by name.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/bytes.h"
#include "core/status.h"

namespace chelian::watch {

struct Packet {
  std::string maker;                 // "3G", "SG", "CS", "ZJ" …
  std::string device_id;             // as sent: "8800000015", "358839237678820"
  std::optional<std::string> index;  // ZJ devices' index field ("0075"), echoed in replies
  size_t declared_length = 0;        // LLLL
  std::string content;               // "UD,220414,…", unescaped
  bool length_mismatch = false;      // LLLL is neither the content's length nor its escaped length
                                     // (several real devices)

  // The content's first field ("UD"), and the rest after its comma ("" when none).
  std::string_view type() const;
  std::string_view fields() const;
};

// Parses one frame ('[' through ']', as the Framer cut it). Errors: InvalidArgument naming what
// is wrong (no brackets, a maker that is not two letters or digits, an id that is empty, too long
// or not letters and digits, a length that is not 4 hex digits).
Result<Packet> ParseFrame(ByteView frame);

// The frame [maker*id*[index*]LLLL*content] with LLLL the content's length in lower-case hex as Traccar sends it
// (content as sent: binary content is escaped by the caller, EscapeBinary).
Bytes BuildFrame(std::string_view maker, std::string_view device_id, const std::optional<std::string>& index,
                 std::string_view content);

// Binary data (an AMR file) as frame content: } [ ] , * escaped as 0x7D 0x01 … 0x05.
Bytes EscapeBinary(ByteView data);

// This server's id of a message type (constants.h): uplinks by name (UD… and AL… variants by
// their prefix; the health types in any case), then the keywords of platform commands, which the
// device echoes; kMsgOtherCommand for any other word, kMsgUnknown for none.
uint16_t MessageId(std::string_view type);
// The name of a message id ("UD", "CR"; "?" for kMsgOtherCommand and unknown ids).
std::string_view MessageName(uint16_t id);

}  // namespace chelian::watch
