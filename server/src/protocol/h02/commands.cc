// Platform commands to H02 trackers as "<keyword>,<values>"; the session adds the id and time.
#include "protocol/h02/commands.h"

#include "protocol/h02/constants.h"

namespace chelian::h02 {
namespace {

namespace type = command_type;

DeviceCommand Text(std::string text) {
  DeviceCommand c;
  c.msg_id = CommandId(std::string_view(text).substr(0, text.find(',')));
  c.text = std::move(text);
  return c;
}

Result<DeviceCommand> EngineStop(const CommandArgs&) { return Text("S20,1,1"); }
Result<DeviceCommand> EngineResume(const CommandArgs&) { return Text("S20,1,0"); }
Result<DeviceCommand> Arm(const CommandArgs&) { return Text("SCF,0,0"); }
Result<DeviceCommand> Disarm(const CommandArgs&) { return Text("SCF,1,1"); }
Result<DeviceCommand> ReportInterval(const CommandArgs& v) { return Text("S71,22," + v.Text(0)); }
// "<keyword>[,<values>]" as typed (e.g. "S20,1,1"); the device confirms with V4,<keyword>.
Result<DeviceCommand> Custom(const CommandArgs& v) {
  const std::string& text = v.Text(0);
  if (text.empty() || text[0] == ',') return InvalidArgument("H02终端的自定义指令须以指令字开头，如 S20,1,1");
  for (unsigned char c : text)
    if (c < 0x20 || c > 0x7E || c == '*' || c == '#' || c == '$')
      return InvalidArgument("H02终端的自定义指令只能包含英文字母、数字和符号（不含 * # $）");
  return Text(text);
}

constexpr CommandEncoding kH02[] = {
    {type::kCutOil, EngineStop}, {type::kRestoreOil, EngineResume},       {type::kArm, Arm},
    {type::kDisarm, Disarm},     {type::kReportInterval, ReportInterval}, {type::kCustom, Custom},
};

}  // namespace

uint16_t CommandId(std::string_view keyword) {
  if (keyword == "S20") return kMsgEngine;
  if (keyword == "S71") return kMsgInterval;
  if (keyword == "SCF") return kMsgArm;
  return kMsgOtherCommand;
}

std::span<const TerminalType> TerminalTypes() {
  static const TerminalType kTypes[] = {{"GPRS-H02", kH02}};
  return kTypes;
}

}  // namespace chelian::h02
