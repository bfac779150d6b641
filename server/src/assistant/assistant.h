// The assistant's answer to one message: a quick action on a vehicle the user may see, a FAQ
// answer, a question back (which vehicle?), or suggestions. Pure apart from `VehicleFinder`, which
// the API layer backs with a scoped vehicle search.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "assistant/faq_catalog.h"
#include "assistant/intent.h"

namespace chelian::assistant {

struct VehicleHit {
  long long vehicle_id = 0;
  std::string plate, terminal_no, group_name;
};

// Vehicles matching a plate or number, best first, only those the asking user may see.
using VehicleFinder = std::function<std::vector<VehicleHit>(const std::string& keyword)>;

enum class ReplyKind {
  kAction,         // run `action` on vehicles[0]
  kChooseVehicle,  // several vehicles match: run `action` on the one the user picks
  kChooseAction,   // a vehicle without an action: offer every action for vehicles[0]
  kAskVehicle,     // an action without a vehicle: ask for a plate
  kNotFound,       // the vehicle named is unknown or outside the user's groups
  kFaq,            // `text` is the answer of FAQ `faq_id`
  kFallback,       // not understood: `suggestions` lists FAQ questions
};

std::string_view ReplyKindName(ReplyKind k);

// The reply to a vehicle that is not found: the same for one that does not exist and one outside
// the asking user's groups, so it never tells that a vehicle exists elsewhere.
std::string NotFoundText(std::string_view vehicle);

struct Reply {
  ReplyKind kind = ReplyKind::kFallback;
  std::string text;
  QuickAction action = QuickAction::kNone;
  std::vector<VehicleHit> vehicles;
  int faq_id = 0;
  std::vector<int> suggestions;  // FAQ ids, most relevant first
};

// At most this many vehicles are offered to choose from.
inline constexpr size_t kMaxVehicleChoices = 5;

// Answers `message`; `faq_id` > 0 answers that FAQ directly (a prompt the user clicked).
Reply Answer(std::string_view message, int faq_id, const VehicleFinder& find, const PlatformAddress& address);

}  // namespace chelian::assistant
