// Loopback tests of the 车辆资料 dialog's 保险信息 and 保养信息 calls (v3-console-inventory §3.5):
// the lists the insurance form picks from, a maintenance plan and a policy saved by the vehicle's
// customer, read back in the V3 shape and listed by 保养报表 and 保险报表; and the refusals — a
// vehicle of another tenant (the same message as a missing one), an account without 修改车辆
// (160209), bad input in Chinese.
#include <gtest/gtest.h>

#include "accounts_fixture.h"
#include "core/clock.h"

namespace chelian {
namespace {

namespace json = boost::json;

class FleetCareApiTest : public testing::AccountsFixture {
 protected:
  void SetUp() override {
    StartServer("fleet_care_api_test");
    BuildTree();
    json::value saved = PostJson(Token("admin"), "/car/v1/api/vehicle/saveVehicle.json",
                                 R"({"plate":"粤B60001","sim":"13912360001","terminalType":"GPRS-部标",)"
                                 R"("terminalNo":"13960000001","groupId":)" +
                                     std::to_string(GroupId("一车队")) + "}");
    ASSERT_EQ(Flag(saved), 1) << WriteJson(saved);
    vehicle_ = std::to_string(db_->Acquire()->Query("SELECT id FROM assets WHERE plate = '粤B60001'")->at(0).Int(0));
    foreign_ = std::to_string(db_->Acquire()
                                  ->Query("SELECT a.id FROM assets a JOIN groups g ON g.id = a.group_id "
                                          "WHERE g.name = '京华城市客运' OR g.path LIKE (SELECT path FROM groups "
                                          "WHERE name = '京华城市客运') || '%' LIMIT 1")
                                  ->at(0)
                                  .Int(0));
  }
  json::value Maintain(const std::string& user, const std::string& id, const std::string& extra = "") {
    return PostJson(Token(user), "/car/v1/api/maintain/maintenanceSettings.json",
                    R"({"vehicleId":)" + id +
                        R"(,"currentMileage":"23500","lastMileage":"20000","lastMaintainTime":"2026-03-01",)"
                        R"("leadTime":"15","advanceKilometers":"500","remark":"换机油")" +
                        extra + "}");
  }
  json::value Insure(const std::string& user, const std::string& id, const std::string& kinds = "1,3",
                     const std::string& registered = "2030-02-10") {
    return PostJson(Token(user), "/car/v1/api/insurance/insertInsuranceDate.json",
                    R"({"vehicleId":)" + id + R"(,"type":1,"loginTime":")" + registered +
                        R"(","insuranceCompany":"2",)"
                        R"("leadTime":"30","insuranceType":")" +
                        kinds + R"(","amountMoney":"5200.5","remark":"首年"})");
  }
  std::string vehicle_, foreign_;
};

TEST_F(FleetCareApiTest, TheInsuranceFormsListsAreInsurersAndKindsOfCover) {
  json::value insurers = Get(Token("cust"), "/car/v1/api/monitor/queryInsuranceList?type=1");
  ASSERT_EQ(Flag(insurers), 1);
  ASSERT_GE(insurers.at("obj").as_array().size(), 5u);
  EXPECT_EQ(insurers.at("obj").at(1).at("id").as_int64(), 2);
  EXPECT_EQ(Str(insurers.at("obj").at(1).at("name")), "中国平安");
  json::value kinds = Get(Token("cust"), "/car/v1/api/monitor/queryInsuranceList?type=3");
  EXPECT_EQ(Str(kinds.at("obj").at(0).at("name")), "交强险");
  EXPECT_EQ(Msg(Get(Token("cust"), "/car/v1/api/monitor/queryInsuranceList?type=2")),
            "type 应为 1（保险公司）或 3（险种）");
}

TEST_F(FleetCareApiTest, AMaintenancePlanIsSavedReadBackAndListedByTheReport) {
  json::value empty = Get(Token("cust"), "/car/v1/api/maintain/getMaintain.json?vehicleId=" + vehicle_);
  ASSERT_EQ(Flag(empty), 1);
  EXPECT_TRUE(empty.at("obj").at("data").as_object().empty());
  json::value saved = Maintain("cust", vehicle_);
  ASSERT_EQ(Flag(saved), 1) << Msg(saved);
  json::value plan = Get(Token("cust"), "/car/v1/api/maintain/getMaintain.json?vehicleId=" + vehicle_);
  const json::value& d = plan.at("obj").at("data");
  EXPECT_EQ(d.at("currentMileage").as_double(), 23500.0);
  EXPECT_EQ(d.at("lastMileage").as_double(), 20000.0);
  EXPECT_EQ(Str(d.at("lastMaintainTime")), "2026-03-01");
  EXPECT_EQ(d.at("leadTime").as_int64(), 15);
  EXPECT_EQ(d.at("advanceKilometers").as_double(), 500.0);
  EXPECT_EQ(Str(d.at("remark")), "换机油");
  EXPECT_EQ(Str(d.at("nextTimeMaintainTime")), "2027-03-01");  // the rule: every year …
  EXPECT_EQ(d.at("nextCurrentMileage").as_double(), 30000.0);  // … and every 10,000 km
  EXPECT_EQ(Operations("vehicle.maintain", "粤B60001"), 1);

  json::value report = PostJson(
      Token("cust"), "/car/v1/accelerate/report/maintainReport/pageMaintainReport.json",
      R"({"id":)" + vehicle_ + R"(,"type":1,"startTime":"2026-01-01 00:00:00","endTime":"2026-06-30 23:59:59"})");
  ASSERT_EQ(Flag(report), 1) << Msg(report);
  ASSERT_EQ(report.at("obj").at("data").as_array().size(), 1u);
  EXPECT_EQ(Str(report.at("obj").at("data").at(0).at("plate")), "粤B60001");
}

TEST_F(FleetCareApiTest, APolicyIsSavedWithLabelsAndReadBackWithTheFormsCodes) {
  json::value saved = Insure("cust", vehicle_);
  ASSERT_EQ(Flag(saved), 1) << Msg(saved);
  json::value policy = Get(Token("cust"), "/car/v1/api/insurance/getInsuranceDate.json?vehicleId=" + vehicle_);
  const json::value& d = policy.at("obj").at("data");
  EXPECT_EQ(d.at("type").as_int64(), 1);
  EXPECT_EQ(Str(d.at("loginTime")), "2030-02-10");
  EXPECT_EQ(Str(d.at("insuranceCompany")), "2");
  EXPECT_EQ(Str(d.at("insuranceType")), "1,3");
  EXPECT_EQ(d.at("amountMoney").as_double(), 5200.5);
  EXPECT_EQ(Str(d.at("nestTimeInsuranceTime")), "2031-02-10");  // a year after registration
  EXPECT_EQ(d.at("renewalsNums").as_int64(), 0);
  // Labels are taken too; the second policy is a renewal. Its registration kept from years ago: the
  // next renewal is the first anniversary not yet past.
  ASSERT_EQ(Flag(Insure("cust", vehicle_, "交强险", "2020-03-15")), 1);
  json::value renewed = Get(Token("cust"), "/car/v1/api/insurance/getInsuranceDate.json?vehicleId=" + vehicle_);
  std::string next = Str(renewed.at("obj").at("data").at("nestTimeInsuranceTime"));
  std::string today = FormatLocalTime(SystemNowMs(), 480).substr(0, 10);
  EXPECT_EQ(next.substr(4), "-03-15");
  EXPECT_GE(next, today);
  EXPECT_LE(std::stoi(next.substr(0, 4)), std::stoi(today.substr(0, 4)) + 1);
  EXPECT_EQ(Get(Token("cust"), "/car/v1/api/insurance/getInsuranceDate.json?vehicleId=" + vehicle_)
                .at("obj")
                .at("data")
                .at("renewalsNums")
                .as_int64(),
            1);

  json::value report = PostJson(
      Token("cust"), "/car/v1/accelerate/report/insuranceReport/pageInsuranceReport.json",
      R"({"id":)" + vehicle_ + R"(,"type":1,"startTime":"2030-01-01 00:00:00","endTime":"2030-06-30 23:59:59"})");
  ASSERT_EQ(Flag(report), 1) << Msg(report);
  ASSERT_EQ(report.at("obj").at("data").as_array().size(), 1u);  // registered in the period
  const json::value& first = report.at("obj").at("data").at(0);
  EXPECT_EQ(Str(first.at("insuranceCompany")), "中国平安");
  EXPECT_EQ(Str(first.at("insuranceType")), "交强险,第三者责任险");
}

TEST_F(FleetCareApiTest, RefusalsOutsideTheSubtreeWithoutTheButtonAndForBadInput) {
  for (const char* path : {"/car/v1/api/maintain/getMaintain.json", "/car/v1/api/insurance/getInsuranceDate.json"})
    EXPECT_EQ(Msg(Get(Token("cust"), std::string(path) + "?vehicleId=" + foreign_)), "车辆不存在或无权访问") << path;
  EXPECT_EQ(Msg(Maintain("cust", foreign_)), "车辆不存在或无权访问");
  EXPECT_EQ(Msg(Insure("cust", foreign_)), "车辆不存在或无权访问");
  EXPECT_EQ(Msg(Maintain("cust", "999999")), "车辆不存在或无权访问");
  EXPECT_EQ(Msg(Maintain("mon", vehicle_)), "没有该操作的权限");
  EXPECT_EQ(Msg(Insure("mon", vehicle_)), "没有该操作的权限");
  EXPECT_EQ(Msg(PostJson(Token("cust"), "/car/v1/api/maintain/maintenanceSettings.json",
                         R"({"vehicleId":)" + vehicle_ + R"(,"currentMileage":"abc"})")),
            "当前里程应为不小于 0 的数字");
  EXPECT_EQ(Msg(PostJson(Token("cust"), "/car/v1/api/insurance/insertInsuranceDate.json",
                         R"({"vehicleId":)" + vehicle_ + R"(,"type":1})")),
            "请选择登记日期");
  EXPECT_EQ(Msg(Insure("cust", vehicle_, "1,99")), "险种不存在：99");
  EXPECT_EQ(Msg(Get(Token("cust"), "/car/v1/api/maintain/getMaintain.json?vehicleId=x")), "vehicleId 应为整数");
  EXPECT_EQ(db_->Acquire()->Query("SELECT COUNT(*) FROM vehicle_maintenance")->at(0).Int(0), 0);
  EXPECT_EQ(db_->Acquire()->Query("SELECT COUNT(*) FROM vehicle_insurance")->at(0).Int(0), 0);
}

}  // namespace
}  // namespace chelian
