// Payload (de)serialisation with Boost.JSON via core/json.
#include "command/payload.h"

#include <boost/json/object.hpp>

#include "core/hex.h"
#include "core/json.h"
#include "core/json_member.h"

namespace chelian::command {

std::string PayloadJson(const DeviceCommand& c) {
  boost::json::object o;
  o["m"] = c.msg_id;
  o["b"] = ToHex(c.body);
  o["t"] = c.text;
  o["f"] = c.text_flag;
  o["c"] = c.control;
  return WriteJson(o);
}

Result<DeviceCommand> PayloadFromJson(std::string_view json) {
  bool ok = false;
  auto v = ParseJson(json, &ok);
  if (!ok || !v.is_object()) return InvalidArgument("bad command payload");
  const auto& o = v.get_object();
  auto num = [&](const char* key) { return JsonInt(o, key).value_or(0); };
  auto str = [&](const char* key) { return JsonString(o, key).value_or(""); };
  DeviceCommand c;
  c.msg_id = static_cast<uint16_t>(num("m"));
  auto body = ParseHex(str("b"));
  if (!body) return InvalidArgument("bad command payload body");
  c.body = std::move(*body);
  c.text = str("t");
  c.text_flag = static_cast<uint8_t>(num("f"));
  c.control = static_cast<int>(num("c"));
  if (!o.if_contains("c")) c.control = -1;
  return c;
}

}  // namespace chelian::command
