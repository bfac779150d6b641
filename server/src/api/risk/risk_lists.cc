// The risk centre's lists as reply rows (risk_lists.h).
#include "api/risk/risk_lists.h"

#include <boost/json/parse.hpp>

#include "api/monitor/vehicle_status.h"
#include "api/risk/alarm_categories.h"
#include "core/clock.h"
#include "store/risk_counts.h"

namespace chelian::api::risk {
namespace {

namespace json = boost::json;

json::value ParseOr(const std::string& text, json::value fallback) {
  boost::system::error_code ec;
  auto v = json::parse(text, ec);
  return ec ? fallback : v;
}

}  // namespace

Result<ListReply> RiskRows(store::Connection& conn, const ListRequest& r, int category) {
  auto page = store::QueryRiskVehicles(conn, r.scope, r.user_id, category, r.limit, r.offset, r.hide_expired_at);
  if (!page.ok()) return page.status();
  ListReply out{{}, page->total};
  for (const auto& row : page->rows) {
    json::object o = VehicleFields(row.info, r.row);
    o["alarmName"] = row.alarm_name;
    o["ruleId"] = row.rule_id;
    o["alarmTime"] = FormatLocalTime(row.alarm_time, r.row.utc_offset_minutes);
    o["alarmLat"] = row.lat;
    o["alarmLon"] = row.lon;
    o["pathName"] = row.path_name;
    o["alarmAddress"] = "";
    json::value evidence = ParseOr(row.evidence, json::array());
    if (evidence.is_array())
      for (auto& e : evidence.as_array())
        if (e.is_object())
          if (auto* t = e.as_object().if_contains("alarmTime"); t && t->is_int64())
            *t = FormatLocalTime(t->get_int64(), r.row.utc_offset_minutes);
    o["evidence"] = std::move(evidence);
    out.rows.push_back(std::move(o));
  }
  return out;
}

Result<ListReply> CategoryRows(store::Connection& conn, const ListRequest& r, int type) {
  const AlarmCategory* cat = CategoryOfType(type);
  if (!cat) return InvalidArgument("报警类型不正确");
  const bool other = cat->codes.empty();
  auto page = store::QueryCategoryAlarms(conn, r.scope, r.user_id, other ? NamedCategoryCodes() : cat->codes, other,
                                         r.row.now_ms - r.alarm_window_ms, r.limit, r.offset, r.hide_expired_at);
  if (!page.ok()) return page.status();
  ListReply out{{}, page->total};
  for (const auto& row : page->rows) {
    json::object o = VehicleFields(row.info, r.row);
    o["nowLat"] = row.info.lat;
    o["nowLon"] = row.info.lon;
    o["lat"] = row.lat;
    o["lon"] = row.lon;
    o["alarmId"] = row.alarm_id;
    o["alarmName"] = row.label;
    o["alarmTime"] = FormatLocalTime(row.alarm_time, r.row.utc_offset_minutes);
    std::string path;
    json::value data = ParseOr(row.data, json::object());
    if (data.is_object())
      if (auto* p = data.as_object().if_contains("pathName"); p && p->is_string()) path = std::string(p->get_string());
    o["pathName"] = path;
    o["alarmAddress"] = "";
    out.rows.push_back(std::move(o));
  }
  return out;
}

Result<ListReply> ConcernRows(store::Connection& conn, const ListRequest& r) {
  auto page = store::QueryConcerns(conn, r.scope, r.user_id, r.limit, r.offset);
  if (!page.ok()) return page.status();
  ListReply out{{}, page->total};
  for (const auto& row : page->rows) {
    json::object o = VehicleFields(row.info, r.row);
    std::string alarms;
    for (const auto& a : row.open_alarms) alarms += (alarms.empty() ? "" : ",") + a;
    o["alarmStr"] = alarms;
    out.rows.push_back(std::move(o));
  }
  return out;
}

Result<ListReply> LongStopRows(store::Connection& conn, const ListRequest& r, store::StopRange range) {
  auto page =
      store::QueryLongStops(conn, r.scope, r.user_id, range, r.row.now_ms, r.limit, r.offset, r.hide_expired_at);
  if (!page.ok()) return page.status();
  ListReply out{{}, page->total};
  for (const auto& v : page->rows) {
    json::object o = VehicleFields(v, r.row);
    const long long stopped = r.row.now_ms - v.motion_since;
    o["timeInterval"] = stopped;
    o["displayTime"] = monitor::DurationText(stopped);
    out.rows.push_back(std::move(o));
  }
  return out;
}

}  // namespace chelian::api::risk
