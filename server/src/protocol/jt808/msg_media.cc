// 0x0800 multimedia event information, 0x0801 multimedia data upload and 0x0805 camera shot
// reply (the standard's §8.48/§8.49/§8.56). The payload (a JPEG for photos) is exposed in DeviceMessage::media; storing
// it is the gateway's job.
#include "protocol/jt808/constants.h"
#include "protocol/jt808/location.h"
#include "protocol/jt808/messages.h"

namespace chelian::jt808 {
namespace {

constexpr size_t kMediaHeaderBytes = 8;  // id DWORD, type, format, event, channel

void SetMediaAttributes(const MediaData& m, Attributes* a) {
  a->Set(AttrKey::kMediaId, int64_t{m.id});
  a->Set(AttrKey::kMediaType, int64_t{m.type});
  a->Set(AttrKey::kMediaFormat, int64_t{m.format});
  a->Set(AttrKey::kMediaEvent, int64_t{m.event});
  a->Set(AttrKey::kMediaChannel, int64_t{m.channel});
}

MediaData ReadMediaHeader(ByteReader& r) {
  MediaData m;
  m.id = r.U32();
  m.type = r.U8();
  m.format = r.U8();
  m.event = r.U8();
  m.channel = r.U8();
  return m;
}

bool StartsWithJpeg(ByteView b) { return b.size() >= 2 && b[0] == 0xFF && b[1] == 0xD8; }

}  // namespace

Status DecodeMultimediaEvent(const Header& h, ByteView body, DeviceMessage* out) {
  if (body.size() < kMediaHeaderBytes) return InvalidArgument("jt808: 0x0800 body too short");
  ByteReader r(body);
  MediaData m = ReadMediaHeader(r);
  SetMediaAttributes(m, &out->attributes);
  return Status::Ok();
}

Status DecodeMultimediaData(const Header& h, ByteView body, DeviceMessage* out) {
  if (body.size() < kMediaHeaderBytes) return InvalidArgument("jt808: 0x0801 body too short");
  ByteReader r(body);
  MediaData m = ReadMediaHeader(r);
  ByteView rest = r.TakeRest();
  // 2013/2019 put a 28-byte location before the data; 2011 does not (the data starts at once,
  // which for a JPEG is FF D8).
  if (!StartsWithJpeg(rest) && rest.size() >= kLocationBasicBytes) {
    Position pos;
    pos.device_id = h.phone;
    if (DecodeLocation(rest.first(kLocationBasicBytes), &pos, &out->warning).ok()) {
      out->positions.push_back(std::move(pos));
    }
    rest = rest.subspan(kLocationBasicBytes);
  }
  m.data.assign(rest.begin(), rest.end());
  SetMediaAttributes(m, &out->attributes);
  out->attributes.Set(AttrKey::kMediaSize, static_cast<int64_t>(m.data.size()));
  out->media = std::move(m);
  return Status::Ok();
}

Status DecodeCameraShotReply(const Header& h, ByteView body, DeviceMessage* out) {
  ByteReader r(body);
  uint16_t ack = r.U16();
  uint8_t result = r.U8();
  if (!r.ok()) return InvalidArgument("jt808: 0x0805 body too short");
  out->attributes.Set(AttrKey::kAckSerial, int64_t{ack});
  out->attributes.Set(AttrKey::kAckResult, int64_t{result});
  if (result != 0 || r.remaining() < 2) return Status::Ok();  // ids follow only on success
  uint16_t count = r.U16();
  std::string ids;
  for (uint16_t i = 0; i < count && r.remaining() >= 4; ++i) {
    if (!ids.empty()) ids += ',';
    ids += std::to_string(r.U32());
  }
  if (!ids.empty()) out->attributes.Set(AttrKey::kMediaIds, std::move(ids));
  return Status::Ok();
}

}  // namespace chelian::jt808
