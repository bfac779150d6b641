// Alarm push settings (推送设置) per group: which channels carry each alarm type — console popup,
// voice, e-mail, SMS, webhook — inherited from the nearest ancestor that sets a code, then from
// the defaults (popup and voice on, the rest off); and the checks of a group's recipients. Pure
// rules; the rows are stored through store/alarm_push_repo.h.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/alarm_push_repo.h"

namespace chelian::notify {

// Channels of every code that has rows (`rows` ancestors first); codes without rows use defaults.
std::map<std::string, store::PushChannels> ResolvePushChannels(const std::vector<store::PushConfigRow>& rows);
store::PushChannels ChannelsFor(const std::map<std::string, store::PushChannels>& resolved, const std::string& code);

// Checks and normalises recipients: e-mail addresses, 11-digit mainland mobile numbers, an
// http(s) URL. Errors are Chinese messages.
Status ValidatePushTargets(store::PushTargets& targets);

}  // namespace chelian::notify
