// Loopback tests of 电动车租赁 (docs/elec-lease.md): contracts, payments by hand and by .xlsx import,
// the graded actions the server carries out (commands in the command table, reversed on payment),
// 处置策略, 风险合同 and 车辆利用率 — each read and write inside the caller's subtree: 顺达 (demo)
// and 京华 (jh) are two tenants, and neither sees or changes the other's contracts.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "accounts_fixture.h"
#include "core/clock.h"
#include "export/xlsx_file.h"
#include "store/asset_repo.h"
#include "store/lease_repo.h"

namespace chelian {
namespace {

namespace json = boost::json;
constexpr char kBase[] = "/elec-lease/v1/api/";
constexpr long long kDayMs = 86'400'000;

class LeaseApiTest : public testing::AccountsFixture {
 protected:
  void SetUp() override {
    StartServer("lease_api_test");
    Create("admin", "jh", "京华城市客运", R"("corpName":"京华客运")");
    auto c = db_->Acquire();
    for (const char* plate : {"租SD001", "租SD002", "租SD003"})
      sd_bikes_.push_back(NewBike(*c, GroupId("一车队"), plate));
    jh_bike_ = NewBike(*c, GroupId("京华城市客运"), "租JH001");
  }
  long long NewBike(store::Connection& c, long long group, const std::string& plate) {
    static int n = 0;
    return store::CreateAssetWithDevice(c, store::Scope::Everything(), {group, store::kEbikeKind, plate},
                                        {"1390000" + std::to_string(1000 + n++)}, 1)
        .value()
        .id;
  }
  json::value Call(const std::string& user, const std::string& path, const std::string& body) {
    return PostJson(Token(user), std::string(kBase) + path, body);
  }
  // demo's weekly contract of 8 × 70.00 on `bike`, started `days_ago` days ago (local date).
  json::value AddContract(const std::string& user, long long bike, const std::string& no, int days_ago) {
    const std::string start = FormatLocalTime(SystemNowMs() - days_ago * kDayMs, 480).substr(0, 10);
    return Call(user, "contract/add.json",
                R"({"vehicleId":)" + std::to_string(bike) + R"(,"contractNo":")" + no +
                    R"(","riderName":"李四","riderIdNo":"44030519900101123X","riderPhone":"13800000009",)"
                    R"("startTime":")" +
                    start + R"(","term":8,"period":2,"rent":"70","deposit":"500"})");
  }
  std::vector<std::string> Commands(long long bike) {
    std::vector<std::string> out;
    auto conn = db_->Acquire();
    auto rows =
        conn->Query("SELECT command_type || ':' || command_msg FROM commands WHERE asset_id = ? ORDER BY id", {bike});
    for (const auto& r : rows.value()) out.push_back(r.Text(0));
    return out;
  }
  json::value Upload(const std::string& user, const std::string& file) {
    const std::string boundary = "----chelianLeaseBoundary";
    std::string body = "--" + boundary +
                       "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"收款.xlsx\"\r\n"
                       "Content-Type: application/octet-stream\r\n\r\n" +
                       file + "\r\n--" + boundary + "--\r\n";
    return Parse(testing::HttpCall(
                     port_, "POST", std::string(kBase) + "payment/import.json",
                     {{"sessionId", Token(user)}, {"Content-Type", "multipart/form-data; boundary=" + boundary}}, body)
                     .body);
  }
  static std::string Xlsx(const exporter::Table& t) {
    const auto path =
        std::filesystem::temp_directory_path() / ("lease_api_test_" + std::to_string(::getpid()) + ".xlsx");
    EXPECT_TRUE(exporter::WriteXlsx(path.string(), t).ok());
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    std::filesystem::remove(path);
    return bytes.str();
  }
  static const json::object& Obj(const json::value& v) { return v.at("obj").as_object(); }

  std::vector<long long> sd_bikes_;
  long long jh_bike_ = 0;
};

TEST_F(LeaseApiTest, ContractsStayInTheirTenant) {
  json::value added = AddContract("demo", sd_bikes_[0], "SD-001", 1);
  ASSERT_EQ(Flag(added), 1) << WriteJson(added);
  const long long id = Obj(added).at("id").as_int64();
  // 京华 can neither lease 顺达's bike nor see, change or pay its contract.
  json::value refused = AddContract("jh", sd_bikes_[1], "JH-X", 1);
  EXPECT_EQ(Flag(refused), 0);
  EXPECT_EQ(Msg(refused), "车辆不存在或无权操作");
  EXPECT_EQ(Flag(Call("jh", "contract/get.json", R"({"id":)" + std::to_string(id) + "}")), 0);
  EXPECT_EQ(Obj(Call("jh", "contract/page.json", "{}")).at("total").as_int64(), 0);
  EXPECT_EQ(Flag(Call("jh", "contract/terminate.json", R"({"id":)" + std::to_string(id) + "}")), 0);
  json::value pay = Call("jh", "payment/add.json",
                         R"({"contractId":)" + std::to_string(id) + R"(,"amount":"70","paidTime":")" +
                             FormatLocalTime(SystemNowMs(), 480).substr(0, 10) + "\"}");
  EXPECT_EQ(Flag(pay), 0);
  EXPECT_EQ(Msg(pay), "合同不存在或无权查看");
  // 顺达 sees it, the identity number masked, and the plan of 8 due items.
  json::value page = Call("demo", "contract/page.json", "{}");
  ASSERT_EQ(Obj(page).at("total").as_int64(), 1);
  const json::object& row = Obj(page).at("data").as_array().at(0).as_object();
  EXPECT_EQ(Str(row.at("riderIdNo")), "4403************3X");
  EXPECT_EQ(Str(row.at("rent")), "70.00");
  json::value one = Call("demo", "contract/get.json", R"({"id":)" + std::to_string(id) + "}");
  EXPECT_EQ(Obj(one).at("plan").as_array().size(), 8u);
  // The bike is taken; a bad identity number is refused with its reason.
  EXPECT_EQ(Msg(AddContract("demo", sd_bikes_[0], "SD-002", 1)), "该车辆已有进行中的合同：SD-001");
  json::value bad =
      Call("demo", "contract/add.json",
           R"({"vehicleId":)" + std::to_string(sd_bikes_[1]) +
               R"(,"contractNo":"SD-003","riderName":"王五","riderIdNo":"123","riderPhone":"13800000001",)"
               R"("startTime":"2026-01-01","term":3,"period":1,"rent":"100"})");
  EXPECT_EQ(Msg(bad), "身份证号格式不正确");
  EXPECT_EQ(Operations("lease.contract.add", "租SD001"), 1);
}

TEST_F(LeaseApiTest, OverdueContractIsLimitedAndPaymentRestoresIt) {
  // Started 20 days ago, nothing paid: three weekly instalments (210.00) due, the oldest 20 days.
  json::value added = AddContract("demo", sd_bikes_[0], "SD-010", 20);
  ASSERT_EQ(Flag(added), 1) << WriteJson(added);
  const std::string id = std::to_string(Obj(added).at("id").as_int64());
  json::value one = Call("demo", "contract/get.json", R"({"id":)" + id + "}");
  EXPECT_EQ(Obj(one).at("status").as_int64(), 2);
  EXPECT_EQ(Obj(one).at("overdueDays").as_int64(), 20);
  EXPECT_EQ(Str(Obj(one).at("overdueAmount")), "210.00");
  // The bike never reported a speed: notice, voice and speed limit go; the lock waits.
  EXPECT_EQ(Obj(one).at("grade").as_int64(), 3);
  auto sent = Commands(sd_bikes_[0]);
  ASSERT_EQ(sent.size(), 2u);
  EXPECT_EQ(sent[0].rfind("TEXT:8,", 0), 0u) << sent[0];
  EXPECT_EQ(sent[1], "OVERSPEED:10,10");
  EXPECT_EQ(Obj(one).at("actions").as_array().size(), 3u);
  // It is on the collections list of 顺达, not of 京华.
  EXPECT_EQ(Obj(Call("demo", "collection/page.json", "{}")).at("total").as_int64(), 1);
  EXPECT_EQ(Obj(Call("jh", "collection/page.json", "{}")).at("total").as_int64(), 0);
  // Paying what is due reverses the speed limit at once.
  json::value paid = Call("demo", "payment/add.json",
                          R"({"contractNo":"SD-010","amount":"210","method":"微信","paidTime":")" +
                              FormatLocalTime(SystemNowMs(), 480).substr(0, 10) + "\"}");
  ASSERT_EQ(Flag(paid), 1) << WriteJson(paid);
  EXPECT_EQ(Obj(paid).at("status").as_int64(), 1);
  EXPECT_EQ(Obj(paid).at("grade").as_int64(), 0);
  sent = Commands(sd_bikes_[0]);
  ASSERT_EQ(sent.size(), 3u);
  EXPECT_EQ(sent[2], "OVERSPEED:25,10");
  json::value payments = Call("demo", "payment/page.json", "{}");
  EXPECT_EQ(Str(Obj(payments).at("sum")), "210.00");
  EXPECT_EQ(Obj(Call("jh", "payment/page.json", "{}")).at("total").as_int64(), 0);
}

TEST_F(LeaseApiTest, ImportGivesOneResultPerRow) {
  ASSERT_EQ(Flag(AddContract("demo", sd_bikes_[0], "SD-020", 1)), 1);
  ASSERT_EQ(Flag(AddContract("jh", jh_bike_, "JH-020", 1)), 1);
  const std::string today = FormatLocalTime(SystemNowMs(), 480).substr(0, 10);
  exporter::Table t;
  t.sheet_name = "收款导入";
  t.headers = {"合同编号", "收款金额（元）", "收款日期", "收款方式", "备注"};
  t.rows = {{std::string("SD-020"), std::string("70.00"), today, std::string("现金"), std::string("")},
            {std::string("JH-020"), std::string("70.00"), today, std::string("现金"), std::string("")},
            {std::string("SD-020"), std::string("七十"), today, std::string(""), std::string("")},
            {std::string("SD-020"), std::string("70.00"), today, std::string("现金"), std::string("")}};
  json::value r = Upload("demo", Xlsx(t));
  ASSERT_EQ(Flag(r), 1) << WriteJson(r);
  EXPECT_EQ(Obj(r).at("rightNum").as_int64(), 1);
  EXPECT_EQ(Obj(r).at("errorNum").as_int64(), 3);
  const json::array& rows = Obj(r).at("rows").as_array();
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_EQ(Str(rows[0].at("message")), "导入成功");
  EXPECT_EQ(Str(rows[1].at("message")), "合同编号不存在或无权操作");  // 京华's contract
  EXPECT_EQ(Str(rows[2].at("message")), "收款金额格式不正确");
  EXPECT_EQ(Str(rows[3].at("message")), "与文件中前面的行重复");
  EXPECT_EQ(Obj(Call("demo", "payment/page.json", "{}")).at("total").as_int64(), 1);
  // Not an .xlsx; and the template downloads.
  EXPECT_EQ(Msg(Upload("demo", "not a workbook")), "文件不是有效的xlsx表格，请使用模板填写后上传");
  auto tpl =
      testing::HttpCall(port_, "GET", std::string(kBase) + "payment/template.json", {{"sessionId", Token("demo")}});
  EXPECT_EQ(tpl.status, 200);
  EXPECT_EQ(tpl.body.substr(0, 2), "PK");
}

TEST_F(LeaseApiTest, PolicyRiskAndUtilisationPerTenant) {
  const std::string sd = std::to_string(GroupId("顺达物流有限公司"));
  const std::string body = R"({"groupId":)" + sd +
                           R"(,"enabled":1,"graceDays":5,"notifyDays":1,"voiceDays":6,"limitDays":12,"lockDays":20,)"
                           R"("limitSpeed":12,"normalSpeed":25,"lockMaxSpeed":3,"voiceText":"请尽快缴纳租金"})";
  EXPECT_EQ(Msg(Call("jh", "policy/save.json", body)), "车组不存在或无权操作");
  ASSERT_EQ(Flag(Call("demo", "policy/save.json", body)), 1);
  // A fleet of the company works under the company's policy.
  json::value fleet = Call("demo", "policy/get.json", R"({"groupId":)" + std::to_string(GroupId("一车队")) + "}");
  EXPECT_EQ(Obj(fleet).at("graceDays").as_int64(), 5);
  EXPECT_EQ(Obj(fleet).at("own").as_int64(), 0);
  // Grades out of order are refused.
  std::string unordered = body;
  unordered.replace(unordered.find("\"lockDays\":20"), 13, "\"lockDays\":10");
  EXPECT_EQ(Msg(Call("demo", "policy/save.json", unordered)), "各级处置的逾期天数应逐级递增");

  ASSERT_EQ(Flag(AddContract("demo", sd_bikes_[0], "SD-030", 1)), 1);
  ASSERT_EQ(Flag(Call("demo", "bike/state.json", R"({"vehicleId":)" + std::to_string(sd_bikes_[1]) + R"(,"state":2})")),
            1);
  EXPECT_EQ(Flag(Call("jh", "bike/state.json", R"({"vehicleId":)" + std::to_string(sd_bikes_[2]) + R"(,"state":3})")),
            0);
  const json::value utilisation = Call("demo", "utilisation.json", "{}");
  const json::object& total = Obj(utilisation).at("total").as_object();
  EXPECT_EQ(total.at("rented").as_int64(), 1);
  EXPECT_EQ(total.at("repair").as_int64(), 1);
  EXPECT_EQ(total.at("idle").as_int64(), 1);
  EXPECT_EQ(total.at("lost").as_int64(), 0);
  EXPECT_EQ(Obj(Call("jh", "utilisation.json", "{}")).at("total").at("total").as_int64(), 1);

  // A tamper alarm on the leased bike, which never reported: a high risk with both facts as evidence.
  ASSERT_TRUE(db_->Acquire()
                  ->Exec("INSERT INTO alarms (device_id, asset_id, group_id, code, label, begin_time, insert_time, "
                         "update_time) "
                         "SELECT d.id, a.id, a.group_id, 'isIllegalRemove', '防拆除报警', ?, ?, ? FROM assets a JOIN "
                         "devices d ON d.asset_id = a.id WHERE a.id = ?",
                         {SystemNowMs() - 3600'000, SystemNowMs(), SystemNowMs(), sd_bikes_[0]})
                  .ok());
  json::value risk = Call("demo", "risk/page.json", "{}");
  ASSERT_EQ(Obj(risk).at("total").as_int64(), 1) << WriteJson(risk);
  const json::object& r = Obj(risk).at("data").as_array().at(0).as_object();
  EXPECT_EQ(r.at("score").as_int64(), 65);
  EXPECT_EQ(Str(r.at("levelText")), "高");
  EXPECT_EQ(r.at("evidence").as_array().size(), 2u);
  EXPECT_EQ(Obj(Call("jh", "risk/page.json", "{}")).at("total").as_int64(), 0);
}

}  // namespace
}  // namespace chelian
