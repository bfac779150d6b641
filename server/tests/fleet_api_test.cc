// Loopback tests of 系统管理 › 车辆管理's V3 calls (v3-console-inventory §2.7, §3.4, §3.9): groups
// (add, edit, read, delete and its refusals), the vehicle table, the 车辆资料 dialog's save and
// update with their checks, transfers, deletes one by one and by a list — and who may do what
// where: admin, 我的客户, 监控客户 and an account without 删除车辆/删除车组, on their own subtree, their
// parent group and another tenant. The gateway sees added and deleted terminals at once.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>

#include "accounts_fixture.h"
#include "jt808_terminal.h"

namespace chelian {
namespace {

namespace json = boost::json;

constexpr char kNoButton[] = "没有该操作的权限";

// The tree of AccountsFixture plus nodv (冷链车队, without 删除车辆 and 删除车组) and a gateway for
// JT/T 808 terminals.
class FleetApiTest : public testing::AccountsFixture {
 protected:
  void SetUp() override {
    ASSERT_TRUE(server_.Start("fleet_api_test", 12, {"gateway.jt808_port=0", "gateway.host=127.0.0.1"}).ok());
    port_ = server_.app->http_port();
    db_ = std::move(OpenConfiguredDatabase(server_.config).value());
    tokens_["admin"] = testing::SignIn(port_, "admin", "admin123");
    tokens_["demo"] = testing::SignIn(port_, "demo", "demo123");
    BuildTree();
    Create("demo", "nodv", "冷链车队", R"("corpName":"冷链无删除","checkVehicle":1,"checkGroup":1)");
  }

  static std::string Encode(const std::string& s) {
    std::string out;
    for (unsigned char c : s) {
      if (std::isalnum(c) || c == '-' || c == '_' || c == '.') {
        out += static_cast<char>(c);
      } else {
        char buf[4];
        std::snprintf(buf, sizeof buf, "%%%02X", c);
        out += buf;
      }
    }
    return out;
  }
  // A form post, as the V3 console sends these calls; `fields` are name=value pairs (values encoded here).
  json::value PostForm(const std::string& user, const std::string& path,
                       const std::vector<std::pair<std::string, std::string>>& fields) {
    std::string body;
    for (const auto& [k, v] : fields) body += (body.empty() ? "" : "&") + k + "=" + Encode(v);
    return Parse(testing::HttpCall(port_, "POST", path,
                                   {{"sessionId", Token(user)}, {"Content-Type", "application/x-www-form-urlencoded"}},
                                   body)
                     .body);
  }
  std::string G(const std::string& name) { return std::to_string(GroupId(name)); }

  // saveVehicle (JSON, as the dialog sends it) with a plate, terminal and SIM; `extra` adds members.
  json::value Save(const std::string& user, const std::string& group, const std::string& plate,
                   const std::string& terminal, const std::string& extra = "") {
    return PostJson(Token(user), "/car/v1/api/vehicle/saveVehicle.json",
                    R"({"plate":")" + plate + R"(","sim":"13912340000","terminalType":"GPRS-部标","terminalNo":")" +
                        terminal + R"(","groupId":)" + G(group) + (extra.empty() ? "" : "," + extra) + "}");
  }
  long long VehicleId(const std::string& plate) {
    auto rows = db_->Acquire()->Query("SELECT id FROM assets WHERE plate = ?", {plate});
    return rows->empty() ? 0 : rows->at(0).Int(0);
  }
  std::string GroupOfVehicle(const std::string& plate) {
    auto rows = db_->Acquire()->Query(
        "SELECT g.name FROM assets a JOIN groups g ON g.id = a.group_id WHERE a.plate = ?", {plate});
    return rows->empty() ? "" : rows->at(0).Text(0);
  }
  long long Count(const std::string& sql) { return db_->Acquire()->Query(sql)->at(0).Int(0); }
  std::vector<std::string> Strings(const json::value& v) {
    std::vector<std::string> out;
    for (const auto& s : v.as_array()) out.push_back(Str(s));
    return out;
  }
};

TEST_F(FleetApiTest, AGroupIsAddedEditedReadAndDeletedWithItsContactAndRemark) {
  json::value added = PostForm("cust", "/car/v1/api/group/addVehGroup.json",
                               {{"groupName", "一车队A组"},
                                {"parentId", G("一车队")},
                                {"parentName", "一车队"},
                                {"phone", "13800000001"},
                                {"remark", "夜班"},
                                {"isFinance", "0"}});
  ASSERT_EQ(Flag(added), 1) << WriteJson(added);
  const json::value& d = added.at("obj").at("data");
  long long id = d.at("groupId").as_int64();
  EXPECT_EQ(id, GroupId("一车队A组"));
  EXPECT_EQ(d.at("parentId").as_int64(), GroupId("一车队"));
  EXPECT_EQ(Str(d.at("parentName")), "一车队");
  EXPECT_EQ(Str(d.at("phone")), "13800000001");
  EXPECT_EQ(Str(d.at("remark")), "夜班");
  EXPECT_EQ(d.at("delFlag").as_int64(), 1);
  EXPECT_EQ(Operations("group.add", "一车队A组"), 1);
  // A sibling of the same name is refused.
  EXPECT_EQ(Flag(PostForm("cust", "/car/v1/api/group/addVehGroup.json",
                          {{"groupName", "一车队A组"}, {"parentId", G("一车队")}})),
            0);

  json::value updated =
      PostForm("cust", "/car/v1/api/group/updateVehicleGroup.json",
               {{"groupId", std::to_string(id)}, {"groupName", "一车队B组"}, {"phone", "13800000002"}, {"remark", ""}});
  ASSERT_EQ(Flag(updated), 1) << WriteJson(updated);
  json::value read = PostForm("cust", "/car/v1/api/group/getGroup.json", {{"groupId", std::to_string(id)}});
  ASSERT_EQ(Flag(read), 1);
  EXPECT_EQ(Str(read.at("obj").at("data").at("groupName")), "一车队B组");
  EXPECT_EQ(Str(read.at("obj").at("data").at("phone")), "13800000002");
  EXPECT_EQ(Str(read.at("obj").at("data").at("remark")), "");
  EXPECT_EQ(Operations("group.update", "一车队B组"), 1);
  // Moving it under another parent is not an edit.
  EXPECT_EQ(Msg(PostForm("cust", "/car/v1/api/group/updateVehicleGroup.json",
                         {{"groupId", std::to_string(id)}, {"groupName", "x"}, {"parentId", G("二车队")}})),
            "不能更改上级车组");

  json::value deleted =
      PostForm("cust", "/car/v1/api/group/deleteVehicleGroup.json", {{"groupId", std::to_string(id)}});
  ASSERT_EQ(Flag(deleted), 1) << WriteJson(deleted);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM groups WHERE id = " + std::to_string(id)), 0);
  EXPECT_EQ(Operations("group.delete", "一车队B组"), 1);
}

TEST_F(FleetApiTest, GroupCallsStayInsideTheCallersSubtreeAndNeedTheirButtons) {
  auto add = [&](const std::string& user, const std::string& parent, const std::string& name) {
    return PostForm(user, "/car/v1/api/group/addVehGroup.json", {{"groupName", name}, {"parentId", G(parent)}});
  };
  // 我的客户 (cust, 一车队): its own subtree yes; the parent group and another tenant no.
  EXPECT_EQ(Flag(add("cust", "一车队", "自己的")), 1);
  EXPECT_EQ(Msg(add("cust", "顺达物流有限公司", "上级的")), "上级车组不存在或无权操作");
  EXPECT_EQ(Msg(add("cust", "1路车队", "别家的")), "上级车组不存在或无权操作");
  // The administrator of the agent: any group below it.
  EXPECT_EQ(Flag(add("admin", "1路车队", "代理商加的")), 1);
  // 监控客户: no button.
  EXPECT_EQ(Msg(add("mon", "二车队", "监控的")), kNoButton);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM groups WHERE name IN ('上级的', '别家的', '监控的')"), 0);

  // Edits: neither the parent nor another tenant, nor the caller's own top group.
  auto rename = [&](const std::string& user, const std::string& group) {
    return PostForm(user, "/car/v1/api/group/updateVehicleGroup.json", {{"groupId", G(group)}, {"groupName", "改名"}});
  };
  EXPECT_EQ(Msg(rename("cust", "顺达物流有限公司")), "车组不存在或无权操作");
  EXPECT_EQ(Msg(rename("cust", "1路车队")), "车组不存在或无权操作");
  EXPECT_EQ(Msg(rename("cust", "一车队")), "不能修改自己的顶级车组");
  EXPECT_EQ(Msg(rename("mon", "二车队")), kNoButton);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM groups WHERE name = '改名'"), 0);
  // Reads: the parent group and another tenant are not there.
  EXPECT_EQ(Flag(PostForm("cust", "/car/v1/api/group/getGroup.json", {{"groupId", G("顺达物流有限公司")}})), 0);
  EXPECT_EQ(Flag(PostForm("demo", "/car/v1/api/group/getGroup.json", {{"groupId", G("1路车队")}})), 0);
  // The parent of a top group is not named to whoever does not see it.
  json::value top = PostForm("cust", "/car/v1/api/group/getGroup.json", {{"groupId", G("一车队")}});
  EXPECT_EQ(Str(top.at("obj").at("data").at("parentName")), "");
  EXPECT_EQ(Str(PostForm("demo", "/car/v1/api/group/getGroup.json", {{"groupId", G("一车队")}})
                    .at("obj")
                    .at("data")
                    .at("parentName")),
            "顺达物流有限公司");
}

TEST_F(FleetApiTest, DeletingAGroupIsRefusedWithTheReason) {
  auto del = [&](const std::string& user, const std::string& group) {
    return PostForm(user, "/car/v1/api/group/deleteVehicleGroup.json", {{"groupId", G(group)}});
  };
  auto add = [&](const std::string& user, const std::string& parent, const std::string& name) {
    ASSERT_EQ(
        Flag(PostForm(user, "/car/v1/api/group/addVehGroup.json", {{"groupName", name}, {"parentId", G(parent)}})), 1);
  };
  add("demo", "顺达物流有限公司", "有下级");
  add("demo", "有下级", "下级");
  add("demo", "顺达物流有限公司", "有车");
  ASSERT_EQ(Flag(Save("demo", "有车", "粤B10001", "13900010001")), 1);
  add("demo", "冷链车队", "冷链空组");
  add("demo", "顺达物流有限公司", "有用户");
  Create("demo", "bound", "有用户", R"("corpName":"绑定的客户")");

  EXPECT_EQ(Msg(del("demo", "有下级")), "该车组下还有下级车组，不能删除");
  EXPECT_EQ(Msg(del("demo", "有车")), "该车组下还有1台车辆，不能删除");
  EXPECT_EQ(Msg(del("demo", "有用户")), "该车组已绑定用户，不能删除");
  EXPECT_EQ(Msg(del("demo", "顺达物流有限公司")), "不能删除自己的顶级车组");
  EXPECT_EQ(Msg(del("cust", "一车队")), "不能删除自己的顶级车组");
  // Without 删除车组 (nodv, checkGroup 1), even an empty group of its own subtree stays.
  EXPECT_EQ(Msg(del("nodv", "冷链空组")), "没有删除车组权限");
  // 监控客户: no button. Another tenant's and the parent's groups are not there.
  EXPECT_EQ(Msg(del("mon", "二车队")), kNoButton);
  EXPECT_EQ(Msg(del("demo", "1路车队")), "车组不存在或无权操作");
  EXPECT_EQ(Msg(del("cust", "顺达物流有限公司")), "车组不存在或无权操作");
  EXPECT_EQ(Count("SELECT COUNT(*) FROM groups WHERE name IN ('有下级', '下级', '有车', '冷链空组', '1路车队')"), 5);
  EXPECT_EQ(Operations("group.delete", "冷链空组"), 0);
  // The administrator deletes the leaf, then the emptied parent.
  EXPECT_EQ(Flag(del("admin", "下级")), 1);
  EXPECT_EQ(Flag(del("demo", "有下级")), 1);
  EXPECT_EQ(Flag(del("demo", "冷链空组")), 1);
}

TEST_F(FleetApiTest, TheVehicleDialogChecksItsFieldsAndSavesEveryTab) {
  auto refused = [&](const std::string& plate, const std::string& terminal, const std::string& extra) {
    return Msg(Save("cust", "一车队", plate, terminal, extra));
  };
  EXPECT_EQ(refused("粤B1234567890123456789", "13900020001", ""), "车牌号码不能超过20个字符");
  EXPECT_EQ(refused("粤B20001", "13900020001", R"("sim":"1391234")"), "SIM卡号必须为11到13位数字");
  EXPECT_EQ(refused("粤B20001", "13900020001", R"("sim":"1391234000x")"), "SIM卡号必须为11到13位数字");
  EXPECT_EQ(refused("粤B20001", "13900020001", R"("frameNo":"LSVAU033")"), "车架号码必须为16到17位字母或数字");
  EXPECT_EQ(refused("粤B20001", "13900020001", R"("iccid":"8986")"), "ICCID必须为19到20位字母或数字");
  EXPECT_EQ(refused("粤B20001", "13900020001", R"("terminalType":"不存在的型号")"), "设备类型不存在: 不存在的型号");
  EXPECT_EQ(refused("粤B20001", "13900020001", R"("displayYear":"6")"), "续费年限只能为1到5年");
  EXPECT_EQ(refused("", "13900020001", ""), "请输入车牌号码");
  // The types to choose from are the ones the dialog may send.
  json::value types = Get(Token("cust"), "/car/v1/api/terminal/getTerminalMap.json");
  ASSERT_EQ(Flag(types), 1);
  std::vector<std::string> names;
  for (const auto& t : types.at("obj").at("data").as_array()) names.push_back(Str(t.at("typemap")));
  EXPECT_NE(std::find(names.begin(), names.end(), "GPRS-部标"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "GPRS-GT06"), names.end());
  // 图标: the icons offered are the ones saveVehicle takes (§4.6, 0 汽车 … 13 摩托车).
  json::value icons = Get(Token("cust"), "/car/v1/api/vehicle/getVehicleIconType.json");
  ASSERT_EQ(Flag(icons), 1);
  ASSERT_EQ(icons.at("obj").as_array().size(), 14u);
  EXPECT_EQ(Str(icons.at("obj").at(0).at("iconName")), "汽车");
  EXPECT_EQ(icons.at("obj").at(13).at("iconType").as_int64(), 13);
  EXPECT_EQ(Str(icons.at("obj").at(13).at("iconName")), "摩托车");
  EXPECT_EQ(refused("粤B20001", "13900020001", R"("iconType":14)"), "图标类型不正确");
  EXPECT_EQ(refused("粤B20001", "13900020001", R"("iconType":-1)"), "图标类型不正确");
  EXPECT_EQ(Count("SELECT COUNT(*) FROM assets WHERE plate = '粤B20001'"), 0);

  json::value saved = Save("cust", "一车队", "粤B20001", "13900020001",
                           R"("sim":"1391234000123","mac":"AA:BB:CC:DD:EE:FF","frameNo":"LSVAU033512345678",)"
                           R"("engineNo":"E100","vehicleType":"厢式货车","iccid":"89860477012070271501",)"
                           R"("serviceCode":"8888","installDate":"2026-11-01 09:00:00","owner":"张三",)"
                           R"("displayYear":"2","remark":"新车","iconType":3,"license":"440301","phone":"13700000000",)"
                           R"("address":"深圳","installPerson":"李四","installPlace":"仪表台","installRemark":"隐蔽")");
  ASSERT_EQ(Flag(saved), 1) << WriteJson(saved);
  long long id = saved.at("obj").at("vehicleId").as_int64();
  EXPECT_EQ(Operations("vehicle.add", "粤B20001"), 1);
  // A terminal number already in use (leading zeros aside) is refused.
  EXPECT_EQ(Msg(Save("demo", "顺达物流有限公司", "粤B20002", "013900020001")), "终端号已存在: 13900020001");

  json::value info =
      Get(Token("cust"), "/car/v1/api/vehicleManagement/queryVehicleInfo?vehicleId=" + std::to_string(id));
  ASSERT_EQ(Flag(info), 1) << WriteJson(info);
  const json::value& v = info.at("obj").at("vehicle");
  EXPECT_EQ(info.at("obj").at("groupId").as_int64(), GroupId("一车队"));
  EXPECT_EQ(Str(info.at("obj").at("groupName")), "一车队");
  EXPECT_EQ(Str(v.at("sim")), "1391234000123");
  EXPECT_EQ(Str(v.at("mac")), "AA:BB:CC:DD:EE:FF");
  EXPECT_EQ(Str(v.at("frameNo")), "LSVAU033512345678");
  EXPECT_EQ(Str(v.at("iccid")), "89860477012070271501");
  EXPECT_EQ(Str(v.at("serviceCode")), "8888");
  EXPECT_EQ(Str(v.at("owner")), "张三");
  EXPECT_EQ(Str(v.at("license")), "440301");
  EXPECT_EQ(Str(v.at("installPerson")), "李四");
  EXPECT_EQ(Str(v.at("installRemark")), "隐蔽");
  EXPECT_EQ(Str(v.at("installDate")), "2026-11-01 09:00:00");
  EXPECT_EQ(Str(v.at("displayYear")), "2");
  EXPECT_EQ(v.at("serviceMonths").as_int64(), 24);  // 续费年限 2年: counted from the first report
  EXPECT_EQ(v.at("iconType").as_int64(), 3);

  // updateVehicle as the dialog sends it: the fields inside updateVehicleInfo.
  json::value updated = PostJson(
      Token("cust"), "/car/v1/api/vehicle/updateVehicle.json",
      R"({"updateVehicleInfo":{"vehicleId":)" + std::to_string(id) +
          R"(,"plate":"粤B20009","sim":"13912340009","terminalType":"GPRS-部标","terminalNo":"13900020009","groupId":)" +
          G("一车队") +
          R"(,"owner":"王五","remark":"改过","mac":"11:22:33:44:55:66"},"alarmUtil":{"twoCharge":0,"vehId":)" +
          std::to_string(id) + "}}");
  ASSERT_EQ(Flag(updated), 1) << WriteJson(updated);
  json::value after =
      Get(Token("cust"), "/car/v1/api/vehicleManagement/queryVehicleInfo?vehicleId=" + std::to_string(id))
          .at("obj")
          .at("vehicle");
  EXPECT_EQ(Str(after.at("plate")), "粤B20009");
  EXPECT_EQ(Str(after.at("terminalNo")), "13900020009");
  EXPECT_EQ(Str(after.at("owner")), "王五");
  EXPECT_EQ(Str(after.at("mac")), "11:22:33:44:55:66");
  EXPECT_EQ(Operations("vehicle.update", "粤B20009"), 1);
  // The old number is free again; the edit cannot take a number another device has.
  EXPECT_EQ(Flag(Save("cust", "一车队", "粤B20010", "13900020001")), 1);
  json::value taken = PostJson(Token("cust"), "/car/v1/api/vehicle/updateVehicle.json",
                               R"({"vehicleId":)" + std::to_string(id) +
                                   R"(,"plate":"粤B20009","sim":"13912340009","terminalType":"GPRS-部标",)"
                                   R"("terminalNo":"13900020001"})");
  EXPECT_EQ(Msg(taken), "终端号已存在: 13900020001");
}

// 风控信息 (tab 4): the dialog reads the vehicle's own areas, stay points and 二押点报警 in `extend` and
// saves them through updateVehicle's alarmUtil, the same settings the monitoring page's dialogs keep.
TEST_F(FleetApiTest, TheRiskTabReadsAndSavesTheVehiclesAlarmSettings) {
  ASSERT_EQ(Flag(Save("cust", "一车队", "粤B40001", "13900040001")), 1);
  const std::string id = std::to_string(VehicleId("粤B40001"));
  auto extend = [&](const std::string& user) {
    return Get(Token(user), "/car/v1/api/vehicleManagement/queryVehicleInfo?vehicleId=" + id);
  };
  json::value fresh = extend("cust").at("obj").at("extend");
  EXPECT_EQ(Str(fresh.at("areaName")), "");
  EXPECT_EQ(Str(fresh.at("stayPaint")), "未设置");
  EXPECT_EQ(fresh.at("isTwoCharge").as_int64(), 0);
  auto update = [&](const std::string& user, const std::string& util) {
    return PostJson(
        Token(user), "/car/v1/api/vehicle/updateVehicle.json",
        R"({"updateVehicleInfo":{"vehicleId":)" + id +
            R"(,"plate":"粤B40001","sim":"13912340000","terminalType":"GPRS-部标","terminalNo":"13900040001",)"
            R"("groupId":)" +
            G("一车队") + R"(},"alarmUtil":)" + util + "}");
  };
  json::value saved = update("cust", R"({"address":"广东省_440000|湖南省_430000","twoCharge":1,"staypoint":1})");
  ASSERT_EQ(Flag(saved), 1) << WriteJson(saved);
  json::value set = extend("cust").at("obj").at("extend");
  EXPECT_EQ(Str(set.at("areaName")), "广东省_440000|湖南省_430000");
  EXPECT_EQ(set.at("isTwoCharge").as_int64(), 1);
  EXPECT_EQ(Str(set.at("stayPaint")), "未设置");  // no points yet: staypoint switches nothing
  // The monitoring page's calls see the same settings, and the stay points set there show here.
  EXPECT_EQ(Str(Get(Token("cust"), "/car/v1/api/monitor/getAdminRegion?vehicleId=" + id).at("obj")),
            "广东省_440000|湖南省_430000");
  ASSERT_EQ(Flag(Get(Token("cust"), "/car/v1/api/fence/saveStoppingPoint?vehicleId=" + id +
                                        "&staypoint=1,22.55,114.05,1000;2,22.60,114.10,1000")),
            1);
  json::value places = Get(Token("cust"), "/car/v1/api/vehicle/searchVehicleInfo.json?vehicleId=" + id);
  EXPECT_EQ(Str(places.at("obj").at("data").at("extend").at("stayPaint")), "家庭住址、公司住址");
  EXPECT_EQ(places.at("obj").at("data").at("extend").at("stayEnabled").as_int64(), 1);
  // Switched off, areas removed; the log says what changed.
  ASSERT_EQ(Flag(update("cust", R"({"address":"","twoCharge":false,"staypoint":0})")), 1);
  json::value off = extend("cust").at("obj").at("extend");
  EXPECT_EQ(Str(off.at("areaName")), "");
  EXPECT_EQ(off.at("isTwoCharge").as_int64(), 0);
  EXPECT_EQ(off.at("stayEnabled").as_int64(), 0);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM operation_log WHERE detail LIKE '%启用二押点报警%'"), 1);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM operation_log WHERE detail LIKE '%关闭经常停留点报警%'"), 1);
  // Bad settings: a clear refusal and nothing saved, not even the vehicle's fields.
  EXPECT_EQ(Msg(update("cust", R"({"address":"火星_999999"})")), "请选择省市区");
  EXPECT_EQ(Msg(update("cust", R"({"twoCharge":7})")), "二押点报警只能是启用或关闭");
  EXPECT_EQ(Str(extend("cust").at("obj").at("extend").at("areaName")), "");
  // Another tenant neither reads nor writes them.
  EXPECT_EQ(Msg(extend("jh")), "车辆不存在或无权操作");
  EXPECT_EQ(Msg(update("jh", R"({"twoCharge":1})")), "车辆不存在或无权操作");
}

TEST_F(FleetApiTest, SavingAndEditingVehiclesStayInsideTheSubtree) {
  ASSERT_EQ(Flag(Save("demo", "冷链车队", "粤B30001", "13900030001")), 1);
  long long id = VehicleId("粤B30001");
  // Into the parent group or another tenant's: refused, nothing stored.
  EXPECT_EQ(Msg(Save("cust", "顺达物流有限公司", "粤B30002", "13900030002")), "车组不存在或无权操作");
  EXPECT_EQ(Msg(Save("cust", "1路车队", "粤B30003", "13900030003")), "车组不存在或无权操作");
  EXPECT_EQ(Msg(Save("mon", "二车队", "粤B30004", "13900030004")), kNoButton);
  EXPECT_EQ(Flag(Save("admin", "1路车队", "粤B30005", "13900030005")), 1);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM assets WHERE plate IN ('粤B30002', '粤B30003', '粤B30004')"), 0);
  // Editing a vehicle of the parent's subtree (cust) or of another tenant (jh): not there.
  std::string edit = R"({"vehicleId":)" + std::to_string(id) +
                     R"(,"plate":"改","sim":"13912340000","terminalType":"GPRS-部标","terminalNo":"13900030001"})";
  EXPECT_EQ(Msg(PostJson(Token("cust"), "/car/v1/api/vehicle/updateVehicle.json", edit)), "车辆不存在或无权操作");
  EXPECT_EQ(Msg(PostJson(Token("jh"), "/car/v1/api/vehicle/updateVehicle.json", edit)), "车辆不存在或无权操作");
  EXPECT_EQ(Msg(PostJson(Token("mon"), "/car/v1/api/vehicle/updateVehicle.json", edit)), kNoButton);
  // Moving it by the edit into another tenant's group: refused.
  std::string away = R"({"vehicleId":)" + std::to_string(id) +
                     R"(,"plate":"粤B30001","sim":"13912340000","terminalType":"GPRS-部标","terminalNo":"13900030001",)"
                     R"("groupId":)" +
                     G("1路车队") + "}";
  EXPECT_EQ(Msg(PostJson(Token("demo"), "/car/v1/api/vehicle/updateVehicle.json", away)), "车组不存在或无权操作");
  EXPECT_EQ(GroupOfVehicle("粤B30001"), "冷链车队");
  EXPECT_EQ(Flag(Get(Token("cust"), "/car/v1/api/vehicleManagement/queryVehicleInfo?vehicleId=" + std::to_string(id))),
            0);
}

TEST_F(FleetApiTest, TheVehicleTableListsOneGroupAPageAtATime) {
  for (int i = 1; i <= 5; ++i)
    ASSERT_EQ(Flag(Save("cust", "一车队", "粤B4000" + std::to_string(i), "1390004000" + std::to_string(i),
                        R"("mac":"M)" + std::to_string(i) + R"(","remark":"备注)" + std::to_string(i) + "\"")),
              1);
  long long seeded = Count("SELECT COUNT(*) FROM assets WHERE group_id = " + G("一车队"));
  json::value page = Get(Token("cust"), "/car/v1/api/vehicle/listVehicleByGroupRds.json?groupId=" + G("一车队") +
                                            "&pageNumber=1&pageSize=2");
  ASSERT_EQ(Flag(page), 1) << WriteJson(page);
  EXPECT_EQ(page.at("obj").at("total").as_int64(), seeded);
  EXPECT_EQ(page.at("obj").at("pageSize").as_int64(), 2);
  ASSERT_EQ(page.at("obj").at("data").as_array().size(), 2u);
  // The last page holds the vehicles added last, with every column of the table.
  long long last = (seeded + 1) / 2;
  json::value tail = Get(Token("cust"), "/car/v1/api/vehicle/listVehicleByGroupRds.json?groupId=" + G("一车队") +
                                            "&pageSize=2&pageNumber=" + std::to_string(last));
  const json::value& row = tail.at("obj").at("data").as_array().back();
  EXPECT_EQ(Str(row.at("plate")), "粤B40005");
  EXPECT_EQ(Str(row.at("terminalNo")), "13900040005");
  EXPECT_EQ(Str(row.at("sim")), "13912340000");
  EXPECT_EQ(Str(row.at("terminalType")), "GPRS-部标");
  EXPECT_EQ(Str(row.at("mac")), "M5");
  EXPECT_EQ(Str(row.at("nowRemark")), "备注5");
  EXPECT_EQ(row.at("vehicleStatus").as_int64(), 0);
  EXPECT_EQ(Str(row.at("formatTime")), "从未上线");
  EXPECT_EQ(Str(row.at("gpsTime")), "");
  EXPECT_EQ(Str(row.at("EP")), "");
  EXPECT_EQ(Str(row.at("NOW")).size(), 19u);
  EXPECT_EQ(Str(row.at("installDate")).size(), 19u);
  // getLocationData: the page and row of that vehicle with the same page size.
  json::value at = Get(Token("cust"), "/car/v1/api/group/getLocationData.json?pageSize=2&vehicleId=" +
                                          std::to_string(row.at("vehicleId").as_int64()));
  ASSERT_EQ(Flag(at), 1) << WriteJson(at);
  EXPECT_EQ(at.at("obj").at("data").at("groupId").as_int64(), GroupId("一车队"));
  EXPECT_EQ(at.at("obj").at("data").at("pageNumber").as_int64(), last);
  EXPECT_EQ(at.at("obj").at("data").at("jump").as_int64(), seeded % 2 == 0 ? 2 : 1);
  // Only the group's own vehicles: 顺达's table does not hold 一车队's.
  json::value parent =
      Get(Token("demo"), "/car/v1/api/vehicle/listVehicleByGroupRds.json?groupId=" + G("顺达物流有限公司"));
  EXPECT_EQ(parent.at("obj").at("total").as_int64(),
            Count("SELECT COUNT(*) FROM assets WHERE group_id = " + G("顺达物流有限公司")));
  // The parent group and another tenant's are not listed; nor is their vehicles' location.
  EXPECT_EQ(Flag(Get(Token("cust"), "/car/v1/api/vehicle/listVehicleByGroupRds.json?groupId=" + G("顺达物流有限公司"))),
            0);
  EXPECT_EQ(Flag(Get(Token("demo"), "/car/v1/api/vehicle/listVehicleByGroupRds.json?groupId=" + G("1路车队"))), 0);
  EXPECT_EQ(Flag(Get(Token("jh"),
                     "/car/v1/api/group/getLocationData.json?vehicleId=" + std::to_string(VehicleId("粤B40001")))),
            0);
}

TEST_F(FleetApiTest, VehiclesAreTransferredByPlatesOrTerminalNumbersAndOneByOne) {
  ASSERT_EQ(Flag(Save("demo", "一车队", "粤B50001", "13900050001")), 1);
  ASSERT_EQ(Flag(Save("demo", "一车队", "粤B50002", "13900050002")), 1);
  ASSERT_EQ(Flag(Save("demo", "二车队", "粤B50003", "13900050003")), 1);
  ASSERT_EQ(Flag(Save("admin", "1路车队", "京A50004", "13900050004")), 1);
  // By terminal numbers, newline and comma separated (leading zeros not significant): one of another
  // tenant (没权限) and one unknown (无设备).
  json::value moved = PostForm("demo", "/car/v1/api/group/transVehicle.json",
                               {{"transType", "terminalNo"},
                                {"groupId", G("冷链车队")},
                                {"list", "13900050001\n013900050002,13900050004\r\n13999999999\n"}});
  ASSERT_EQ(Flag(moved), 1) << WriteJson(moved);
  const json::value& d = moved.at("obj").at("data");
  EXPECT_EQ(Strings(d.at("success")), (std::vector<std::string>{"13900050001", "013900050002"}));
  EXPECT_EQ(Strings(d.at("noPermission")), (std::vector<std::string>{"13900050004"}));
  EXPECT_EQ(Strings(d.at("nonexistent")), (std::vector<std::string>{"13999999999"}));
  EXPECT_EQ(d.at("successNum").as_int64(), 2);
  EXPECT_EQ(d.at("recvNum").as_int64(), 4);
  EXPECT_EQ(GroupOfVehicle("粤B50001"), "冷链车队");
  EXPECT_EQ(GroupOfVehicle("粤B50002"), "冷链车队");
  EXPECT_EQ(GroupOfVehicle("京A50004"), "1路车队");
  EXPECT_EQ(Operations("vehicle.transfer", "粤B50001"), 1);

  // By plates.
  json::value by_plate = PostForm("demo", "/car/v1/api/group/transVehicle.json",
                                  {{"transType", "plate"}, {"groupId", G("一车队")}, {"list", "粤B50003，粤B50001"}});
  ASSERT_EQ(Flag(by_plate), 1) << WriteJson(by_plate);
  EXPECT_EQ(by_plate.at("obj").at("data").at("successNum").as_int64(), 2);
  EXPECT_EQ(GroupOfVehicle("粤B50003"), "一车队");
  // Into a group outside the subtree: refused, nothing moved.
  EXPECT_EQ(Msg(PostForm("cust", "/car/v1/api/group/transVehicle.json",
                         {{"transType", "plate"}, {"groupId", G("顺达物流有限公司")}, {"list", "粤B50003"}})),
            "转移到的车组不存在或无权操作");
  EXPECT_EQ(Msg(PostForm("mon", "/car/v1/api/group/transVehicle.json",
                         {{"transType", "plate"}, {"groupId", G("二车队")}, {"list", "粤B50003"}})),
            kNoButton);
  EXPECT_EQ(GroupOfVehicle("粤B50003"), "一车队");

  // One row: singleVehTran with the group it is leaving.
  std::string id = std::to_string(VehicleId("粤B50003"));
  EXPECT_EQ(Msg(PostForm("demo", "/car/v1/api/vehicle/singleVehTran",
                         {{"vehicleId", id}, {"groupId", G("二车队")}, {"befGroupId", G("冷链车队")}})),
            "车辆已不在原车组，请刷新后重试");
  json::value one = PostForm("demo", "/car/v1/api/vehicle/singleVehTran",
                             {{"vehicleId", id}, {"groupId", G("二车队")}, {"befGroupId", G("一车队")}});
  ASSERT_EQ(Flag(one), 1) << WriteJson(one);
  EXPECT_EQ(GroupOfVehicle("粤B50003"), "二车队");
  // cust sees 一车队 only: 二车队's vehicle is not there, nor may it go to another tenant.
  EXPECT_EQ(Msg(PostForm("cust", "/car/v1/api/vehicle/singleVehTran", {{"vehicleId", id}, {"groupId", G("一车队")}})),
            "车辆不存在或无权操作");
  EXPECT_EQ(Msg(PostForm("demo", "/car/v1/api/vehicle/singleVehTran", {{"vehicleId", id}, {"groupId", G("1路车队")}})),
            "转移到的车组不存在或无权操作");
  EXPECT_EQ(GroupOfVehicle("粤B50003"), "二车队");
  EXPECT_EQ(Operations("vehicle.transfer", "粤B50003"), 2);

  // 转移选中项 (160205) alone moves selected rows through either call; 车辆转移 (160206) alone is no
  // row's 转移 (160208), and a role holding none of them moves nothing.
  auto c = db_->Acquire();
  ASSERT_TRUE(
      c->Exec("INSERT INTO roles (id, name, group_id, is_admin, created_at) VALUES (5, '选中转移', NULL, 0, 0)").ok());
  ASSERT_TRUE(c->Exec("INSERT INTO role_resources (role_id, resource_id) VALUES (5, 160205)").ok());
  ASSERT_TRUE(c->Exec("UPDATE users SET role_id = 5 WHERE username = 'demo'").ok());
  tokens_["demo"] = testing::SignIn(port_, "demo", "demo123");
  EXPECT_EQ(Flag(PostForm("demo", "/car/v1/api/vehicle/singleVehTran", {{"vehicleId", id}, {"groupId", G("一车队")}})),
            1);
  EXPECT_EQ(Flag(PostForm("demo", "/car/v1/api/group/transVehicle.json",
                          {{"transType", "terminalNo"}, {"groupId", G("二车队")}, {"list", "13900050003"}})),
            1);
  EXPECT_EQ(GroupOfVehicle("粤B50003"), "二车队");
  ASSERT_TRUE(c->Exec("UPDATE role_resources SET resource_id = 160206 WHERE role_id = 5").ok());
  EXPECT_EQ(Msg(PostForm("demo", "/car/v1/api/vehicle/singleVehTran", {{"vehicleId", id}, {"groupId", G("一车队")}})),
            kNoButton);
  ASSERT_TRUE(c->Exec("DELETE FROM role_resources WHERE role_id = 5").ok());
  EXPECT_EQ(Msg(PostForm("demo", "/car/v1/api/group/transVehicle.json",
                         {{"transType", "terminalNo"}, {"groupId", G("一车队")}, {"list", "13900050003"}})),
            kNoButton);
  EXPECT_EQ(GroupOfVehicle("粤B50003"), "二车队");
}

TEST_F(FleetApiTest, DeletingVehiclesNeedsTheRightAndReportsEachListedNumber) {
  ASSERT_EQ(Flag(Save("demo", "冷链车队", "粤B60001", "13900060001")), 1);
  ASSERT_EQ(Flag(Save("demo", "一车队", "粤B60002", "13900060002")), 1);
  ASSERT_EQ(Flag(Save("demo", "一车队", "粤B60003", "13900060003")), 1);
  ASSERT_EQ(Flag(Save("admin", "1路车队", "京A60004", "13900060004")), 1);
  std::string id1 = std::to_string(VehicleId("粤B60001"));
  // Without 删除车辆 (nodv): its own vehicle stays, one by one or listed.
  EXPECT_EQ(Msg(PostForm("nodv", "/car/v1/api/vehicle/deleteVehicle.json", {{"vehicleId", id1}})), "没有删除车辆权限");
  EXPECT_EQ(Msg(PostForm("nodv", "/car/v1/api/vehicle/batchDelVehicle.json", {{"terminalNos", "13900060001"}})),
            "没有删除车辆权限");
  EXPECT_EQ(Msg(PostForm("mon", "/car/v1/api/vehicle/deleteVehicle.json", {{"vehicleId", id1}})), kNoButton);
  // cust: the parent's vehicle and another tenant's are not there.
  EXPECT_EQ(Msg(PostForm("cust", "/car/v1/api/vehicle/deleteVehicle.json", {{"vehicleId", id1}})),
            "车辆不存在或无权操作");
  EXPECT_EQ(Msg(PostForm("demo", "/car/v1/api/vehicle/deleteVehicle.json",
                         {{"vehicleId", std::to_string(VehicleId("京A60004"))}})),
            "车辆不存在或无权操作");
  EXPECT_NE(VehicleId("粤B60001"), 0);
  EXPECT_NE(VehicleId("京A60004"), 0);

  json::value one =
      PostForm("demo", "/car/v1/api/vehicle/deleteVehicle.json", {{"vehicleId", id1}, {"groupId", G("冷链车队")}});
  ASSERT_EQ(Flag(one), 1) << WriteJson(one);
  EXPECT_EQ(VehicleId("粤B60001"), 0);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM devices WHERE terminal_no = '13900060001'"), 0);
  EXPECT_EQ(Operations("vehicle.delete", "粤B60001"), 1);

  // 自定义删除 by cust (一车队): its own, the parent's none, another tenant's 没权限, an unknown 无设备.
  ASSERT_EQ(Flag(Save("demo", "顺达物流有限公司", "粤B60005", "13900060005")), 1);
  json::value listed = PostForm("cust", "/car/v1/api/vehicle/batchDelVehicle.json",
                                {{"terminalNos", "13900060002,13900060003\n13900060004,13900060005,13900069999"}});
  ASSERT_EQ(Flag(listed), 1) << WriteJson(listed);
  const json::value& d = listed.at("obj").at("data");
  EXPECT_EQ(Strings(d.at("success")), (std::vector<std::string>{"13900060002", "13900060003"}));
  EXPECT_EQ(Strings(d.at("noPermission")), (std::vector<std::string>{"13900060004", "13900060005"}));
  EXPECT_EQ(Strings(d.at("nonexistent")), (std::vector<std::string>{"13900069999"}));
  EXPECT_EQ(d.at("successNum").as_int64(), 2);
  EXPECT_EQ(d.at("recvNum").as_int64(), 5);
  EXPECT_EQ(VehicleId("粤B60002"), 0);
  EXPECT_NE(VehicleId("京A60004"), 0);
  EXPECT_NE(VehicleId("粤B60005"), 0);
  EXPECT_EQ(Operations("vehicle.delete", "粤B60003"), 1);
  // At most 5000 numbers a call (repeated ones count once).
  std::string many;
  for (int i = 0; i < 5000; ++i) many += std::to_string(20000000000LL + i) + ",";
  json::value full =
      PostForm("demo", "/car/v1/api/vehicle/batchDelVehicle.json", {{"terminalNos", many + "20000000000"}});
  ASSERT_EQ(Flag(full), 1) << Msg(full);
  EXPECT_EQ(full.at("obj").at("data").at("recvNum").as_int64(), 5000);
  EXPECT_EQ(full.at("obj").at("data").at("nonexistent").as_array().size(), 5000u);
  EXPECT_EQ(Msg(PostForm("demo", "/car/v1/api/vehicle/batchDelVehicle.json", {{"terminalNos", many + "1"}})),
            "一次最多处理5000条");
}

TEST_F(FleetApiTest, TheGatewaySeesAddedAndDeletedTerminalsAtOnce) {
  int jt808 = server_.app->gateway_port("jt808");
  ASSERT_GT(jt808, 0);
  {
    testing::TestTerminal t(jt808, {"13900070001", false});
    ASSERT_TRUE(t.Connect());
    EXPECT_EQ(t.Register(), 4);  // no such terminal yet
  }
  ASSERT_EQ(Flag(Save("demo", "一车队", "粤B70001", "13900070001")), 1);
  {
    testing::TestTerminal t(jt808, {"13900070001", false});
    ASSERT_TRUE(t.Connect());
    EXPECT_EQ(t.Register(), 0);
  }
  ASSERT_EQ(Flag(PostForm("demo", "/car/v1/api/vehicle/batchDelVehicle.json", {{"terminalNos", "13900070001"}})), 1);
  {
    testing::TestTerminal t(jt808, {"13900070001", false});
    ASSERT_TRUE(t.Connect());
    EXPECT_EQ(t.Register(), 4);
  }
}

TEST_F(FleetApiTest, TheGroupsVehiclesAreExportedThroughTheDownloadCenter) {
  ASSERT_EQ(Flag(Save("cust", "一车队", "粤B80001", "13900080001")), 1);
  EXPECT_EQ(Msg(Get(Token("mon"), "/car/v1/api/vehicle/exportVehicleByGroupRds.json?groupId=" + G("二车队"))),
            kNoButton);
  EXPECT_EQ(
      Msg(Get(Token("cust"), "/car/v1/api/vehicle/exportVehicleByGroupRds.json?groupId=" + G("顺达物流有限公司"))),
      "车组不存在或无权操作");
  json::value started = Get(Token("cust"), "/car/v1/api/vehicle/exportVehicleByGroupRds.json?groupId=" + G("一车队"));
  ASSERT_EQ(Flag(started), 1) << WriteJson(started);
  json::value record;
  for (int i = 0; i < 200; ++i) {
    record = Get(Token("cust"), "/car/v1/accelerate/export/listExportRecord.json?type=4").at("obj").at("data").at(0);
    if (record.at("status").as_int64() >= 3) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(Str(record.at("statusName")), "成功") << WriteJson(record);
  EXPECT_EQ(Str(record.at("typeName")), "车辆管理");
  EXPECT_EQ(record.at("rowCount").as_int64(), Count("SELECT COUNT(*) FROM assets WHERE group_id = " + G("一车队")));
}

// 车辆资料's 状态 (settle "1" 结清 / "0" 未结清) is saved with the vehicle through the 结清 action: the
// same buttons (settling 130108 or 160501, withdrawing 130108 or 160503) and the same log entries.
TEST_F(FleetApiTest, TheDialogsStatusSettlesThroughTheSettleActionWithItsRights) {
  const std::string update = "/car/v1/api/vehicle/updateVehicle.json";
  auto settle_of = [&](long long id) {
    json::value r =
        Get(Token("demo"), "/car/v1/api/vehicleManagement/queryVehicleInfo?vehicleId=" + std::to_string(id));
    return Str(r.at("obj").at("vehicle").at("settle"));
  };
  auto edit = [&](const std::string& user, long long id, const std::string& plate, const std::string& settle) {
    std::string body = R"({"updateVehicleInfo":{"vehicleId":)" + std::to_string(id) + R"(,"plate":")" + plate +
                       R"(","sim":"13912340000","terminalType":"GPRS-部标","terminalNo":"13900031001")" +
                       (settle.empty() ? "" : R"(,"settle":")" + settle + "\"") + "}}";
    return PostJson(Token(user), update, body);
  };
  ASSERT_EQ(Flag(Save("demo", "冷链车队", "粤B31001", "13900031001", R"("settle":"1")")), 1);
  const long long id = VehicleId("粤B31001");
  EXPECT_EQ(settle_of(id), "1");
  EXPECT_EQ(Operations("vehicle.settle", "粤B31001"), 1);
  // Absent: unchanged; the same state again: nothing logged; "0" withdraws.
  EXPECT_EQ(Flag(edit("demo", id, "粤B31001", "")), 1);
  EXPECT_EQ(Flag(edit("demo", id, "粤B31001", "1")), 1);
  EXPECT_EQ(Operations("vehicle.settle", "粤B31001"), 1);
  EXPECT_EQ(Flag(edit("demo", id, "粤B31001", "0")), 1);
  EXPECT_EQ(settle_of(id), "0");
  EXPECT_EQ(Operations("vehicle.unsettle", "粤B31001"), 1);
  EXPECT_EQ(Msg(edit("demo", id, "粤B31001", "2")), "状态只能为结清或未结清");
  // Another tenant: not there.
  EXPECT_EQ(Msg(edit("jh", id, "粤B31001", "1")), "车辆不存在或无权操作");
  EXPECT_EQ(settle_of(id), "0");
  // A role with 修改 (160209) only may edit but not settle: the whole edit is refused.
  auto c = db_->Acquire();
  ASSERT_TRUE(
      c->Exec("INSERT INTO roles (id, name, group_id, is_admin, created_at) VALUES (6, '只能修改', NULL, 0, 0)").ok());
  ASSERT_TRUE(c->Exec("INSERT INTO role_resources (role_id, resource_id) VALUES (6, 160209)").ok());
  ASSERT_TRUE(c->Exec("UPDATE users SET role_id = 6 WHERE username = 'demo'").ok());
  tokens_["demo"] = testing::SignIn(port_, "demo", "demo123");
  EXPECT_EQ(Msg(edit("demo", id, "粤B31002", "1")), kNoButton);
  EXPECT_EQ(VehicleId("粤B31002"), 0);
  EXPECT_EQ(Flag(edit("demo", id, "粤B31002", "0")), 1);  // no change of state: no settle right needed
  // 结清列表's 结清撤回 (160503) withdraws but does not settle; its 搜索 (160501) settles.
  ASSERT_TRUE(c->Exec("INSERT INTO role_resources (role_id, resource_id) VALUES (6, 160503)").ok());
  EXPECT_EQ(Msg(edit("demo", id, "粤B31002", "1")), kNoButton);
  ASSERT_TRUE(c->Exec("INSERT INTO role_resources (role_id, resource_id) VALUES (6, 160501)").ok());
  EXPECT_EQ(Flag(edit("demo", id, "粤B31002", "1")), 1);
  EXPECT_EQ(settle_of(id), "1");
  EXPECT_EQ(Operations("vehicle.settle", "粤B31002"), 1);
  // A new vehicle saved as 结清 without the right: not created.
  ASSERT_TRUE(c->Exec("DELETE FROM role_resources WHERE role_id = 6 AND resource_id <> 160209").ok());
  ASSERT_TRUE(c->Exec("INSERT INTO role_resources (role_id, resource_id) VALUES (6, 160204)").ok());
  EXPECT_EQ(Msg(Save("demo", "冷链车队", "粤B31003", "13900031003", R"("settle":"1")")), kNoButton);
  EXPECT_EQ(VehicleId("粤B31003"), 0);
}

// getVehicleDateByPlate: the caller's vehicle with the plate typed (or the frame number), never one of
// another tenant; a group or vehicle named outside the scope answers flag 0.
TEST_F(FleetApiTest, TheRelatedVehicleIsFoundInsideTheCallersSubtreeOnly) {
  ASSERT_EQ(Flag(Save("demo", "冷链车队", "粤B32001", "13900032001",
                      R"("frameNo":"LSVAU033512345678","vehicleType":"重卡","owner":"张三","license":"4401")")),
            1);
  ASSERT_EQ(Flag(Save("admin", "1路车队", "粤B32002", "13900032002", R"("frameNo":"LJHAU033512345678")")), 1);
  const long long mine = VehicleId("粤B32001"), theirs = VehicleId("粤B32002");
  auto ask = [&](const std::string& user, const std::string& query) {
    return Get(Token(user), "/car/v1/api/vehicle/getVehicleDateByPlate.json?" + query);
  };
  json::value found = ask("demo", "plate=" + Encode("粤B32001") + "&groupId=" + G("冷链车队"));
  ASSERT_EQ(Flag(found), 1);
  EXPECT_EQ(found.at("obj").at("vehicleId").as_int64(), mine);
  EXPECT_EQ(Str(found.at("obj").at("brand")), "重卡");
  EXPECT_EQ(Str(found.at("obj").at("owner")), "张三");
  EXPECT_EQ(Str(found.at("obj").at("frameNo")), "LSVAU033512345678");
  EXPECT_EQ(found.at("obj").at("groupId").as_int64(), GroupId("冷链车队"));
  // By the frame number when the plate matches nothing.
  EXPECT_EQ(ask("demo", "plate=" + Encode("粤B39999") + "&frameNo=LSVAU033512345678").at("obj").at("vehicleId"),
            json::value(mine));
  // The vehicle edited itself is no related one.
  EXPECT_TRUE(
      ask("demo", "plate=" + Encode("粤B32001") + "&vehicleId=" + std::to_string(mine)).at("obj").as_object().empty());
  // Another tenant's vehicle, by plate or frame number: nothing, both ways.
  EXPECT_TRUE(ask("demo", "plate=" + Encode("粤B32002")).at("obj").as_object().empty());
  EXPECT_TRUE(ask("demo", "frameNo=LJHAU033512345678").at("obj").as_object().empty());
  EXPECT_TRUE(ask("jh", "plate=" + Encode("粤B32001")).at("obj").as_object().empty());
  EXPECT_EQ(ask("jh", "plate=" + Encode("粤B32002")).at("obj").at("vehicleId").as_int64(), theirs);
  // A sub-account does not see its parent's vehicle; the administrator sees both tenants'.
  EXPECT_TRUE(ask("cust", "plate=" + Encode("粤B32001")).at("obj").as_object().empty());
  EXPECT_EQ(ask("admin", "plate=" + Encode("粤B32001")).at("obj").at("vehicleId").as_int64(), mine);
  // A group or vehicle outside the scope, no plate or frame number, no button: flag 0.
  EXPECT_EQ(Msg(ask("jh", "plate=" + Encode("粤B32002") + "&groupId=" + G("冷链车队"))), "车组不存在或无权操作");
  EXPECT_EQ(Msg(ask("jh", "plate=" + Encode("粤B32002") + "&vehicleId=" + std::to_string(mine))),
            "车辆不存在或无权操作");
  EXPECT_EQ(Msg(ask("demo", "plate=&frameNo=")), "请输入车牌号码或车架号码");
  EXPECT_EQ(Msg(ask("mon", "plate=" + Encode("粤B32001"))), kNoButton);
}

}  // namespace
}  // namespace chelian
