// 人员管理: person/list.json {groupId?, keyword?, pageNumber, pageSize} → page of {id, name,
// personNo, department, phone, groupId, groupName, terminalNo, createTime}; person/add.json and
// person/update.json {id?, groupId, name, personNo, department, phone, terminalNo}; person/delete.json {id}.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/card/card_routes.h"
#include "api/envelope.h"
#include "api/paging.h"
#include "core/clock.h"
#include "core/strings.h"
#include "store/card_people_repo.h"

namespace chelian::api::card {
namespace {

constexpr long long kButtonAdd = 111001, kButtonEdit = 111002, kButtonDelete = 111003;

boost::json::object PersonJson(const store::CardPerson& p, int offset) {
  boost::json::object o;
  o["id"] = p.id;
  o["name"] = p.name;
  o["personNo"] = p.person_no;
  o["department"] = p.department;
  o["phone"] = p.phone;
  o["groupId"] = p.group_id;
  o["groupName"] = p.group_name;
  o["terminalNo"] = p.terminal_no;
  o["terminalType"] = p.terminal_type;
  o["createTime"] = FormatLocalTime(p.created_at, offset);
  return o;
}

store::CardPersonEdit ReadEdit(const ApiCall& call) {
  auto text = [&](const char* name) { return std::string(Trim(call.ParamOr(name, ""))); };
  return {.group_id = call.IntParam("groupId").value_or(0),
          .name = text("name"),
          .person_no = text("personNo"),
          .department = text("department"),
          .phone = text("phone"),
          .terminal_no = text("terminalNo")};
}

net::HttpResponse List(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 10, 1000);
  auto conn = s.db.Acquire();
  auto rows = store::QueryCardPeople(*conn, call.session().scope(),
                                     {.group_id = call.IntParam("groupId").value_or(0),
                                      .keyword = std::string(Trim(call.ParamOr("keyword", ""))),
                                      .page_number = page.page_number,
                                      .page_size = page.page_size});
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array data;
  for (const auto& p : rows->rows) data.push_back(PersonJson(p, s.options.utc_offset_minutes));
  return Ok(PageObject(std::move(data), rows->total, page));
}

net::HttpResponse Add(ApiServices& s, const ApiCall& call) {
  store::CardPersonEdit edit = ReadEdit(call);
  if (edit.group_id == 0) edit.group_id = call.session().scope().group_id;
  auto conn = s.db.Acquire();
  auto added = store::AddCardPerson(*conn, call.session().scope(), edit, s.now());
  if (!added.ok()) return FromStatus(added.status());
  if (s.devices_changed) s.devices_changed();
  return Ok(PersonJson(*added, s.options.utc_offset_minutes));
}

net::HttpResponse Update(ApiServices& s, const ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择人员");
  auto conn = s.db.Acquire();
  Status st = store::UpdateCardPerson(*conn, call.session().scope(), *id, ReadEdit(call));
  if (!st.ok()) return FromStatus(st);
  if (s.devices_changed) s.devices_changed();
  auto saved = store::GetCardPerson(*conn, call.session().scope(), *id);
  if (!saved.ok()) return FromStatus(saved.status());
  return Ok(PersonJson(*saved, s.options.utc_offset_minutes));
}

net::HttpResponse Delete(ApiServices& s, const ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择人员");
  auto conn = s.db.Acquire();
  Status st = store::DeleteCardPerson(*conn, call.session().scope(), *id);
  if (!st.ok()) return FromStatus(st);
  if (s.devices_changed) s.devices_changed();
  return Ok();
}

}  // namespace

void RegisterPeopleRoutes(ApiRouter& router, ApiServices& s) {
  const std::string base = "/car/v4/api/card/person/";
  router.Add(base + "list.json", Access::kSession, [&s](ApiCall& c) { return List(s, c); });
  router.Add(base + "add.json", Access::kSession, [&s](ApiCall& c) { return Add(s, c); },
             {.button = kButtonAdd, .refusal = "没有新增人员权限"});
  router.Add(base + "update.json", Access::kSession, [&s](ApiCall& c) { return Update(s, c); },
             {.button = kButtonEdit, .refusal = "没有修改人员权限"});
  router.Add(base + "delete.json", Access::kSession, [&s](ApiCall& c) { return Delete(s, c); },
             {.button = kButtonDelete, .refusal = "没有删除人员权限"});
}

}  // namespace chelian::api::card
