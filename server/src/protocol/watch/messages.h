// The 3G* watch message decoders, one per message family (internal to the decoder).
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "domain/alarm_codes.h"
#include "domain/attributes.h"
#include "domain/device_message.h"

namespace chelian::watch {

// msg_link.cc: LK[,steps,tumbles,battery %] → message attributes.
Status DecodeLink(std::string_view fields, DeviceMessage* out);
// msg_position.cc: UD…, WT and AL… share one field list; a GPS fix (A) becomes a position, a fix
// without GPS (V: cells or Wi-Fi only) no coordinates, its values on the message.
Status DecodePosition(std::string_view fields, DeviceMessage* out);

// msg_health.cc: heart/PULSE, BLOOD/bphrt, oxygen, TEMP/btemp2 (`id` of `type`) → reading attributes.
Status DecodeHealth(uint16_t id, std::string_view type, std::string_view fields, DeviceMessage* out);

// msg_voice.cc: TK,<AMR> (one frame) and JXTK,<?>,<name>,<n>,<total>,<AMR part> (assembled in
// `session` until the last part) → message media (audio, AMR).
struct Session;
Status DecodeVoice(uint16_t id, std::string_view fields, Session& session, DeviceMessage* out);

// alarm_map.cc: status word bits → product alarm codes.
void StatusToAlarms(uint32_t status, std::vector<AlarmCode>* alarms);

}  // namespace chelian::watch
