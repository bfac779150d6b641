// Group tree with counts, the vehicle list, counts, search, area search and vehicle details of the
// monitoring centre (v3-console-inventory §3.4–§3.5). Each list takes the optional asset-kind
// filter `kind` (AssetKindParam); without it, every kind as before.
#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <optional>
#include <unordered_map>

#include "api/alarm/vehicle_risk_settings.h"
#include "api/envelope.h"
#include "api/monitor/monitor_context.h"
#include "api/monitor/vehicle_row.h"
#include "api/paging.h"
#include "core/clock.h"
#include "core/json.h"
#include "core/strings.h"
#include "store/group_repo.h"

namespace chelian::api::monitor {
namespace {

constexpr long long kFollowedGroup = -1;
constexpr long long kWirelessGroup = -2;
constexpr int kDefaultPageSize = 1200;
constexpr int kMaxPageSize = 20000;
constexpr size_t kRowBytesHint = 480;  // a vehicle row's text, about (reserved for a page)

bool Truthy(const std::optional<std::string>& v) { return v && (*v == "1" || *v == "true"); }

// The ids of a materialised path "/1/5/9/" → 1, 5, 9.
std::vector<long long> PathIds(const std::string& path) {
  std::vector<long long> ids;
  for (auto part : Split(path, '/')) {
    long long id;
    if (!part.empty() && ParseInt64(part, &id)) ids.push_back(id);
  }
  return ids;
}

// The filter of the lists without a group choice: the asset kind only (every kind without `kind`).
Result<store::MonitorFilter> KindOnly(const ApiCall& call) {
  auto kind = AssetKindParam(call);
  if (!kind.ok()) return kind.status();
  store::MonitorFilter f;
  f.kind = *kind;
  return f;
}

// Filter of the groupId parameter: ordinary ids become subtrees; -1 followed, -2 wireless.
Result<store::MonitorFilter> FilterOf(const MonitorContext& ctx, const ApiCall& call, long long* special) {
  store::MonitorFilter f;
  std::vector<long long> ids;
  for (long long id : IdList(call, "groupId")) {
    if (id == kFollowedGroup)
      f.followed_only = true;
    else if (id == kWirelessGroup)
      f.wireless_only = true;
    else if (id > 0)
      ids.push_back(id);
  }
  *special = f.followed_only ? kFollowedGroup : f.wireless_only ? kWirelessGroup : 0;
  auto kind = AssetKindParam(call);
  if (!kind.ok()) return kind.status();
  f.kind = *kind;
  if (!ids.empty()) {
    auto conn = ctx.services.db.Acquire();
    auto paths = store::GroupPaths(*conn, call.session().scope(), ids);
    if (!paths.ok()) return paths.status();
    f.group_paths = std::move(paths.value());
  }
  return f;
}

// The views of loadVehicles and loadGroups: with a `snapshot` id (the console reading one list in
// several pages, and its group counts), those of the same user, id and filter computed in the last
// seconds; without one, read now.
Result<ViewSnapshots::Views> SnapshotViews(MonitorContext& ctx, const ApiCall& call, const store::MonitorFilter& f) {
  auto compute = [&] { return LoadVehicleViews(ctx, call, f); };
  std::string snapshot = call.ParamOr("snapshot", "");
  if (snapshot.empty() || snapshot.size() > 64) {
    auto views = compute();
    if (!views.ok()) return views.status();
    return std::make_shared<const std::vector<VehicleView>>(std::move(views.value()));
  }
  std::string key = std::to_string(call.session().user_id) + '\n' + snapshot + '\n' + std::to_string(f.kind) +
                    (f.followed_only ? "F" : "") + (f.wireless_only ? "W" : "");
  for (const std::string& path : f.group_paths) key += '\n' + path;
  return ctx.snapshots->Get(key, ctx.services.now(), compute);
}

net::HttpResponse LoadGroups(MonitorContext& ctx, const ApiCall& call) {
  std::vector<store::Group> groups;
  {
    auto conn = ctx.services.db.Acquire();
    auto listed = store::ListGroups(*conn, call.session().scope());
    if (!listed.ok()) return FromStatus(listed.status());
    groups = std::move(listed.value());
  }
  auto kind_only = KindOnly(call);
  if (!kind_only.ok()) return FromStatus(kind_only.status());
  // With the snapshot of the list's first load, the account is read once for both (issue 28).
  auto snapshot = SnapshotViews(ctx, call, *kind_only);
  if (!snapshot.ok()) return FromStatus(snapshot.status());
  const std::vector<VehicleView>& views = **snapshot;
  struct Counts {
    long long direct = 0, total = 0, online = 0;
  };
  std::unordered_map<long long, Counts> counts;
  // Each group's path read once, not once per vehicle (a tenth of the call at 50,000 vehicles).
  std::unordered_map<long long, std::vector<long long>> paths;
  long long followed = 0, followed_online = 0, wireless = 0, wireless_online = 0;
  for (const auto& v : views) {
    bool online = IsOnline(v.status.state);
    ++counts[v.row.group_id].direct;
    auto path = paths.find(v.row.group_id);
    if (path == paths.end()) path = paths.emplace(v.row.group_id, PathIds(v.row.group_path)).first;
    for (long long id : path->second) {
      Counts& c = counts[id];
      ++c.total;
      if (online) ++c.online;
    }
    if (v.row.concern_level > 0) {
      ++followed;
      if (online) ++followed_online;
    }
    if (v.row.long_standby) {
      ++wireless;
      if (online) ++wireless_online;
    }
  }
  boost::json::array data;
  if (Truthy(call.Param("concernNeed"))) {
    data.push_back({{"gi", kFollowedGroup},
                    {"pi", 0},
                    {"gn", "重点关注"},
                    {"tt", followed},
                    {"an", followed},
                    {"on", followed_online}});
    data.push_back({{"gi", kWirelessGroup},
                    {"pi", 0},
                    {"gn", "无线设备"},
                    {"tt", wireless},
                    {"an", wireless},
                    {"on", wireless_online}});
  }
  for (const auto& g : groups) {
    const Counts& c = counts[g.id];
    data.push_back(
        {{"gi", g.id}, {"pi", g.parent_id}, {"gn", g.name}, {"tt", c.direct}, {"an", c.total}, {"on", c.online}});
  }
  boost::json::object obj;
  obj["data"] = std::move(data);
  obj["gmt"] = FormatLocalTime(ctx.services.now(), ctx.services.options.utc_offset_minutes);
  return Ok(std::move(obj));
}

// state 0 all, 1 online (driving, parked), 2 offline (offline, never online, expired).
bool PassesState(long long state, VehicleState s) {
  if (state == 1) return IsOnline(s);
  if (state == 2) return !IsOnline(s);
  return true;
}

net::HttpResponse LoadVehicles(MonitorContext& ctx, const ApiCall& call) {
  long long special = 0;
  auto filter = FilterOf(ctx, call, &special);
  if (!filter.ok()) return FromStatus(filter.status());
  auto snapshot = SnapshotViews(ctx, call, *filter);
  if (!snapshot.ok()) return FromStatus(snapshot.status());
  const std::vector<VehicleView>* views = snapshot->get();
  long long state = call.IntParam("state").value_or(0);
  long long online = 0;
  std::vector<const VehicleView*> shown;
  shown.reserve(views->size());
  for (const auto& v : *views) {
    if (IsOnline(v.status.state)) ++online;
    if (PassesState(state, v.status.state)) shown.push_back(&v);
  }
  PageParams paging = ReadPage(call, kDefaultPageSize, kMaxPageSize);
  const int size = paging.page_size;
  long long page = paging.page_number;
  std::optional<long long> search_location;
  if (auto search = call.IntParam("searchVehId")) {
    auto it =
        std::find_if(shown.begin(), shown.end(), [&](const VehicleView* v) { return v->row.asset_id == *search; });
    if (it != shown.end()) {
      search_location = (it - shown.begin()) + 1;
      if (!call.IntParam("pageNumber")) page = (*search_location - 1) / size + 1;
    }
  }
  RowOptions ro;
  ro.utc_offset_minutes = ctx.services.options.utc_offset_minutes;
  ro.now_ms = ctx.services.now();
  ro.now_text = FormatLocalTime(ro.now_ms, ro.utc_offset_minutes);
  ro.hide_harsh_alarms = call.IntParam("alarmPermission").value_or(1) == 0;
  ro.special_group = special;
  size_t begin = std::min(shown.size(), static_cast<size_t>((page - 1) * size));
  size_t end = std::min(shown.size(), begin + static_cast<size_t>(size));
  const long long all = static_cast<long long>(views->size());
  // Written straight into the reply: a page of 20,000 rows built as values first took twice as long.
  return OkJsonWritten((end - begin) * kRowBytesHint, [&](std::string& out) {
    JsonObjectWriter obj(out);
    if (search_location) obj.Put("searchLocation", *search_location);
    std::string& data = obj.Member("data");
    data += '[';
    for (size_t i = begin; i < end; ++i) {
      if (i != begin) data += ',';
      AppendVehicleRow(data, *shown[i], ro);
    }
    data += ']';
    obj.Put("total", static_cast<long long>(shown.size()));
    obj.Put("pageNumber", page);
    obj.Put("pageSize", size);
    obj.Put("groupId", call.ParamOr("groupId", ""));
    obj.Put("allNum", all);
    obj.Put("onlineNum", online);
    obj.Put("offlineNum", all - online);
    obj.Put("NOW", ro.now_text);
  });
}

// {allNum, allOnlineCount} of the groups in groupIds (all of the scope when empty).
net::HttpResponse GroupVehicleNum(MonitorContext& ctx, const ApiCall& call) {
  store::MonitorFilter f;
  auto ids = IdList(call, "groupIds");
  if (!ids.empty()) {
    auto conn = ctx.services.db.Acquire();
    auto paths = store::GroupPaths(*conn, call.session().scope(), ids);
    if (!paths.ok()) return FromStatus(paths.status());
    f.group_paths = std::move(paths.value());
  }
  auto kind = AssetKindParam(call);
  if (!kind.ok()) return FromStatus(kind.status());
  f.kind = *kind;
  auto views = LoadVehicleViews(ctx, call, f);
  if (!views.ok()) return FromStatus(views.status());
  long long online =
      std::count_if(views->begin(), views->end(), [](const VehicleView& v) { return IsOnline(v.status.state); });
  return Ok(boost::json::object{{"allNum", static_cast<long long>(views->size())}, {"allOnlineCount", online}});
}

// getUserVehicleCount.json: {data:{totalNum, onlineNum, offlineNum}} of the whole scope.
net::HttpResponse UserVehicleCount(MonitorContext& ctx, const ApiCall& call) {
  auto kind_only = KindOnly(call);
  if (!kind_only.ok()) return FromStatus(kind_only.status());
  auto views = LoadVehicleViews(ctx, call, *kind_only);
  if (!views.ok()) return FromStatus(views.status());
  long long total = static_cast<long long>(views->size());
  long long online =
      std::count_if(views->begin(), views->end(), [](const VehicleView& v) { return IsOnline(v.status.state); });
  boost::json::object data{{"totalNum", total}, {"onlineNum", online}, {"offlineNum", total - online}};
  return Ok(boost::json::object{{"data", std::move(data)}});
}

net::HttpResponse SearchBinding(MonitorContext& ctx, const ApiCall& call) {
  std::string keyword(Trim(call.ParamOr("plate", call.ParamOr("keyword", ""))));
  auto kind = AssetKindParam(call);
  if (!kind.ok()) return FromStatus(kind.status());
  boost::json::array data;
  if (!keyword.empty()) {
    auto conn = ctx.services.db.Acquire();
    auto found =
        store::SearchVehicles(*conn, call.session().scope(), keyword, ReadPage(call, 50, 200).page_size, *kind);
    if (!found.ok()) return FromStatus(found.status());
    for (const auto& m : *found)
      data.push_back({{"vehicleId", m.asset_id},
                      {"type", m.match_type},
                      {"terminalType", m.terminal_type},
                      {"sortType", m.match_type},
                      {"sim", m.sim},
                      {"plate", m.plate},
                      {"owner", m.owner},
                      {"groupId", m.group_id},
                      {"groupName", m.group_name},
                      {"fullType", m.terminal_type},
                      {"frameNo", m.frame_no},
                      {"terminalNo", m.terminal_no}});
  }
  return Ok(boost::json::object{{"data", std::move(data)}});
}

// listVehicleInArea: vehicles whose latest fix lies in the rectangle (WGS-84 corners, either order).
net::HttpResponse VehiclesInArea(MonitorContext& ctx, const ApiCall& call) {
  auto number = [&](const char* name) -> std::optional<double> {
    auto v = call.Param(name);
    if (!v) return std::nullopt;
    char* end = nullptr;
    double d = std::strtod(v->c_str(), &end);
    if (end == v->c_str()) return std::nullopt;
    return d;
  };
  auto lat1 = number("lat1"), lat2 = number("lat2"), lon1 = number("lon1"), lon2 = number("lon2");
  if (!lat1 || !lat2 || !lon1 || !lon2) return Fail(kFlagFail, "请先在地图上框选区域");
  double south = std::min(*lat1, *lat2), north = std::max(*lat1, *lat2);
  double west = std::min(*lon1, *lon2), east = std::max(*lon1, *lon2);
  auto kind_only = KindOnly(call);
  if (!kind_only.ok()) return FromStatus(kind_only.status());
  auto views = LoadVehicleViews(ctx, call, *kind_only);
  if (!views.ok()) return FromStatus(views.status());
  boost::json::array rows;
  long long online = 0;
  int offset = ctx.services.options.utc_offset_minutes;
  for (const auto& v : *views) {
    if (!v.has_fix || v.lat < south || v.lat > north || v.lon < west || v.lon > east) continue;
    if (IsOnline(v.status.state)) ++online;
    rows.push_back({{"V", v.row.asset_id},
                    {"P", v.row.plate},
                    {"GN", v.row.group_name},
                    {"D", FormatLocalTime(v.fix_time, offset)},
                    {"S", v.speed},
                    {"W", v.lat},
                    {"J", v.lon},
                    {"Z", static_cast<int>(v.status.state)}});
  }
  long long total = static_cast<long long>(rows.size());
  return Ok(boost::json::object{{"C", total}, {"Z", online}, {"L", total - online}, {"vehData", std::move(rows)}});
}

// searchVehicleInfo.json: the vehicle info dialog's details (v3-console-inventory §3.5).
net::HttpResponse VehicleInfo(MonitorContext& ctx, const ApiCall& call) {
  auto id = call.IntParam("vehicleId");
  if (!id) return Fail(kFlagFail, "缺少车辆");
  auto conn = ctx.services.db.Acquire();
  auto v = store::GetVehicleDetails(*conn, call.session().scope(), *id);
  if (!v.ok()) return FromStatus(v.status());
  int offset = ctx.services.options.utc_offset_minutes;
  auto time = [&](long long ms) { return ms > 0 ? FormatLocalTime(ms, offset) : std::string(); };
  boost::json::object data{{"vehicleId", v->asset_id},
                           {"plate", v->plate},
                           {"groupId", v->group_id},
                           {"groupName", v->group_name},
                           {"vehicleType", v->vehicle_type},
                           {"engineNo", v->engine_no},
                           {"frameNo", v->frame_no},
                           {"iconType", v->icon_type},
                           {"remark", v->remark},
                           {"terminalNo", v->terminal_no},
                           {"terminalType", v->terminal_type},
                           {"sim", v->sim},
                           {"iccid", v->iccid},
                           {"imei", v->imei},
                           {"longStayTer", v->long_standby},
                           {"activationTime", time(v->activated_at)},
                           {"EP", time(v->expires_at)},
                           {"createTime", time(v->created_at)},
                           {"owner", v->owner},
                           {"license", v->license},
                           {"phone", v->phone},
                           {"address", v->address},
                           {"installDate", v->install_date},
                           {"installPerson", v->install_person},
                           {"installPlace", v->install_place},
                           {"installRemark", v->install_remark}};
  auto extend = VehicleRiskExtend(*conn, call.session().scope(), *id);
  if (!extend.ok()) return FromStatus(extend.status());
  data["extend"] = std::move(*extend);
  return Ok(boost::json::object{{"groupId", v->group_id}, {"data", std::move(data)}});
}

}  // namespace

void RegisterVehicleRoutes(ApiRouter& router, const std::shared_ptr<MonitorContext>& ctx) {
  router.Add("/car/v1/api/monitor/loadGroups", Access::kSession, [ctx](ApiCall& c) { return LoadGroups(*ctx, c); });
  router.Add("/car/v1/api/monitor/loadVehicles", Access::kSession, [ctx](ApiCall& c) { return LoadVehicles(*ctx, c); });
  router.Add("/car/v1/api/monitor/statisticsGroupVehicleNum", Access::kSession,
             [ctx](ApiCall& c) { return GroupVehicleNum(*ctx, c); });
  router.Add("/car/v1/api/renew/getUserVehicleCount.json", Access::kSession,
             [ctx](ApiCall& c) { return UserVehicleCount(*ctx, c); });
  router.Add("/car/v1/api/vehicle/searchBindingOfVehicles.json", Access::kSession,
             [ctx](ApiCall& c) { return SearchBinding(*ctx, c); });
  router.Add("/car/v1/api/monitor/listVehicleInArea", Access::kSession,
             [ctx](ApiCall& c) { return VehiclesInArea(*ctx, c); });
  router.Add("/car/v1/api/vehicle/searchVehicleInfo.json", Access::kSession,
             [ctx](ApiCall& c) { return VehicleInfo(*ctx, c); });
}

}  // namespace chelian::api::monitor
