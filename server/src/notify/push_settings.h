// Alarm push settings (推送设置) per group: which channels carry each alarm type — console popup,
// voice, e-mail, SMS, webhook — inherited from the nearest ancestor that sets a code, then from
// the defaults (popup and voice on, the rest off); and the group's recipients. Pure resolution
// plus storage (tables of migration 0041).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::notify {

struct PushChannels {
  bool popup = true, voice = true, email = false, sms = false, webhook = false;
  bool any_remote() const { return email || sms || webhook; }
};

struct PushConfigRow {
  long long group_id = 0;
  std::string code;
  PushChannels channels;
};

struct PushTargets {
  long long group_id = 0;   // the group whose recipients these are (an ancestor's when inherited)
  std::vector<std::string> emails, phones;
  std::string webhook_url, webhook_secret;
};

// Channels of every code that has rows (`rows` ancestors first); codes without rows use defaults.
std::map<std::string, PushChannels> ResolvePushChannels(const std::vector<PushConfigRow>& rows);
PushChannels ChannelsFor(const std::map<std::string, PushChannels>& resolved, const std::string& code);

// Rows of the group with materialised `path` and its ancestors, ancestors first.
Result<std::vector<PushConfigRow>> LoadPushConfigRows(store::Connection& conn, const std::string& path);
Status SavePushConfigRows(store::Connection& conn, long long group_id, const std::vector<PushConfigRow>& rows,
                          long long user_id, long long now_ms);

// The recipients of the nearest group on `path` (itself first) that has any; empty otherwise.
Result<PushTargets> LoadPushTargets(store::Connection& conn, const std::string& path);
// The group's own recipients (group_id 0 when it has none).
Result<PushTargets> LoadOwnPushTargets(store::Connection& conn, long long group_id);
Status SavePushTargets(store::Connection& conn, const PushTargets& targets, long long user_id, long long now_ms);

// Checks and normalises recipients: e-mail addresses, 11-digit mainland mobile numbers, an
// http(s) URL. Errors are Chinese messages.
Status ValidatePushTargets(PushTargets& targets);

// "a, b,,c" → {"a", "b", "c"}.
std::vector<std::string> SplitList(const std::string& text);
std::string JoinList(const std::vector<std::string>& items);

}  // namespace chelian::notify
