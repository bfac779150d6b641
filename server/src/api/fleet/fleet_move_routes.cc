// 车辆管理's transfers and deletes: 车辆转移 by a pasted list of plates or terminal numbers
// (transVehicle), one row's 转移 (singleVehTran), one row's 删除 (deleteVehicle) and 自定义删除 of up
// to 5,000 terminal numbers with a result per line (batchDelVehicle). Deleting needs the account's
// 删除车辆 right; a listed vehicle outside the caller's subtree is reported as 没权限 and left alone.
// Every vehicle moved or deleted gets one operation log entry, and the gateway reads its devices again.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <map>

#include "api/envelope.h"
#include "api/fleet/fleet_common.h"
#include "api/fleet/fleet_routes.h"
#include "store/fleet_repo.h"
#include "store/group_repo.h"

namespace chelian::api {
namespace {

using namespace fleet;

// The result of a listed call, line by line: {noPermission[], nonexistent[], success[], successNum, recvNum}.
struct ListResult {
  boost::json::array no_permission, nonexistent, success;
  long long received = 0;
  boost::json::value Json() {
    long long done = static_cast<long long>(success.size());
    boost::json::object data{{"noPermission", std::move(no_permission)},
                             {"nonexistent", std::move(nonexistent)},
                             {"success", std::move(success)},
                             {"successNum", done},
                             {"recvNum", received}};
    return boost::json::object{{"data", std::move(data)}};
  }
};

// The listed entries resolved: per entry, the vehicles it names inside the scope and whether some lie
// outside it.
struct Resolved {
  std::string entry;
  std::vector<store::VehicleRef> inside;
  bool outside = false;
};

Result<std::vector<Resolved>> Resolve(store::Connection& conn, const store::Scope& scope,
                                      const std::vector<std::string>& entries, bool by_plate) {
  auto found = by_plate ? store::FindVehiclesByPlates(conn, entries) : store::FindVehiclesByTerminals(conn, entries);
  if (!found.ok()) return found.status();
  std::map<std::string, std::vector<store::VehicleRef>> by_key;
  for (auto& v : *found) by_key[v.key].push_back(std::move(v));
  std::vector<Resolved> out;
  for (const std::string& entry : entries) {
    Resolved r;
    r.entry = entry;
    auto it = by_key.find(by_plate ? entry : store::TerminalKey(entry));
    if (it != by_key.end()) {
      for (const auto& v : it->second) {
        if (scope.Contains(v.group_path)) {
          r.inside.push_back(v);
        } else {
          r.outside = true;
        }
      }
    }
    out.push_back(std::move(r));
  }
  return out;
}

// The entries of list parameter `name` (≤ 5000); a refusal when there are none or too many.
Result<std::vector<std::string>> ListParam(const ApiCall& call, std::string_view name) {
  std::vector<std::string> entries = ListedEntries(call.ParamOr(name, ""));
  if (entries.empty()) return InvalidArgument("请输入车牌号或设备号，一行一条");
  if (entries.size() > kMaxListed) return InvalidArgument("一次最多处理5000条");
  return entries;
}

net::HttpResponse TransferList(ApiServices& s, const ApiCall& call) {
  std::string how = call.ParamOr("transType", "terminalNo");
  bool by_plate = how == "plate" || how == "1";
  if (!by_plate && how != "terminalNo" && how != "2") return Fail(kFlagFail, "转移方式不正确");
  auto target_id = IdParam(call, "groupId");
  if (!target_id) return Fail(kFlagFail, "请选择转移到的车组");
  auto entries = ListParam(call, call.Param("list") ? "list" : "terminalNos");
  if (!entries.ok()) return FromStatus(entries.status());
  auto conn = s.db.Acquire();
  if (auto refused = AnyButtonRefusal(*conn, call, {kButtonTransferList, kButtonMoveSelected})) return *refused;
  const store::Scope scope = call.session().scope();
  auto target = store::GetGroup(*conn, scope, *target_id);
  if (!target.ok()) return Fail(kFlagFail, "转移到的车组不存在或无权操作");
  ListResult result;
  result.received = static_cast<long long>(entries->size());
  Status st = store::InTransaction(*conn, [&]() -> Status {
    auto resolved = Resolve(*conn, scope, *entries, by_plate);
    if (!resolved.ok()) return resolved.status();
    for (const Resolved& r : *resolved) {
      if (r.inside.empty()) {
        (r.outside ? result.no_permission : result.nonexistent).push_back(boost::json::value(r.entry));
        continue;
      }
      for (const auto& v : r.inside) {
        if (v.group_id == target->id) continue;
        if (Status m = store::MoveVehicle(*conn, scope, v.asset_id, target->id); !m.ok()) return m;
        if (Status l = store::AppendOperation(
                *conn, ActorOf(call), {"vehicle.transfer", v.plate, v.asset_id, "转移到车组 " + target->name}, s.now());
            !l.ok())
          return l;
      }
      result.success.push_back(boost::json::value(r.entry));
    }
    return Status::Ok();
  });
  if (!st.ok()) return FromStatus(st);
  if (s.devices_changed) s.devices_changed();
  return Ok(result.Json());
}

net::HttpResponse TransferOne(ApiServices& s, const ApiCall& call) {
  auto id = IdParam(call, "vehicleId");
  if (!id) return Fail(kFlagFail, "请选择车辆");
  auto target_id = IdParam(call, "groupId");
  if (!target_id) return Fail(kFlagFail, "请选择转移到的车组");
  auto conn = s.db.Acquire();
  if (auto refused = AnyButtonRefusal(*conn, call, {kButtonMoveRow, kButtonMoveSelected})) return *refused;
  const store::Scope scope = call.session().scope();
  auto v = store::GetFleetVehicle(*conn, scope, *id);
  if (!v.ok()) return FromStatus(v.status());
  if (auto before = IdParam(call, "befGroupId"); before && *before != 0 && *before != v->group_id)
    return Fail(kFlagFail, "车辆已不在原车组，请刷新后重试");
  auto target = store::GetGroup(*conn, scope, *target_id);
  if (!target.ok()) return Fail(kFlagFail, "转移到的车组不存在或无权操作");
  if (target->id == v->group_id) return Fail(kFlagFail, "车辆已在该车组");
  Status st = store::InTransaction(*conn, [&]() -> Status {
    if (Status m = store::MoveVehicle(*conn, scope, v->id, target->id); !m.ok()) return m;
    return store::AppendOperation(
        *conn, ActorOf(call),
        {"vehicle.transfer", v->plate, v->id, "从车组 " + v->group_name + " 转移到车组 " + target->name}, s.now());
  });
  if (!st.ok()) return FromStatus(st);
  if (s.devices_changed) s.devices_changed();
  return Ok();
}

net::HttpResponse DeleteOne(ApiServices& s, const ApiCall& call) {
  auto id = IdParam(call, "vehicleId");
  if (!id) return Fail(kFlagFail, "请选择车辆");
  auto conn = s.db.Acquire();
  if (auto refused = DeleteRightRefusal(*conn, call, false)) return *refused;
  const store::Scope scope = call.session().scope();
  auto v = store::GetFleetVehicle(*conn, scope, *id);
  if (!v.ok()) return FromStatus(v.status());
  Status st = store::InTransaction(*conn, [&]() -> Status {
    if (Status d = store::DeleteFleetVehicle(*conn, scope, v->id); !d.ok()) return d;
    return store::AppendOperation(*conn, ActorOf(call),
                                  {"vehicle.delete", v->plate, v->id, "删除车辆，设备号 " + v->terminal_no}, s.now());
  });
  if (!st.ok()) return FromStatus(st);
  if (s.devices_changed) s.devices_changed();
  return Ok();
}

net::HttpResponse DeleteListed(ApiServices& s, const ApiCall& call) {
  auto entries = ListParam(call, "terminalNos");
  if (!entries.ok()) return FromStatus(entries.status());
  auto conn = s.db.Acquire();
  if (auto refused = DeleteRightRefusal(*conn, call, false)) return *refused;
  const store::Scope scope = call.session().scope();
  ListResult result;
  result.received = static_cast<long long>(entries->size());
  Status st = store::InTransaction(*conn, [&]() -> Status {
    auto resolved = Resolve(*conn, scope, *entries, false);
    if (!resolved.ok()) return resolved.status();
    for (const Resolved& r : *resolved) {
      if (r.inside.empty()) {
        (r.outside ? result.no_permission : result.nonexistent).push_back(boost::json::value(r.entry));
        continue;
      }
      for (const auto& v : r.inside) {
        if (Status d = store::DeleteFleetVehicle(*conn, scope, v.asset_id); !d.ok()) return d;
        if (Status l = store::AppendOperation(*conn, ActorOf(call),
                                              {"vehicle.delete", v.plate, v.asset_id, "自定义删除，设备号 " + r.entry},
                                              s.now());
            !l.ok())
          return l;
      }
      result.success.push_back(boost::json::value(r.entry));
    }
    return Status::Ok();
  });
  if (!st.ok()) return FromStatus(st);
  if (s.devices_changed) s.devices_changed();
  return Ok(result.Json());
}

}  // namespace

void RegisterFleetMoveRoutes(ApiRouter& router, ApiServices& s) {
  // 车辆转移 (160206) or 转移选中项 (160205); a row's 转移 (160208) or 转移选中项 of one row: checked in
  // the handlers (AnyButtonRefusal).
  router.Add("/car/v1/api/group/transVehicle.json", Access::kSession, [&s](ApiCall& c) { return TransferList(s, c); });
  router.Add("/car/v1/api/vehicle/singleVehTran", Access::kSession, [&s](ApiCall& c) { return TransferOne(s, c); });
  router.Add("/car/v1/api/vehicle/deleteVehicle.json", Access::kSession, [&s](ApiCall& c) { return DeleteOne(s, c); },
             {.button = kButtonDeleteVehicle});
  router.Add("/car/v1/api/vehicle/batchDelVehicle.json", Access::kSession,
             [&s](ApiCall& c) { return DeleteListed(s, c); }, {.button = kButtonCustomDelete});
}

}  // namespace chelian::api
