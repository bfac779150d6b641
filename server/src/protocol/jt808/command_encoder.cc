// JT/T 808 command bodies (the standard's §8.8, §8.11, §8.19, §8.55, §8.62; 2019 §8.39 for 0x8500).
#include "protocol/jt808/command_encoder.h"

#include "core/gbk.h"
#include "protocol/jt808/constants.h"
#include "protocol/jt808/encoder.h"

namespace chelian::jt808 {

ParamItem DwordParam(uint32_t id, uint32_t value) {
  ByteWriter w;
  w.U32(value);
  return {id, w.Release()};
}

ParamItem StringParam(uint32_t id, std::string_view value) {
  Bytes gbk = Utf8ToGbk(value);
  if (gbk.size() > 255) gbk.resize(255);
  return {id, std::move(gbk)};
}

Bytes SetParametersBody(std::span<const ParamItem> items) {
  ByteWriter w;
  if (items.size() > 255) items = items.first(255);
  w.U8(static_cast<uint8_t>(items.size()));
  for (const ParamItem& p : items) {
    size_t len = std::min<size_t>(p.value.size(), 255);
    w.U32(p.id).U8(static_cast<uint8_t>(len)).Append(ByteView(p.value).first(len));
  }
  return w.Release();
}

Bytes TerminalControlBody(uint8_t word, std::string_view params) {
  ByteWriter w;
  w.U8(word).Append(params.substr(0, kMaxBodyBytes - 1));
  return w.Release();
}

Bytes TemporaryTrackingBody(uint16_t interval_s, uint32_t validity_s) {
  ByteWriter w;
  w.U16(interval_s).U32(validity_s);
  return w.Release();
}

Bytes CameraShotBody(const CameraShot& s) {
  ByteWriter w;
  w.U8(s.channel).U16(s.shots).U16(s.interval_s).U8(s.save).U8(s.resolution).U8(s.quality);
  w.U8(s.brightness).U8(s.contrast).U8(s.saturation).U8(s.chroma);
  return w.Release();
}

Bytes TransparentBody(uint8_t type, ByteView data) {
  ByteWriter w;
  w.U8(type).Append(data.first(std::min(data.size(), kMaxBodyBytes - 1)));
  return w.Release();
}

Bytes VehicleControlBody(bool lock, bool v2019) {
  ByteWriter w;
  if (v2019) {
    w.U16(1).U16(0x0001).U8(lock ? 1 : 0);
  } else {
    w.U8(lock ? 0x01 : 0x00);
  }
  return w.Release();
}

Bytes EncodeDeviceCommand(const ReplyAddress& to, uint16_t serial, const DeviceCommand& cmd) {
  if (cmd.msg_id == kMsgTextMessage) return EncodeTextMessage(to, serial, cmd.text_flag, cmd.text);
  if (cmd.msg_id == kMsgVehicleControl && cmd.control >= 0)
    return BuildFrame(to, kMsgVehicleControl, serial, VehicleControlBody(cmd.control == 1, to.v2019));
  ByteView body = cmd.body;
  if (body.size() > kMaxBodyBytes) body = body.first(kMaxBodyBytes);
  return BuildFrame(to, cmd.msg_id, serial, body);
}

}  // namespace chelian::jt808
