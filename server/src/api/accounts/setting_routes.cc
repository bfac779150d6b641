// 系统设置 (the header's switches, v3-console-inventory §2.8): the catalogue, the signed-in user's
// choices and their update, and resource/listAll.json (commands, switches, terminal menus) the
// previous console reads at start.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/accounts/account_routes.h"
#include "api/envelope.h"
#include "command/catalogue.h"
#include "core/json_member.h"
#include "store/operation_log_repo.h"
#include "store/user_setting_repo.h"

namespace chelian::api {
namespace {

Result<boost::json::array> Catalogue(store::Connection& conn) {
  auto rows = store::ListSysPermissions(conn);
  if (!rows.ok()) return rows.status();
  boost::json::array out;
  for (const auto& p : *rows)
    out.push_back(boost::json::object{{"permissionId", p.id}, {"name", p.name}, {"remark", p.remark}});
  return out;
}

// user/permission/listPermission.json
net::HttpResponse ListPermission(ApiServices& s) {
  auto conn = s.db.Acquire();
  auto out = Catalogue(*conn);
  if (!out.ok()) return FromStatus(out.status());
  return Ok(std::move(*out));
}

// user/permission/list.json: [{permissionId, status}] for every switch (0 on, 1 off).
net::HttpResponse ListSettings(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto rows = store::ListUserSettings(*conn, call.session().user_id);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array out;
  for (const auto& r : *rows)
    out.push_back(boost::json::object{{"permissionId", r.permission_id}, {"status", r.status}});
  return Ok(std::move(out));
}

// user/permission/update.json: a JSON array [{permissionId, status}] (or one permissionId and
// status as parameters).
net::HttpResponse UpdateSettings(ApiServices& s, const ApiCall& call) {
  std::vector<store::UserSetting> settings;
  if (call.json().is_array()) {
    for (const auto& item : call.json().get_array()) {
      if (!item.is_object()) return Fail(kFlagFail, "设置格式不正确");
      auto id = JsonInt(item.get_object(), "permissionId");
      auto status = JsonInt(item.get_object(), "status");
      if (!id || !status) return Fail(kFlagFail, "设置格式不正确");
      settings.push_back({*id, static_cast<int>(*status)});
    }
  } else if (auto id = call.IntParam("permissionId")) {
    auto status = call.IntParam("status");
    if (!status) return Fail(kFlagFail, "设置格式不正确");
    settings.push_back({*id, static_cast<int>(*status)});
  }
  if (settings.empty()) return Fail(kFlagFail, "请选择要保存的设置");
  const auto& session = call.session();
  auto conn = s.db.Acquire();
  std::string detail;
  for (const auto& st : settings)
    detail += (detail.empty() ? "" : "，") + std::to_string(st.permission_id) + (st.status == 0 ? " 开启" : " 关闭");
  Status st = store::InTransaction(*conn, [&]() -> Status {
    if (Status u = store::SaveUserSettings(*conn, session.user_id, settings, s.now()); !u.ok()) return u;
    return store::AppendOperation(*conn, {session.user_id, session.username, session.group_id},
                                  {"setting.update", session.username, 0, detail}, s.now());
  });
  if (!st.ok()) return FromStatus(st);
  return Ok("保存成功");
}

// resource/listAll.json: {commandResource, sysPermission, terminalMenuResource}.
net::HttpResponse ListAll(ApiServices& s) {
  boost::json::array commands;
  for (const command::CommandDef& d : command::Catalogue())
    commands.push_back(boost::json::object{{"resourceId", d.resource_id}, {"name", d.name}, {"param", d.type}});
  auto conn = s.db.Acquire();
  auto switches = Catalogue(*conn);
  if (!switches.ok()) return FromStatus(switches.status());
  return Ok(boost::json::object{{"commandResource", std::move(commands)},
                                {"sysPermission", std::move(*switches)},
                                {"terminalMenuResource", boost::json::array()}});
}

}  // namespace

void RegisterSettingRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v1/api/user/permission/listPermission.json", Access::kSession,
             [&s](ApiCall&) { return ListPermission(s); });
  router.Add("/car/v1/api/user/permission/list.json", Access::kSession,
             [&s](ApiCall& c) { return ListSettings(s, c); });
  router.Add("/car/v1/api/user/permission/update.json", Access::kSession,
             [&s](ApiCall& c) { return UpdateSettings(s, c); });
  router.Add("/car/v1/api/resource/listAll.json", Access::kSession, [&s](ApiCall&) { return ListAll(s); });
}

}  // namespace chelian::api
