// 合同管理: the contracts of the caller's subtree — list, one with its plan, payments and actions,
// add (the plan's due items generated), edit the rider, terminate, delete; the e-bikes to pick.
#include <algorithm>
#include <boost/json/array.hpp>

#include "api/envelope.h"
#include "api/lease/lease_json.h"
#include "api/lease/lease_routes.h"
#include "api/paging.h"
#include "core/clock.h"
#include "core/strings.h"
#include "lease/money.h"
#include "lease/rider_id.h"
#include "store/lease_fleet_repo.h"
#include "store/lease_repo.h"
#include "store/operation_log_repo.h"

namespace chelian::api::lease_api {
namespace {

constexpr long long kButtonAdd = 90230101;
constexpr long long kButtonEdit = 90230102;
constexpr long long kButtonTerminate = 90230103;
constexpr int kMaxTerm = 260;  // five years of weeks

store::Actor ActorOf(const ApiCall& call) {
  const auto& s = call.session();
  return {s.user_id, s.username, s.group_id};
}

std::string Text(const ApiCall& call, const char* name) {
  auto v = call.Param(name);
  return v ? std::string(Trim(*v)) : std::string();
}

// The rider's fields, checked. On an edit `stored_id_no` is the number on file: the masked form of
// it, as the form shows it, keeps it. Errors: InvalidArgument with the Chinese reason.
Status ReadRider(const ApiCall& call, store::LeaseContract& c, const std::string& stored_id_no = "") {
  c.rider_name = Text(call, "riderName");
  c.rider_id_no = Text(call, "riderIdNo");
  c.rider_phone = Text(call, "riderPhone");
  c.remark = Text(call, "remark");
  if (!stored_id_no.empty() && c.rider_id_no == lease::MaskIdNumber(stored_id_no)) c.rider_id_no = stored_id_no;
  if (c.rider_name.empty() || c.rider_name.size() > 60) return InvalidArgument("请输入承租人姓名（不超过20个字）");
  if (!lease::ValidIdNumber(c.rider_id_no)) return InvalidArgument("身份证号格式不正确");
  if (c.rider_phone.size() != 11 || c.rider_phone[0] != '1' ||
      c.rider_phone.find_first_not_of("0123456789") != std::string::npos)
    return InvalidArgument("手机号格式不正确");
  if (c.remark.size() > 600) return InvalidArgument("备注不能超过200个字");
  return Status::Ok();
}

net::HttpResponse Page(ApiServices& s, const ApiCall& call, bool collections) {
  PageParams page = ReadPage(call, 20, 200);
  store::LeaseContractQuery q;
  q.status = static_cast<int>(call.IntParam("status").value_or(0));
  q.keyword = Text(call, "keyword");
  q.group_id = call.IntParam("groupId").value_or(0);
  q.collections = collections;
  q.page = page.page_number;
  q.page_size = page.page_size;
  auto conn = s.db.Acquire();
  auto rows = store::PageLeaseContracts(*conn, call.session().scope(), q);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array data;
  for (const auto& c : rows->rows) {
    boost::json::object o = ContractJson(c, s.options.utc_offset_minutes);
    if (collections) {  // 催收: the last action taken
      auto actions = store::ListLeaseActions(*conn, c.id, 1);
      if (actions.ok() && !actions->empty()) {
        o["lastAction"] = lease::ActionText(static_cast<lease::ActionKind>(actions->front().action));
        o["lastActionTime"] = FormatLocalTime(actions->front().created_at, s.options.utc_offset_minutes);
        o["lastActionResult"] = actions->front().result;
      }
    }
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), rows->total, page));
}

net::HttpResponse Get(ApiServices& s, const ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择合同");
  auto conn = s.db.Acquire();
  auto c = store::GetLeaseContract(*conn, call.session().scope(), *id);
  if (!c.ok()) return FromStatus(c.status());
  auto dues = store::ListLeaseDues(*conn, *id);
  auto payments = store::ListContractPayments(*conn, *id);
  auto actions = store::ListLeaseActions(*conn, *id, 100);
  if (!dues.ok() || !payments.ok() || !actions.ok()) return Fail(kFlagFail, "读取合同失败，请稍后再试");
  const int utc = s.options.utc_offset_minutes;
  boost::json::object o = ContractJson(*c, utc);
  // Each due item with what covers it (payments allocated oldest first).
  long long left = c->paid_amount;
  boost::json::array plan;
  for (const auto& d : *dues) {
    boost::json::object row;
    row["seq"] = d.seq;
    row["dueTime"] = LocalDate(d.due_at, utc);
    row["amount"] = lease::FormatYuan(d.amount);
    const long long covered = std::min(left, d.amount);
    left -= covered;
    row["paid"] = lease::FormatYuan(covered);
    row["state"] = covered >= d.amount ? 1 : (d.due_at <= s.now() ? 2 : 0);  // 1 已付, 2 未付已到期, 0 未到期
    plan.push_back(std::move(row));
  }
  o["plan"] = std::move(plan);
  boost::json::array paid, done;
  for (const auto& p : *payments) paid.push_back(PaymentJson(p, utc));
  for (const auto& a : *actions) done.push_back(ActionJson(a, utc));
  o["payments"] = std::move(paid);
  o["actions"] = std::move(done);
  return Ok(std::move(o));
}

net::HttpResponse Add(ApiServices& s, lease::LeaseJob& job, const ApiCall& call) {
  store::LeaseContract c;
  if (Status st = ReadRider(call, c); !st.ok()) return FromStatus(st);
  c.contract_no = Text(call, "contractNo");
  if (c.contract_no.empty() || c.contract_no.size() > 40) return Fail(kFlagFail, "请输入合同编号（不超过40个字符）");
  auto bike = call.IntParam("vehicleId");
  if (!bike) return Fail(kFlagFail, "请选择车辆");
  c.asset_id = *bike;
  auto start = ParseLocalTime(Text(call, "startTime"), s.options.utc_offset_minutes);
  if (!start) return Fail(kFlagFail, "请选择起租日期");
  c.start_at = *start;
  c.term = static_cast<int>(call.IntParam("term").value_or(0));
  if (c.term < 1 || c.term > kMaxTerm) return Fail(kFlagFail, "租期应为1到260期");
  c.period = static_cast<int>(call.IntParam("period").value_or(1));
  if (c.period != 1 && c.period != 2) return Fail(kFlagFail, "请选择付款周期");
  auto rent = lease::ParseYuan(Text(call, "rent"));
  if (!rent || *rent <= 0) return Fail(kFlagFail, "租金应为大于0的金额（最多两位小数）");
  c.rent = *rent;
  auto deposit = lease::ParseYuan(Text(call, "deposit").empty() ? "0" : Text(call, "deposit"));
  if (!deposit) return Fail(kFlagFail, "押金金额格式不正确");
  c.deposit = *deposit;
  std::vector<store::LeaseDueRow> dues;
  int seq = 0;
  for (const auto& d :
       lease::PlanDues(c.start_at, c.term, static_cast<lease::Period>(c.period), c.rent, s.options.utc_offset_minutes))
    dues.push_back({++seq, d.due_at, d.amount});
  const long long now = s.now();
  auto conn = s.db.Acquire();
  Result<long long> id = Internal("");
  Status st = store::InTransaction(*conn, [&]() -> Status {
    id = store::InsertLeaseContract(*conn, call.session().scope(), c, dues, now);
    if (!id.ok()) return id.status();
    auto saved = store::GetLeaseContract(*conn, call.session().scope(), *id);
    if (!saved.ok()) return saved.status();
    return store::AppendOperation(
        *conn, ActorOf(call),
        {"lease.contract.add", saved->plate, c.asset_id, "新增租赁合同" + c.contract_no + "（" + c.rider_name + "）"},
        now);
  });
  if (!st.ok()) return FromStatus(st);
  (void)job.EvaluateContract(*id);  // its status at once (an old start date may be overdue already)
  boost::json::object o;
  o["id"] = *id;
  return Ok(std::move(o));
}

net::HttpResponse Update(ApiServices& s, const ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择合同");
  auto conn = s.db.Acquire();
  auto old = store::GetLeaseContract(*conn, call.session().scope(), *id);
  if (!old.ok()) return FromStatus(old.status());
  store::LeaseContract c;
  if (Status st = ReadRider(call, c, old->rider_id_no); !st.ok()) return FromStatus(st);
  const long long now = s.now();
  Status st = store::InTransaction(*conn, [&]() -> Status {
    if (Status u = store::UpdateLeaseRider(*conn, call.session().scope(), *id, c, now); !u.ok()) return u;
    return store::AppendOperation(*conn, ActorOf(call),
                                  {"lease.contract.edit", old->plate, old->asset_id, "修改租赁合同" + old->contract_no},
                                  now);
  });
  return st.ok() ? Ok() : FromStatus(st);
}

// 终止 (terminate=true) or 删除 (a contract without payments).
net::HttpResponse End(ApiServices& s, lease::LeaseJob& job, const ApiCall& call, bool terminate) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择合同");
  auto conn = s.db.Acquire();
  auto old = store::GetLeaseContract(*conn, call.session().scope(), *id);
  if (!old.ok()) return FromStatus(old.status());
  const long long now = s.now();
  Status st = store::InTransaction(*conn, [&]() -> Status {
    Status done = terminate ? store::TerminateLeaseContract(*conn, call.session().scope(), *id, now)
                            : store::DeleteLeaseContract(*conn, call.session().scope(), *id);
    if (!done.ok()) return done;
    return store::AppendOperation(
        *conn, ActorOf(call),
        {terminate ? "lease.contract.terminate" : "lease.contract.delete", old->plate, old->asset_id,
         std::string(terminate ? "终止" : "删除") + "租赁合同" + old->contract_no},
        now);
  });
  if (!st.ok()) return FromStatus(st);
  if (terminate) (void)job.EvaluateContract(*id);
  return Ok();
}

// The e-bikes of the subtree with their state, for the contract form and 车辆利用率.
net::HttpResponse Bikes(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto bikes = store::ListLeaseBikes(*conn, call.session().scope());
  if (!bikes.ok()) return FromStatus(bikes.status());
  static constexpr const char* kStates[] = {"空闲", "租用中", "维修中", "丢失"};
  boost::json::array out;
  for (const auto& b : *bikes) {
    boost::json::object o;
    o["vehicleId"] = b.asset_id;
    o["plate"] = b.plate;
    o["groupId"] = b.group_id;
    o["groupName"] = b.group_name;
    o["terminalNo"] = b.terminal_no;
    o["state"] = b.state;
    o["stateText"] = kStates[b.state];
    out.push_back(std::move(o));
  }
  return Ok(std::move(out));
}

}  // namespace

void RegisterContractRoutes(ApiRouter& r, ApiServices& s, lease::LeaseJob& job) {
  const std::string p = std::string(kLeasePrefix) + "contract/";
  r.Add(p + "page.json", Access::kSession, [&s](ApiCall& c) { return Page(s, c, false); });
  r.Add(std::string(kLeasePrefix) + "collection/page.json", Access::kSession,
        [&s](ApiCall& c) { return Page(s, c, true); });
  r.Add(p + "get.json", Access::kSession, [&s](ApiCall& c) { return Get(s, c); });
  r.Add(p + "add.json", Access::kSession, [&s, &job](ApiCall& c) { return Add(s, job, c); }, {.button = kButtonAdd});
  r.Add(p + "update.json", Access::kSession, [&s](ApiCall& c) { return Update(s, c); }, {.button = kButtonEdit});
  r.Add(p + "terminate.json", Access::kSession, [&s, &job](ApiCall& c) { return End(s, job, c, true); },
        {.button = kButtonTerminate});
  r.Add(p + "delete.json", Access::kSession, [&s, &job](ApiCall& c) { return End(s, job, c, false); },
        {.button = kButtonTerminate});
  r.Add(std::string(kLeasePrefix) + "bikes.json", Access::kSession, [&s](ApiCall& c) { return Bikes(s, c); });
}

}  // namespace chelian::api::lease_api
