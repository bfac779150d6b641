// The standard's platform messages for the catalogue's commands (JT/T 808-2013/2019 §8;
// docs/commands.md lists them) and the JT/T 808 terminal types.
#include "protocol/jt808/commands.h"

#include "core/hex.h"
#include "protocol/jt808/command_encoder.h"
#include "protocol/jt808/constants.h"

namespace chelian::jt808 {
namespace {

namespace type = command_type;

DeviceCommand Jt(uint16_t msg_id, Bytes body = {}) { return DeviceCommand{msg_id, std::move(body)}; }
DeviceCommand Text(uint8_t flag, std::string text) {
  DeviceCommand c;
  c.msg_id = kMsgTextMessage;
  c.text = std::move(text);
  c.text_flag = flag;
  return c;
}
DeviceCommand Params(std::initializer_list<ParamItem> items) {
  std::vector<ParamItem> v(items);
  return Jt(kMsgSetParameters, SetParametersBody(v));
}
uint32_t U32(long long v) { return static_cast<uint32_t>(v); }

Result<DeviceCommand> CutOil(const CommandArgs&) {
  return Jt(kMsgTerminalControl, TerminalControlBody(kControlCutOil));
}
Result<DeviceCommand> RestoreOil(const CommandArgs&) {
  return Jt(kMsgTerminalControl, TerminalControlBody(kControlRestoreOil));
}
Result<DeviceCommand> Locate(const CommandArgs&) { return Jt(kMsgLocationQuery); }
Result<DeviceCommand> Track(const CommandArgs& v) {
  return Jt(kMsgTemporaryTracking, TemporaryTrackingBody(static_cast<uint16_t>(v.Int(0)), U32(v.Int(1))));
}
Result<DeviceCommand> ReportInterval(const CommandArgs& v) {
  return Params({DwordParam(kParamReportInterval, U32(v.Int(0)))});
}
Result<DeviceCommand> Heartbeat(const CommandArgs& v) {
  return Params({DwordParam(kParamHeartbeatInterval, U32(v.Int(0)))});
}
Result<DeviceCommand> Server(const CommandArgs& v) {
  return Params({StringParam(kParamMainServer, v.Text(0)), DwordParam(kParamServerTcpPort, U32(v.Int(1)))});
}
Result<DeviceCommand> Overspeed(const CommandArgs& v) {
  return Params({DwordParam(kParamMaxSpeed, U32(v.Int(0))), DwordParam(kParamOverspeedDuration, U32(v.Int(1)))});
}
Result<DeviceCommand> Reset(const CommandArgs&) { return Jt(kMsgTerminalControl, TerminalControlBody(kControlReset)); }
Result<DeviceCommand> Factory(const CommandArgs&) {
  return Jt(kMsgTerminalControl, TerminalControlBody(kControlFactoryReset));
}
Result<DeviceCommand> TextMessage(const CommandArgs& v) { return Text(static_cast<uint8_t>(v.Int(0)), v.Text(1)); }
Result<DeviceCommand> Photo(const CommandArgs&) { return Jt(kMsgCameraShot, CameraShotBody({})); }
Result<DeviceCommand> QueryParams(const CommandArgs&) { return Jt(kMsgQueryParameters); }
Result<DeviceCommand> Version(const CommandArgs&) { return Jt(kMsgQueryAttributes); }
Result<DeviceCommand> Arm(const CommandArgs&) {
  DeviceCommand c = Jt(kMsgVehicleControl);
  c.control = 1;
  return c;
}
Result<DeviceCommand> Disarm(const CommandArgs&) {
  DeviceCommand c = Jt(kMsgVehicleControl);
  c.control = 0;
  return c;
}
Result<DeviceCommand> PassThrough(const CommandArgs& v) {
  auto data = ParseHex(v.Text(1));
  if (!data) return InvalidArgument("透传数据应为十六进制");
  return Jt(kMsgTransparentDown, TransparentBody(static_cast<uint8_t>(v.Int(0)), *data));
}
Result<DeviceCommand> Custom(const CommandArgs& v) { return Text(kTextUrgent, v.Text(0)); }

constexpr CommandEncoding kStandard[] = {
    {type::kCutOil, CutOil},
    {type::kRestoreOil, RestoreOil},
    {type::kLocate, Locate},
    {type::kTrack, Track},
    {type::kReportInterval, ReportInterval},
    {type::kHeartbeat, Heartbeat},
    {type::kServer, Server},
    {type::kOverspeed, Overspeed},
    {type::kReset, Reset},
    {type::kFactoryReset, Factory},
    {type::kText, TextMessage},
    {type::kPhoto, Photo},
    {type::kQueryParams, QueryParams},
    {type::kVersion, Version},
    {type::kArm, Arm},
    {type::kDisarm, Disarm},
    {type::kPassthrough, PassThrough},
    {type::kCustom, Custom},
};

}  // namespace

std::span<const TerminalType> TerminalTypes() {
  static const TerminalType kStandardType{"GPRS-部标", kStandard};
  static const TerminalType kTypes[] = {kStandardType, {"BSJ-部标", BsjCommands(), &kStandardType}};
  return kTypes;
}

}  // namespace chelian::jt808
