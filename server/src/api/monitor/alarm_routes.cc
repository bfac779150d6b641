// The monitoring centre's real-time alarm list (queryAlarm), v3-console-inventory §3.5 and
// api-contract §5. Handling (processAlarm) is api/alarm/alarm_handle_routes.cc.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/monitor/monitor_context.h"
#include "api/paging.h"
#include "core/civil_time.h"
#include "core/clock.h"
#include "core/strings.h"

namespace chelian::api::monitor {
namespace {

net::HttpResponse QueryAlarm(MonitorContext& ctx, const ApiCall& call) {
  int offset = ctx.services.options.utc_offset_minutes;
  long long now = ctx.services.now();
  store::RecentAlarmQuery q;
  q.since_ms = now - ctx.options.alarm_window_ms;
  if (auto t = ParseLocalTime(call.ParamOr("updateTime", ""), offset)) q.updated_after_ms = *t;
  if (call.IntParam("alarmPermission").value_or(1) == 0)
    q.exclude_codes = {"accelerateAlarm", "slowDownAlarm", "swerveAlarm"};
  q.limit = ReadPage(call, 500, 5000).page_size;
  q.hide_expired_at = ctx.options.hide_expired ? now : 0;  // service.hide_expired, as the vehicle views
  auto kind = AssetKindParam(call);  // only the alarms of one asset kind (a sub-app's), when asked
  if (!kind.ok()) return FromStatus(kind.status());
  q.kind = *kind;
  auto conn = ctx.services.db.Acquire();
  auto alarms = store::ListRecentAlarms(*conn, call.session().scope(), q);
  if (!alarms.ok()) return FromStatus(alarms.status());
  // The true number of matching alarms: the list stops at the page size (#30 item 4).
  auto total = store::CountRecentAlarms(*conn, call.session().scope(), q);
  if (!total.ok()) return FromStatus(total.status());
  boost::json::array rows;
  for (const auto& a : *alarms) {
    boost::json::object row{{"A", a.id},
                            {"V", a.asset_id},
                            {"G", a.group_id},
                            {"T", a.label},
                            {"C", a.code},
                            {"P", a.plate},
                            {"D", FormatLocalTime(a.begin_time, offset)},
                            {"S", a.speed},
                            {"N", a.group_name},
                            {"X", a.lon},
                            {"Y", a.lat},
                            {"active", a.end_time == 0 ? 1 : 0}};
    rows.push_back(std::move(row));
  }
  return Ok(
      boost::json::object{{"alarm", std::move(rows)}, {"total", *total}, {"updateTime", FormatLocalTime(now, offset)}});
}

}  // namespace

void RegisterAlarmRoutes(ApiRouter& router, const std::shared_ptr<MonitorContext>& ctx) {
  router.Add("/car/v1/api/monitor/queryAlarm", Access::kSession, [ctx](ApiCall& c) { return QueryAlarm(*ctx, c); });
}

}  // namespace chelian::api::monitor
