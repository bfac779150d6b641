// The H02 message decoders (internal to the decoder): text sentences, binary frames, status word.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/bytes.h"
#include "core/status.h"
#include "domain/alarm_codes.h"
#include "domain/device_message.h"

namespace chelian::h02 {

// msg_text.cc: the fields after "<type>," of V1 (and variants), V4, LINK, NBR, V3.
Status DecodeTextPosition(std::vector<std::string_view> f, int64_t now_ms, DeviceMessage* out);
Status DecodeConfirm(std::vector<std::string_view> f, int64_t now_ms, DeviceMessage* out);
Status DecodeLink(std::vector<std::string_view> f, DeviceMessage* out);
Status DecodeCells(std::vector<std::string_view> f, bool v3, DeviceMessage* out);
// msg_binary.cc: a whole '$'/'X' frame; sets device_id.
Status DecodeBinary(ByteView frame, DeviceMessage* out);

// fix.cc: DDMMYY + HHMMSS (UTC) → epoch ms; nullopt unless both are 6 digits of a real time.
std::optional<int64_t> FixTime(std::string_view ddmmyy, std::string_view hhmmss);
// fix.cc: a position from its parts, or nullopt (a warning on `out`) when out of range. `time` nullopt:
// the receive time `now_ms` is taken.
void AddFix(std::optional<int64_t> time, int64_t now_ms, bool valid, double lat, double lon, double speed_knots,
            double course, DeviceMessage* out);

// alarm_map.cc: the status word (negative logic) → product alarm codes, and ignition.
void StatusToAlarms(uint32_t status, std::vector<AlarmCode>* alarms);
bool IgnitionOn(uint32_t status);
// The status word onto a fix (or, without one, the message): attribute, alarms, ignition.
void ApplyStatus(uint32_t status, DeviceMessage* out);

}  // namespace chelian::h02
