// 风控信息 of one vehicle: reads and writes the same tables as the monitoring page's place dialogs
// (store/risk_point_repo), so both views always agree.
#include "api/alarm/vehicle_risk_settings.h"

#include <optional>

#include "api/alarm/place_routes.h"
#include "core/json_member.h"
#include "store/risk_point_repo.h"

namespace chelian::api {
namespace {

// A 0/1 switch sent as true/false, 0/1 or "0"/"1"; nullopt when absent; InvalidArgument otherwise.
Result<std::optional<bool>> Switch(const boost::json::object& util, std::string_view key, const char* label) {
  const auto* v = util.if_contains(key);
  if (!v || v->is_null()) return std::optional<bool>();
  if (v->is_bool()) return std::optional<bool>(v->get_bool());
  auto n = JsonInt(util, key);
  if (!n || (*n != 0 && *n != 1)) return InvalidArgument(std::string(label) + "只能是启用或关闭");
  return std::optional<bool>(*n == 1);
}

std::string StayPlaces(const store::StayPointRow& s) {
  std::string out;
  if (s.home) out = "家庭住址";
  if (s.company) out += out.empty() ? "公司住址" : "、公司住址";
  return out;
}

}  // namespace

Result<boost::json::object> VehicleRiskExtend(store::Connection& conn, const store::Scope& scope, long long asset_id) {
  auto area = store::GetAdminArea(conn, scope, 1, asset_id);
  if (!area.ok()) return area.status();
  auto stay = store::GetStayPoints(conn, scope, asset_id);
  if (!stay.ok()) return stay.status();
  auto two = store::IsTwoChargeVehicle(conn, scope, asset_id);
  if (!two.ok()) return two.status();
  std::string places = stay->has_value() ? StayPlaces(**stay) : std::string();
  return boost::json::object{{"areaName", area->has_value() ? (*area)->address : std::string()},
                             {"stayPaint", places.empty() ? std::string("未设置") : places},
                             {"stayEnabled", stay->has_value() && (*stay)->enabled != 0 ? 1 : 0},
                             {"isTwoCharge", *two ? 1 : 0}};
}

Result<std::string> ApplyAlarmUtil(AlarmServices& alarm, store::Connection& conn, const store::Scope& scope,
                                   long long asset_id, const boost::json::object& util, long long user_id,
                                   long long now_ms) {
  std::string detail;
  auto note = [&detail](const std::string& s) { detail += (detail.empty() ? "" : "，") + s; };
  if (util.contains("address")) {
    std::string address = JsonText(util, "address").value_or("");
    auto before = store::GetAdminArea(conn, scope, 1, asset_id);
    if (!before.ok()) return before.status();
    std::string old = before->has_value() ? (*before)->address : std::string();
    if (address.empty()) {
      if (!old.empty()) {
        if (Status s = store::DeleteAdminArea(conn, scope, 1, asset_id); !s.ok()) return s;
        note("取消出省报警省市");
      }
    } else {
      auto checked = CheckAdminAddress(alarm, address);
      if (!checked.ok()) return checked.status();
      if (*checked != old) {
        if (Status s = store::SaveAdminArea(conn, scope, 1, asset_id, {*checked, 0, 0}, user_id, now_ms); !s.ok())
          return s;
        note("出省报警省市 " + *checked);
      }
    }
  }
  auto two = Switch(util, "twoCharge", "二押点报警");
  if (!two.ok()) return two.status();
  if (two->has_value()) {
    auto was = store::IsTwoChargeVehicle(conn, scope, asset_id);
    if (!was.ok()) return was.status();
    if (*was != **two) {
      if (Status s = store::SetTwoChargeVehicles(conn, scope, {asset_id}, **two, user_id, now_ms); !s.ok()) return s;
      note(**two ? "启用二押点报警" : "关闭二押点报警");
    }
  }
  auto stay_on = Switch(util, "staypoint", "经常停留点报警");
  if (!stay_on.ok()) return stay_on.status();
  if (stay_on->has_value()) {
    auto stay = store::GetStayPoints(conn, scope, asset_id);
    if (!stay.ok()) return stay.status();
    // Points not set yet: nothing to switch (the page sets them on the map first).
    if (stay->has_value() && ((*stay)->enabled != 0) != **stay_on) {
      store::StayPointRow row = **stay;
      row.enabled = **stay_on ? 1 : 0;
      if (Status s = store::SaveStayPoints(conn, scope, row, user_id, now_ms); !s.ok()) return s;
      note(**stay_on ? "启用经常停留点报警" : "关闭经常停留点报警");
    }
  }
  return detail;
}

}  // namespace chelian::api
