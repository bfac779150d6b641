// What the calls of 车辆续费, 结清列表, 工单管理 and 安装人员管理 share: the acting user for the
// operation log, time and list parameters, a button check inside a handler and an .xlsx download.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "api/api_call.h"
#include "api/api_router.h"
#include "api/export/spreadsheet_reply.h"
#include "api/services.h"
#include "core/status.h"
#include "export/xlsx_file.h"
#include "net/http_types.h"
#include "store/db.h"
#include "store/operation_log_repo.h"

namespace chelian::api::renewal {

// The signed-in caller as the operation log records it.
store::Actor ActorOf(const ApiCall& call);

// A time parameter: "yyyy-MM-dd HH:mm:ss" / "yyyy-MM-dd" read at `utc_offset_minutes`, or epoch
// milliseconds; 0 when absent or empty. Errors: InvalidArgument (时间格式不正确).
Result<long long> TimeParam(const ApiCall& call, std::string_view name, int utc_offset_minutes);

// The items of a list parameter (commas, semicolons, spaces, line breaks), at most `max`.
// Errors: InvalidArgument when there are more.
Result<std::vector<std::string>> ListParam(const ApiCall& call, std::string_view name, size_t max);

// The refusal while the caller's 系统设置 switch 11 (工单模块) is off (FailedPrecondition).
Status CheckWorkOrdersOn(store::Connection& conn, const ApiCall& call);

// `handler` behind that switch: 工单管理 and 安装人员管理 answer nothing while it is off.
using ServiceHandler = net::HttpResponse (*)(ApiServices&, const ApiCall&);
ApiHandler WithWorkOrders(ApiServices& services, ServiceHandler handler);

}  // namespace chelian::api::renewal
