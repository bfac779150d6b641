// Implementation of the command JSON shapes.
#include "api/command/command_json.h"

#include <boost/json/array.hpp>

#include "core/clock.h"
#include "protocol/registry.h"

namespace chelian::api {
namespace {

const char* KindName(command::ParamKind k) {
  switch (k) {
    case command::ParamKind::kInt:
      return "int";
    case command::ParamKind::kText:
      return "text";
    case command::ParamKind::kPassword:
      return "password";
    case command::ParamKind::kHost:
      return "host";
    case command::ParamKind::kPhone:
      return "phone";
    case command::ParamKind::kChoice:
      return "choice";
    case command::ParamKind::kHex:
      return "hex";
  }
  return "text";
}

}  // namespace

boost::json::object CommandRowJson(const store::CommandReportRow& row, int offset) {
  const store::OpenCommandRow& c = row.c;
  boost::json::object o;
  o["id"] = c.id;
  o["uuid"] = c.uuid;
  o["vehicleId"] = c.asset_id;
  o["groupId"] = c.group_id;
  o["plate"] = c.plate;
  o["groupName"] = row.group_name;
  o["terminalNo"] = row.terminal_no;
  o["userName"] = row.user_name;
  o["createTime"] = FormatLocalTime(c.created_at, offset);
  o["sendTime"] = c.sent_at ? FormatLocalTime(c.sent_at, offset) : std::string();
  o["replyTime"] = c.replied_at ? FormatLocalTime(c.replied_at, offset) : std::string();
  o["commandType"] = c.command_type;
  o["commandId"] = c.command_name;  // 下发类型 (the previous console shows the name here)
  o["CommandId"] = c.command_name;
  o["commandMsg"] = c.command_msg;
  o["CommandMsg"] = c.command_msg;
  o["status"] = static_cast<int>(c.status);
  o["result"] = store::CommandStatusText(c.status);
  o["resultMsg"] = c.result_msg;
  o["replyText"] = c.reply_text;
  o["mediaIds"] = c.media_ids;
  return o;
}

boost::json::object CommandDefJson(const command::CommandDef& d) {
  boost::json::object o;
  o["resourceId"] = d.resource_id;
  o["name"] = d.name;
  o["param"] = d.type;
  o["direct"] = d.direct ? 1 : 0;
  o["cutOil"] = d.cut_oil ? 1 : 0;
  o["speedGuard"] = d.speed_guard ? 1 : 0;
  o["confirm"] = d.confirm ? 1 : 0;
  o["remark"] = d.remark;
  boost::json::array params;
  for (const auto& p : d.params) {
    boost::json::object j;
    j["key"] = p.key;
    j["label"] = p.label;
    j["kind"] = KindName(p.kind);
    j["min"] = p.min;
    j["max"] = p.max;
    j["unit"] = p.unit;
    j["hint"] = p.hint;
    if (p.default_value) j["defaultValue"] = *p.default_value;
    boost::json::array options;
    for (const auto& opt : p.options)
      options.push_back(boost::json::object{{"value", opt.value}, {"label", opt.label}});
    j["options"] = std::move(options);
    params.push_back(std::move(j));
  }
  o["params"] = std::move(params);
  boost::json::array terminals;
  for (const ProtocolInfo& p : Protocols())
    for (const TerminalType& t : p.parts.terminal_types())
      if (d.Supports(t)) terminals.push_back(boost::json::string(t.name));
  o["terminalTypes"] = std::move(terminals);
  return o;
}

}  // namespace chelian::api
