// DeviceMessage → JSON. A message with one fix prints "position" with the fix's alarms and
// attributes merged into the top-level "alarms"/"attributes"; a batch prints "positions".
#include "protocol/message_json.h"

#include <cstdio>

#include "core/civil_time.h"
#include "core/hex.h"
#include "core/json.h"
#include "protocol/registry.h"

namespace chelian {
namespace {

namespace json = boost::json;

json::object PositionJson(const Position& p) {
  json::object o;
  o["fixTime"] = FormatIsoUtc(p.fix_time_ms);
  o["valid"] = p.valid ? 1 : 0;
  o["lat"] = p.lat;
  o["lon"] = p.lon;
  o["altitude"] = p.altitude_m;
  o["speedKmh"] = p.speed_kmh;
  o["course"] = p.course;
  if (p.satellites) o["satellites"] = *p.satellites;
  if (p.acc) o["acc"] = *p.acc ? 1 : 0;
  if (p.back_filled) o["backFilled"] = 1;
  return o;
}

void PutAttributes(const Attributes& a, json::object* o) {
  for (const auto& [key, value] : a.items()) {
    json::string_view name(AttrName(key).data(), AttrName(key).size());
    if (const auto* i = std::get_if<int64_t>(&value)) {
      (*o)[name] = *i;
    } else if (const auto* d = std::get_if<double>(&value)) {
      (*o)[name] = *d;
    } else {
      (*o)[name] = json::string_view(std::get<std::string>(value));
    }
  }
}

json::array AlarmsJson(const std::vector<AlarmCode>& alarms) {
  json::array a;
  for (AlarmCode c : alarms) a.emplace_back(json::string_view(AlarmCodeName(c).data(), AlarmCodeName(c).size()));
  return a;
}

}  // namespace

json::object MessageToJson(const DeviceMessage& m) {
  json::object o;
  o["protocol"] = m.protocol;
  if (m.msg_id != 0 || m.error.empty()) {
    const ProtocolInfo* protocol = FindProtocol(m.protocol);
    if (protocol && protocol->parts.msg_name) {
      o["msgId"] = protocol->parts.msg_name(m.msg_id);
    } else {
      char id[16];
      std::snprintf(id, sizeof id, "0x%04x", static_cast<unsigned>(m.msg_id));
      o["msgId"] = id;
    }
  }
  if (!m.device_id.empty()) o["deviceId"] = m.device_id;
  if (m.serial) o["serial"] = *m.serial;

  std::vector<AlarmCode> alarms = m.alarms;
  json::object attributes;
  PutAttributes(m.attributes, &attributes);
  if (m.positions.size() == 1) {
    const Position& p = m.positions[0];
    o["position"] = PositionJson(p);
    for (AlarmCode c : p.alarms) AddAlarmOnce(alarms, c);
    PutAttributes(p.attributes, &attributes);
  } else if (m.positions.size() > 1) {
    json::array list;
    for (const Position& p : m.positions) {
      json::object po = PositionJson(p);
      if (!p.alarms.empty()) po["alarms"] = AlarmsJson(p.alarms);
      json::object pa;
      PutAttributes(p.attributes, &pa);
      if (!pa.empty()) po["attributes"] = std::move(pa);
      list.emplace_back(std::move(po));
    }
    o["positions"] = std::move(list);
  }
  if (!alarms.empty()) o["alarms"] = AlarmsJson(alarms);
  if (!attributes.empty()) o["attributes"] = std::move(attributes);
  if (m.back_filled) o["backFilled"] = 1;
  if (m.partial) o["partial"] = 1;
  if (!m.replies.empty()) {
    json::array r;
    for (const Bytes& b : m.replies) r.emplace_back(ToHex(b));
    o["replies"] = std::move(r);
  }
  if (!m.warning.empty()) o["warning"] = m.warning;
  if (!m.error.empty()) o["error"] = m.error;
  return o;
}

std::string MessageToJsonLine(const DeviceMessage& m) { return WriteJson(MessageToJson(m)); }

}  // namespace chelian
