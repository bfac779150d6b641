// Handlers of the permission calls.
#include "api/resource/resource_routes.h"

#include <boost/json/object.hpp>
#include <map>
#include <set>

#include "api/envelope.h"
#include "store/user_setting_repo.h"

namespace chelian::api {

boost::json::array ResourceTree(const std::vector<store::Resource>& flat) {
  std::set<long long> ids;
  std::map<long long, std::vector<const store::Resource*>> children;
  for (const auto& r : flat) ids.insert(r.id);
  std::vector<const store::Resource*> roots;
  for (const auto& r : flat) {
    if (r.parent_id >= 0 && ids.count(r.parent_id) && r.parent_id != r.id)
      children[r.parent_id].push_back(&r);
    else
      roots.push_back(&r);
  }
  std::function<boost::json::object(const store::Resource&, int)> node = [&](const store::Resource& r, int depth) {
    boost::json::object o;
    o["id"] = r.id;
    o["name"] = r.name;
    o["type"] = r.type;
    if (!r.path.empty()) o["path"] = r.path;
    if (!r.icon.empty()) o["icon"] = r.icon;
    boost::json::array kids;
    if (depth < 16)  // the tree is shallow; the cap only guards against a cycle in the data
      for (const auto* c : children[r.id]) kids.push_back(node(*c, depth + 1));
    o["children"] = std::move(kids);
    return o;
  };
  boost::json::array out;
  for (const auto* r : roots) out.push_back(node(*r, 0));
  return out;
}

namespace {

// Pages the 系统设置 switch 工单模块 hides when off (their buttons go with them).
constexpr long long kWorkOrderPages[] = {901206, 901207};

net::HttpResponse ListResources(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto flat = store::ListRoleResources(*conn, call.session().role_id);
  if (!flat.ok()) return FromStatus(flat.status());
  auto work_orders = store::SwitchOn(*conn, call.session().user_id, store::kSwitchWorkOrders);
  if (!work_orders.ok()) return FromStatus(work_orders.status());
  if (!*work_orders)
    std::erase_if(*flat, [](const store::Resource& r) {
      for (long long page : kWorkOrderPages)
        if (r.id == page || r.parent_id == page) return true;
      return false;
    });
  return Ok(ResourceTree(*flat));
}

net::HttpResponse PlatformsByRole(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  long long role_id = call.IntParam("roleId").value_or(session.role_id);
  if (role_id != session.role_id && !session.is_admin) return Fail(kFlagFail, "无权查看该角色的应用");
  auto conn = s.db.Acquire();
  auto platforms = store::ListRolePlatforms(*conn, role_id);
  if (!platforms.ok()) return FromStatus(platforms.status());
  boost::json::array out;
  for (const auto& p : *platforms) {
    boost::json::object o;
    o["platformId"] = p.platform_id;
    o["systemId"] = p.system_id;
    o["name"] = p.name;
    o["title"] = p.title;
    o["icon"] = p.icon;
    o["iconfont"] = p.iconfont;
    o["path"] = p.path;
    o["productionEntry"] = p.production_entry;
    o["developmentEntry"] = p.development_entry;
    o["created"] = p.created;
    o["enabled"] = p.enabled;
    out.push_back(std::move(o));
  }
  return Ok(std::move(out));
}

}  // namespace

void RegisterResourceRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v1/api/resource/list.json", Access::kSession, [&s](ApiCall& c) { return ListResources(s, c); });
  router.Add("/car/v1/api/resource/newList.json", Access::kSession, [&s](ApiCall& c) { return ListResources(s, c); });
  router.Add("/car/v1/api/platform/getPlatformByRoleId.json", Access::kSession,
             [&s](ApiCall& c) { return PlatformsByRole(s, c); });
}

}  // namespace chelian::api
