// Handlers of the help messages: pageHelpMessage {pageKey, keyword, pageNumber, pageSize},
// getHelpMessage {id}, markRead (POST JSON {ids} or {id}).
#include "api/help/help_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/center/center_common.h"
#include "api/envelope.h"
#include "api/paging.h"
#include "store/help_repo.h"

namespace chelian::api {
namespace {

boost::json::object HelpObject(const ApiServices& s, const store::HelpMessage& h) {
  boost::json::object o;
  o["id"] = h.id;
  o["pageKey"] = h.page_key;
  o["title"] = h.title;
  o["content"] = h.content;
  o["read"] = h.read_at ? 1 : 0;
  o["createTime"] = FormatLocalTime(h.created_at, s.options.utc_offset_minutes);
  return o;
}

net::HttpResponse PageHelp(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 10, 100);
  store::HelpQuery q{call.ParamOr("pageKey", call.ParamOr("path", "")), call.ParamOr("keyword", ""), page.page_number,
                     page.page_size};
  auto conn = s.db.Acquire();
  auto rows = store::PageHelpMessages(*conn, call.session().user_id, q);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array data;
  for (const auto& h : rows->first) data.push_back(HelpObject(s, h));
  return Ok(PageObject(std::move(data), rows->second, page));
}

net::HttpResponse GetHelp(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto h = store::GetHelpMessage(*conn, call.session().user_id, call.IntParam("id").value_or(0));
  if (!h.ok()) return FromStatus(h.status());
  return Ok(HelpObject(s, *h));
}

net::HttpResponse MarkHelpRead(ApiServices& s, const ApiCall& call) {
  std::vector<long long> ids = IdList(call, "ids");
  if (ids.empty()) ids = IdList(call, "id");
  if (ids.empty()) return Fail(kFlagFail, "请选择帮助信息");
  auto conn = s.db.Acquire();
  auto marked = store::MarkHelpRead(*conn, call.session().user_id, ids, s.now());
  if (!marked.ok()) return FromStatus(marked.status());
  boost::json::object o;
  o["marked"] = *marked;
  return Ok(std::move(o));
}

net::HttpResponse Dictionary(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto items = store::ListDictionary(*conn, call.ParamOr("dictType", call.ParamOr("type", "")));
  if (!items.ok()) return FromStatus(items.status());
  boost::json::array data;
  for (const auto& i : *items) {
    boost::json::object o;
    o["dictType"] = i.dict_type;
    o["code"] = i.code;
    o["label"] = i.label;
    o["sort"] = i.sort;
    if (!i.remark.empty()) o["remark"] = i.remark;
    data.push_back(std::move(o));
  }
  return Ok(std::move(data));
}

}  // namespace

void RegisterHelpRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v1/helpCenter/helpMessage/pageHelpMessage", Access::kSession,
             [&s](ApiCall& c) { return PageHelp(s, c); });
  router.Add("/car/v1/helpCenter/helpMessage/getHelpMessage", Access::kSession,
             [&s](ApiCall& c) { return GetHelp(s, c); });
  router.Add("/car/v1/helpCenter/helpMessage/markRead", Access::kSession,
             [&s](ApiCall& c) { return MarkHelpRead(s, c); });
  router.Add("/car/v4/api/system/dictionary/list.json", Access::kSession,
             [&s](ApiCall& c) { return Dictionary(s, c); });
}

}  // namespace chelian::api
