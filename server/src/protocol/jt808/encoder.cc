// JT/T 808 platform message bodies (the standard's §8.2, §8.4, §8.6, §8.8, §8.11, §8.18, §8.54).
#include "protocol/jt808/encoder.h"

#include "core/gbk.h"
#include "protocol/jt808/constants.h"

namespace chelian::jt808 {

Bytes EncodeGeneralReply(const ReplyAddress& to, uint16_t serial, uint16_t ack_serial, uint16_t ack_msg_id,
                         uint8_t result) {
  ByteWriter w;
  w.U16(ack_serial).U16(ack_msg_id).U8(result);
  return BuildFrame(to, kMsgPlatformGeneralReply, serial, w.bytes());
}

Bytes EncodeRegisterReply(const ReplyAddress& to, uint16_t serial, uint16_t ack_serial, uint8_t result,
                          std::string_view auth_code) {
  ByteWriter w;
  w.U16(ack_serial).U8(result);
  if (result == kRegisterOk) w.Append(auth_code.substr(0, kMaxBodyBytes - 3));
  return BuildFrame(to, kMsgRegisterReply, serial, w.bytes());
}

Bytes EncodeRetransmitRequest(const ReplyAddress& to, uint16_t serial, uint16_t first_serial,
                              std::span<const uint16_t> missing) {
  size_t max_ids = (kMaxBodyBytes - 4) / 2;
  if (missing.size() > max_ids) missing = missing.first(max_ids);
  ByteWriter w;
  w.U16(first_serial);
  if (to.v2019) {
    w.U16(static_cast<uint16_t>(missing.size()));
  } else {
    if (missing.size() > 255) missing = missing.first(255);
    w.U8(static_cast<uint8_t>(missing.size()));
  }
  for (uint16_t id : missing) w.U16(id);
  return BuildFrame(to, kMsgRetransmitRequest, serial, w.bytes());
}

Bytes EncodeMultimediaReply(const ReplyAddress& to, uint16_t serial, uint32_t media_id,
                            std::span<const uint16_t> missing) {
  if (missing.size() > 255) missing = missing.first(255);
  ByteWriter w;
  w.U32(media_id);
  if (!missing.empty()) {
    w.U8(static_cast<uint8_t>(missing.size()));
    for (uint16_t id : missing) w.U16(id);
  }
  return BuildFrame(to, kMsgMultimediaDataReply, serial, w.bytes());
}

Bytes EncodeQueryParameters(const ReplyAddress& to, uint16_t serial) {
  return BuildFrame(to, kMsgQueryParameters, serial, {});
}

Bytes EncodeLocationQuery(const ReplyAddress& to, uint16_t serial) {
  return BuildFrame(to, kMsgLocationQuery, serial, {});
}

Bytes EncodeTextMessage(const ReplyAddress& to, uint16_t serial, uint8_t flag, std::string_view text,
                        uint8_t text_type) {
  ByteWriter w;
  w.U8(flag);
  if (to.v2019) w.U8(text_type);
  Bytes gbk = Utf8ToGbk(text);
  if (gbk.size() > kMaxBodyBytes - w.size()) gbk.resize(kMaxBodyBytes - w.size());
  w.Append(gbk);
  return BuildFrame(to, kMsgTextMessage, serial, w.bytes());
}

Bytes EncodeTerminalControl(const ReplyAddress& to, uint16_t serial, uint8_t command, std::string_view params) {
  ByteWriter w;
  w.U8(command).Append(params.substr(0, kMaxBodyBytes - 1));
  return BuildFrame(to, kMsgTerminalControl, serial, w.bytes());
}

}  // namespace chelian::jt808
