// 风险合同 (scores with evidence), 车辆利用率 (rented, idle, in repair, lost per group; a bike's
// mark) and 处置策略 (the graded actions of a company) over the caller's subtree.
#include <algorithm>
#include <boost/json/array.hpp>

#include "api/envelope.h"
#include "api/lease/lease_json.h"
#include "api/lease/lease_routes.h"
#include "api/paging.h"
#include "core/clock.h"
#include "core/strings.h"
#include "lease/lease_risk.h"
#include "store/lease_fleet_repo.h"
#include "store/operation_log_repo.h"

namespace chelian::api::lease_api {
namespace {

constexpr long long kButtonBikeState = 90230501;
constexpr long long kButtonPolicy = 90230601;
constexpr long long kRiskWindowMs = 30 * 86'400'000LL;  // alarms of the last 30 days count

net::HttpResponse Risk(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 20, 200);
  const int min_level = static_cast<int>(call.IntParam("level").value_or(1));  // default: 中 and 高
  const long long now = s.now();
  auto conn = s.db.Acquire();
  auto facts = store::LoadLeaseRiskFacts(*conn, call.session().scope(), now - kRiskWindowMs);
  if (!facts.ok()) return FromStatus(facts.status());
  struct Scored {
    const store::LeaseRiskFacts* f;
    lease::RiskScore r;
  };
  std::vector<Scored> rows;
  for (const auto& f : *facts) {
    lease::RiskScore r = lease::ScoreRisk(f, now);
    if (r.level >= min_level) rows.push_back({&f, std::move(r)});
  }
  std::stable_sort(rows.begin(), rows.end(), [](const Scored& a, const Scored& b) { return a.r.score > b.r.score; });
  const int utc = s.options.utc_offset_minutes;
  boost::json::array data;
  const size_t from = static_cast<size_t>(page.page_number - 1) * page.page_size;
  for (size_t i = from; i < rows.size() && i < from + page.page_size; ++i) {
    const auto& [f, r] = rows[i];
    boost::json::object o;
    o["contractId"] = f->contract_id;
    o["contractNo"] = f->contract_no;
    o["riderName"] = f->rider_name;
    o["plate"] = f->plate;
    o["groupName"] = f->group_name;
    o["overdueDays"] = f->overdue_days;
    o["score"] = r.score;
    o["level"] = r.level;
    o["levelText"] = lease::RiskLevelText(r.level);
    o["lastTime"] = f->last_recv > 0 ? FormatLocalTime(f->last_recv, utc) : std::string();
    o["lat"] = f->last_lat;
    o["lon"] = f->last_lon;
    boost::json::array evidence;
    for (const auto& e : r.evidence) {
      boost::json::object ev;
      ev["kind"] = e.kind;
      ev["text"] = e.text;
      ev["points"] = e.points;
      ev["time"] = e.time > 0 ? FormatLocalTime(e.time, utc) : std::string();
      evidence.push_back(std::move(ev));
    }
    o["evidence"] = std::move(evidence);
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), static_cast<long long>(rows.size()), page));
}

net::HttpResponse Utilisation(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto groups = store::CountLeaseUtilisation(*conn, call.session().scope());
  if (!groups.ok()) return FromStatus(groups.status());
  store::LeaseUtilisation total;
  boost::json::array rows;
  auto json = [](const store::LeaseUtilisation& u) {
    boost::json::object o;
    o["groupId"] = u.group_id;
    o["groupName"] = u.group_name;
    o["rented"] = u.rented;
    o["idle"] = u.idle;
    o["repair"] = u.repair;
    o["lost"] = u.lost;
    const long long all = u.rented + u.idle + u.repair + u.lost;
    o["total"] = all;
    // 利用率: rented over the bikes that could be rented (lost ones cannot).
    const long long usable = all - u.lost;
    o["rate"] = usable > 0 ? static_cast<double>(u.rented * 1000 / usable) / 10.0 : 0.0;
    return o;
  };
  for (const auto& g : *groups) {
    total.rented += g.rented;
    total.idle += g.idle;
    total.repair += g.repair;
    total.lost += g.lost;
    rows.push_back(json(g));
  }
  boost::json::object o;
  o["total"] = json(total);
  o["groups"] = std::move(rows);
  return Ok(std::move(o));
}

net::HttpResponse BikeState(ApiServices& s, const ApiCall& call) {
  auto bike = call.IntParam("vehicleId");
  auto state = call.IntParam("state");
  if (!bike) return Fail(kFlagFail, "请选择车辆");
  if (!state || (*state != 0 && *state != 2 && *state != 3)) return Fail(kFlagFail, "请选择车辆状态");
  auto conn = s.db.Acquire();
  const long long now = s.now();
  const auto& session = call.session();
  Status st = store::InTransaction(*conn, [&]() -> Status {
    if (Status set = store::SetLeaseBikeState(*conn, session.scope(), *bike, static_cast<int>(*state), now); !set.ok())
      return set;
    static constexpr const char* kNames[] = {"恢复运营", "", "标记维修中", "标记丢失"};
    return store::AppendOperation(*conn, {session.user_id, session.username, session.group_id},
                                  {"lease.bike.state", "", *bike, kNames[*state]}, now);
  });
  return st.ok() ? Ok() : FromStatus(st);
}

long long GroupOf(const ApiCall& call) { return call.IntParam("groupId").value_or(call.session().group_id); }

net::HttpResponse PolicyGet(ApiServices& s, const ApiCall& call) {
  const long long group = GroupOf(call);
  auto conn = s.db.Acquire();
  auto p = store::EffectivePolicy(*conn, call.session().scope(), group);
  if (!p.ok()) return FromStatus(p.status());
  boost::json::object o = PolicyJson(*p);
  o["groupId"] = group;
  o["own"] = p->group_id == group ? 1 : 0;  // 0: inherited from a parent company, or the default
  return Ok(std::move(o));
}

net::HttpResponse PolicySave(ApiServices& s, const ApiCall& call) {
  store::LeasePolicyRow p;
  p.group_id = GroupOf(call);
  auto num = [&](const char* name, int& out, int lo, int hi) {
    auto v = call.IntParam(name);
    if (!v || *v < lo || *v > hi) return false;
    out = static_cast<int>(*v);
    return true;
  };
  if (!num("graceDays", p.grace_days, 0, 90) || !num("notifyDays", p.notify_days, 0, 365) ||
      !num("voiceDays", p.voice_days, 0, 365) || !num("limitDays", p.limit_days, 0, 365) ||
      !num("lockDays", p.lock_days, 0, 365))
    return Fail(kFlagFail, "天数应为0到365之间的整数（宽限期不超过90天）");
  if (!num("limitSpeed", p.limit_kmh, 1, 25) || !num("normalSpeed", p.normal_kmh, 1, 60) ||
      !num("lockMaxSpeed", p.lock_max_kmh, 0, 20))
    return Fail(kFlagFail, "限速应为1到25km/h，恢复速度1到60km/h，锁车车速上限0到20km/h");
  // The grades in order: each one that is on comes no earlier than the one before it.
  int last = 0;
  for (int d : {p.notify_days, p.voice_days, p.limit_days, p.lock_days}) {
    if (d == 0) continue;
    if (d < last) return Fail(kFlagFail, "各级处置的逾期天数应逐级递增");
    last = d;
  }
  p.enabled = call.IntParam("enabled").value_or(1) != 0;
  p.voice_text = std::string(Trim(call.ParamOr("voiceText", "")));
  if (p.voice_text.empty() || p.voice_text.size() > 300) return Fail(kFlagFail, "请输入语音警告内容（不超过100个字）");
  auto conn = s.db.Acquire();
  const long long now = s.now();
  const auto& session = call.session();
  Status st = store::InTransaction(*conn, [&]() -> Status {
    if (Status saved = store::SaveLeasePolicy(*conn, session.scope(), p, now); !saved.ok()) return saved;
    return store::AppendOperation(*conn, {session.user_id, session.username, session.group_id},
                                  {"lease.policy", "", 0, "修改逾期处置策略"}, now);
  });
  return st.ok() ? Ok() : FromStatus(st);
}

}  // namespace

void RegisterOverviewRoutes(ApiRouter& r, ApiServices& s) {
  const std::string p = kLeasePrefix;
  r.Add(p + "risk/page.json", Access::kSession, [&s](ApiCall& c) { return Risk(s, c); });
  r.Add(p + "utilisation.json", Access::kSession, [&s](ApiCall& c) { return Utilisation(s, c); });
  r.Add(p + "bike/state.json", Access::kSession, [&s](ApiCall& c) { return BikeState(s, c); },
        {.button = kButtonBikeState});
  r.Add(p + "policy/get.json", Access::kSession, [&s](ApiCall& c) { return PolicyGet(s, c); });
  r.Add(p + "policy/save.json", Access::kSession, [&s](ApiCall& c) { return PolicySave(s, c); },
        {.button = kButtonPolicy});
}

}  // namespace chelian::api::lease_api

namespace chelian::api {

void RegisterLeaseRoutes(ApiRouter& router, ApiServices& services, lease::LeaseJob& job) {
  lease_api::RegisterContractRoutes(router, services, job);
  lease_api::RegisterPaymentRoutes(router, services, job);
  lease_api::RegisterOverviewRoutes(router, services);
}

}  // namespace chelian::api
