// The 车辆资料 dialog's 保险信息 and 保养信息 tabs (v3-console-inventory §2.3 tabs 5–6, §3.5):
// queryInsuranceList (type 1 insurers, 3 kinds of cover), getInsuranceDate / insertInsuranceDate,
// getMaintain / maintenanceSettings. Reads need the vehicle in the caller's subtree; saves also the
// 修改车辆 button (160209); each save is logged. The saved records feed 保险报表 and 保养报表.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cmath>
#include <sstream>

#include "api/envelope.h"
#include "api/fleet/fleet_common.h"
#include "api/fleet/fleet_routes.h"
#include "core/clock.h"
#include "store/asset_repo.h"
#include "store/help_repo.h"
#include "store/operation_log_repo.h"
#include "store/vehicle_care_plan.h"

namespace chelian::api {
namespace {

constexpr char kCompanies[] = "insuranceCompany";
constexpr char kKinds[] = "insuranceKind";

const char* ListType(long long type) { return type == 1 ? kCompanies : type == 3 ? kKinds : nullptr; }

// The label of a code of `type`, or the text itself when it is already a label; empty when unknown.
std::string LabelOf(const std::vector<store::DictionaryItem>& items, const std::string& text) {
  for (const auto& i : items)
    if (i.code == text || i.label == text) return i.label;
  return "";
}

std::string CodeOf(const std::vector<store::DictionaryItem>& items, const std::string& label) {
  for (const auto& i : items)
    if (i.label == label) return i.code;
  return label;
}

net::HttpResponse InsuranceList(ApiServices& s, const ApiCall& call) {
  const char* type = ListType(call.IntParam("type").value_or(0));
  if (!type) return Fail(kFlagFail, "type 应为 1（保险公司）或 3（险种）");
  auto conn = s.db.Acquire();
  auto items = store::ListDictionary(*conn, type);
  if (!items.ok()) return FromStatus(items.status());
  boost::json::array out;
  for (const auto& i : *items) out.push_back({{"id", std::stoll(i.code)}, {"name", i.label}});
  return Ok(std::move(out));
}

Result<long long> VehicleId(const ApiCall& call) {
  if (!call.IntParamValid("vehicleId")) return InvalidArgument("vehicleId 应为整数");
  long long id = call.IntParam("vehicleId").value_or(0);
  if (id <= 0) return InvalidArgument("请选择车辆");
  return id;
}

// A required number ≥ 0 named `label` in the message.
Result<double> Number(const ApiCall& call, const char* name, const char* label) {
  auto text = call.Param(name);
  if (!text || text->empty()) return InvalidArgument(std::string("请填写") + label);
  std::istringstream in(*text);
  double v = 0;
  if (!(in >> v) || !in.eof() || !std::isfinite(v) || v < 0 || v > 1e9)
    return InvalidArgument(std::string(label) + "应为不小于 0 的数字");
  return v;
}

Result<long long> Date(const ApiCall& call, const char* name, const char* label, int offset) {
  auto text = call.Param(name);
  if (!text || text->empty()) return InvalidArgument(std::string("请选择") + label);
  auto ms = ParseLocalTime(*text, offset);
  if (!ms) return InvalidArgument(std::string(label) + "格式应为 yyyy-MM-dd");
  return *ms;
}

// The same local day `years` later (29 February → 28 February).
long long YearsLater(long long ms, int years, int offset) {
  std::string t = FormatLocalTime(ms, offset);  // yyyy-MM-dd HH:mm:ss
  std::string later = std::to_string(std::stoi(t.substr(0, 4)) + years) + t.substr(4);
  if (auto v = ParseLocalTime(later, offset)) return *v;
  later.replace(8, 2, "28");
  return ParseLocalTime(later, offset).value_or(ms);
}

// The policy's next renewal: the first anniversary of its registration that is not past yet (the
// previous console's rule — registration + 1 year + one year per renewal — for a registration date
// kept from the first policy, and one year on for a newly entered one).
long long NextAnniversary(long long registered_ms, long long now_ms, int offset) {
  int years = 1;
  long long next = YearsLater(registered_ms, years, offset);
  while (next < now_ms - 86'400'000 && years < 200) next = YearsLater(registered_ms, ++years, offset);
  return next;
}

std::string Day(long long ms, int offset) { return ms ? FormatLocalTime(ms, offset).substr(0, 10) : ""; }

Status Log(store::Connection& conn, const ApiCall& call, long long asset_id, const char* action, const char* detail,
           long long now) {
  const auto session = call.session();
  auto asset = store::GetAsset(conn, session.scope(), asset_id);
  if (!asset.ok()) return asset.status();
  return store::AppendOperation(conn, {session.user_id, session.username, session.group_id},
                                {action, asset->plate, asset_id, detail}, now);
}

net::HttpResponse GetMaintain(ApiServices& s, const ApiCall& call) {
  auto id = VehicleId(call);
  if (!id.ok()) return FromStatus(id.status());
  auto conn = s.db.Acquire();
  auto plan = store::GetMaintenancePlan(*conn, call.session().scope(), *id);
  if (!plan.ok()) return FromStatus(plan.status());
  if (!*plan) return Ok(boost::json::object{{"data", boost::json::object()}});  // nothing recorded yet
  const store::MaintenancePlan& p = **plan;
  int offset = s.options.utc_offset_minutes;
  return Ok(boost::json::object{{"data",
                                 {{"currentMileage", p.current_mileage},
                                  {"lastMileage", p.last_mileage},
                                  {"lastMaintainTime", Day(p.last_time, offset)},
                                  {"leadTime", p.lead_days},
                                  {"advanceKilometers", p.advance_km},
                                  {"remark", p.remark},
                                  {"nextTimeMaintainTime", Day(p.next_time, offset)},
                                  {"nextCurrentMileage", p.next_mileage}}}});
}

net::HttpResponse SaveMaintain(ApiServices& s, const ApiCall& call) {
  auto id = VehicleId(call);
  if (!id.ok()) return FromStatus(id.status());
  int offset = s.options.utc_offset_minutes;
  store::MaintenancePlan p;
  auto current = Number(call, "currentMileage", "当前里程");
  if (!current.ok()) return FromStatus(current.status());
  auto last = Number(call, "lastMileage", "上次保养里程");
  if (!last.ok()) return FromStatus(last.status());
  auto when = Date(call, "lastMaintainTime", "上次保养时间", offset);
  if (!when.ok()) return FromStatus(when.status());
  auto lead = Number(call, "leadTime", "提前提醒天数");
  if (!lead.ok()) return FromStatus(lead.status());
  auto advance = Number(call, "advanceKilometers", "提前提醒公里数");
  if (!advance.ok()) return FromStatus(advance.status());
  if (*lead > 366) return Fail(kFlagFail, "提前提醒天数不能超过 366 天");
  p.current_mileage = *current;
  p.last_mileage = *last;
  p.last_time = *when;
  p.lead_days = static_cast<int>(*lead);
  p.advance_km = *advance;
  p.remark = call.Param("remark").value_or("");
  if (p.remark.size() > 600) return Fail(kFlagFail, "备注过长");
  p.next_time = YearsLater(p.last_time, 1, offset);  // the rule: every year or 10,000 km
  p.next_mileage = p.last_mileage + store::kServiceEveryKm;
  auto conn = s.db.Acquire();
  long long now = s.now();
  Result<store::MaintenancePlan> saved = store::MaintenancePlan{};
  Status st = store::InTransaction(*conn, [&]() -> Status {
    saved = store::SaveMaintenancePlan(*conn, call.session().scope(), *id, p, now);
    if (!saved.ok()) return saved.status();
    return Log(*conn, call, *id, "vehicle.maintain", "保养设置", now);
  });
  if (!st.ok()) return FromStatus(st);
  return Ok();
}

net::HttpResponse GetInsurance(ApiServices& s, const ApiCall& call) {
  auto id = VehicleId(call);
  if (!id.ok()) return FromStatus(id.status());
  auto conn = s.db.Acquire();
  auto policy = store::GetInsurancePolicy(*conn, call.session().scope(), *id);
  if (!policy.ok()) return FromStatus(policy.status());
  if (!*policy) return Ok(boost::json::object{{"data", boost::json::object()}});  // nothing recorded yet
  auto companies = store::ListDictionary(*conn, kCompanies);
  auto kinds = store::ListDictionary(*conn, kKinds);
  if (!companies.ok() || !kinds.ok()) return Fail(kFlagFail, "读取保险信息失败");
  const store::InsurancePolicy& p = **policy;
  std::string kind_codes;
  std::istringstream list(p.kinds);
  for (std::string k; std::getline(list, k, ',');) kind_codes += (kind_codes.empty() ? "" : ",") + CodeOf(*kinds, k);
  int offset = s.options.utc_offset_minutes;
  return Ok(boost::json::object{{"data",
                                 {{"type", p.first_time},
                                  {"loginTime", Day(p.login_time, offset)},
                                  {"leadTime", p.lead_days},
                                  {"insuranceType", kind_codes},
                                  {"insuranceCompany", CodeOf(*companies, p.company)},
                                  {"amountMoney", p.amount},
                                  {"remark", p.remark},
                                  {"renewalsNums", p.renewals},
                                  {"nestTimeInsuranceTime", Day(p.next_time, offset)}}}});
}

net::HttpResponse SaveInsurance(ApiServices& s, const ApiCall& call) {
  auto id = VehicleId(call);
  if (!id.ok()) return FromStatus(id.status());
  int offset = s.options.utc_offset_minutes;
  auto conn = s.db.Acquire();
  auto companies = store::ListDictionary(*conn, kCompanies);
  auto kinds = store::ListDictionary(*conn, kKinds);
  if (!companies.ok() || !kinds.ok()) return Fail(kFlagFail, "读取保险信息失败");
  store::InsurancePolicy p;
  long long type = call.IntParam("type").value_or(0);
  if (type != 1 && type != 2) return Fail(kFlagFail, "请选择是否首保");
  p.first_time = static_cast<int>(type);
  auto when = Date(call, "loginTime", "登记日期", offset);
  if (!when.ok()) return FromStatus(when.status());
  p.login_time = *when;
  p.company = LabelOf(*companies, call.Param("insuranceCompany").value_or(""));
  if (p.company.empty()) return Fail(kFlagFail, "请选择保险公司");
  auto lead = Number(call, "leadTime", "提醒日期");
  if (!lead.ok()) return FromStatus(lead.status());
  if (*lead > 366) return Fail(kFlagFail, "提醒日期不能超过 366 天");
  p.lead_days = static_cast<int>(*lead);
  std::istringstream list(call.Param("insuranceType").value_or(""));
  for (std::string k; std::getline(list, k, ',');) {
    if (k.empty()) continue;
    std::string label = LabelOf(*kinds, k);
    if (label.empty()) return Fail(kFlagFail, "险种不存在：" + k);
    p.kinds += (p.kinds.empty() ? "" : ",") + label;
  }
  if (p.kinds.empty()) return Fail(kFlagFail, "请选择险种明细");
  auto amount = Number(call, "amountMoney", "总金额");
  if (!amount.ok()) return FromStatus(amount.status());
  p.amount = *amount;
  p.remark = call.Param("remark").value_or("");
  if (p.remark.size() > 600) return Fail(kFlagFail, "备注过长");
  long long now = s.now();
  Result<store::InsurancePolicy> saved = store::InsurancePolicy{};
  Status st = store::InTransaction(*conn, [&]() -> Status {
    auto earlier = store::GetInsurancePolicy(*conn, call.session().scope(), *id);
    if (!earlier.ok()) return earlier.status();
    p.renewals = *earlier ? (*earlier)->renewals + 1 : 0;
    p.next_time = NextAnniversary(p.login_time, now, offset);
    saved = store::SaveInsurancePolicy(*conn, call.session().scope(), *id, p, now);
    if (!saved.ok()) return saved.status();
    return Log(*conn, call, *id, "vehicle.insurance", "保险登记", now);
  });
  if (!st.ok()) return FromStatus(st);
  return Ok();
}

}  // namespace

void RegisterFleetCareRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v1/api/monitor/queryInsuranceList", Access::kSession,
             [&s](ApiCall& c) { return InsuranceList(s, c); });
  router.Add("/car/v1/api/maintain/getMaintain.json", Access::kSession, [&s](ApiCall& c) { return GetMaintain(s, c); });
  router.Add("/car/v1/api/maintain/maintenanceSettings.json", Access::kSession,
             [&s](ApiCall& c) { return SaveMaintain(s, c); }, {.button = fleet::kButtonEditVehicle});
  router.Add("/car/v1/api/insurance/getInsuranceDate.json", Access::kSession,
             [&s](ApiCall& c) { return GetInsurance(s, c); });
  router.Add("/car/v1/api/insurance/insertInsuranceDate.json", Access::kSession,
             [&s](ApiCall& c) { return SaveInsurance(s, c); }, {.button = fleet::kButtonEditVehicle});
}

}  // namespace chelian::api
