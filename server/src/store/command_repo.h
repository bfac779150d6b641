// Reads and writes of the commands table and device text uplinks (docs/commands.md): the vehicles a
// user may command, inserting commands, their status changes, the open commands the tracker
// restores at start, and the two command reports. Reads of tenant data take the user's Scope.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

// Command status codes (stored in commands.status).
enum class CommandStatus : int {
  kPending = 0,
  kSent = 1,
  kAcknowledged = 2,
  kFailed = 3,
  kTimedOut = 4,
  kExpired = 5,
  kRefused = 6,
  kCancelled = 7,
};
// 等待下发, 已下发, 成功, 失败, 超时, 已过期, 已拒绝, 已取消.
const char* CommandStatusText(CommandStatus status);
inline bool IsFinal(CommandStatus s) { return s != CommandStatus::kPending && s != CommandStatus::kSent; }

// A vehicle as a command target.
struct CommandTarget {
  long long asset_id = 0, device_id = 0, group_id = 0;
  std::string group_path, group_name, plate, terminal_no, terminal_type, protocol;
};

// The vehicle `asset_id` with its device. NotFound when it is outside `scope`; FailedPrecondition
// when it has no device fitted.
Result<CommandTarget> FindCommandTarget(Connection& conn, const Scope& scope, long long asset_id);
// Vehicles with a device: those of `asset_ids` (when not empty) inside `scope`, or every vehicle of
// group `group_path` (its subtree when `subtree`). Ordered by plate.
Result<std::vector<CommandTarget>> ListCommandTargets(Connection& conn, const Scope& scope,
                                                      const std::vector<long long>& asset_ids);
Result<std::vector<CommandTarget>> ListGroupTargets(Connection& conn, const std::string& group_path, bool subtree);
// The terminal types (with protocol) of the devices inside `scope`.
Result<std::vector<std::pair<std::string, std::string>>> ListTerminalTypes(Connection& conn, const Scope& scope);

struct NewCommand {
  std::string uuid;
  CommandTarget target;
  long long user_id = 0;
  std::string user_name, batch_id, command_type, command_name, command_msg, payload;
  CommandStatus status = CommandStatus::kPending;
  std::string result_msg;
  long long created_at = 0, expires_at = 0;
  // A speed-guarded command's own limit (km/h), lower than command.cut_oil_max_kmh: the company's
  // lock speed of 电动车租赁 (D154). nullopt: the platform's.
  std::optional<double> max_kmh;
};
// Inserts; returns the new id.
Result<long long> InsertCommand(Connection& conn, const NewCommand& c);

// A status change. Unset fields are left as they are.
struct CommandChange {
  CommandStatus status = CommandStatus::kPending;
  std::optional<std::string> result_msg, reply_text, media_ids;
  std::optional<long long> match_key, msg_id, sent_at, replied_at;
  // Only when the stored status is still this one: several nodes' trackers may hold the same open
  // command (docs/cluster.md). FailedPrecondition when it was not.
  std::optional<CommandStatus> from;
};
Status UpdateCommand(Connection& conn, long long id, const CommandChange& change);

// A command the tracker keeps in memory (pending or sent, or recently finished for late replies).
struct OpenCommandRow {
  long long id = 0, asset_id = 0, device_id = 0, group_id = 0, user_id = 0;
  std::string uuid, group_path, plate, protocol, command_type, command_name, command_msg, payload;
  CommandStatus status = CommandStatus::kPending;
  std::string result_msg, reply_text, media_ids;
  long long match_key = -1, msg_id = 0, created_at = 0, sent_at = 0, replied_at = 0, expires_at = 0;
  std::optional<double> max_kmh;  // NewCommand::max_kmh
};
// Every pending or sent command (the tracker's state after a restart), oldest first.
Result<std::vector<OpenCommandRow>> LoadOpenCommands(Connection& conn);
// The pending and sent commands of one device, oldest first (a node the device just connected to:
// docs/cluster.md).
Result<std::vector<OpenCommandRow>> LoadOpenCommandsOf(Connection& conn, long long device_id);
// The pending commands of the devices `device_ids` as (command id, device id), by the index on
// (status, device_id): a node's periodic look for commands it was not told of (docs/cluster.md).
struct PendingCommandRef {
  long long id = 0, device_id = 0;
};
Result<std::vector<PendingCommandRef>> ListPendingCommandsOf(Connection& conn,
                                                             const std::vector<long long>& device_ids);
// Up to `limit` commands still sent (已下发) that were sent before `sent_before`, oldest first: in a
// cluster, those of a node that died before their answer or timeout (docs/cluster.md).
Result<std::vector<OpenCommandRow>> LoadSentBefore(Connection& conn, long long sent_before, int limit);
// The commands of `ids` (just inserted), with their group path and plate.
Result<std::vector<OpenCommandRow>> LoadCommands(Connection& conn, const std::vector<long long>& ids);

// A command as the reports show it.
struct CommandReportRow {
  OpenCommandRow c;
  std::string group_name, terminal_no, user_name;
};
struct CommandQuery {
  std::vector<std::string> group_paths;  // subtrees (inside the scope); empty: the whole scope
  long long asset_id = 0;                // 0: every vehicle
  long long start_ms = 0, end_ms = 0;    // created_at range, inclusive
  int status = -1;                       // -1: every status
  std::string batch_id;                  // "": every batch
  long long user_id = 0;                 // 0: every user
  long long hide_expired_at = 0;         // > 0: leave out vehicles expired by then (store/expired_clause.h)
  int page = 1, page_size = 100;
};
struct CommandPage {
  std::vector<CommandReportRow> rows;
  long long total = 0;
};
Result<CommandPage> PageCommands(Connection& conn, const Scope& scope, const CommandQuery& q);
// One command by id inside `scope`.
Result<CommandReportRow> GetCommand(Connection& conn, const Scope& scope, long long id);

// Device text uplinks that answer no command.
Status InsertDeviceText(Connection& conn, long long device_id, long long asset_id, long long group_id, long long time,
                        const std::string& text);

// One line of 命令下发报表: a command going down, its answer or a device text coming up.
struct TextLine {
  long long time = 0, asset_id = 0, command_id = 0;
  int direction = 1;  // 1 down (platform → device), 2 up
  std::string plate, command_type, text;
};
struct TextPage {
  std::vector<TextLine> rows;
  long long total = 0;
};
// Lines at or before `until_ms` inside `scope` (of `user_id`'s own commands when not 0), newest first;
// `hide_expired_at` > 0 leaves out vehicles expired by then (store/expired_clause.h).
Result<TextPage> PageCommandAndTextUp(Connection& conn, const Scope& scope, long long until_ms, long long since_ms,
                                      long long user_id, int page, int page_size, long long hide_expired_at = 0);

}  // namespace chelian::store
