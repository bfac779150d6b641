// GT06 status packets without a fix: heartbeat 0x13 (JM-VL03 §6: information byte, voltage level,
// GSM level, language / extended-port word) and two Jimi 4G status packets (facts from Traccar's
// decoder and captures): 0x36, the status block followed by {id WORD, length BYTE, value} modules,
// and 0xF1, a UTC time (seconds) followed by {id WORD, length BYTE, value} status items.
#include "protocol/gt06/constants.h"
#include "protocol/gt06/messages.h"

namespace chelian::gt06 {
namespace {

constexpr size_t kStatusBlockBytes = 5;  // information, voltage level, GSM, alert, language
// 0x36 modules.
constexpr uint16_t kModuleBatteryV = 0x0018;    // WORD, 10 mV
constexpr uint16_t kModuleBatteryPct = 0x006A;  // BYTE
// 0xF1 status items.
constexpr uint16_t kItemArmed = 0x0002;     // BYTE, non-zero armed
constexpr uint16_t kItemIgnition = 0x0004;  // BYTE, non-zero on
constexpr uint16_t kItemPower = 0x0005;     // WORD, 10 mV external
constexpr uint16_t kItemCharging = 0x0007;  // BYTE, non-zero charging

struct Item {
  uint16_t id;
  ByteView value;
};

// `b` as a list of {id WORD, length BYTE, value} covering it exactly; empty when it is not one.
std::vector<Item> ItemList(ByteView b) {
  std::vector<Item> items;
  ByteReader r(b);
  while (!r.empty()) {
    uint16_t id = r.U16();
    uint8_t len = r.U8();
    ByteView v = r.Take(len);
    if (!r.ok()) return {};
    items.push_back({id, v});
  }
  return items;
}

uint16_t Word(ByteView v) { return static_cast<uint16_t>(v[0] << 8 | v[1]); }

}  // namespace

Status DecodeHeartbeat(Context& c) {
  ByteReader r(c.packet.content);
  uint8_t info = r.U8();
  if (!r.ok()) return InvalidArgument("gt06: heartbeat without content");
  Attributes& a = c.out->attributes;
  DecodeTerminalInfo(info, &a, &c.out->alarms);
  a.Set(AttrKey::kAcc, int64_t{(info & kInfoAcc) != 0});
  if (r.remaining() >= 2) {
    uint8_t level = r.U8();
    uint8_t gsm = r.U8();
    a.Set(AttrKey::kVoltageLevel, int64_t{level});
    if (auto pct = VoltageLevelToPercent(level)) a.Set(AttrKey::kBatteryPct, int64_t{*pct});
    a.Set(AttrKey::kSignal, int64_t{gsm});
  }
  return Status::Ok();
}

Status DecodeJimiStatus(Context& c) {
  ByteView content = c.packet.content;
  Attributes& a = c.out->attributes;
  if (c.packet.protocol == kMsgDeviceStatus) {
    if (content.size() < 4) return InvalidArgument("gt06: 0xF1 without its time");
    for (const Item& item : ItemList(content.subspan(4))) {
      if (item.id == kItemArmed && item.value.size() == 1) a.Set(AttrKey::kArmed, int64_t{item.value[0] != 0});
      if (item.id == kItemIgnition && item.value.size() == 1) a.Set(AttrKey::kAcc, int64_t{item.value[0] != 0});
      if (item.id == kItemPower && item.value.size() == 2) a.Set(AttrKey::kVoltageV, Word(item.value) / 100.0);
      if (item.id == kItemCharging && item.value.size() == 1) a.Set(AttrKey::kCharging, int64_t{item.value[0] != 0});
    }
    return Status::Ok();
  }
  // 0x36: other devices use this number for GPS packets; only the module layout is decoded.
  if (content.size() < kStatusBlockBytes) return InvalidArgument("gt06: 0x36 too short");
  std::vector<Item> modules = ItemList(content.subspan(kStatusBlockBytes));
  if (modules.empty()) {  // another device's 0x36 (a GPS packet): not decoded
    if (!c.out->warning.empty()) c.out->warning += "; ";
    c.out->warning += "0x36 without the status-module layout (not decoded)";
    return Status::Ok();
  }
  StatusBlock status{content[0], content[1], content[2], content[3]};
  std::optional<bool> acc;
  DecodeStatusBlock(status, &a, &c.out->alarms, &acc);
  if (acc) a.Set(AttrKey::kAcc, int64_t{*acc});
  a.Set(AttrKey::kLanguage, int64_t{content[4]});
  for (const Item& m : modules) {
    if (m.id == kModuleBatteryV && m.value.size() == 2) a.Set(AttrKey::kBatteryV, Word(m.value) / 100.0);
    if (m.id == kModuleBatteryPct && m.value.size() == 1 && m.value[0] <= 100) {
      a.Set(AttrKey::kBatteryPct, int64_t{m.value[0]});
    }
  }
  return Status::Ok();
}

}  // namespace chelian::gt06
