// JT/T 808 platform → terminal messages: the replies the gateway sends (0x8001, 0x8100, 0x8003,
// 0x8800) and a few commands for later (0x8104, 0x8201, 0x8300, 0x8105). Each returns a
// complete escaped frame addressed with the terminal's header layout (2013 or 2019).
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "core/bytes.h"
#include "protocol/jt808/packet.h"

namespace chelian::jt808 {

// 0x8001 platform general response: ack serial, ack id, result (kResultOk…).
Bytes EncodeGeneralReply(const ReplyAddress& to, uint16_t serial, uint16_t ack_serial, uint16_t ack_msg_id,
                         uint8_t result);
// 0x8100 register response; the auth code is sent only when result is kRegisterOk.
Bytes EncodeRegisterReply(const ReplyAddress& to, uint16_t serial, uint16_t ack_serial, uint8_t result,
                          std::string_view auth_code);
// 0x8003 retransmit request: serial of package 1 and the 1-based package indexes to resend
// (count is a BYTE in 2011/2013 and a WORD in 2019).
Bytes EncodeRetransmitRequest(const ReplyAddress& to, uint16_t serial, uint16_t first_serial,
                              std::span<const uint16_t> missing);
// 0x8800 multimedia data upload response: media id and the packages to resend (none = done).
Bytes EncodeMultimediaReply(const ReplyAddress& to, uint16_t serial, uint32_t media_id,
                            std::span<const uint16_t> missing);

// 0x8104 query all parameters (empty body); the terminal answers 0x0104.
Bytes EncodeQueryParameters(const ReplyAddress& to, uint16_t serial);
// 0x8201 position query (empty body); the terminal answers 0x0201.
Bytes EncodeLocationQuery(const ReplyAddress& to, uint16_t serial);
// 0x8300 text message: flag byte then GBK text (UTF-8 `text` is converted). In 2019 a text-type
// byte follows the flag.
Bytes EncodeTextMessage(const ReplyAddress& to, uint16_t serial, uint8_t flag, std::string_view text,
                        uint8_t text_type = 1);
// 0x8105 terminal control: command word and its parameter string.
Bytes EncodeTerminalControl(const ReplyAddress& to, uint16_t serial, uint8_t command, std::string_view params);

}  // namespace chelian::jt808
