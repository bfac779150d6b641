// Handlers of the security center.
//   sendSmsCode.json {phone}: a code to bind that phone
//   phoneCodeVerify.json {phone, code}: binds the phone when the code matches
//   listWxRelation.json / unbindWxRelation.json {id} / wxBindQrCode.json; /oauth/wxBindCallback {ticket, openId,
//   nickname} getPrivacy.json / updatePrivacy.json {maskPhone, loginAlert, remoteAssist, shareLocation} loginLog.json
//   (paged recent sign-ins) / checkStatus.json
#include "api/security/security_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/center/center_common.h"
#include "api/envelope.h"
#include "api/paging.h"
#include "api/qrcode/qr_png.h"
#include "auth/password.h"
#include "store/notice_repo.h"
#include "store/security_repo.h"
#include "store/session_repo.h"

namespace chelian::api {
namespace {

constexpr long long kDayMs = 24LL * 3600 * 1000;
constexpr long long kPasswordMaxAgeDays = 90;

std::string Time(const ApiServices& s, long long ms) {
  return ms > 0 ? FormatLocalTime(ms, s.options.utc_offset_minutes) : "";
}

net::HttpResponse SendSmsCode(ApiServices& s, SmsCodeService& codes, const ApiCall& call) {
  const auto& session = call.session();
  std::string phone = call.ParamOr("phone", call.ParamOr("mobile", ""));
  Status st = codes.SendCode(phone, "bind", session.user_id, session.group_id);
  if (!st.ok()) return FromStatus(st);
  boost::json::object obj;
  obj["phone"] = MaskPhone(phone);
  obj["interval"] = codes.resend_ms() / 1000;
  return Ok(std::move(obj));
}

net::HttpResponse PhoneCodeVerify(ApiServices& s, SmsCodeService& codes, const ApiCall& call) {
  const auto& session = call.session();
  std::string phone = call.ParamOr("phone", call.ParamOr("mobile", ""));
  if (!IsMobilePhone(phone)) return Fail(kFlagFail, "请输入正确的11位手机号");
  Status st = codes.Verify(phone, "bind", call.ParamOr("code", call.ParamOr("smsCode", "")));
  if (!st.ok()) return FromStatus(st);
  auto conn = s.db.Acquire();
  if (Status u = store::SetVerifiedPhone(*conn, session.user_id, phone); !u.ok()) return FromStatus(u);
  (void)store::SendUserMessage(*conn, session.user_id, "安全提醒", "手机号绑定成功",
                               "您的账号已绑定手机号 " + MaskPhone(phone) + "，现在可以使用短信验证码登录。", s.now());
  boost::json::object obj;
  obj["phone"] = MaskPhone(phone);
  return Ok(std::move(obj));
}

net::HttpResponse ListWx(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  auto conn = s.db.Acquire();
  auto list = store::ListWxBindings(*conn, session.scope(), session.user_id);
  if (!list.ok()) return FromStatus(list.status());
  boost::json::array data;
  for (const auto& b : *list) {
    boost::json::object o;
    o["id"] = b.id;
    o["nickname"] = b.nickname.empty() ? "微信用户" : b.nickname;
    o["avatar"] = b.avatar;
    o["openId"] =
        b.open_id.size() > 8 ? b.open_id.substr(0, 4) + "****" + b.open_id.substr(b.open_id.size() - 4) : b.open_id;
    o["bindTime"] = Time(s, b.bound_at);
    data.push_back(std::move(o));
  }
  return Ok(std::move(data));
}

net::HttpResponse UnbindWx(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  long long id = call.IntParam("id").value_or(call.IntParam("relationId").value_or(0));
  auto conn = s.db.Acquire();
  if (Status st = store::DeleteWxBinding(*conn, session.user_id, id); !st.ok()) return FromStatus(st);
  (void)store::SendUserMessage(*conn, session.user_id, "安全提醒", "微信解绑成功",
                               "您的账号已解除一个微信绑定，该微信将不再接收告警推送。", s.now());
  return Ok();
}

net::HttpResponse WxBindQrCode(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  std::string ticket = auth::RandomUuid();
  long long expires = s.now() + 5 * 60'000;
  {
    auto conn = s.db.Acquire();
    if (Status st = store::InsertWxBindTicket(*conn, ticket, session.user_id, expires); !st.ok()) return FromStatus(st);
  }
  std::string origin(call.request().Header("Origin"));
  if (origin.empty()) origin = "http://" + std::string(call.request().Header("Host"));
  std::string url = origin + "/oauth/wxBindCallback?ticket=" + ticket;
  auto png = QrPng(url, 200);
  if (!png.ok()) return FromStatus(png.status());
  boost::json::object obj;
  obj["ticket"] = ticket;
  obj["qrCode"] = PngDataUri(*png);
  obj["expireTime"] = Time(s, expires);
  return Ok(std::move(obj));
}

// Called by the WeChat integration once the user scanned the bind QR code and authorised.
net::HttpResponse WxBindCallback(ApiServices& s, const ApiCall& call) {
  std::string open_id = call.ParamOr("openId", "");
  if (open_id.empty()) return Fail(kFlagFail, "缺少微信用户标识");
  auto conn = s.db.Acquire();
  auto user = store::ConsumeWxBindTicket(*conn, call.ParamOr("ticket", ""), s.now());
  if (!user.ok()) return FromStatus(user.status());
  store::WxBinding b{0, *user, open_id, call.ParamOr("nickname", "微信用户"), call.ParamOr("avatar", ""), s.now()};
  if (Status st = store::InsertWxBinding(*conn, b); !st.ok()) return FromStatus(st);
  (void)store::SendUserMessage(*conn, *user, "安全提醒", "微信绑定成功",
                               "您的账号已绑定微信「" + b.nickname + "」，可通过微信接收告警推送。", s.now());
  return Ok();
}

boost::json::object PrivacyObject(const store::PrivacySettings& p) {
  boost::json::object o;
  o["maskPhone"] = p.mask_phone;
  o["loginAlert"] = p.login_alert;
  o["remoteAssist"] = p.remote_assist;
  o["shareLocation"] = p.share_location;
  return o;
}

net::HttpResponse GetPrivacy(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto p = store::GetPrivacy(*conn, call.session().user_id);
  if (!p.ok()) return FromStatus(p.status());
  return Ok(PrivacyObject(*p));
}

net::HttpResponse UpdatePrivacy(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto p = store::GetPrivacy(*conn, call.session().user_id);
  if (!p.ok()) return FromStatus(p.status());
  auto flag = [&](const char* name, int& field) {
    const auto* member = call.json().is_object() ? call.json().as_object().if_contains(name) : nullptr;
    if (member && member->is_bool())
      field = member->as_bool() ? 1 : 0;
    else if (auto v = call.IntParam(name))
      field = *v ? 1 : 0;
    else if (auto t = call.Param(name))
      field = (*t == "true" || *t == "1") ? 1 : 0;
  };
  flag("maskPhone", p->mask_phone);
  flag("loginAlert", p->login_alert);
  flag("remoteAssist", p->remote_assist);
  flag("shareLocation", p->share_location);
  p->updated_at = s.now();
  if (Status st = store::SavePrivacy(*conn, call.session().user_id, *p); !st.ok()) return FromStatus(st);
  return Ok(PrivacyObject(*p));
}

net::HttpResponse LoginLog(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 10, 50);
  auto conn = s.db.Acquire();
  auto log = store::ListLoginLog(*conn, call.session().username, 50);
  if (!log.ok()) return FromStatus(log.status());
  boost::json::array data;
  size_t start = static_cast<size_t>(page.page_number - 1) * page.page_size;
  for (size_t i = start; i < log->size() && i < start + page.page_size; ++i) {
    const auto& e = (*log)[i];
    boost::json::object o;
    o["id"] = e.id;
    o["loginTime"] = Time(s, e.created_at);
    o["ip"] = e.ip;
    o["success"] = e.success;
    o["result"] = e.success ? "成功" : "失败";
    o["remark"] = e.reason;
    o["userAgent"] = e.user_agent;
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), static_cast<long long>(log->size()), page));
}

net::HttpResponse CheckStatus(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  auto conn = s.db.Acquire();
  auto sec = store::GetAccountSecurity(*conn, session.scope(), session.user_id);
  if (!sec.ok()) return FromStatus(sec.status());
  auto wx = store::ListWxBindings(*conn, session.scope(), session.user_id);
  if (!wx.ok()) return FromStatus(wx.status());
  long long now = s.now();
  bool locked = sec->locked_until > now;
  long long changed = sec->password_changed_at ? sec->password_changed_at : sec->created_at;
  long long age_days = changed > 0 ? (now - changed) / kDayMs : 0;
  bool phone_bound = sec->phone_verified && !sec->phone.empty();
  bool password_fresh = age_days < kPasswordMaxAgeDays;
  int score = (phone_bound ? 1 : 0) + (!wx->empty() ? 1 : 0) + (password_fresh ? 1 : 0);
  boost::json::object obj;
  obj["userId"] = sec->user_id;
  obj["username"] = sec->username;
  obj["status"] = locked ? 3 : sec->status;  // 1 正常, 2 冻结, 3 锁定
  obj["statusText"] = locked ? "已锁定" : sec->status == 1 ? "正常" : "已冻结";
  obj["lockedUntil"] = Time(s, locked ? sec->locked_until : 0);
  auto privacy = store::GetPrivacy(*conn, session.user_id);
  bool mask = !privacy.ok() || privacy->mask_phone;
  obj["phone"] = mask ? MaskPhone(sec->phone) : sec->phone;
  obj["phoneBound"] = phone_bound ? 1 : 0;
  obj["wxBound"] = wx->empty() ? 0 : 1;
  obj["passwordUpdateTime"] = Time(s, changed);
  obj["passwordAgeDays"] = age_days;
  obj["passwordExpired"] = password_fresh ? 0 : 1;
  obj["securityLevel"] = score >= 3 ? 3 : score == 2 ? 2 : 1;
  obj["securityLevelText"] = score >= 3 ? "高" : score == 2 ? "中" : "低";
  obj["registerTime"] = Time(s, sec->created_at);
  return Ok(std::move(obj));
}

}  // namespace

void RegisterSecurityRoutes(ApiRouter& router, ApiServices& s, SmsCodeService& codes) {
  router.Add("/car/v1/api/user/sendSmsCode.json", Access::kSession,
             [&s, &codes](ApiCall& c) { return SendSmsCode(s, codes, c); });
  router.Add("/car/v1/api/user/phoneCodeVerify.json", Access::kSession,
             [&s, &codes](ApiCall& c) { return PhoneCodeVerify(s, codes, c); });
  router.Add("/car/v1/api/user/listWxRelation.json", Access::kSession, [&s](ApiCall& c) { return ListWx(s, c); });
  router.Add("/car/v1/api/user/unbindWxRelation.json", Access::kSession, [&s](ApiCall& c) { return UnbindWx(s, c); });
  router.Add("/car/v1/api/user/wxBindQrCode.json", Access::kSession, [&s](ApiCall& c) { return WxBindQrCode(s, c); });
  router.Add("/oauth/wxBindCallback", Access::kPublic, [&s](ApiCall& c) { return WxBindCallback(s, c); });
  router.Add("/car/v1/api/user/getPrivacy.json", Access::kSession, [&s](ApiCall& c) { return GetPrivacy(s, c); });
  router.Add("/car/v1/api/user/updatePrivacy.json", Access::kSession, [&s](ApiCall& c) { return UpdatePrivacy(s, c); });
  router.Add("/car/v1/api/user/loginLog.json", Access::kSession, [&s](ApiCall& c) { return LoginLog(s, c); });
  router.Add("/car/v4/api/account/checkStatus.json", Access::kSession, [&s](ApiCall& c) { return CheckStatus(s, c); });
}

}  // namespace chelian::api
