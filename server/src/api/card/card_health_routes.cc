// 健康数据 (docs/card.md): health/list.json {groupId?, keyword?, pageNumber, pageSize} → page of people
// with the latest value of each kind {heartRate, bloodPressure "120/80", spo2, temperature 36.5, each with
// …Time and …Alarm 0/1}; health/series.json {id, startDay?, endDay? (yyyy-MM-dd, at most 31 days; default
// the last 7)} → {threshold (the person's group, 智能工牌), data:[{time, heartRate, systolic, diastolic,
// spo2, temperature, alarms}]}. Inside the caller's subtree; absent values are "".
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cstdio>

#include "api/card/card_params.h"
#include "api/card/card_routes.h"
#include "api/envelope.h"
#include "api/health/health_routes.h"
#include "api/paging.h"
#include "core/clock.h"
#include "core/strings.h"
#include "store/card_people_repo.h"
#include "store/health_reading_repo.h"
#include "store/health_repo.h"

namespace chelian::api::card {
namespace {

constexpr long long kDayMs = 86'400'000;
constexpr int kMaxDays = 31;
constexpr size_t kMaxReadings = 20'000;

void PutLatest(boost::json::object& o, const char* name, const std::optional<store::LatestValue>& v,
               const std::string& text, int offset) {
  const std::string key(name);
  o[key] = v ? boost::json::value(text) : boost::json::value("");
  o[key + "Time"] = v ? FormatLocalTime(v->measured_at, offset) : "";
  o[key + "Alarm"] = v && v->alarm ? 1 : 0;
}

std::string Tenths(int tenths) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.1f", tenths / 10.0);
  return buf;
}

net::HttpResponse List(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 10, 200);
  auto conn = s.db.Acquire();
  auto people = store::QueryCardPeople(*conn, call.session().scope(),
                                       {.group_id = call.IntParam("groupId").value_or(0),
                                        .keyword = std::string(Trim(call.ParamOr("keyword", ""))),
                                        .page_number = page.page_number,
                                        .page_size = page.page_size});
  if (!people.ok()) return FromStatus(people.status());
  const int offset = s.options.utc_offset_minutes;
  boost::json::array data;
  for (const auto& p : people->rows) {
    auto latest = store::LatestHealthOf(*conn, p.id);
    if (!latest.ok()) return FromStatus(latest.status());
    boost::json::object o;
    o["id"] = p.id;
    o["name"] = p.name;
    o["personNo"] = p.person_no;
    o["department"] = p.department;
    o["groupName"] = p.group_name;
    o["terminalNo"] = p.terminal_no;
    const auto& l = *latest;
    PutLatest(o, "heartRate", l.heart_rate, l.heart_rate ? std::to_string(l.heart_rate->value) : "", offset);
    PutLatest(o, "bloodPressure", l.blood_pressure,
              l.blood_pressure
                  ? std::to_string(l.blood_pressure->value) + "/" + std::to_string(l.blood_pressure->value2)
                  : "",
              offset);
    PutLatest(o, "spo2", l.spo2, l.spo2 ? std::to_string(l.spo2->value) : "", offset);
    PutLatest(o, "temperature", l.temperature, l.temperature ? Tenths(l.temperature->value) : "", offset);
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), people->total, page));
}

boost::json::value Opt(const std::optional<int>& v) { return v ? boost::json::value(*v) : boost::json::value(""); }

net::HttpResponse Series(ApiServices& s, const ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择人员");
  const int offset = s.options.utc_offset_minutes;
  const long long today = ParseLocalTime(FormatLocalTime(s.now(), offset).substr(0, 10), offset).value_or(0);
  long long first = today - 6 * kDayMs, last = today;
  if (auto t = call.Param("startDay"); t && !Trim(*t).empty()) {
    auto d = ParseDay(*t, offset);
    if (!d.ok()) return FromStatus(d.status());
    first = *d;
  }
  if (auto t = call.Param("endDay"); t && !Trim(*t).empty()) {
    auto d = ParseDay(*t, offset);
    if (!d.ok()) return FromStatus(d.status());
    last = *d;
  }
  if (last < first) return Fail(kFlagFail, "结束日期不能早于开始日期");
  if ((last - first) / kDayMs + 1 > kMaxDays) return Fail(kFlagFail, "一次最多查询31天");
  const store::Scope scope = call.session().scope();
  auto conn = s.db.Acquire();
  auto person = store::GetCardPerson(*conn, scope, *id);
  if (!person.ok()) return FromStatus(person.status());
  auto readings = store::HealthReadingsOf(*conn, scope, *id, first, last + kDayMs, kMaxReadings);
  if (!readings.ok()) return FromStatus(readings.status());
  auto threshold = store::EffectiveHealthThreshold(*conn, scope, person->group_id, store::kWearerBadge);
  if (!threshold.ok()) return FromStatus(threshold.status());
  boost::json::array data;
  for (const auto& r : *readings) {
    boost::json::object o;
    o["time"] = FormatLocalTime(r.measured_at, offset);
    o["heartRate"] = Opt(r.heart_rate);
    o["systolic"] = Opt(r.systolic);
    o["diastolic"] = Opt(r.diastolic);
    o["spo2"] = Opt(r.spo2);
    o["temperature"] = r.temperature ? boost::json::value(*r.temperature / 10.0) : boost::json::value("");
    o["alarms"] = r.alarms;
    data.push_back(std::move(o));
  }
  boost::json::object out;
  out["id"] = person->id;
  out["name"] = person->name;
  out["threshold"] = HealthThresholdValues(*threshold);
  out["data"] = std::move(data);
  return Ok(std::move(out));
}

}  // namespace

void RegisterHealthRoutes(ApiRouter& router, ApiServices& s) {
  const std::string base = "/car/v4/api/card/health/";
  router.Add(base + "list.json", Access::kSession, [&s](ApiCall& c) { return List(s, c); });
  router.Add(base + "series.json", Access::kSession, [&s](ApiCall& c) { return Series(s, c); });
}

}  // namespace chelian::api::card
