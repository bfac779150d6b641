// What the alarm handlers share beyond ApiServices: the alarm places the pipeline evaluates
// (reloaded after every change), the push notifier (test sends) and the live push (handled
// alarms leave every console's list). Wired once by the app; everything outlives the router.
#pragma once

#include <functional>

#include "live/push_hub.h"
#include "notify/alarm_notifier.h"
#include "pipeline/risk_catalog.h"

namespace chelian::api {

struct AlarmServices {
  pipeline::RiskCatalog& risk;
  notify::AlarmNotifier& notifier;
  std::function<void(const live::LiveUpdate&)> publish;  // may be empty
};

}  // namespace chelian::api
