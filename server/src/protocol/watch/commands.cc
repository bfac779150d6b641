// Platform commands to 3G* watches as text contents; the session frames them for the device.
#include "protocol/watch/commands.h"

#include "protocol/watch/commands_wearable.h"
#include "protocol/watch/constants.h"
#include "protocol/watch/packet.h"

namespace chelian::watch {
namespace {

namespace type = command_type;

DeviceCommand Text(uint16_t id, std::string text) {
  DeviceCommand c;
  c.msg_id = id;
  c.text = std::move(text);
  return c;
}

Result<DeviceCommand> LocateNow(const CommandArgs&) { return Text(kMsgLocateNow, "CR"); }
Result<DeviceCommand> ReportInterval(const CommandArgs& v) { return Text(kMsgUpload, "UPLOAD," + v.Text(0)); }
Result<DeviceCommand> Reset(const CommandArgs&) { return Text(kMsgReset, "RESET"); }
Result<DeviceCommand> FactoryReset(const CommandArgs&) { return Text(kMsgFactory, "FACTORY"); }
Result<DeviceCommand> Version(const CommandArgs&) { return Text(kMsgVersion, "VERNO"); }
// The text as is (e.g. "SOS1,13800138000"); the device answers with its keyword.
Result<DeviceCommand> Custom(const CommandArgs& v) {
  const std::string& text = v.Text(0);
  for (unsigned char c : text)
    if (c < 0x20 || c > 0x7E || c == '[' || c == ']')
      return InvalidArgument("手表终端的自定义指令只能包含英文字母、数字和符号（不含方括号）");
  uint16_t id = MessageId(std::string_view(text).substr(0, text.find(',')));
  return Text(id >= kMsgFirstCommand ? id : kMsgOtherCommand, text);
}

constexpr CommandEncoding kWatch[] = {
    {type::kLocate, LocateNow},
    {type::kReportInterval, ReportInterval},
    {type::kReset, Reset},
    {type::kFactoryReset, FactoryReset},
    {type::kVersion, Version},
    {type::kCustom, Custom},
    // Badges (docs/card.md):
    {type::kSosNumbers, SosNumbers},
    {type::kPhonebook, Phonebook},
    {type::kSilentHours, SilentHours},
    {type::kAlarmClocks, AlarmClocks},
    {type::kMonitor, Monitor},
    {type::kPowerOff, PowerOff},
    {type::kFindDevice, FindDevice},
    {type::kVoiceMessage, VoiceMessage},
};

}  // namespace

std::span<const TerminalType> TerminalTypes() {
  static const TerminalType kTypes[] = {{"GPRS-手表", kWatch}};
  return kTypes;
}

}  // namespace chelian::watch
