// Handlers of alarm handling and its log.
#include "api/alarm/alarm_handle_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/paging.h"
#include "core/json.h"
#include "core/json_member.h"
#include "core/strings.h"
#include "domain/alarm_codes.h"
#include "store/alarm_handling.h"
#include "store/asset_repo.h"
#include "store/operation_log_repo.h"

namespace chelian::api {
namespace {

// An alarm id from one `obj` member ({alarmId, …}).
std::optional<long long> AlarmIdOf(const boost::json::value& v) {
  return v.is_object() ? JsonInt(v.get_object(), "alarmId") : std::nullopt;
}

size_t Chars(std::string_view s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

net::HttpResponse Process(ApiServices& s, AlarmServices& a, const ApiCall& call) {
  std::vector<long long> ids;
  if (call.json().is_object()) {
    if (const auto* obj = call.json().get_object().if_contains("obj")) {
      if (obj->is_array()) {
        for (const auto& item : obj->get_array())
          if (auto id = AlarmIdOf(item)) ids.push_back(*id);
      } else if (auto id = AlarmIdOf(*obj)) {
        ids.push_back(*id);
      }
    }
  }
  if (ids.empty()) return Fail(kFlagFail, "请选择要处理的报警");
  if (ids.size() > 1000) return Fail(kFlagFail, "一次最多处理1000条报警");
  store::AlarmHandling h;
  h.result = static_cast<int>(call.IntParam("result").value_or(4));
  if (h.result < 1 || h.result > 4) return Fail(kFlagFail, "问题类型不正确");
  h.contact = std::string(Trim(call.ParamOr("contact", "")));
  h.contact_phone = std::string(Trim(call.ParamOr("contactNumber", call.ParamOr("phone", ""))));
  h.remark = std::string(Trim(call.ParamOr("remark", "")));
  if (h.contact.empty()) return Fail(kFlagFail, "请填写联系人");
  if (h.contact_phone.empty()) return Fail(kFlagFail, "请填写联系电话");
  if (Chars(h.contact) > 30) return Fail(kFlagFail, "联系人不能超过30个字");
  if (h.contact_phone.size() > 20 || h.contact_phone.find_first_not_of("0123456789-+ ") != std::string::npos)
    return Fail(kFlagFail, "联系电话格式不正确");
  if (Chars(h.remark) > 200) return Fail(kFlagFail, "备注不能超过200个字");
  h.user_id = call.session().user_id;
  h.ip = call.ClientIp();
  auto conn = s.db.Acquire();
  Result<std::vector<store::HandledAlarm>> marked = std::vector<store::HandledAlarm>();
  const auto& session = call.session();
  Status st = store::InTransaction(*conn, [&]() -> Status {
    marked = store::HandleAlarms(*conn, session.scope(), ids, h, s.now());
    if (!marked.ok()) return marked.status();
    // The one operation log (系统管理 操作记录): one entry per alarm handled.
    static constexpr const char* kResults[] = {"", "测试", "误报", "安装事故", "其他"};
    for (const auto& m : *marked) {
      auto asset = store::GetAsset(*conn, session.scope(), m.asset_id);
      auto code = AlarmCodeFromName(m.code);
      std::string detail = std::string(code ? AlarmLabel(*code) : std::string_view(m.code)) + "，处理结果 " +
                           kResults[h.result] + (h.remark.empty() ? "" : "，" + h.remark);
      if (Status logged =
              store::AppendOperation(*conn, {session.user_id, session.username, session.group_id},
                                     {"alarm.handle", asset.ok() ? asset->plate : "", m.asset_id, detail}, s.now());
          !logged.ok())
        return logged;
    }
    return Status::Ok();
  });
  if (!st.ok()) return FromStatus(st);
  if (marked->empty()) return Fail(kFlagFail, "报警不存在、已处理或无权处理");
  if (a.publish)
    for (const auto& m : *marked) {
      boost::json::object o{{"alarmId", m.id},
                            {"vehicleId", m.asset_id},
                            {"enType", m.code},
                            {"result", h.result},
                            {"userName", call.session().username}};
      a.publish({"alarmsHandled", m.asset_id, m.group_path, WriteJson(o), m.id});
    }
  return Ok(boost::json::object{{"count", static_cast<long long>(marked->size())}});
}

net::HttpResponse OperationLog(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 10, 500);
  long long total = 0;
  auto conn = s.db.Acquire();
  auto rows = store::ListAlarmOperations(*conn, call.session().scope(), call.IntParam("alarmId").value_or(0),
                                         page.page_number, page.page_size, &total);
  if (!rows.ok()) return FromStatus(rows.status());
  static constexpr const char* kResults[] = {"", "测试", "误报", "安装事故", "其他"};
  boost::json::array data;
  for (const auto& o : *rows)
    data.push_back(boost::json::object{{"id", o.id},
                                       {"alarmId", o.alarm_id},
                                       {"vehicleId", o.asset_id},
                                       {"plate", o.plate},
                                       {"enType", o.code},
                                       {"type", o.label},
                                       {"operType", o.action == "handle" ? "处理报警" : o.action},
                                       {"result", o.result},
                                       {"resultName", o.result >= 1 && o.result <= 4 ? kResults[o.result] : ""},
                                       {"remark", o.remark},
                                       {"contact", o.contact},
                                       {"phone", o.contact_phone},
                                       {"operUserId", o.user_id},
                                       {"operUserName", o.user_name},
                                       {"ip", o.ip},
                                       {"operTime", FormatLocalTime(o.created_at, s.options.utc_offset_minutes)}});
  return Ok(PageObject(std::move(data), total, page));
}

}  // namespace

void RegisterAlarmHandleRoutes(ApiRouter& router, ApiServices& s, AlarmServices& a) {
  router.Add("/car/v1/api/monitor/processAlarm", Access::kSession, [&s, &a](ApiCall& c) { return Process(s, a, c); });
  router.Add("/car/v4/api/alarm/operation/listAlarmOperationLog.json", Access::kSession,
             [&s](ApiCall& c) { return OperationLog(s, c); });
}

}  // namespace chelian::api
