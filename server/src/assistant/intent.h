// What a user's message asks the assistant to do: a quick action (console-spec §4 "Assistant quick
// actions": track, detail, location, mileage, alarmDetail, onlineDetail) and the vehicle it is
// about (a plate, a terminal/SIM number or IMEI, or part of one, found in the text). Pure functions.
#pragma once

#include <string>
#include <string_view>

namespace chelian::assistant {

enum class QuickAction { kNone, kTrack, kDetail, kLocation, kMileage, kAlarmDetail, kOnlineDetail };

// The action's name in replies and in the console: "track", "detail", …; "" for kNone.
std::string_view QuickActionName(QuickAction a);
// Chinese label of the action's button, e.g. "轨迹回放".
std::string_view QuickActionLabel(QuickAction a);

// How sure the parser is that `vehicle` names a vehicle.
enum class VehicleKind {
  kNone,
  kPlate,  // a whole Chinese plate: province, letter, 5 signs (or 4 and 挂/学/警/港/澳/领/使), or 6 (new energy)
  kTerminal,  // 11–20 digits: a terminal or SIM number (an IMEI has 15)
  kPartial,   // a run of 4+ letters and digits (3+ digits): part of a plate or number
};

struct Intent {
  QuickAction action = QuickAction::kNone;
  std::string vehicle;  // plate (upper-case Latin letters) or number; empty when none found
  VehicleKind vehicle_kind = VehicleKind::kNone;
  bool is_question = false;  // asks how/why (如何, 怎么, 为什么, ？…): a FAQ rather than an action
};

Intent ParseIntent(std::string_view text);

}  // namespace chelian::assistant
