// Handlers of the SMS sign-in and the phone/WeChat bindings of userAuth.
//   sendLoginSms: phone (+ captcha code/uuid when the captcha is on) → a login code to a bound phone.
//   phoneAuth.json: phone + code → sessionId; with several accounts on the phone, the first call
//     answers {accounts, authToken} and a second call with authToken + userId signs in.
//   doGetAuthData.json: the signed-in account's bindings; delBangDing.json: removes one.
#include "api/sms/sms_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <map>
#include <mutex>

#include "api/center/center_common.h"
#include "api/center/sign_in.h"
#include "api/envelope.h"
#include "api/paging.h"
#include "api/session_cookie.h"
#include "auth/password.h"
#include "store/security_repo.h"

namespace chelian::api {
namespace {

constexpr char kPurposeLogin[] = "login";

// Short-lived tickets for choosing among several accounts on one phone after the code was checked.
class PhoneAuthTickets {
 public:
  std::string Issue(const std::string& phone, long long now) {
    std::lock_guard lock(mu_);
    for (auto it = tickets_.begin(); it != tickets_.end();) it = it->second.second < now ? tickets_.erase(it) : ++it;
    std::string t = auth::RandomUuid();
    if (tickets_.size() < 10000) tickets_[t] = {phone, now + 5 * 60'000};
    return t;
  }
  std::optional<std::string> Take(const std::string& ticket, long long now) {
    std::lock_guard lock(mu_);
    auto it = tickets_.find(ticket);
    if (it == tickets_.end()) return std::nullopt;
    auto entry = it->second;
    tickets_.erase(it);
    if (entry.second < now) return std::nullopt;
    return entry.first;
  }

 private:
  std::mutex mu_;
  std::map<std::string, std::pair<std::string, long long>> tickets_;  // GUARDED_BY(mu_)
};

net::HttpResponse SendLoginSms(ApiServices& s, SmsCodeService& codes, const ApiCall& call) {
  std::string phone = call.ParamOr("phone", call.ParamOr("mobile", ""));
  if (!IsMobilePhone(phone)) return Fail(kFlagFail, "请输入正确的11位手机号");
  if (s.options.captcha_enabled && !s.captchas.Verify(call.ParamOr("uuid", ""), call.ParamOr("code", "")))
    return Fail(kFlagFail, "图形验证码错误或已过期");
  std::vector<store::PhoneAccount> accounts;
  long long group_id = 0;
  {
    auto conn = s.db.Acquire();
    auto found = store::FindAccountsByVerifiedPhone(*conn, phone);
    if (!found.ok()) return FromStatus(found.status());
    accounts = std::move(*found);
    if (!accounts.empty()) group_id = accounts.front().group_id;
  }
  if (accounts.empty()) return Fail(kFlagFail, "该手机号未绑定任何账号，请使用账号密码登录");
  Status st = codes.SendCode(phone, kPurposeLogin, accounts.size() == 1 ? accounts.front().user_id : 0, group_id);
  if (!st.ok()) return FromStatus(st);
  boost::json::object obj;
  obj["phone"] = MaskPhone(phone);
  obj["interval"] = codes.resend_ms() / 1000;
  return Ok(std::move(obj));
}

net::HttpResponse SignedIn(ApiServices& s, const ApiCall& call, long long user_id) {
  auto token = SignInAs(s, user_id, call, "短信登录");
  if (!token.ok()) return FromStatus(token.status());
  boost::json::object obj;
  obj["sessionId"] = *token;
  net::HttpResponse res = Ok(std::move(obj));
  SetSessionCookie(res, call, *token);
  return res;
}

net::HttpResponse PhoneAuth(ApiServices& s, SmsCodeService& codes, PhoneAuthTickets& tickets, const ApiCall& call) {
  std::string phone;
  if (auto ticket = call.Param("authToken")) {
    auto taken = tickets.Take(*ticket, s.now());
    if (!taken) return Fail(kFlagFail, "验证已过期，请重新获取短信验证码");
    phone = *taken;
  } else {
    phone = call.ParamOr("phone", call.ParamOr("mobile", ""));
    if (!IsMobilePhone(phone)) return Fail(kFlagFail, "请输入正确的11位手机号");
    Status st = codes.Verify(phone, kPurposeLogin, call.ParamOr("smsCode", call.ParamOr("code", "")));
    if (!st.ok()) return FromStatus(st);
  }
  std::vector<store::PhoneAccount> accounts;
  {
    auto conn = s.db.Acquire();
    auto found = store::FindAccountsByVerifiedPhone(*conn, phone);
    if (!found.ok()) return FromStatus(found.status());
    accounts = std::move(*found);
  }
  if (accounts.empty()) return Fail(kFlagFail, "该手机号未绑定任何账号");
  long long chosen = call.IntParam("userId").value_or(0);
  if (accounts.size() == 1 && chosen == 0) chosen = accounts.front().user_id;
  for (const auto& a : accounts)
    if (a.user_id == chosen) return SignedIn(s, call, chosen);
  boost::json::array list;
  for (const auto& a : accounts) {
    boost::json::object o;
    o["userId"] = a.user_id;
    o["username"] = a.username;
    o["name"] = a.name.empty() ? a.username : a.name;
    o["groupName"] = a.group_name;
    list.push_back(std::move(o));
  }
  boost::json::object obj;
  obj["accounts"] = std::move(list);
  obj["authToken"] = tickets.Issue(phone, s.now());
  return Ok(std::move(obj));
}

net::HttpResponse AuthData(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  auto conn = s.db.Acquire();
  auto sec = store::GetAccountSecurity(*conn, session.scope(), session.user_id);
  if (!sec.ok()) return FromStatus(sec.status());
  auto wx = store::ListWxBindings(*conn, session.scope(), session.user_id);
  if (!wx.ok()) return FromStatus(wx.status());
  boost::json::object obj;
  obj["phone"] = MaskPhone(sec->phone);
  obj["phoneBound"] = sec->phone_verified && !sec->phone.empty() ? 1 : 0;
  boost::json::array list;
  for (const auto& b : *wx) {
    boost::json::object o;
    o["id"] = b.id;
    o["type"] = "wx";
    o["nickname"] = b.nickname;
    o["bindTime"] = FormatLocalTime(b.bound_at, s.options.utc_offset_minutes);
    list.push_back(std::move(o));
  }
  obj["wxList"] = std::move(list);
  return Ok(std::move(obj));
}

net::HttpResponse DelBinding(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  std::string type = call.ParamOr("type", "wx");
  auto conn = s.db.Acquire();
  auto sec = store::GetAccountSecurity(*conn, session.scope(), session.user_id);
  if (!sec.ok()) return FromStatus(sec.status());
  if (type == "phone") {
    if (Status st = store::ClearPhone(*conn, session.user_id); !st.ok()) return FromStatus(st);
    return Ok();
  }
  Status st = store::DeleteWxBinding(*conn, session.user_id, call.IntParam("id").value_or(0));
  return st.ok() ? Ok() : FromStatus(st);
}

net::HttpResponse Outbox(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  PageParams page = ReadPage(call, 20, 200);
  auto conn = s.db.Acquire();
  auto rows = store::ListSmsOutbox(*conn, session.scope(), call.ParamOr("phone", ""), page.page_number, page.page_size);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array data;
  for (const auto& r : rows->first) {
    boost::json::object o;
    o["id"] = r.id;
    o["phone"] = r.phone;
    o["content"] = r.content;
    o["purpose"] = r.purpose;
    o["provider"] = r.provider;
    o["status"] = r.status;
    o["error"] = r.error;
    o["username"] = r.username;
    o["createTime"] = FormatLocalTime(r.created_at, s.options.utc_offset_minutes);
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), rows->second, page));
}

// Test-only: the newest text sent to a phone and the code in it, as the phone would show it.
net::HttpResponse TestSmsOutbox(ApiServices& s, const ApiCall& call) {
  if (!s.options.test_hooks) return Fail(kFlagFail, "测试接口未开启", 403, 403);
  auto conn = s.db.Acquire();
  auto latest = store::LatestSmsText(*conn, call.ParamOr("phone", ""));
  if (!latest.ok()) return FromStatus(latest.status());
  if (!*latest) return Fail(kFlagFail, "没有发往该号码的短信");
  const std::string& content = **latest;
  std::string code;
  for (size_t i = 0; i + 6 <= content.size(); ++i) {
    bool digits = true;
    for (size_t j = i; j < i + 6 && digits; ++j) digits = content[j] >= '0' && content[j] <= '9';
    if (digits) {
      code = content.substr(i, 6);
      break;
    }
  }
  boost::json::object obj;
  obj["content"] = content;
  obj["code"] = code;
  return Ok(std::move(obj));
}

}  // namespace

void RegisterSmsRoutes(ApiRouter& router, ApiServices& s, SmsCodeService& codes) {
  static PhoneAuthTickets tickets;  // process-wide, like the captcha store
  auto send = [&s, &codes](ApiCall& c) { return SendLoginSms(s, codes, c); };
  router.Add("/oauth/sendLoginSms", Access::kPublic, send);
  router.Add("/car/v1/api/userAuth/sendLoginSms.json", Access::kPublic, send);
  router.Add("/car/v1/api/userAuth/phoneAuth.json", Access::kPublic,
             [&s, &codes](ApiCall& c) { return PhoneAuth(s, codes, tickets, c); });
  router.Add("/car/v1/api/userAuth/doGetAuthData.json", Access::kSession, [&s](ApiCall& c) { return AuthData(s, c); });
  router.Add("/car/v1/api/userAuth/delBangDing.json", Access::kSession, [&s](ApiCall& c) { return DelBinding(s, c); });
  router.Add("/car/v4/api/sms/outbox.json", Access::kAdmin, [&s](ApiCall& c) { return Outbox(s, c); },
             {.refusal = "无权查看短信发送记录"});
  router.Add("/test/smsOutbox", Access::kPublic, [&s](ApiCall& c) { return TestSmsOutbox(s, c); });
}

}  // namespace chelian::api
