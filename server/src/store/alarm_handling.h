// Handling of alarm episodes (处理报警): the result type (1 测试, 2 误报, 3 安装事故, 4 其他), remark,
// contact and phone, who and when; every handling is also a row of alarm_operation_log. Handled
// episodes leave the real-time lists. Scoped like every tenant call.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

struct AlarmHandling {
  int result = 4;  // 1 测试, 2 误报, 3 安装事故, 4 其他
  std::string remark, contact, contact_phone;
  long long user_id = 0;
  std::string ip;
};

struct HandledAlarm {
  long long id = 0, asset_id = 0, group_id = 0;
  std::string group_path, code;
};

// Marks the unhandled episodes `ids` handled and logs each. Ids outside `scope` or already handled
// are skipped; returns the episodes marked.
Result<std::vector<HandledAlarm>> HandleAlarms(Connection& conn, const Scope& scope, const std::vector<long long>& ids,
                                               const AlarmHandling& h, long long now_ms);

struct AlarmOperation {
  long long id = 0, alarm_id = 0, asset_id = 0, user_id = 0;
  std::string user_name, plate, code, label, action, remark, contact, contact_phone, ip;
  int result = 0;
  long long created_at = 0;
};

// Operations on alarms of vehicles inside `scope`, newest first; `alarm_id` 0: all.
Result<std::vector<AlarmOperation>> ListAlarmOperations(Connection& conn, const Scope& scope, long long alarm_id,
                                                        int page_number, int page_size, long long* total);

}  // namespace chelian::store
