// What a user's message asks the assistant to do: a quick action (console-spec §4 "Assistant quick
// actions": track, detail, location, mileage, alarmDetail, onlineDetail) and the vehicle it is
// about (a plate or a device/SIM number found in the text). Pure functions.
#pragma once

#include <string>
#include <string_view>

namespace chelian::assistant {

enum class QuickAction { kNone, kTrack, kDetail, kLocation, kMileage, kAlarmDetail, kOnlineDetail };

// The action's name in replies and in the console: "track", "detail", …; "" for kNone.
std::string_view QuickActionName(QuickAction a);
// Chinese label of the action's button, e.g. "轨迹回放".
std::string_view QuickActionLabel(QuickAction a);

struct Intent {
  QuickAction action = QuickAction::kNone;
  std::string vehicle;       // plate (upper-case Latin letters) or number; empty when none found
  bool is_question = false;  // asks how/why (如何, 怎么, 为什么, ？…): a FAQ rather than an action
};

Intent ParseIntent(std::string_view text);

}  // namespace chelian::assistant
