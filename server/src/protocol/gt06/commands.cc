// Concox online command texts (0x80, protocols.md §1 Downlink; JM-VL03 §7) for the catalogue's
// commands, and the GT06 terminal types.
#include "protocol/gt06/commands.h"

#include <algorithm>

#include "protocol/gt06/constants.h"

namespace chelian::gt06 {
namespace {

namespace type = command_type;

DeviceCommand Gt(std::string text) {
  DeviceCommand c;
  c.msg_id = kMsgCommand;
  c.text = std::move(text);
  return c;
}

Result<DeviceCommand> CutOil(const CommandArgs&) { return Gt("Relay,1#"); }
Result<DeviceCommand> RestoreOil(const CommandArgs&) { return Gt("Relay,0#"); }
// The Concox "alternative" relay commands with the device's password (factory default 123456).
Result<DeviceCommand> DydCutOil(const CommandArgs&) { return Gt("DYD,123456#"); }
Result<DeviceCommand> DydRestoreOil(const CommandArgs&) { return Gt("HFYD,123456#"); }
Result<DeviceCommand> Locate(const CommandArgs&) { return Gt("WHERE#"); }
// 设防/撤防 of GT06-family e-bike and motorbike trackers (docs/protocols/ebike.md § GT06 arm).
Result<DeviceCommand> Arm(const CommandArgs&) { return Gt("ARM#"); }
Result<DeviceCommand> Disarm(const CommandArgs&) { return Gt("DISARM#"); }
Result<DeviceCommand> ReportInterval(const CommandArgs& v) { return Gt("TIMER," + v.Text(0) + "#"); }
Result<DeviceCommand> Heartbeat(const CommandArgs& v) {
  long long minutes = std::max(1LL, (v.Int(0) + 59) / 60);  // HBT takes minutes
  return Gt("HBT," + std::to_string(minutes) + "#");
}
Result<DeviceCommand> Server(const CommandArgs& v) {
  return Gt(std::string("SERVER,") + (IsIpv4Address(v.Text(0)) ? "0," : "1,") + v.Text(0) + "," + v.Text(1) + ",0#");
}
Result<DeviceCommand> Overspeed(const CommandArgs& v) { return Gt("SPEED,ON," + v.Text(1) + "," + v.Text(0) + ",1#"); }
Result<DeviceCommand> Reset(const CommandArgs&) { return Gt("RESET#"); }
Result<DeviceCommand> Factory(const CommandArgs&) { return Gt("FACTORY#"); }
Result<DeviceCommand> QueryParams(const CommandArgs&) { return Gt("PARAM#"); }
Result<DeviceCommand> Version(const CommandArgs&) { return Gt("VERSION#"); }
Result<DeviceCommand> Custom(const CommandArgs& v) {
  for (unsigned char c : v.Text(0))
    if (c < 0x20 || c > 0x7E) return InvalidArgument("GT06终端的自定义指令只能包含英文字母、数字和符号");
  return Gt(v.Text(0));
}

constexpr CommandEncoding kGt06[] = {
    {type::kCutOil, CutOil},
    {type::kRestoreOil, RestoreOil},
    {type::kLocate, Locate},
    {type::kReportInterval, ReportInterval},
    {type::kHeartbeat, Heartbeat},
    {type::kServer, Server},
    {type::kOverspeed, Overspeed},
    {type::kReset, Reset},
    {type::kFactoryReset, Factory},
    {type::kQueryParams, QueryParams},
    {type::kVersion, Version},
    {type::kCustom, Custom},
    {type::kArm, Arm},
    {type::kDisarm, Disarm},
};

// GT06 trackers whose oil relay takes the password-protected DYD/HFYD texts (device password 123456).
constexpr CommandEncoding kDyd[] = {
    {type::kCutOil, DydCutOil},
    {type::kRestoreOil, DydRestoreOil},
};

}  // namespace

std::span<const TerminalType> TerminalTypes() {
  static const TerminalType kGt06Type{"GPRS-GT06", kGt06};
  static const TerminalType kTypes[] = {kGt06Type, {"GT06-DYD", kDyd, &kGt06Type}};
  return kTypes;
}

}  // namespace chelian::gt06
