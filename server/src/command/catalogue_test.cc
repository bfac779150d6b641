// Tests for the command catalogue: the commands the issue names exist with their terminal
// support, parameters are validated with Chinese messages, each family gets its encoding
// (JT/T 808 messages, BSJ <SPBSJ*…> texts, GT06 online-command texts), passwords are masked.
#include "command/catalogue.h"

#include <set>

#include <gtest/gtest.h>

#include "core/hex.h"
#include "protocol/gt06/constants.h"
#include "protocol/jt808/constants.h"

namespace chelian::command {
namespace {

const CommandDef& Def(std::string_view type) {
  const CommandDef* d = FindCommand(type);
  EXPECT_NE(d, nullptr) << type;
  return *d;
}

DeviceCommand Encode(std::string_view type, Family f, std::string_view msg = "") {
  auto c = EncodeCommand(Def(type), f, msg);
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
    EXPECT_TRUE(d.jt808 || d.bsj || d.gt06) << d.type;
  }
  for (std::string_view n : {"断开油电", "恢复油电", "立即定位", "设置上报间隔", "设置心跳", "设置服务器", "超速设置", "重启终端",
                             "恢复出厂设置", "文本下发", "拍照", "查询终端参数", "软件版本查询", "设防", "撤防", "透传", "自定义指令"})
    EXPECT_TRUE(names.count(n)) << n;
  EXPECT_EQ(FindCommandByResource(Def("LOCATE").resource_id), &Def("LOCATE"));
  EXPECT_EQ(FindCommand("NOPE"), nullptr);
}

TEST(CatalogueTest, TerminalTypesMapOntoFamilies) {
  EXPECT_EQ(TerminalFamilyOf("GPRS-部标", "jt808"), Family::kJt808);
  EXPECT_EQ(TerminalFamilyOf("BSJ-部标", "jt808"), Family::kBsj);
  EXPECT_EQ(TerminalFamilyOf("GPRS-GT06", "gt06"), Family::kGt06);
  EXPECT_EQ(TerminalFamilyOf("KM-01", "gt06"), Family::kGt06);  // unknown type: by protocol
  EXPECT_FALSE(TerminalFamilyOf("KM-02", "h02"));
  EXPECT_FALSE(Def("PHOTO").Supports(Family::kGt06));
  EXPECT_TRUE(Def("TRACK_MODE").Supports(Family::kBsj));
  EXPECT_FALSE(Def("TRACK_MODE").Supports(Family::kJt808));
}

TEST(CatalogueTest, CutOilIsGuardedAndEncodedPerProtocol) {
  const CommandDef& cut = Def("CUT_OIL");
  EXPECT_TRUE(cut.cut_oil);
  EXPECT_TRUE(cut.speed_guard);
  EXPECT_FALSE(Def("RESTORE_OIL").speed_guard);
  DeviceCommand jt = Encode("CUT_OIL", Family::kJt808, "secret");
  EXPECT_EQ(jt.msg_id, jt808::kMsgTerminalControl);
  EXPECT_EQ(ToHex(jt.body), "f0");
  EXPECT_EQ(ToHex(Encode("RESTORE_OIL", Family::kJt808, "secret").body), "f1");
  DeviceCommand gt = Encode("CUT_OIL", Family::kGt06, "secret");
  EXPECT_EQ(gt.msg_id, gt06::kMsgCommand);
  EXPECT_EQ(gt.text, "Relay,1#");
  EXPECT_EQ(Encode("RESTORE_OIL", Family::kGt06, "secret").text, "Relay,0#");
  EXPECT_EQ(TerminalFamilyOf("GT06-DYD", "gt06"), Family::kGt06Dyd);
  EXPECT_EQ(Encode("CUT_OIL", Family::kGt06Dyd, "secret").text, "DYD,123456#");
  EXPECT_EQ(Encode("RESTORE_OIL", Family::kGt06Dyd, "secret").text, "HFYD,123456#");
  EXPECT_EQ(Encode("LOCATE", Family::kGt06Dyd).text, "WHERE#");  // everything else as GT06
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
  DeviceCommand interval = Encode("REPORT_INTERVAL", Family::kJt808, "15");
  EXPECT_EQ(interval.msg_id, jt808::kMsgSetParameters);
  EXPECT_EQ(ToHex(interval.body), "01" "00000029" "04" "0000000f");
  EXPECT_EQ(ToHex(Encode("HEARTBEAT", Family::kJt808, "120").body), "01" "00000001" "04" "00000078");
  EXPECT_EQ(Encode("HEARTBEAT", Family::kGt06, "90").text, "HBT,2#");  // minutes, rounded up
  EXPECT_EQ(Encode("REPORT_INTERVAL", Family::kGt06, "15").text, "TIMER,15#");
  EXPECT_EQ(ToHex(Encode("OVERSPEED", Family::kJt808, "80,10").body),
            "02" "00000055" "04" "00000050" "00000056" "04" "0000000a");
  EXPECT_EQ(Encode("OVERSPEED", Family::kGt06, "80,10").text, "SPEED,ON,10,80,1#");
  DeviceCommand server = Encode("SERVER", Family::kJt808, "1.2.3.4,5555");
  EXPECT_EQ(ToHex(server.body), "020000001307312e322e332e340000001804000015b3");  // Traccar's asserted body
  EXPECT_EQ(Encode("SERVER", Family::kGt06, "1.2.3.4,5555").text, "SERVER,0,1.2.3.4,5555,0#");
  EXPECT_EQ(Encode("SERVER", Family::kGt06, "gps.example.com,5555").text, "SERVER,1,gps.example.com,5555,0#");
  EXPECT_EQ(ToHex(Encode("TRACK", Family::kJt808, "10,600").body), "000a00000258");
  EXPECT_EQ(ToHex(Encode("PASSTHROUGH", Family::kJt808, "240,0102AB").body), "f00102ab");
}

TEST(CatalogueTest, BsjTakesVendorTextCommands) {
  // api-contract §4.3: 0x8300, flag 0x00, GBK text <SPBSJ*P:BSJGPS*…>.
  DeviceCommand server = Encode("SERVER", Family::kBsj, "113.88.1.2,7788");
  EXPECT_EQ(server.msg_id, jt808::kMsgTextMessage);
  EXPECT_EQ(server.text_flag, 0);
  EXPECT_EQ(server.text, "<SPBSJ*P:BSJGPS*T:113.88.1.2,7788>");
  EXPECT_EQ(Encode("SERVER", Family::kBsj, "gps.example.com,7788").text, "<SPBSJ*P:BSJGPS*Q:gps.example.com:7788>");
  EXPECT_EQ(Encode("TRACK_MODE", Family::kBsj, "30").text, "<SPBSJ*P:BSJGPS*C:30>");
  EXPECT_EQ(Encode("SOS_SWITCH", Family::kBsj, "1").text, "<SPBSJ*P:BSJGPS*2S:1>");
  EXPECT_EQ(Encode("CUSTOM", Family::kBsj, "<SPBSJ*P:BSJGPS*60:1>").text, "<SPBSJ*P:BSJGPS*60:1>");
}

TEST(CatalogueTest, TextLocateArmAndPhoto) {
  DeviceCommand text = Encode("TEXT", Family::kJt808, "8,请靠边停车");
  EXPECT_EQ(text.msg_id, jt808::kMsgTextMessage);
  EXPECT_EQ(text.text_flag, jt808::kTextTts);
  EXPECT_EQ(text.text, "请靠边停车");
  EXPECT_EQ(Encode("LOCATE", Family::kJt808).msg_id, jt808::kMsgLocationQuery);
  EXPECT_EQ(Encode("LOCATE", Family::kGt06).text, "WHERE#");
  EXPECT_EQ(Encode("ARM", Family::kJt808).control, 1);
  EXPECT_EQ(Encode("DISARM", Family::kJt808).control, 0);
  EXPECT_EQ(Encode("PHOTO", Family::kJt808).msg_id, jt808::kMsgCameraShot);
  EXPECT_EQ(ToHex(Encode("RESET", Family::kJt808).body), "04");
  EXPECT_EQ(ToHex(Encode("FACTORY_RESET", Family::kJt808).body), "05");
  auto unsupported = EncodeCommand(Def("PHOTO"), Family::kGt06, "");
  EXPECT_EQ(unsupported.status().message(), "该终端不支持拍照指令");
  auto ascii = EncodeCommand(Def("CUSTOM"), Family::kGt06, "你好");
  EXPECT_FALSE(ascii.ok());
}

}  // namespace
}  // namespace chelian::command
