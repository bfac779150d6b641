// Encoding and decoding of what nodes tell each other (JSON objects; unknown members ignored).
#include "cluster/messages.h"

#include <boost/json.hpp>
#include <cmath>

#include "core/clock.h"
#include "core/json.h"
#include "core/json_member.h"
#include "domain/alarm_codes.h"

namespace chelian::cluster {

namespace json = boost::json;

namespace {

// The message's JSON object; nullopt for anything else.
std::optional<json::object> ObjectOf(std::string_view text) {
  bool ok = false;
  json::value v = ParseJson(text, &ok);
  if (!ok || !v.is_object()) return std::nullopt;
  return std::move(v.as_object());
}

}  // namespace

std::string EncodeLive(const std::string& node, const live::LiveUpdate& u) {
  json::object o{{"node", node}, {"kind", u.kind},        {"vehicle", u.vehicle_id}, {"path", u.group_path},
                 {"key", u.key}, {"device", u.device_id}, {"json", u.json}};
  if (!u.attributes.empty()) o["attrs"] = u.attributes;
  if (!std::isnan(u.lat) && !std::isnan(u.lon)) {
    o["lat"] = u.lat;
    o["lon"] = u.lon;
  }
  return WriteJson(o);
}

std::optional<LiveMessage> DecodeLive(std::string_view text) {
  std::optional<json::object> parsed = ObjectOf(text);
  if (!parsed) return std::nullopt;
  const json::object& o = *parsed;
  auto node = JsonString(o, "node");
  auto kind = JsonString(o, "kind");
  auto vehicle = JsonInt(o, "vehicle");
  auto path = JsonString(o, "path");
  auto body = JsonString(o, "json");
  if (!node || !kind || kind->empty() || !vehicle || !path || !body) return std::nullopt;
  LiveMessage m;
  m.node = std::move(*node);
  m.update.kind = std::move(*kind);
  m.update.vehicle_id = *vehicle;
  m.update.group_path = std::move(*path);
  m.update.json = std::move(*body);
  m.update.key = JsonInt(o, "key").value_or(0);
  m.update.device_id = JsonInt(o, "device").value_or(0);
  m.update.attributes = JsonString(o, "attrs").value_or("");
  if (const auto* lat = o.if_contains("lat"); lat && lat->is_number()) m.update.lat = lat->to_number<double>();
  if (const auto* lon = o.if_contains("lon"); lon && lon->is_number()) m.update.lon = lon->to_number<double>();
  return m;
}

std::string EncodeCommands(const std::string& node, const std::vector<long long>& ids) {
  json::array list;
  for (long long id : ids) list.emplace_back(id);
  return WriteJson(json::object{{"node", node}, {"ids", std::move(list)}});
}

std::optional<CommandsMessage> DecodeCommands(std::string_view text) {
  std::optional<json::object> parsed = ObjectOf(text);
  if (!parsed) return std::nullopt;
  const json::object& o = *parsed;
  auto node = JsonString(o, "node");
  const json::value* ids = o.if_contains("ids");
  if (!node || !ids || !ids->is_array()) return std::nullopt;
  CommandsMessage m{std::move(*node), {}};
  for (const json::value& id : ids->as_array()) {
    if (!id.is_int64()) return std::nullopt;
    m.ids.push_back(id.as_int64());
  }
  return m;
}

std::string EncodeSessions(const std::string& node, const SessionsEnded& ended) {
  if (!ended.token_hash.empty()) return WriteJson(json::object{{"node", node}, {"token", ended.token_hash}});
  return WriteJson(json::object{{"node", node}, {"user", ended.user_id}, {"except", ended.except_hash}});
}

std::optional<SessionsMessage> DecodeSessions(std::string_view text) {
  std::optional<json::object> parsed = ObjectOf(text);
  if (!parsed) return std::nullopt;
  const json::object& o = *parsed;
  auto node = JsonString(o, "node");
  if (!node) return std::nullopt;
  SessionsMessage m{std::move(*node), {}};
  if (auto token = JsonString(o, "token")) {
    if (token->empty()) return std::nullopt;
    m.ended.token_hash = std::move(*token);
    return m;
  }
  const json::value* user = o.if_contains("user");
  auto except = JsonString(o, "except");
  if (!user || !user->is_int64() || user->as_int64() <= 0 || !except) return std::nullopt;
  m.ended.user_id = user->as_int64();
  m.ended.except_hash = std::move(*except);
  return m;
}

std::optional<pipeline::DeviceState> StateOfPosition(std::string_view text, int utc_offset_minutes) {
  std::optional<json::object> parsed = ObjectOf(text);
  if (!parsed) return std::nullopt;
  const json::object& o = *parsed;
  auto lat = JsonDouble(o, "lat"), lon = JsonDouble(o, "lon");
  auto gps = JsonString(o, "gpsTime"), recv = JsonString(o, "recvTime");
  if (!lat || !lon || !gps || !recv) return std::nullopt;
  auto fix_ms = ParseLocalTime(*gps, utc_offset_minutes), recv_ms = ParseLocalTime(*recv, utc_offset_minutes);
  if (!fix_ms || !recv_ms) return std::nullopt;
  pipeline::DeviceState st;
  st.has_fix = true;
  st.lat = *lat;
  st.lon = *lon;
  st.fix_time_ms = *fix_ms;
  st.recv_time_ms = *recv_ms;
  st.speed_kmh = JsonDouble(o, "speed").value_or(0);
  st.course = static_cast<int>(JsonInt(o, "course").value_or(0));
  st.acc = static_cast<int>(JsonInt(o, "acc").value_or(-1));
  st.valid = JsonInt(o, "valid").value_or(0) != 0;
  st.mileage_km = JsonDouble(o, "mileage").value_or(0);
  st.motion = static_cast<pipeline::Motion>(JsonInt(o, "motion").value_or(0));
  if (const json::value* alarms = o.if_contains("alarms"); alarms && alarms->is_array())
    for (const json::value& a : alarms->as_array())
      if (a.is_string())
        if (auto code = AlarmCodeFromName(std::string_view(a.as_string()))) st.active_alarms.insert(*code);
  return st;
}

}  // namespace chelian::cluster
