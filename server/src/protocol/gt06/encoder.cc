// GT06 encoder implementation (JM-VL03 §5 login reply, §6 heartbeat reply, §7 online command).
#include "protocol/gt06/encoder.h"

#include "core/civil_time.h"
#include "protocol/gt06/constants.h"
#include "protocol/gt06/packet.h"

namespace chelian::gt06 {

Bytes EncodeAck(uint8_t protocol, uint16_t serial) { return BuildFrame(protocol, {}, serial); }

Bytes EncodeTimeReply(uint16_t serial, int64_t now_ms) {
  CivilTime t = EpochMsToCivil(now_ms);
  ByteWriter w;
  w.U8(static_cast<uint8_t>(t.year % 100)).U8(static_cast<uint8_t>(t.month)).U8(static_cast<uint8_t>(t.day));
  w.U8(static_cast<uint8_t>(t.hour)).U8(static_cast<uint8_t>(t.minute)).U8(static_cast<uint8_t>(t.second));
  return BuildFrame(kMsgTimeRequest, w.bytes(), serial);
}

Bytes EncodeCommand(std::string_view command, uint32_t server_flag, uint16_t serial, bool with_language) {
  command = command.substr(0, 200);
  ByteWriter w;
  w.U8(static_cast<uint8_t>(4 + command.size())).U32(server_flag).Append(command);
  if (with_language) w.U16(0x0002);
  return BuildFrame(kMsgCommand, w.bytes(), serial);
}

}  // namespace chelian::gt06
