// 安装人员管理 (v3-console-inventory §2.7 1607, §3.9 /car/v1/worksheet/installWorker/…;
// docs/worksheets.md): the installers of the caller's scope with their order counts, add / edit /
// delete (marked 已离职). The password is stored as an argon2id hash and answered masked (`******`).
// Refused while the caller's 系统设置 switch 11 (工单模块) is off.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cctype>

#include "api/accounts/account_access.h"
#include "api/envelope.h"
#include "api/paging.h"
#include "api/renewal/renewal_common.h"
#include "api/renewal/renewal_routes.h"
#include "auth/password.h"
#include "core/clock.h"
#include "core/strings.h"
#include "store/worksheet_repo.h"

namespace chelian::api {
namespace {

namespace json = boost::json;
using accounts::Chars;
using accounts::TextParam;
using renewal::ActorOf;

constexpr long long kPage = 901207;              // 安装人员管理 (reads)
constexpr long long kButtonAdd = 160702;         // 新建人员
constexpr long long kButtonEdit = 160703;        // 修改
constexpr long long kButtonDelete = 160704;      // 删除
constexpr long long kButtonDeleteMany = 160705;  // 批量删除
constexpr char kMask[] = "******";               // what `password` answers: never the password

bool Alnum(const std::string& s) {
  for (unsigned char c : s)
    if (!std::isalnum(c)) return false;
  return true;
}

// The form: 人员姓名 2–4 characters, 联系方式, 账号 beginning with a letter (letters and digits,
// ≤ 32), 密码 letters or digits 6–12 (required on add; empty or the mask on edit keeps it).
Result<store::WorkerFields> ReadForm(const ApiCall& call, bool adding, std::string* password) {
  store::WorkerFields f;
  f.name = TextParam(call, "name").value_or("");
  f.phone = TextParam(call, "phone").value_or("");
  f.username = TextParam(call, "username").value_or("");
  f.remark = TextParam(call, "remark").value_or("");
  *password = call.ParamOr("password", "");
  if (Chars(f.name) < 2 || Chars(f.name) > 4) return InvalidArgument("人员姓名需为2-4个字");
  if (f.phone.empty()) return InvalidArgument("请输入联系方式");
  if (f.phone.size() > 20 || f.phone.find_first_not_of("0123456789-+ ") != std::string::npos)
    return InvalidArgument("联系方式格式不正确");
  if (f.username.empty() || f.username.size() > 32 || !std::isalpha(static_cast<unsigned char>(f.username[0])) ||
      !Alnum(f.username))
    return InvalidArgument("账号需以英文字母开头，由字母和数字组成");
  if (Chars(f.remark) > 200) return InvalidArgument("备注信息不能超过200个字");
  if (!adding && (password->empty() || *password == kMask)) {
    password->clear();
  } else if (password->size() < 6 || password->size() > 12 || !Alnum(*password)) {
    return InvalidArgument("密码需为6-12位英文或数字");
  }
  return f;
}

net::HttpResponse PageWorkers(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 10, 500);
  store::WorkerQuery q;
  q.name = std::string(Trim(call.ParamOr("name", "")));
  auto from = renewal::TimeParam(call, "startTime", s.options.utc_offset_minutes);
  if (!from.ok()) return FromStatus(from.status());
  auto to = renewal::TimeParam(call, "endTime", s.options.utc_offset_minutes);
  if (!to.ok()) return FromStatus(to.status());
  q.from = *from;
  q.to = *to;
  q.limit = page.page_size;
  q.offset = (page.page_number - 1) * page.page_size;
  auto conn = s.db.Acquire();
  auto rows = store::QueryWorkers(*conn, call.session().scope(), q);
  if (!rows.ok()) return FromStatus(rows.status());
  json::array data;
  for (const auto& w : rows->rows)
    data.push_back(json::object{{"userId", w.id},
                                {"name", w.name},
                                {"phone", w.phone},
                                {"username", w.username},
                                {"password", kMask},
                                {"createTime", FormatLocalTime(w.created_at, s.options.utc_offset_minutes)},
                                {"allCounts", w.all_counts},
                                {"processiveCounts", w.to_install},
                                {"confirmCounts", w.to_confirm},
                                {"remark", w.remark},
                                {"flag", w.flag}});
  return Ok(PageObject(std::move(data), rows->total, page));
}

net::HttpResponse SaveWorker(ApiServices& s, const ApiCall& call) {
  std::string password;
  auto f = ReadForm(call, true, &password);
  if (!f.ok()) return FromStatus(f.status());
  {
    auto conn = s.db.Acquire();
    auto taken = store::WorkerUsernameTaken(*conn, f->username, 0);
    if (!taken.ok()) return FromStatus(taken.status());
    if (*taken) return Fail(kFlagFail, "账号已存在: " + f->username);
  }
  auto hash = auth::HashPassword(password);  // no connection held meanwhile
  if (!hash.ok()) return FromStatus(hash.status());
  f->password_hash = *hash;
  auto conn = s.db.Acquire();
  auto id = store::CreateWorker(*conn, ActorOf(call), *f, s.now());
  if (!id.ok()) return FromStatus(id.status());
  return Ok(json::object{{"userId", *id}, {"name", f->name}, {"username", f->username}, {"password", kMask}});
}

net::HttpResponse UpdateWorker(ApiServices& s, const ApiCall& call) {
  std::string password;
  auto f = ReadForm(call, false, &password);
  if (!f.ok()) return FromStatus(f.status());
  const long long id = call.IntParam("userId").value_or(0);
  {
    auto conn = s.db.Acquire();
    auto w = store::GetWorker(*conn, call.session().scope(), id);
    if (!w.ok()) return FromStatus(w.status());
    auto taken = store::WorkerUsernameTaken(*conn, f->username, id);
    if (!taken.ok()) return FromStatus(taken.status());
    if (*taken) return Fail(kFlagFail, "账号已存在: " + f->username);
  }
  if (!password.empty()) {
    auto hash = auth::HashPassword(password);
    if (!hash.ok()) return FromStatus(hash.status());
    f->password_hash = *hash;
  }
  auto conn = s.db.Acquire();
  if (Status st = store::UpdateWorker(*conn, call.session().scope(), ActorOf(call), id, *f, s.now()); !st.ok())
    return FromStatus(st);
  return Ok();
}

net::HttpResponse DeleteWorker(ApiServices& s, const ApiCall& call) {
  const long long id = call.IntParam("userId").value_or(0);
  auto conn = s.db.Acquire();
  if (Status st = store::RetireWorkers(*conn, call.session().scope(), ActorOf(call), {id}, s.now()); !st.ok())
    return FromStatus(st);
  return Ok();
}

net::HttpResponse DeleteWorkers(ApiServices& s, const ApiCall& call) {
  auto ids = accounts::IdListParam(call, "userIds");
  if (ids.size() > 500) return Fail(kFlagFail, "一次最多删除500人");
  auto conn = s.db.Acquire();
  if (Status st = store::RetireWorkers(*conn, call.session().scope(), ActorOf(call), ids, s.now()); !st.ok())
    return FromStatus(st);
  return Ok();
}

}  // namespace

void RegisterInstallerRoutes(ApiRouter& router, ApiServices& s) {
  const std::string p = "/car/v1/worksheet/installWorker/";
  router.Add(p + "pageInstallWorkerListByCondition.json", Access::kSession, renewal::WithWorkOrders(s, PageWorkers),
             {.button = kPage});
  router.Add(p + "saveInstallWorker.json", Access::kSession, renewal::WithWorkOrders(s, SaveWorker),
             {.work = Work::kPassword, .button = kButtonAdd});
  router.Add(p + "updateInstallWorker.json", Access::kSession, renewal::WithWorkOrders(s, UpdateWorker),
             {.work = Work::kPassword, .button = kButtonEdit});
  router.Add(p + "deleteInstallWorker.json", Access::kSession, renewal::WithWorkOrders(s, DeleteWorker),
             {.button = kButtonDelete});
  router.Add(p + "deleteInstallWorkers.json", Access::kSession, renewal::WithWorkOrders(s, DeleteWorkers),
             {.button = kButtonDeleteMany});
}

}  // namespace chelian::api
