// What the simulated e-bikes' trackers send (docs/protocols/ebike.md): a JT/T 808 0x0200 with the
// armed bit (status bit 12), the main-power alarm (bit 8) with the pack out, and the vendor items
// 0xD4 (charge %) and 0x82 (pack voltage, 0.1 V); a GT06 0x16 with the terminal-information bits
// (armed, ignition, charging, motor cut), the charge as voltage level and the power-cut alarm.
#pragma once

#include <cstdint>

#include "core/bytes.h"
#include "sim/device_frames.h"
#include "sim/ebike_model.h"
#include "sim/motion_model.h"

namespace chelian::sim {

// `status_bits`: the terminal's own status bits (oil cut bit 10); armed comes from `bike`.
Bytes Jt808EbikeLocation(const Jt808Terminal& t, uint16_t serial, const Fix& fix, const EbikeState& bike,
                         uint32_t status_bits);
Bytes Gt06EbikeStatus(uint16_t serial, const Fix& fix, const EbikeState& bike, bool motor_cut);

}  // namespace chelian::sim
