// BSJ (博实结) terminals' vendor text commands: "<SPBSJ*P:BSJGPS*<body>>" in a 0x8300 with flag 0
// (BSJ-DOC appendix E, api-contract §4.3); their other commands are the standard's.
#include <string>

#include "protocol/jt808/commands.h"
#include "protocol/jt808/constants.h"

namespace chelian::jt808 {
namespace {

DeviceCommand VendorText(std::string text) {
  DeviceCommand c;
  c.msg_id = kMsgTextMessage;
  c.text = std::move(text);
  c.text_flag = 0x00;
  return c;
}
DeviceCommand Bsj(const std::string& body) { return VendorText("<SPBSJ*P:BSJGPS*" + body + ">"); }

Result<DeviceCommand> Server(const CommandArgs& v) {
  // T: takes an IP address and port, Q: a domain and port.
  return IsIpv4Address(v.Text(0)) ? Bsj("T:" + v.Text(0) + "," + v.Text(1)) : Bsj("Q:" + v.Text(0) + ":" + v.Text(1));
}
Result<DeviceCommand> Custom(const CommandArgs& v) { return VendorText(v.Text(0)); }
Result<DeviceCommand> TrackMode(const CommandArgs& v) { return Bsj("C:" + v.Text(0)); }
Result<DeviceCommand> SosSwitch(const CommandArgs& v) { return Bsj("2S:" + v.Text(0)); }

constexpr CommandEncoding kBsj[] = {
    {command_type::kServer, Server},
    {command_type::kCustom, Custom},
    {command_type::kTrackMode, TrackMode},
    {command_type::kSosSwitch, SosSwitch},
};

}  // namespace

std::span<const CommandEncoding> BsjCommands() { return kBsj; }

}  // namespace chelian::jt808
