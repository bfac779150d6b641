// Alarm push storage (推送设置, migrations 0041 and 0051): per-group channel settings and
// recipients, the log of every delivery and the queue the notifier saves at stop. Settings are
// inherited down the group tree (the rules are notify/push_settings.h), so reads of a group take in
// its ancestors' rows, above the reader's scope too; the group itself must lie inside the scope.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

// The channels of one alarm type; the defaults are what a group without any setting gets.
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
  long long group_id = 0;  // the group whose recipients these are (an ancestor's when inherited)
  std::vector<std::string> emails, phones;
  std::string webhook_url, webhook_secret;
};

// The rows of the group with materialised `group_path` and of its ancestors, ancestors first.
// NotFound when the group is outside `scope`.
Result<std::vector<PushConfigRow>> LoadPushConfigRows(Connection& conn, const Scope& scope,
                                                      const std::string& group_path);
// Saves `rows` (their group_id ignored) as group `group_id`'s own, atomically. NotFound when the
// group is outside `scope`.
Status SavePushConfigRows(Connection& conn, const Scope& scope, long long group_id,
                          const std::vector<PushConfigRow>& rows, long long user_id, long long now_ms);

// The recipients of the nearest group on `group_path` (itself first) that has any; empty (group_id
// 0) otherwise. NotFound when the group is outside `scope`.
Result<PushTargets> LoadPushTargets(Connection& conn, const Scope& scope, const std::string& group_path);
// Saves `targets` as group `targets.group_id`'s own recipients. NotFound when it is outside `scope`.
Status SavePushTargets(Connection& conn, const Scope& scope, const PushTargets& targets, long long user_id,
                       long long now_ms);

// One delivery (alarm_push_log); a test push has alarm_id 0.
struct PushLogRow {
  long long id = 0, alarm_id = 0, group_id = 0;
  std::string channel, target;  // channel: email, sms, webhook
  int status = 1;               // 1 sent, 2 failed
  int attempts = 1;
  std::string error;
  long long created_at = 0;
  std::string plate, alarm_label;  // filled by reads ("" for test pushes)
};

// Written by the notifier, for any group.
Status InsertPushLog(Connection& conn, const PushLogRow& row);

struct PushLogPage {
  std::vector<PushLogRow> rows;
  long long total = 0;
};
// Deliveries of the groups in the subtree of `group_path`, newest first. NotFound when the group is
// outside `scope`. REQUIRES: page_number >= 1, page_size >= 1.
Result<PushLogPage> PagePushLog(Connection& conn, const Scope& scope, const std::string& group_path, int page_number,
                                int page_size);

// A push still queued when the notifier stopped: when it is due and the notifier's JSON of it.
struct PendingPush {
  long long due_ms = 0;
  std::string item;
};
// Appends `pushes`, atomically.
Status SavePendingPushes(Connection& conn, const std::vector<PendingPush>& pushes, long long now_ms);
// Every saved push in the order saved; they leave the table (atomically with the read).
Result<std::vector<PendingPush>> TakePendingPushes(Connection& conn);

}  // namespace chelian::store
