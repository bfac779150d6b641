// Implementation of the pets' JSON.
#include "api/pet/pet_json.h"

#include <cstdlib>

#include "core/clock.h"
#include "core/strings.h"

namespace chelian::api {
namespace {

constexpr long long kOnlineMs = 10 * 60'000;  // seen within ten minutes: 在线

// A decimal parameter (absent: `fallback`); nullopt when not a number.
std::optional<double> Decimal(const ApiCall& call, std::string_view name, double fallback) {
  std::string text(Trim(call.ParamOr(std::string(name), "")));
  if (text.empty()) return fallback;
  char* end = nullptr;
  double v = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size()) return std::nullopt;
  return v;
}

}  // namespace

boost::json::object PetJson(const store::PetRow& p, long long now_ms, int utc_offset_minutes) {
  boost::json::object o;
  o["id"] = p.id;
  o["name"] = p.name;
  o["breed"] = p.breed;
  o["birthday"] = p.birthday;
  o["weightKg"] = p.weight_kg;
  o["owner"] = p.owner;
  o["phone"] = p.phone;
  o["hasPhoto"] = p.photo.empty() ? 0 : 1;
  o["groupId"] = p.group_id;
  o["groupName"] = p.group_name;
  o["terminalNo"] = p.terminal_no;
  o["terminalType"] = p.terminal_type;
  o["lost"] = p.lost;
  o["lostTime"] = p.lost_at ? FormatLocalTime(p.lost_at, utc_offset_minutes) : "";
  o["lostInterval"] = p.lost_interval_s;
  o["normalInterval"] = p.normal_interval_s;
  o["battery"] = p.battery_pct;
  o["lastSeen"] = p.recv_time ? FormatLocalTime(p.recv_time, utc_offset_minutes) : "";
  o["online"] = p.recv_time && now_ms - p.recv_time <= kOnlineMs ? 1 : 0;
  o["lat"] = p.lat;
  o["lon"] = p.lon;
  return o;
}

Result<store::PetInput> ReadPetInput(const ApiCall& call) {
  store::PetInput in;
  in.name = Trim(call.ParamOr("name", ""));
  if (in.name.empty()) return InvalidArgument("请输入宠物名字");
  if (in.name.size() > 60) return InvalidArgument("宠物名字不能超过20个字");
  in.breed = Trim(call.ParamOr("breed", ""));
  in.birthday = Trim(call.ParamOr("birthday", ""));
  if (!in.birthday.empty() && !ParseLocalTime(in.birthday + " 00:00:00", 0))
    return InvalidArgument("生日格式应为yyyy-MM-dd");
  in.owner = Trim(call.ParamOr("owner", ""));
  in.phone = Trim(call.ParamOr("phone", ""));
  auto weight = Decimal(call, "weightKg", 0);
  if (!weight || *weight < 0 || *weight > 200) return InvalidArgument("体重应在0到200公斤之间");
  in.weight_kg = *weight;
  if (!call.IntParamValid("normalInterval") || !call.IntParamValid("lostInterval"))
    return InvalidArgument("上报间隔应为整数秒");
  in.normal_interval_s = static_cast<int>(call.IntParam("normalInterval").value_or(600));
  in.lost_interval_s = static_cast<int>(call.IntParam("lostInterval").value_or(30));
  if (in.normal_interval_s < 10 || in.normal_interval_s > 86400)
    return InvalidArgument("平时上报间隔应在10到86400秒之间");
  if (in.lost_interval_s < 10 || in.lost_interval_s > 3600) return InvalidArgument("走失上报间隔应在10到3600秒之间");
  in.group_id = call.IntParam("groupId").value_or(call.session().group_id);
  in.terminal_no = Trim(call.ParamOr("terminalNo", ""));
  in.terminal_type = Trim(call.ParamOr("terminalType", "GPRS-手表"));
  return in;
}

}  // namespace chelian::api
