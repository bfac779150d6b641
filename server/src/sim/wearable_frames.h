// Device-side frames of wearables and phones for the simulator and the gateway benchmark: 3G*
// watch (UD position, LK link with steps and battery, AL alarm with SOS, health readings), H02 (V1 position with its
// status word, LINK with battery and steps), OsmAnd (an HTTP request); and the answers watches and
// H02 trackers give to platform commands. The tests decode each with the server's own decoders.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "sim/motion_model.h"

namespace chelian::sim {

// 3G*: "[SG*<id>*<len>*UD,…]" at the fix (speed km/h, UTC), battery and steps in the fields.
std::string WatchPosition(const std::string& id, const Fix& fix, int steps);
// "[SG*<id>*<len>*LK,<steps>,0,<battery>]": link keeping, answered LK by the platform.
std::string WatchLink(const std::string& id, int steps, int battery_pct);
// "[SG*<id>*<len>*AL,…]" at the fix with the SOS bit of the status word set (answered AL).
std::string WatchSos(const std::string& id, const Fix& fix, int steps);
// A badge's health readings of its `n`-th measurement: "heart,<bpm>", "BLOOD,<sys>,<dia>",
// "oxygen,0,<SpO2>", "btemp2,1,<°C>" frames, values of a resting adult that vary with `n`, every 7th
// heart rate above 120 and every 11th SpO2 below 94 (the default thresholds' alarms).
std::string WatchHealth(const std::string& id, int n);

// H02: "*HQ,<id>,V1,HHMMSS,A,DDMM.MMMM,N,DDDMM.MMMM,E,<knots>,<course>,DDMMYY,<status>#" (UTC),
// the status word in negative logic: SOS (bit 1 at 0) when `sos`, ignition from the fix.
std::string H02Position(const std::string& id, const Fix& fix, bool sos = false);
// "*HQ,<id>,LINK,HHMMSS,<rssi>,<satellites>,<battery>,<steps>,0,DDMMYY,<status>#".
std::string H02Link(const std::string& id, const Fix& fix, int steps);

// OsmAnd (Traccar Client, query form): "GET /?id=…&lat=…&lon=…&timestamp=…&speed=<knots>… HTTP/1.1".
std::string OsmAndRequest(const std::string& id, const Fix& fix);

// A watch's answer to a platform frame "[XX*<id>*<len>*<KEYWORD>[,…]]": the keyword echoed, as
// watches confirm commands; nullopt for the platform's own answers (LK, AL, UD…) and non-frames.
std::optional<std::string> WatchCommandAnswer(std::string_view frame);
// An H02 tracker's answer to "*HQ,<id>,<KEYWORD>,<HHMMSS>,…#": "*HQ,<id>,V4,<KEYWORD>,DONE,<HHMMSS>,
// <its V1 fields at the fix>#"; nullopt for the platform's answers (V4, HTBT) and non-frames.
std::optional<std::string> H02CommandAnswer(std::string_view frame, const Fix& fix);

}  // namespace chelian::sim
