// Implementation of the simulated e-bike trackers' reports.
#include "sim/ebike_frames.h"

#include <algorithm>
#include <cmath>

#include "protocol/jt808/packet.h"

namespace chelian::sim {
namespace {

constexpr uint32_t kJt808Armed = 1u << 12;     // status: doors locked (what 0x8500 sets)
constexpr uint8_t kJt808MainPowerDown = 0x01;  // alarm bit 8, in the alarm word's third byte
constexpr uint8_t kItemChargePct = 0xD4;       // 1 byte %
constexpr uint8_t kItemPackDeciVolts = 0x82;   // WORD, 0.1 V
constexpr uint8_t kGt06Armed = 0x01, kGt06Acc = 0x02, kGt06Charging = 0x04, kGt06Tracking = 0x40,
                  kGt06MotorCut = 0x80;  // terminal-information bits (JM-VL03 §5.3)
constexpr uint8_t kGt06PowerCut = 0x02;  // alarm byte

}  // namespace

Bytes Jt808EbikeLocation(const Jt808Terminal& t, uint16_t serial, const Fix& fix, const EbikeState& bike,
                         uint32_t status_bits) {
  status_bits = bike.armed ? status_bits | kJt808Armed : status_bits & ~kJt808Armed;
  Bytes body = Jt808LocationBody(fix, status_bits);
  if (bike.pack_removed) body[2] |= kJt808MainPowerDown;
  ByteWriter w;
  if (!bike.pack_removed) w.U8(kItemChargePct).U8(1).U8(static_cast<uint8_t>(std::lround(bike.soc_pct)));
  w.U8(kItemPackDeciVolts).U8(2).U16(static_cast<uint16_t>(std::lround(bike.PackVolts() * 10)));
  body.insert(body.end(), w.bytes().begin(), w.bytes().end());
  return Jt808Message(t, 0x0200, serial, body);
}

Bytes Gt06EbikeStatus(uint16_t serial, const Fix& fix, const EbikeState& bike, bool motor_cut) {
  uint8_t info = (bike.armed ? kGt06Armed : 0) | (fix.acc ? kGt06Acc : 0) | (bike.charging ? kGt06Charging : 0) |
                 (fix.valid ? kGt06Tracking : 0) | (motor_cut ? kGt06MotorCut : 0);
  // Voltage level 1–6 from the charge (the decoder reads level × 100 / 6 %); 0: no power, the pack out.
  uint8_t level =
      bike.pack_removed ? 0 : static_cast<uint8_t>(std::clamp(std::round(bike.soc_pct * 6 / 100), 1.0, 6.0));
  return Gt06GpsLbsStatus(0x16, serial, fix, info, level, bike.pack_removed ? kGt06PowerCut : 0);
}

}  // namespace chelian::sim
