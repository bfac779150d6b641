// 批量导入's columns and row checks, one kind of error at a time.
#include "api/import/import_rows.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace chelian::api::import {
namespace {

xlsx::Sheet SheetOf(std::vector<std::vector<std::string>> rows) {
  xlsx::Sheet s;
  long long n = 1;
  for (auto& r : rows) s.rows.push_back({n++, std::move(r)});
  return s;
}

store::ImportRow Row(int no, std::string plate, std::string sim, std::string terminal, std::string type,
                     std::string iccid = "") {
  store::ImportRow r;
  r.row_no = no;
  r.plate = std::move(plate);
  r.sim = std::move(sim);
  r.terminal_no = std::move(terminal);
  r.terminal_type = std::move(type);
  r.iccid = std::move(iccid);
  return r;
}

const std::vector<std::string> kTypes = {"GPRS-部标", "GPRS-GT06"};

std::string ErrorOf(store::ImportRow r, const std::unordered_set<std::string>& taken = {}) {
  std::vector<store::ImportRow> rows = {std::move(r)};
  ValidateRows(rows, kTypes, taken);
  return rows[0].error;
}

TEST(ImportRowsTest, KnownTerminalTypesAreTheRegistrys) {
  auto types = KnownTerminalTypes();
  EXPECT_NE(std::find(types.begin(), types.end(), "GPRS-部标"), types.end());
  EXPECT_NE(std::find(types.begin(), types.end(), "GPRS-GT06"), types.end());
  EXPECT_NE(std::find(types.begin(), types.end(), "GPRS-手表"), types.end());
  EXPECT_EQ(std::find(types.begin(), types.end(), "不存在的类型"), types.end());
}

TEST(ImportRowsTest, ColumnsByHeaderInAnyOrderWithNotes) {
  auto rows = RowsFromSheet(SheetOf({{"设备类型", "*设备号", "车牌号（必填）", "SIM卡号", "iccid"},
                                     {" GPRS-部标 ", "013800000001", "京A12345", "13800000001", "89860012345678901234"},
                                     {},
                                     {"", "", "", "", ""},
                                     {"GPRS-GT06", "864555000000001", "沪B1"}}));
  ASSERT_TRUE(rows.ok()) << rows.status().message();
  ASSERT_EQ(rows->size(), 2u);
  EXPECT_EQ((*rows)[0].row_no, 2);
  EXPECT_EQ((*rows)[0].terminal_type, "GPRS-部标");
  EXPECT_EQ((*rows)[0].terminal_no, "013800000001");
  EXPECT_EQ((*rows)[0].plate, "京A12345");
  EXPECT_EQ((*rows)[0].sim, "13800000001");
  EXPECT_EQ((*rows)[0].iccid, "89860012345678901234");
  EXPECT_EQ((*rows)[1].row_no, 5);
  EXPECT_EQ((*rows)[1].sim, "");
}

TEST(ImportRowsTest, SheetsThatAreNoTemplateAreRefused) {
  EXPECT_EQ(RowsFromSheet(SheetOf({})).status().message(), "表格中没有数据，请按模板填写后上传");
  EXPECT_EQ(RowsFromSheet(SheetOf({{"车牌号", "SIM卡号", "设备类型"}, {"京A1", "", "GPRS-部标"}})).status().message(),
            "表格缺少“设备号”列，请使用模板填写后上传");
  EXPECT_EQ(RowsFromSheet(SheetOf({{"车牌号", "SIM卡号", "设备号", "设备类型"}})).status().message(),
            "表格中没有数据，请按模板填写后上传");
}

TEST(ImportRowsTest, AValidRowHasNoError) {
  EXPECT_EQ(ErrorOf(Row(2, "京A12345", "13800000001", "013800000001", "GPRS-部标", "8986001234567890123")), "");
  EXPECT_EQ(ErrorOf(Row(2, "京A12345", "", "864555000000001", "GPRS-GT06")), "");  // SIM optional
}

TEST(ImportRowsTest, EmptyFields) {
  EXPECT_EQ(ErrorOf(Row(2, "", "", "", "")), "车牌号不能为空；设备号不能为空；设备类型不能为空");
}

TEST(ImportRowsTest, PlateLength) {
  EXPECT_EQ(ErrorOf(Row(2, "京A1234567890123456789", "", "1001", "GPRS-部标")), "车牌号不能超过20个字符");
  EXPECT_EQ(ErrorOf(Row(2, "京京京京京京京京京京京京京京京京京京京京", "", "1001", "GPRS-部标")), "");  // 20 characters
}

TEST(ImportRowsTest, MalformedTerminalSimAndIccid) {
  EXPECT_EQ(ErrorOf(Row(2, "京A1", "", "1380-0001", "GPRS-部标")), "设备号只能包含数字或字母，且不超过20位");
  EXPECT_EQ(ErrorOf(Row(2, "京A1", "", "123456789012345678901", "GPRS-部标")),
            "设备号只能包含数字或字母，且不超过20位");
  EXPECT_EQ(ErrorOf(Row(2, "京A1", "1.38e+10", "1001", "GPRS-部标")), "SIM卡号格式不正确（应为11-13位数字）");
  EXPECT_EQ(ErrorOf(Row(2, "京A1", "1380000000", "1001", "GPRS-部标")), "SIM卡号格式不正确（应为11-13位数字）");
  EXPECT_EQ(ErrorOf(Row(2, "京A1", "1380000000123", "1001", "GPRS-部标")), "");
  EXPECT_EQ(ErrorOf(Row(2, "京A1", "", "1001", "GPRS-部标", "898600123456789012")),
            "ICCID格式不正确（应为19-20位数字或字母）");
  EXPECT_EQ(ErrorOf(Row(2, "京A1", "", "1001", "GPRS-部标", "8.98604e+19")),
            "ICCID格式不正确（应为19-20位数字或字母）");
  EXPECT_EQ(ErrorOf(Row(2, "京A1", "", "1001", "GPRS-部标", "89860A2345678901234F")), "");
}

TEST(ImportRowsTest, UnknownTerminalType) {
  EXPECT_EQ(ErrorOf(Row(2, "京A1", "", "1001", "XYZ-9")), "设备类型“XYZ-9”不存在");
}

TEST(ImportRowsTest, TerminalsTakenInTheDatabaseLeadingZerosAside) {
  EXPECT_EQ(ErrorOf(Row(2, "京A1", "", "0013800000001", "GPRS-部标"), {"13800000001"}), "设备号已存在");
  EXPECT_EQ(ErrorOf(Row(2, "京A1", "", "13800000002", "GPRS-部标"), {"13800000001"}), "");
}

TEST(ImportRowsTest, DuplicatesWithinTheSheetNameTheOtherRow) {
  std::vector<store::ImportRow> rows = {
      Row(2, "京A1", "", "13800000001", "GPRS-部标"), Row(3, "京A2", "", "1001", "GPRS-部标"),
      Row(4, "京A3", "", "013800000001", "GPRS-部标"), Row(7, "京A4", "", "13800000001", "GPRS-部标")};
  ValidateRows(rows, kTypes, {});
  EXPECT_EQ(rows[0].error, "设备号与第4行重复");
  EXPECT_EQ(rows[1].error, "");
  EXPECT_EQ(rows[2].error, "设备号与第2行重复");
  EXPECT_EQ(rows[3].error, "设备号与第2行重复");
  // Fixed: the other row is valid again.
  rows[2].terminal_no = "1002";
  rows[3].terminal_no = "1003";
  ValidateRows(rows, kTypes, {});
  for (const auto& r : rows) EXPECT_EQ(r.error, "") << r.row_no;
}

}  // namespace
}  // namespace chelian::api::import
