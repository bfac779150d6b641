// Tests for the command catalogue over the protocol registry: the commands the issue names exist
// with their terminal support, parameters are validated with Chinese messages, each terminal type
// gets its encoding (JT/T 808 messages, BSJ <SPBSJ*…> texts, GT06 online-command texts), passwords
// are masked.
#include "command/catalogue.h"

#include <gtest/gtest.h>

#include <set>

#include "core/hex.h"
#include "protocol/gt06/constants.h"
#include "protocol/jt808/constants.h"
#include "protocol/registry.h"

namespace chelian::command {
namespace {

const CommandDef& Def(std::string_view type) {
  const CommandDef* d = FindCommand(type);
  EXPECT_NE(d, nullptr) << type;
  return *d;
}

const TerminalType& Terminal(std::string_view name) {
  const TerminalType* t = FindTerminalType(name, "");
  EXPECT_NE(t, nullptr) << name;
  return *t;
}

DeviceCommand Encode(std::string_view type, std::string_view terminal, std::string_view msg = "") {
  auto c = EncodeCommand(Def(type), Terminal(terminal), msg);
  EXPECT_TRUE(c.ok()) << type << ": " << c.status().message();
  return c.ok() ? *c : DeviceCommand{};
}

TEST(CatalogueTest, HasTheIssuesCommandsWithUniqueIdsAndTypes) {
  std::set<long long> ids;
  std::set<std::string_view> types, names;
  for (const CommandDef& d : Catalogue()) {
    EXPECT_TRUE(ids.insert(d.resource_id).second) << d.resource_id;
    EXPECT_TRUE(types.insert(d.type).second) << d.type;
    names.insert(d.name);
    bool taken = false;
    for (const ProtocolInfo& p : Protocols())
      for (const TerminalType& t : p.parts.terminal_types()) taken |= d.Supports(t);
    EXPECT_TRUE(taken) << d.type;
  }
  for (std::string_view n :
       {"断开油电", "恢复油电", "立即定位", "设置上报间隔", "设置心跳", "设置服务器", "超速设置", "重启终端",
        "恢复出厂设置", "文本下发", "拍照", "查询终端参数", "软件版本查询", "设防", "撤防", "透传", "自定义指令"})
    EXPECT_TRUE(names.count(n)) << n;
  EXPECT_EQ(FindCommandByResource(Def("LOCATE").resource_id), &Def("LOCATE"));
  EXPECT_EQ(FindCommand("NOPE"), nullptr);
}

TEST(CatalogueTest, TerminalTypesTakeTheirProtocolsCommands) {
  EXPECT_FALSE(Def("PHOTO").Supports(Terminal("GPRS-GT06")));
  EXPECT_TRUE(Def("TRACK_MODE").Supports(Terminal("BSJ-部标")));
  EXPECT_FALSE(Def("TRACK_MODE").Supports(Terminal("GPRS-部标")));
  EXPECT_TRUE(Def("PHOTO").Supports(Terminal("BSJ-部标")));                 // the standard's, through its base type
  EXPECT_TRUE(Def("LOCATE").Supports(*FindTerminalType("KM-01", "gt06")));  // unknown type: its protocol's
}

TEST(CatalogueTest, CutOilIsGuardedAndEncodedPerProtocol) {
  const CommandDef& cut = Def("CUT_OIL");
  EXPECT_TRUE(cut.cut_oil);
  EXPECT_TRUE(cut.speed_guard);
  EXPECT_FALSE(Def("RESTORE_OIL").speed_guard);
  DeviceCommand jt = Encode("CUT_OIL", "GPRS-部标", "secret");
  EXPECT_EQ(jt.msg_id, jt808::kMsgTerminalControl);
  EXPECT_EQ(ToHex(jt.body), "f0");
  EXPECT_EQ(ToHex(Encode("RESTORE_OIL", "GPRS-部标", "secret").body), "f1");
  DeviceCommand gt = Encode("CUT_OIL", "GPRS-GT06", "secret");
  EXPECT_EQ(gt.msg_id, gt06::kMsgCommand);
  EXPECT_EQ(gt.text, "Relay,1#");
  EXPECT_EQ(Encode("RESTORE_OIL", "GPRS-GT06", "secret").text, "Relay,0#");
  EXPECT_EQ(Encode("CUT_OIL", "GT06-DYD", "secret").text, "DYD,123456#");
  EXPECT_EQ(Encode("RESTORE_OIL", "GT06-DYD", "secret").text, "HFYD,123456#");
  EXPECT_EQ(Encode("LOCATE", "GT06-DYD").text, "WHERE#");  // everything else as GT06
  EXPECT_EQ(Encode("ARM", "GPRS-GT06").text, "ARM#");      // 设防/撤防 (docs/protocols/ebike.md)
  EXPECT_EQ(Encode("DISARM", "GT06-DYD").text, "DISARM#");
  EXPECT_EQ(MaskedCommandMsg(cut, "secret"), "******");
  EXPECT_EQ(MaskedCommandMsg(Def("REPORT_INTERVAL"), "30"), "30");
}

TEST(CatalogueTest, ParametersAreValidated) {
  auto msg = [](std::string_view type, std::string_view m) {
    auto v = ParseCommandMsg(Def(type), m);
    return v.ok() ? std::string("ok") : v.status().message();
  };
  EXPECT_EQ(msg("REPORT_INTERVAL", "30"), "ok");
  EXPECT_EQ(msg("REPORT_INTERVAL", "2"), "上报间隔应为3到86400之间的整数");
  EXPECT_EQ(msg("REPORT_INTERVAL", "abc"), "上报间隔应为3到86400之间的整数");
  EXPECT_EQ(msg("REPORT_INTERVAL", ""), "ok");  // the default (30 s)
  EXPECT_EQ(msg("SERVER", "1.2.3.4,7788"), "ok");
  EXPECT_EQ(msg("SERVER", "gps.example.com,7788"), "ok");
  EXPECT_EQ(msg("SERVER", "bad host!,7788"), "服务器地址应为IP地址或域名");
  EXPECT_EQ(msg("SERVER", "1.2.3.4,70000"), "端口应为1到65535之间的整数");
  EXPECT_EQ(msg("TEXT", "8,前方施工，请减速慢行"), "ok");  // the last field keeps its commas
  EXPECT_EQ(msg("TEXT", "8,"), "请输入文本内容");
  EXPECT_EQ(msg("TEXT", "3,你好"), "请选择显示方式");
  EXPECT_EQ(msg("TEXT", "8," + std::string(201, 'a')), "文本内容不能超过200个字");
  EXPECT_EQ(msg("PASSTHROUGH", "240,0102ab"), "ok");
  EXPECT_EQ(msg("PASSTHROUGH", "240,xyz"), "透传数据应为1到512字节的十六进制数据");
  EXPECT_EQ(msg("CUT_OIL", ""), "请输入账号密码");
  EXPECT_EQ(msg("OVERSPEED", "120,15"), "ok");
  EXPECT_EQ(msg("OVERSPEED", "0,15"), "最高速度应为1到250之间的整数");
}

TEST(CatalogueTest, ParameterCommandsEncodeTheStandardsItems) {
  DeviceCommand interval = Encode("REPORT_INTERVAL", "GPRS-部标", "15");
  EXPECT_EQ(interval.msg_id, jt808::kMsgSetParameters);
  EXPECT_EQ(ToHex(interval.body),
            "01"
            "00000029"
            "04"
            "0000000f");
  EXPECT_EQ(ToHex(Encode("HEARTBEAT", "GPRS-部标", "120").body),
            "01"
            "00000001"
            "04"
            "00000078");
  EXPECT_EQ(Encode("HEARTBEAT", "GPRS-GT06", "90").text, "HBT,2#");  // minutes, rounded up
  EXPECT_EQ(Encode("REPORT_INTERVAL", "GPRS-GT06", "15").text, "TIMER,15#");
  EXPECT_EQ(ToHex(Encode("OVERSPEED", "GPRS-部标", "80,10").body),
            "02"
            "00000055"
            "04"
            "00000050"
            "00000056"
            "04"
            "0000000a");
  EXPECT_EQ(Encode("OVERSPEED", "GPRS-GT06", "80,10").text, "SPEED,ON,10,80,1#");
  DeviceCommand server = Encode("SERVER", "GPRS-部标", "1.2.3.4,5555");
  EXPECT_EQ(ToHex(server.body), "020000001307312e322e332e340000001804000015b3");  // Traccar's asserted body
  EXPECT_EQ(Encode("SERVER", "GPRS-GT06", "1.2.3.4,5555").text, "SERVER,0,1.2.3.4,5555,0#");
  EXPECT_EQ(Encode("SERVER", "GPRS-GT06", "gps.example.com,5555").text, "SERVER,1,gps.example.com,5555,0#");
  EXPECT_EQ(ToHex(Encode("TRACK", "GPRS-部标", "10,600").body), "000a00000258");
  EXPECT_EQ(ToHex(Encode("PASSTHROUGH", "GPRS-部标", "240,0102AB").body), "f00102ab");
}

TEST(CatalogueTest, BsjTakesVendorTextCommands) {
  // api-contract §4.3: 0x8300, flag 0x00, GBK text <SPBSJ*P:BSJGPS*…>.
  DeviceCommand server = Encode("SERVER", "BSJ-部标", "113.88.1.2,7788");
  EXPECT_EQ(server.msg_id, jt808::kMsgTextMessage);
  EXPECT_EQ(server.text_flag, 0);
  EXPECT_EQ(server.text, "<SPBSJ*P:BSJGPS*T:113.88.1.2,7788>");
  EXPECT_EQ(Encode("SERVER", "BSJ-部标", "gps.example.com,7788").text, "<SPBSJ*P:BSJGPS*Q:gps.example.com:7788>");
  EXPECT_EQ(Encode("TRACK_MODE", "BSJ-部标", "30").text, "<SPBSJ*P:BSJGPS*C:30>");
  EXPECT_EQ(Encode("SOS_SWITCH", "BSJ-部标", "1").text, "<SPBSJ*P:BSJGPS*2S:1>");
  EXPECT_EQ(Encode("CUSTOM", "BSJ-部标", "<SPBSJ*P:BSJGPS*60:1>").text, "<SPBSJ*P:BSJGPS*60:1>");
}

TEST(CatalogueTest, TextLocateArmAndPhoto) {
  DeviceCommand text = Encode("TEXT", "GPRS-部标", "8,请靠边停车");
  EXPECT_EQ(text.msg_id, jt808::kMsgTextMessage);
  EXPECT_EQ(text.text_flag, jt808::kTextTts);
  EXPECT_EQ(text.text, "请靠边停车");
  EXPECT_EQ(Encode("LOCATE", "GPRS-部标").msg_id, jt808::kMsgLocationQuery);
  EXPECT_EQ(Encode("LOCATE", "GPRS-GT06").text, "WHERE#");
  EXPECT_EQ(Encode("ARM", "GPRS-部标").control, 1);
  EXPECT_EQ(Encode("DISARM", "GPRS-部标").control, 0);
  EXPECT_EQ(Encode("PHOTO", "GPRS-部标").msg_id, jt808::kMsgCameraShot);
  EXPECT_EQ(ToHex(Encode("RESET", "GPRS-部标").body), "04");
  EXPECT_EQ(ToHex(Encode("FACTORY_RESET", "GPRS-部标").body), "05");
  auto unsupported = EncodeCommand(Def("PHOTO"), Terminal("GPRS-GT06"), "");
  EXPECT_EQ(unsupported.status().message(), "该终端不支持拍照指令");
  auto ascii = EncodeCommand(Def("CUSTOM"), Terminal("GPRS-GT06"), "你好");
  EXPECT_FALSE(ascii.ok());
}

}  // namespace
}  // namespace chelian::command
