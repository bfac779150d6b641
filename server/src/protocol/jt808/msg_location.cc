// 0x0200 location report, 0x0201 position query reply, 0x0500 vehicle control reply and 0x0704 batch upload (type 1 =
// blind-area re-upload: positions marked back-filled) — the standard's §8.18, §8.20, §8.52.
#include "protocol/jt808/constants.h"
#include "protocol/jt808/location.h"
#include "protocol/jt808/messages.h"

namespace chelian::jt808 {
namespace {

Status AddPosition(const Header& h, ByteView body, DeviceMessage* out) {
  Position pos;
  pos.device_id = h.phone;
  Status s = DecodeLocation(body, &pos, &out->warning);
  if (!s.ok()) return s;
  out->positions.push_back(std::move(pos));
  return Status::Ok();
}

}  // namespace

Status DecodeLocationReport(const Header& h, ByteView body, DeviceMessage* out) { return AddPosition(h, body, out); }

Status DecodeLocationQueryReply(const Header& h, ByteView body, DeviceMessage* out) {
  ByteReader r(body);
  uint16_t ack = r.U16();
  if (!r.ok()) return InvalidArgument("jt808: 0x0201 body too short");
  out->attributes.Set(AttrKey::kAckSerial, int64_t{ack});
  return AddPosition(h, r.TakeRest(), out);
}

Status DecodeVehicleControlReply(const Header& h, ByteView body, DeviceMessage* out) {
  ByteReader r(body);
  uint16_t ack = r.U16();
  if (!r.ok()) return InvalidArgument("jt808: 0x0500 body too short");
  out->attributes.Set(AttrKey::kAckSerial, int64_t{ack});
  return AddPosition(h, r.TakeRest(), out);
}

Status DecodeLocationBatch(const Header& h, ByteView body, DeviceMessage* out) {
  ByteReader r(body);
  uint16_t count = r.U16();
  uint8_t type = r.U8();
  if (!r.ok()) return InvalidArgument("jt808: 0x0704 body too short");
  bool back_filled = type == kBatchBlindArea;
  out->back_filled = back_filled;
  size_t bad = 0;
  for (uint16_t i = 0; i < count && !r.empty(); ++i) {
    uint16_t len = r.U16();
    ByteView item = r.Take(len);
    if (!r.ok()) {
      ++bad;
      break;
    }
    Position pos;
    pos.device_id = h.phone;
    pos.back_filled = back_filled;
    if (DecodeLocation(item, &pos, &out->warning).ok()) {
      out->positions.push_back(std::move(pos));
    } else {
      ++bad;
    }
  }
  if (out->positions.empty() && count > 0) return InvalidArgument("jt808: no decodable location in 0x0704");
  if (bad > 0 || out->positions.size() != count) {
    if (!out->warning.empty()) out->warning += "; ";
    out->warning +=
        "0x0704 declared " + std::to_string(count) + " items, decoded " + std::to_string(out->positions.size());
  }
  return Status::Ok();
}

}  // namespace chelian::jt808
