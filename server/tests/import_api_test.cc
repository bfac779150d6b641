// Loopback tests of 系统管理 › 批量导入 (v3-console-inventory §3.9, docs/import.md): the template, a
// spreadsheet holding each kind of error, rows corrected in place, the submit into a group — and who
// may: 我的客户 into its own subtree only, 监控客户 and another tenant refused, a role without the
// 1603xx buttons refused; files that are no .xlsx, too big or too long refused.
#include <gtest/gtest.h>
#include <xlsxwriter.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "accounts_fixture.h"
#include "xlsx/xlsx_reader.h"

namespace chelian {
namespace {

namespace json = boost::json;
namespace fs = std::filesystem;

constexpr char kBase[] = "/car/v1/api/importVehicle/";

// A cell: text, or a number typed as a number.
struct Cell {
  std::string text;
  double number = 0;
  bool is_number = false;
  Cell(const char* t) : text(t) {}
  Cell(std::string t) : text(std::move(t)) {}
  Cell(double n) : number(n), is_number(true) {}
};

// An .xlsx of `rows` (the first is the header) written by libxlsxwriter.
std::string Workbook(const std::vector<std::vector<Cell>>& rows) {
  static int n = 0;
  fs::path path = fs::temp_directory_path() /
                  ("import_api_test_" + std::to_string(::getpid()) + "_" + std::to_string(n++) + ".xlsx");
  lxw_workbook* wb = workbook_new(path.c_str());
  lxw_worksheet* ws = workbook_add_worksheet(wb, "车辆导入");
  for (size_t r = 0; r < rows.size(); ++r)
    for (size_t c = 0; c < rows[r].size(); ++c) {
      const Cell& cell = rows[r][c];
      if (cell.is_number)
        worksheet_write_number(ws, static_cast<lxw_row_t>(r), static_cast<lxw_col_t>(c), cell.number, nullptr);
      else if (!cell.text.empty())
        worksheet_write_string(ws, static_cast<lxw_row_t>(r), static_cast<lxw_col_t>(c), cell.text.c_str(), nullptr);
    }
  EXPECT_EQ(workbook_close(wb), LXW_NO_ERROR);
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  fs::remove(path);
  return bytes.str();
}

const std::vector<Cell> kHeader = {"车牌号", "SIM卡号", "设备号", "设备类型", "ICCID"};

class ImportApiTest : public testing::AccountsFixture {
 protected:
  void SetUp() override {
    StartServer("import_api_test");
    BuildTree();
  }
  json::value Upload(const std::string& user, const std::string& file, const std::string& name = "车辆.xlsx") {
    const std::string boundary = "----chelianTestBoundary";
    std::string body = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + name +
                       "\"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n" +
                       file + "\r\n--" + boundary + "--\r\n";
    return Parse(testing::HttpCall(
                     port_, "POST", std::string(kBase) + "importVehicle.json",
                     {{"sessionId", Token(user)}, {"Content-Type", "multipart/form-data; boundary=" + boundary}}, body)
                     .body);
  }
  json::value Data(const std::string& user) {
    return Get(Token(user), std::string(kBase) + "getImportVehicleData.json");
  }
  json::value Correct(const std::string& user, const std::string& row) {
    return PostJson(Token(user), std::string(kBase) + "updateErrorImportVehicle.json", "[" + row + "]");
  }
  json::value Submit(const std::string& user, long long group, int months = 12) {
    return Get(Token(user), std::string(kBase) + "insertBatchVeh.json?groupId=" + std::to_string(group) +
                                "&addMonth=" + std::to_string(months));
  }
  // The error (or right) row of sheet row `row_no` in a getImportVehicleData reply, or null.
  static const json::object* RowOf(const json::value& reply, const char* list, int row_no) {
    for (const json::value& r : reply.at("obj").at("data").at(list).as_array())
      if (r.at("rowNo").as_int64() == row_no) return &r.as_object();
    return nullptr;
  }
  static std::string ErrorOf(const json::value& reply, int row_no) {
    const json::object* r = RowOf(reply, "errorData", row_no);
    return r ? std::string(r->at("errorMessage").as_string()) : "(valid)";
  }
  std::string AnExistingTerminal() {
    return db_->Acquire()->Query("SELECT terminal_no FROM devices ORDER BY id LIMIT 1")->at(0).Text(0);
  }
  long long Devices(const std::string& where) {
    return db_->Acquire()
        ->Query("SELECT COUNT(*) FROM devices d JOIN assets a ON a.id = d.asset_id WHERE " + where)
        ->at(0)
        .Int(0);
  }
  std::string ValidSheet(const std::string& first_terminal) {
    return Workbook({kHeader, {"京C00001", "13900000001", first_terminal, "GPRS-部标"}});
  }
};

TEST_F(ImportApiTest, TheTemplateHasTheColumnsAndTheTerminalTypes) {
  auto reply =
      testing::HttpCall(port_, "GET", std::string(kBase) + "getExportFile.json", {{"sessionId", Token("demo")}});
  ASSERT_EQ(reply.status, 200);
  EXPECT_EQ(reply.Header("Content-Type"), "application/vnd.ms-excel");
  auto sheet = xlsx::ReadFirstSheet(reply.body);
  ASSERT_TRUE(sheet.ok()) << sheet.status().message();
  EXPECT_EQ(sheet->name, "车辆导入");
  ASSERT_EQ(sheet->rows.size(), 1u);
  EXPECT_EQ(sheet->rows[0].cells, (std::vector<std::string>{"车牌号", "SIM卡号", "设备号", "设备类型"}));
}

TEST_F(ImportApiTest, EveryKindOfErrorOnItsRowCorrectedInPlaceThenSubmitted) {
  const std::string taken = AnExistingTerminal();
  json::value up = Upload("demo", Workbook({
                                      kHeader,
                                      {"京C10001", "13912345678", "20000001", "GPRS-部标"},     // 2 valid
                                      {"", "", "20000002", "GPRS-部标"},                        // 3 no plate
                                      {"京C10003", "", "20000003", "GPRS-部标"},                // 4 twice
                                      {"京C10004", "", "020000003", "GPRS-GT06"},               // 5 twice
                                      {"京C10005", "", "20000005", "XYZ-9"},                    // 6 type
                                      {"京C10006", "", "0" + taken, "GPRS-部标"},               // 7 taken
                                      {"京C10007", 12345.0, "20000007", "GPRS-部标"},           // 8 SIM
                                      {"京C10008", "", "20000008", "GPRS-部标", "8986"},        // 9 ICCID
                                      {"京C1000900000000000009", "", "20000009", "GPRS-部标"},  // 10 plate
                                      {"京C10010", 13800000010.0, "20000010", "GPRS-部标"},     // 11 valid
                                      {"京C10011", "", "", ""},                                 // 12 empty
                                  }));
  ASSERT_EQ(Flag(up), 1) << WriteJson(up);
  EXPECT_EQ(up.at("obj").at("rightNum").as_int64(), 2);
  EXPECT_EQ(up.at("obj").at("errorNum").as_int64(), 9);

  json::value data = Data("demo");
  ASSERT_EQ(Flag(data), 1);
  EXPECT_EQ(Str(data.at("obj").at("tipMessage")), "共11条数据，合规2条，不合规9条");
  EXPECT_EQ(ErrorOf(data, 2), "(valid)");
  EXPECT_EQ(ErrorOf(data, 3), "车牌号不能为空");
  EXPECT_EQ(ErrorOf(data, 4), "设备号与第5行重复");
  EXPECT_EQ(ErrorOf(data, 5), "设备号与第4行重复");
  EXPECT_EQ(ErrorOf(data, 6), "设备类型“XYZ-9”不存在");
  EXPECT_EQ(ErrorOf(data, 7), "设备号已存在");
  EXPECT_EQ(ErrorOf(data, 8), "SIM卡号格式不正确（应为11-13位数字）");
  EXPECT_EQ(ErrorOf(data, 9), "ICCID格式不正确（应为19-20位数字或字母）");
  EXPECT_EQ(ErrorOf(data, 10), "车牌号不能超过20个字符");
  EXPECT_EQ(ErrorOf(data, 12), "设备号不能为空；设备类型不能为空");
  const json::object* sim_as_number = RowOf(data, "rightData", 11);
  ASSERT_NE(sim_as_number, nullptr);
  EXPECT_EQ(Str(sim_as_number->at("sim")), "13800000010");  // no 1.38e10, no ".0"

  // Row 3 corrected in place; row 5 given its own number makes row 4 valid too.
  const long long id3 = RowOf(data, "errorData", 3)->at("id").as_int64();
  json::value fixed =
      Correct("demo", R"({"id":)" + std::to_string(id3) +
                          R"(,"plate":"京C10002","sim":"","terminalNo":"20000002","terminalType":"GPRS-部标"})");
  ASSERT_EQ(Flag(fixed), 1) << WriteJson(fixed);
  EXPECT_EQ(Str(fixed.at("obj").at("errorMessage")), "");
  const long long id5 = RowOf(data, "errorData", 5)->at("id").as_int64();
  fixed = Correct("demo",
                  R"({"id":)" + std::to_string(id5) +
                      R"(,"plate":"京C10004","sim":"13800000004","terminalNo":"20000004","terminalType":"GPRS-GT06"})");
  ASSERT_EQ(Flag(fixed), 1);
  // A correction is checked like the upload: still wrong, still an error.
  const long long id8 = RowOf(data, "errorData", 8)->at("id").as_int64();
  fixed = Correct("demo", R"({"id":)" + std::to_string(id8) +
                              R"(,"plate":"京C10007","sim":"139","terminalNo":"20000007","terminalType":"GPRS-部标"})");
  ASSERT_EQ(Flag(fixed), 1);
  EXPECT_EQ(Str(fixed.at("obj").at("errorMessage")), "SIM卡号格式不正确（应为11-13位数字）");
  // Another user's row is not there for them.
  EXPECT_EQ(Flag(Correct("cust", R"({"id":)" + std::to_string(id3) + R"(,"plate":"X","terminalNo":"1"})")), 0);

  // The import survives a new sign-in (kept in the database).
  const std::string again = testing::SignIn(port_, "demo", "demo123");
  data = Get(again, std::string(kBase) + "getImportVehicleData.json");
  EXPECT_EQ(data.at("obj").at("data").at("rightNum").as_int64(), 5);
  EXPECT_EQ(data.at("obj").at("data").at("errorNum").as_int64(), 6);

  json::value done = Submit("demo", GroupId("一车队"), 24);
  ASSERT_EQ(Flag(done), 1) << WriteJson(done);
  EXPECT_EQ(done.at("obj").at("successNum").as_int64(), 5);
  EXPECT_EQ(Str(done.at("obj").at("tipMessage")), "批量上传成功 上传数据：5条 目标车组：一车队");
  EXPECT_EQ(Devices("d.terminal_no IN ('20000001','20000002','20000003','20000004','20000010') AND a.group_id = " +
                    std::to_string(GroupId("一车队")) + " AND d.service_months = 24"),
            5);
  EXPECT_EQ(Devices("d.terminal_no = '20000004' AND d.protocol = 'gt06' AND d.sim = '13800000004'"), 1);
  EXPECT_EQ(Devices("d.terminal_no IN ('20000005','20000007','20000008','20000009')"), 0);
  EXPECT_EQ(Operations("vehicle.import", "京C10002"), 1);
  EXPECT_EQ(Operations("vehicle.import", "京C10006"), 0);
  data = Data("demo");
  EXPECT_EQ(data.at("obj").at("data").at("rightNum").as_int64(), 0);
  EXPECT_EQ(data.at("obj").at("data").at("errorNum").as_int64(), 0);
  EXPECT_EQ(Str(data.at("obj").at("tipMessage")), "");
  // Submitted: the same terminals are now taken.
  up = Upload("demo", ValidSheet("20000001"));
  ASSERT_EQ(Flag(up), 1);
  EXPECT_EQ(up.at("obj").at("errorNum").as_int64(), 1);
  EXPECT_EQ(Flag(Get(Token("demo"), std::string(kBase) + "delImportVehicleData.json")), 1);
  EXPECT_EQ(Data("demo").at("obj").at("data").at("errorNum").as_int64(), 0);
}

TEST_F(ImportApiTest, OnlyIntoAGroupOfTheCallersScope) {
  // 我的客户 (一车队): not into its parent's group nor a sibling's, into its own.
  ASSERT_EQ(Flag(Upload("cust", ValidSheet("30000001"))), 1);
  for (const char* group : {"二车队", "顺达物流有限公司", "1路车队"}) {
    json::value r = Submit("cust", GroupId(group));
    EXPECT_EQ(Flag(r), 0) << group;
    EXPECT_EQ(Msg(r), "车组不存在或无权操作") << group;
  }
  EXPECT_EQ(Devices("d.terminal_no = '30000001'"), 0);
  EXPECT_EQ(Flag(Submit("cust", GroupId("一车队"), 0)), 0);  // no service length
  ASSERT_EQ(Flag(Submit("cust", GroupId("一车队"))), 1);
  EXPECT_EQ(Devices("d.terminal_no = '30000001' AND a.group_id = " + std::to_string(GroupId("一车队"))), 1);
  // Another tenant (京华) cannot write into 顺达's groups either.
  ASSERT_EQ(Flag(Upload("jh", ValidSheet("30000002"))), 1);
  EXPECT_EQ(Flag(Submit("jh", GroupId("一车队"))), 0);
  ASSERT_EQ(Flag(Submit("jh", GroupId("1路车队"))), 1);
  // Nothing to submit: said so.
  EXPECT_EQ(Msg(Submit("jh", GroupId("1路车队"))), "没有待提交的导入数据，请先上传表格");
}

TEST_F(ImportApiTest, MonitorCustomersAndRolesWithoutTheButtonsAreRefused) {
  json::value r = Upload("mon", ValidSheet("40000001"));
  EXPECT_EQ(Flag(r), 0);
  EXPECT_EQ(Flag(Get(Token("mon"), std::string(kBase) + "getExportFile.json")), 0);
  EXPECT_EQ(Flag(Submit("mon", GroupId("二车队"))), 0);
  // Even with the button, an account of type 监控客户 imports nothing.
  {
    auto c = db_->Acquire();
    ASSERT_TRUE(c->Exec("INSERT INTO role_resources (role_id, resource_id) VALUES (10, 160302)").ok());
  }
  r = Upload("mon", ValidSheet("40000001"));
  EXPECT_EQ(Flag(r), 0);
  EXPECT_EQ(Msg(r), "监控客户不能导入车辆");
  EXPECT_EQ(db_->Acquire()->Query("SELECT COUNT(*) FROM import_rows")->at(0).Int(0), 0);

  // 普通用户 without 160301/160302.
  ASSERT_EQ(Flag(Upload("demo", ValidSheet("40000002"))), 1);
  {
    auto c = db_->Acquire();
    ASSERT_TRUE(c->Exec("DELETE FROM role_resources WHERE role_id = 2 AND resource_id IN (160301, 160302)").ok());
  }
  EXPECT_EQ(Msg(Upload("demo", ValidSheet("40000003"))), "没有该操作的权限");
  EXPECT_EQ(Msg(Get(Token("demo"), std::string(kBase) + "getExportFile.json")), "没有该操作的权限");
  EXPECT_EQ(Msg(Submit("demo", GroupId("一车队"))), "没有该操作的权限");
  EXPECT_EQ(Msg(Data("demo")), "没有该操作的权限");
  EXPECT_EQ(Devices("d.terminal_no = '40000002'"), 0);
}

TEST_F(ImportApiTest, FilesThatAreNoXlsxTooBigOrTooLongAreRefused) {
  EXPECT_EQ(Msg(Upload("demo", "车牌号,设备号\n京A1,1\n", "车辆.csv")), "只能上传xlsx格式的文件，请使用模板填写");
  EXPECT_EQ(Msg(Upload("demo", "车牌号,设备号\n京A1,1\n", "车辆.xlsx")),
            "文件不是有效的xlsx表格，请使用模板填写后上传");
  EXPECT_EQ(Msg(Upload("demo", std::string(3u << 20, 'x'))), "文件不能超过2MB");
  EXPECT_EQ(Msg(Upload("demo", Workbook({{"车牌号", "SIM卡号"}, {"京A1", "13900000001"}}))),
            "表格缺少“设备号”列，请使用模板填写后上传");
  std::vector<std::vector<Cell>> rows = {kHeader};
  for (int i = 0; i < 10001; ++i)
    rows.push_back({"京D" + std::to_string(i), "", std::to_string(50000000 + i), "GPRS-部标"});
  EXPECT_EQ(Msg(Upload("demo", Workbook(rows))), "一次最多导入10000条数据，请分多个文件导入");
  rows.pop_back();
  json::value ok = Upload("demo", Workbook(rows));
  ASSERT_EQ(Flag(ok), 1) << WriteJson(ok);
  EXPECT_EQ(ok.at("obj").at("rightNum").as_int64(), 10000);
}

}  // namespace
}  // namespace chelian
