// 用户管理's reads: the user tree (listUser), the table of a tree node's sub-accounts (pageUser),
// search, the .xlsx export of a sub-tree and an account's bound group. A caller reads itself and the
// accounts it manages (account_access.h).
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <set>

#include "api/accounts/account_access.h"
#include "api/accounts/account_routes.h"
#include "api/envelope.h"
#include "api/export/spreadsheet_reply.h"
#include "api/paging.h"
#include "core/clock.h"
#include "export/xlsx_file.h"
#include "store/account_repo.h"
#include "store/group_repo.h"

namespace chelian::api {
namespace {

using accounts::Caller;

constexpr long long kButtonExport = 160107;  // 导出用户
constexpr int kExportMax = 20000;

// The tree node a call names (`userId`, default the caller) and the query of the accounts below it
// that the caller manages.
struct Node {
  Caller caller;
  store::Account node;
  store::AccountQuery below;
};

Result<Node> NodeOf(store::Connection& conn, const ApiCall& call) {
  auto caller = accounts::LoadCaller(conn, call.session());
  if (!caller.ok()) return caller.status();
  Node n;
  n.caller = std::move(*caller);
  auto node =
      accounts::VisibleAccount(conn, call.session(), n.caller, call.IntParam("userId").value_or(n.caller.self.id));
  if (!node.ok()) return node.status();
  n.node = std::move(*node);
  n.below = accounts::ManagedQuery(n.caller);
  if (n.node.id != n.caller.self.id) n.below.below = n.node.id;
  return n;
}

// listUser.json: the node first, then the accounts below it; treeParentId places every row in the
// tree the page draws (its parent when listed, else the node).
net::HttpResponse ListUser(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto n = NodeOf(*conn, call);
  if (!n.ok()) return FromStatus(n.status());
  auto rows = store::QueryAccounts(*conn, call.session().scope(), n->below);
  if (!rows.ok()) return FromStatus(rows.status());
  std::set<long long> listed{n->node.id};
  for (const auto& a : rows->rows) listed.insert(a.id);
  boost::json::array out;
  boost::json::object top = accounts::AccountJson(n->node, s.options.utc_offset_minutes);
  top["treeParentId"] = 0;
  out.push_back(std::move(top));
  for (const auto& a : rows->rows) {
    boost::json::object o = accounts::AccountJson(a, s.options.utc_offset_minutes);
    o["treeParentId"] = listed.count(a.parent_id) ? a.parent_id : n->node.id;
    out.push_back(std::move(o));
  }
  return Ok(std::move(out));
}

// pageUser.json: the accounts below the node, 30 a page, filtered by userName.
net::HttpResponse PageUser(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 30, 100);
  auto conn = s.db.Acquire();
  auto n = NodeOf(*conn, call);
  if (!n.ok()) return FromStatus(n.status());
  store::AccountQuery q = n->below;
  q.username = accounts::TextParam(call, "userName").value_or("");
  q.limit = page.page_size;
  q.offset = (page.page_number - 1) * page.page_size;
  auto rows = store::QueryAccounts(*conn, call.session().scope(), q);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array data;
  for (const auto& a : rows->rows) data.push_back(accounts::AccountJson(a, s.options.utc_offset_minutes));
  return Ok(PageObject(std::move(data), rows->total, page));
}

// searchUser.json: the caller and the accounts it manages whose username or 客户名称 contains
// `name` (50 at most).
net::HttpResponse SearchUser(ApiServices& s, const ApiCall& call) {
  const std::string keyword =
      accounts::TextParam(call, "name").value_or(accounts::TextParam(call, "userName").value_or(""));
  auto conn = s.db.Acquire();
  auto caller = accounts::LoadCaller(*conn, call.session());
  if (!caller.ok()) return FromStatus(caller.status());
  store::AccountQuery q = accounts::ManagedQuery(*caller);
  q.keyword = keyword;
  q.limit = 50;
  auto rows = store::QueryAccounts(*conn, call.session().scope(), q);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array out;
  const auto& self = caller->self;
  if (self.username.find(keyword) != std::string::npos || self.corp_name.find(keyword) != std::string::npos)
    out.push_back(accounts::AccountJson(self, s.options.utc_offset_minutes));
  for (const auto& a : rows->rows) out.push_back(accounts::AccountJson(a, s.options.utc_offset_minutes));
  return Ok(std::move(out));
}

// export.json: the accounts below the node as an .xlsx download.
net::HttpResponse ExportUsers(ApiServices& s, const ApiCall& call) {
  exporter::Table table;
  std::string node_name;
  {
    auto conn = s.db.Acquire();
    auto n = NodeOf(*conn, call);
    if (!n.ok()) return FromStatus(n.status());
    store::AccountQuery q = n->below;
    q.limit = kExportMax;
    auto rows = store::QueryAccounts(*conn, call.session().scope(), q);
    if (!rows.ok()) return FromStatus(rows.status());
    node_name = n->node.username;
    table.sheet_name = "用户列表";
    table.headers = {"登录账户", "客户名称", "账号类型", "上级账户", "上级公司名", "手机号码",
                     "客户代码", "车组",     "车币",     "创建时间", "备注"};
    for (const auto& a : rows->rows)
      table.rows.push_back({a.username, a.corp_name, std::string(accounts::AccountTypeName(a.account_type)),
                            a.parent_name, a.parent_corp, a.phone, a.custom_code, a.group_name, a.coins,
                            FormatLocalTime(a.created_at, s.options.utc_offset_minutes), a.remark});
  }
  return SpreadsheetReply(table, "用户列表_" + node_name + ".xlsx");
}

// listUserGroup.json: the account's one group, [{groupId, groupName, parentId, parentName}]; the
// parent group is named only when it lies in the caller's scope.
net::HttpResponse ListUserGroup(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto caller = accounts::LoadCaller(*conn, call.session());
  if (!caller.ok()) return FromStatus(caller.status());
  auto account =
      accounts::VisibleAccount(*conn, call.session(), *caller, call.IntParam("userId").value_or(caller->self.id));
  if (!account.ok()) return FromStatus(account.status());
  auto group = store::GetGroup(*conn, store::Scope::Everything(), account->group_id);
  if (!group.ok()) return FromStatus(group.status());
  long long parent_id = 0;
  std::string parent_name;
  if (group->parent_id)
    if (auto parent = store::GetGroup(*conn, call.session().scope(), group->parent_id); parent.ok()) {
      parent_id = parent->id;
      parent_name = parent->name;
    }
  boost::json::array out;
  out.push_back(boost::json::object{
      {"groupId", group->id}, {"groupName", group->name}, {"parentId", parent_id}, {"parentName", parent_name}});
  return Ok(std::move(out));
}

}  // namespace

void RegisterAccountReadRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v1/api/user/listUser.json", Access::kSession, [&s](ApiCall& c) { return ListUser(s, c); });
  router.Add("/car/v1/api/user/pageUser.json", Access::kSession, [&s](ApiCall& c) { return PageUser(s, c); });
  router.Add("/car/v1/api/user/searchUser.json", Access::kSession, [&s](ApiCall& c) { return SearchUser(s, c); });
  router.Add("/car/v1/api/user/export.json", Access::kSession, [&s](ApiCall& c) { return ExportUsers(s, c); },
             {.button = kButtonExport});
  router.Add("/car/v1/api/user/listUserGroup.json", Access::kSession, [&s](ApiCall& c) { return ListUserGroup(s, c); });
}

}  // namespace chelian::api
