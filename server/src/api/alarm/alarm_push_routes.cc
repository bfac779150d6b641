// Handlers of the alarm push calls.
#include "api/alarm/alarm_push_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/paging.h"
#include "core/json_member.h"
#include "core/strings.h"
#include "domain/alarm_codes.h"
#include "notify/push_settings.h"
#include "notify/webhook_address.h"
#include "pipeline/alarm_settings.h"
#include "store/alarm_push_repo.h"
#include "store/group_repo.h"

namespace chelian::api {
namespace {

Result<store::Group> TargetGroup(const ApiCall& call, store::Connection& conn) {
  long long id = call.IntParam("groupId").value_or(call.session().group_id);
  return store::GetGroup(conn, call.session().scope(), id);
}

// A list member as a JSON array of strings or one comma-separated string.
std::vector<std::string> ListMember(const boost::json::object& o, std::string_view name) {
  const auto* v = o.if_contains(name);
  if (!v) return {};
  if (v->is_string()) return SplitList(v->get_string());
  std::vector<std::string> out;
  if (v->is_array())
    for (const auto& item : v->as_array())
      if (item.is_string())
        for (auto& part : SplitList(item.get_string())) out.push_back(std::move(part));
  return out;
}

int Flag(const boost::json::object& o, std::string_view name, bool fallback) {
  const auto* v = o.if_contains(name);
  if (!v) return fallback;
  if (v->is_number()) return v->to_number<double>() != 0;
  if (v->is_bool()) return v->as_bool();
  return fallback;
}

net::HttpResponse List(ApiServices& s, const ApiCall& call, const PushStatus& status) {
  auto conn = s.db.Acquire();
  auto group = TargetGroup(call, *conn);
  if (!group.ok()) return FromStatus(group.status());
  auto rows = store::LoadPushConfigRows(*conn, call.session().scope(), group->path);
  if (!rows.ok()) return FromStatus(rows.status());
  auto resolved = notify::ResolvePushChannels(*rows);
  boost::json::array data;
  for (const auto& spec : pipeline::AlarmControlSpecs()) {
    std::string code(AlarmCodeName(spec.code));
    store::PushChannels c = notify::ChannelsFor(resolved, code);
    int origin = 0;  // 0 default, 1 inherited from an ancestor, 2 set on this group
    for (const auto& r : *rows)
      if (r.code == code) origin = r.group_id == group->id ? 2 : 1;
    data.push_back(boost::json::object{{"enType", code},
                                       {"type", AlarmLabel(spec.code)},
                                       {"kind", spec.platform ? "platform" : "device"},
                                       {"popup", c.popup ? 1 : 0},
                                       {"voice", c.voice ? 1 : 0},
                                       {"email", c.email ? 1 : 0},
                                       {"sms", c.sms ? 1 : 0},
                                       {"webhook", c.webhook ? 1 : 0},
                                       {"origin", origin}});
  }
  auto targets = store::LoadPushTargets(*conn, call.session().scope(), group->path);
  if (!targets.ok()) return FromStatus(targets.status());
  int targets_origin = targets->group_id == 0 ? 0 : targets->group_id == group->id ? 2 : 1;
  // A signing secret set above the caller's own group stays there: they see only that one is set.
  bool secret_shown = targets->group_id == 0 || store::GetGroup(*conn, call.session().scope(), targets->group_id).ok();
  boost::json::object t{{"emails", JoinList(targets->emails)},
                        {"phones", JoinList(targets->phones)},
                        {"webhookUrl", targets->webhook_url},
                        {"webhookSecret", secret_shown ? targets->webhook_secret : std::string()},
                        {"webhookSecretSet", targets->webhook_secret.empty() ? 0 : 1},
                        {"origin", targets_origin}};
  return Ok(boost::json::object{{"groupId", group->id},
                                {"groupName", group->name},
                                {"data", std::move(data)},
                                {"targets", std::move(t)},
                                {"smtpReady", status.smtp_configured ? 1 : 0},
                                {"smsProvider", status.sms_provider}});
}

net::HttpResponse Config(ApiServices& s, const ApiCall& call, const PushStatus& status) {
  if (!call.json().is_object()) return Fail(kFlagFail, "请以 JSON 提交推送设置");
  const auto& body = call.json().as_object();
  std::vector<store::PushConfigRow> rows;
  if (const auto* list = body.if_contains("list"); list && list->is_array()) {
    for (const auto& item : list->as_array()) {
      if (!item.is_object()) return Fail(kFlagFail, "推送设置格式错误");
      const auto& o = item.as_object();
      store::PushConfigRow r;
      r.code = JsonString(o, "enType").value_or("");
      auto code = AlarmCodeFromName(r.code);
      if (!code) return Fail(kFlagFail, "未知的报警类型: " + r.code);
      r.code = std::string(AlarmCodeName(*code));
      store::PushChannels d;
      r.channels = {Flag(o, "popup", d.popup) != 0, Flag(o, "voice", d.voice) != 0, Flag(o, "email", d.email) != 0,
                    Flag(o, "sms", d.sms) != 0, Flag(o, "webhook", d.webhook) != 0};
      rows.push_back(std::move(r));
    }
  }
  std::optional<store::PushTargets> targets;
  if (const auto* t = body.if_contains("targets"); t && t->is_object()) {
    const auto& o = t->as_object();
    store::PushTargets pt;
    pt.emails = ListMember(o, "emails");
    pt.phones = ListMember(o, "phones");
    pt.webhook_url = JsonString(o, "webhookUrl").value_or("");
    pt.webhook_secret = JsonString(o, "webhookSecret").value_or("");
    if (Status st = notify::ValidatePushTargets(pt); !st.ok()) return FromStatus(st);
    if (Status st = notify::CheckWebhookUrl(pt.webhook_url, status.webhook_allow_private); !st.ok())
      return FromStatus(st);
    targets = std::move(pt);
  }
  if (rows.empty() && !targets) return Fail(kFlagFail, "推送设置不能为空");
  auto conn = s.db.Acquire();
  auto group = TargetGroup(call, *conn);
  if (!group.ok()) return FromStatus(group.status());
  Status st = store::InTransaction(*conn, [&]() -> Status {
    if (!rows.empty())
      if (Status e = store::SavePushConfigRows(*conn, call.session().scope(), group->id, rows, call.session().user_id,
                                               s.now());
          !e.ok())
        return e;
    if (targets) {
      targets->group_id = group->id;
      return store::SavePushTargets(*conn, call.session().scope(), *targets, call.session().user_id, s.now());
    }
    return Status::Ok();
  });
  return st.ok() ? Ok() : FromStatus(st);
}

net::HttpResponse Test(ApiServices& s, AlarmServices& a, const ApiCall& call, const PushStatus& status) {
  auto conn = s.db.Acquire();
  auto group = TargetGroup(call, *conn);
  if (!group.ok()) return FromStatus(group.status());
  store::PushChannels c{false, false, call.IntParam("email").value_or(0) != 0, call.IntParam("sms").value_or(0) != 0,
                        call.IntParam("webhook").value_or(0) != 0};
  if (!c.any_remote()) return Fail(kFlagFail, "请选择要测试的推送方式（邮件、短信或 Webhook）");
  auto targets = store::LoadPushTargets(*conn, call.session().scope(), group->path);
  if (!targets.ok()) return FromStatus(targets.status());
  if ((c.email && targets->emails.empty()) || (c.sms && targets->phones.empty()) ||
      (c.webhook && targets->webhook_url.empty()))
    return Fail(kFlagFail, "请先填写并保存对应的接收人");
  if (c.webhook)  // a URL saved before the address rule, or under notify.webhook_allow_private since turned off
    if (Status st = notify::CheckWebhookUrl(targets->webhook_url, status.webhook_allow_private); !st.ok())
      return FromStatus(st);
  if (!a.notifier.NotifyTest(group->id, group->path, c)) return Fail(kFlagFail, "推送队列已满，请稍后再试");
  return Ok(boost::json::object{{"msg", "测试推送已加入队列，结果见推送记录"}});
}

net::HttpResponse Log(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto group = TargetGroup(call, *conn);
  if (!group.ok()) return FromStatus(group.status());
  PageParams page = ReadPage(call, 10, 200);
  auto log = store::PagePushLog(*conn, call.session().scope(), group->path, page.page_number, page.page_size);
  if (!log.ok()) return FromStatus(log.status());
  boost::json::array data;
  for (const store::PushLogRow& r : log->rows)
    data.push_back(boost::json::object{{"id", r.id},
                                       {"alarmId", r.alarm_id},
                                       {"channel", r.channel},
                                       {"target", r.target},
                                       {"status", r.status},
                                       {"attempts", r.attempts},
                                       {"error", r.error},
                                       {"time", FormatLocalTime(r.created_at, s.options.utc_offset_minutes)},
                                       {"plate", r.plate.empty() && r.alarm_id == 0 ? "测试推送" : r.plate},
                                       {"type", r.alarm_label}});
  return Ok(PageObject(std::move(data), log->total, page));
}

}  // namespace

void RegisterAlarmPushRoutes(ApiRouter& router, ApiServices& s, AlarmServices& a, PushStatus status) {
  const std::string base = "/car/v4/api/alarm/push/";
  router.Add(base + "listAlarmPushInfo.json", Access::kSession,
             [&s, status](ApiCall& c) { return List(s, c, status); });
  router.Add(base + "configAlarmPush.json", Access::kSession,
             [&s, status](ApiCall& c) { return Config(s, c, status); });
  router.Add(base + "testAlarmPush.json", Access::kSession,
             [&s, &a, status](ApiCall& c) { return Test(s, a, c, status); });
  router.Add(base + "listAlarmPushLog.json", Access::kSession, [&s](ApiCall& c) { return Log(s, c); });
}

}  // namespace chelian::api
