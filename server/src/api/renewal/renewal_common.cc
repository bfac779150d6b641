// Shared pieces of the renewal, settlement and work-order calls.
#include "api/renewal/renewal_common.h"

#include "api/envelope.h"
#include "api/export/spreadsheet_reply.h"
#include "core/clock.h"
#include "core/strings.h"
#include "store/user_setting_repo.h"

namespace chelian::api::renewal {

store::Actor ActorOf(const ApiCall& call) {
  const auto& s = call.session();
  return {s.user_id, s.username, s.group_id};
}

Result<long long> TimeParam(const ApiCall& call, std::string_view name, int utc_offset_minutes) {
  std::string text(Trim(call.ParamOr(name, "")));
  if (text.empty() || text == "null" || text == "undefined") return 0LL;
  long long ms = 0;
  if (text.find_first_not_of("0123456789") == std::string::npos && ParseInt64(text, &ms)) return ms;
  auto t = ParseLocalTime(text, utc_offset_minutes);
  if (!t) return InvalidArgument("时间格式不正确: " + text);
  return *t;
}

Result<std::vector<std::string>> ListParam(const ApiCall& call, std::string_view name, size_t max) {
  std::vector<std::string> items = SplitList(call.ParamOr(name, ""));
  if (items.size() > max) return InvalidArgument("最多" + std::to_string(max) + "条");
  return items;
}

Status CheckWorkOrdersOn(store::Connection& conn, const ApiCall& call) {
  auto on = store::SwitchOn(conn, call.session().user_id, store::kSwitchWorkOrders);
  if (!on.ok()) return on.status();
  if (!*on) return FailedPrecondition("工单模块已关闭，请在系统设置中开启");
  return Status::Ok();
}

ApiHandler WithWorkOrders(ApiServices& s, ServiceHandler handler) {
  return [&s, handler](ApiCall& c) {
    {
      auto conn = s.db.Acquire();
      if (Status st = CheckWorkOrdersOn(*conn, c); !st.ok()) return FromStatus(st);
    }
    return handler(s, c);
  };
}

}  // namespace chelian::api::renewal
