// Handlers of the pets' care calls: lost mode (the tracker gets the short report interval through
// the command pipeline, found restores the normal one; both logged), find device (the watch's FIND;
// H02 has none), activity per day (vehicle_days: steps, distance, moving and rest time) and the
// pets' alarm episodes. The home fence is the vehicle circle's calls (fence/saveRoundFence).
#include <boost/json/array.hpp>

#include "api/envelope.h"
#include "api/paging.h"
#include "api/pet/pet_routes.h"
#include "core/clock.h"
#include "domain/catalogue_command.h"
#include "reports/daily/day_totals.h"
#include "store/alarm_query.h"
#include "store/command_repo.h"
#include "store/operation_log_repo.h"
#include "store/pet_repo.h"

namespace chelian::api {
namespace {

constexpr long long kDayMs = 86'400'000;

Result<store::CommandTarget> TargetOf(PetApi& api, const ApiCall& call, long long id) {
  auto conn = api.s.db.Acquire();
  return store::FindCommandTarget(*conn, call.session().scope(), id);
}

net::HttpResponse Lost(PetApi& api, ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择宠物");
  auto flag = call.IntParam("lost");
  if (!flag || (*flag != 0 && *flag != 1)) return Fail(kFlagFail, "请选择走失或已找到");
  store::PetRow pet;
  {
    auto conn = api.s.db.Acquire();
    auto found = store::GetPet(*conn, call.session().scope(), *id);
    if (!found.ok()) return FromStatus(found.status());
    pet = std::move(*found);
  }
  auto target = TargetOf(api, call, *id);
  if (!target.ok()) return FromStatus(target.status());
  const bool lost = *flag == 1;
  const int interval = lost ? pet.lost_interval_s : pet.normal_interval_s;
  auto command = SendCommandFor(api.s, api.tracker, api.commands, call, command_type::kReportInterval,
                                std::to_string(interval), *target);
  if (!command.ok()) return FromStatus(command.status());
  auto conn = api.s.db.Acquire();
  long long now = api.s.now();
  Status s = store::InTransaction(*conn, [&]() -> Status {
    if (Status set = store::SetPetLost(*conn, call.session().scope(), *id, lost, now); !set.ok()) return set;
    const auto& session = call.session();
    std::string detail = (lost ? "开启走失模式，上报间隔" : "已找到，恢复上报间隔") + std::to_string(interval) + "秒";
    return store::AppendOperation(*conn, {session.user_id, session.username, session.group_id},
                                  {lost ? "pet.lost" : "pet.found", pet.name, *id, detail}, now);
  });
  if (!s.ok()) return FromStatus(s);
  return Ok(boost::json::object{{"lost", lost ? 1 : 0},
                                {"interval", interval},
                                {"commandId", *command},
                                {"online", api.tracker.Online(target->device_id) ? 1 : 0}});
}

net::HttpResponse Find(PetApi& api, ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择宠物");
  auto target = TargetOf(api, call, *id);
  if (!target.ok()) return FromStatus(target.status());
  if (target->protocol != "watch") return Fail(kFlagFail, "该定位器不支持寻找设备");
  auto command = SendCommandFor(api.s, api.tracker, api.commands, call, command_type::kCustom, "FIND", *target);
  if (!command.ok()) return FromStatus(command.status());
  return Ok(boost::json::object{{"commandId", *command}, {"online", api.tracker.Online(target->device_id) ? 1 : 0}});
}

// "yyyy-MM-dd" of yyyymmdd.
std::string DayText(int ymd) {
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02d-%02d", ymd / 10000, ymd / 100 % 100, ymd % 100);
  return text;
}

net::HttpResponse Activity(PetApi& api, ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "请选择宠物");
  long long days = call.IntParam("days").value_or(7);
  if (days != 7 && days != 30) return Fail(kFlagFail, "统计天数只能是7天或30天");
  const int offset = api.s.options.utc_offset_minutes;
  const long long now = api.s.now();
  const int to = reports::LocalDay(now, offset);
  const int from = reports::LocalDay(now - (days - 1) * kDayMs, offset);
  auto conn = api.s.db.Acquire();
  auto rows = store::ListPetDays(*conn, call.session().scope(), *id, from, to);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array out;
  size_t next = 0;
  for (long long i = days - 1; i >= 0; --i) {  // every day of the period, empty ones as zeros
    int day = reports::LocalDay(now - i * kDayMs, offset);
    store::PetDay d{day};
    if (next < rows->size() && rows->at(next).day == day) d = rows->at(next++);
    long long rest = d.online_s > d.moving_s ? d.online_s - d.moving_s : 0;
    out.push_back(boost::json::object{{"date", DayText(day)},
                                      {"steps", d.steps},
                                      {"distanceKm", static_cast<double>(d.distance_km)},
                                      {"activeMinutes", d.moving_s / 60},
                                      {"restMinutes", rest / 60}});
  }
  return Ok(std::move(out));
}

net::HttpResponse Alarms(PetApi& api, ApiCall& call) {
  PageParams page = ReadPage(call, 20, 200);
  const int offset = api.s.options.utc_offset_minutes;
  const long long now = api.s.now();
  store::AlarmFilter f;
  f.asset_kind = store::kPetKind;
  f.vehicle_id = call.IntParam("petId").value_or(0);
  f.begin_from = ParseLocalTime(call.ParamOr("beginTime", ""), offset).value_or(now - 7 * kDayMs);
  f.begin_to = ParseLocalTime(call.ParamOr("endTime", ""), offset).value_or(now);
  if (f.begin_to < f.begin_from) return Fail(kFlagFail, "开始时间不能晚于结束时间");
  f.page_number = page.page_number;
  f.page_size = page.page_size;
  auto conn = api.s.db.Acquire();
  auto rows = store::QueryAlarmEpisodes(*conn, call.session().scope(), f);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array data;
  for (const store::AlarmRecord& r : rows->rows)
    data.push_back(boost::json::object{{"id", r.id},
                                       {"petId", r.vehicle_id},
                                       {"name", r.plate},
                                       {"code", r.code},
                                       {"label", r.label},
                                       {"beginTime", FormatLocalTime(r.begin_time, offset)},
                                       {"endTime", r.end_time ? FormatLocalTime(r.end_time, offset) : ""},
                                       {"lat", r.begin_lat},
                                       {"lon", r.begin_lon}});
  return Ok(PageObject(std::move(data), rows->total, page));
}

}  // namespace

void RegisterPetCareRoutes(ApiRouter& router, const std::shared_ptr<PetApi>& api) {
  auto route = [&router, api](const char* path, net::HttpResponse (*fn)(PetApi&, ApiCall&)) {
    router.Add(path, Access::kSession, [api, fn](ApiCall& c) { return fn(*api, c); });
  };
  route("/car/v4/api/pet/lost.json", Lost);
  route("/car/v4/api/pet/find.json", Find);
  route("/car/v4/api/pet/activity.json", Activity);
  route("/car/v4/api/pet/alarms.json", Alarms);
}

}  // namespace chelian::api
