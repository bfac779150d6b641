// 新国标 registry import rows: columns found by their headers, each row checked alone and against
// the rows above it.
#include "api/gb/gb_import.h"

#include <gtest/gtest.h>

namespace chelian::api::gb {
namespace {

xlsx::Sheet SheetOf(std::vector<std::vector<std::string>> rows) {
  xlsx::Sheet s;
  long long n = 0;
  for (auto& cells : rows) s.rows.push_back({++n, std::move(cells)});
  return s;
}

std::vector<std::string> Errors(std::vector<GbImportRow> rows) {
  ValidateImportRows(rows);
  std::vector<std::string> out;
  for (const auto& r : rows) out.push_back(r.error);
  return out;
}

TEST(GbImport, ColumnsAreFoundByTheirHeadersAndNumbersKeepTheirDigits) {
  // Columns in another order, a note in a header, a terminal typed as a number, an empty row.
  auto rows = ImportRowsFromSheet(SheetOf({{"车架号（必填）", "品牌", "设备号*", "北斗定位", "使用性质"},
                                           {" F001 ", "雅迪", "1.3900180001E10", "关闭", "个人"},
                                           {},
                                           {"F002", "", "13900180002"}}));
  ASSERT_TRUE(rows.ok()) << rows.status().message();
  ASSERT_EQ(rows->size(), 2u);
  EXPECT_EQ((*rows)[0].row_no, 2);
  EXPECT_EQ((*rows)[0].terminal_no, "13900180001");
  EXPECT_EQ((*rows)[0].fields.frame_no, "F001");
  EXPECT_EQ((*rows)[0].fields.make, "雅迪");
  EXPECT_EQ((*rows)[1].row_no, 4);
  EXPECT_EQ(Errors(*rows), (std::vector<std::string>{"", ""}));
  std::vector<GbImportRow> checked = *rows;
  ValidateImportRows(checked);
  EXPECT_EQ(checked[0].fields.beidou_on, 0);
  EXPECT_EQ(checked[1].fields.beidou_on, 1);    // empty: on
  EXPECT_EQ(checked[1].fields.usage_class, 1);  // empty: 个人

  EXPECT_EQ(ImportRowsFromSheet(SheetOf({{"车牌号", "车架号"}, {"A", "B"}})).status().message(),
            "缺少设备号或车架号列，请使用模板");
  EXPECT_EQ(ImportRowsFromSheet(SheetOf({{"设备号", "车架号"}})).status().message(), "文件中没有数据");
  EXPECT_EQ(ImportRowsFromSheet(SheetOf({})).status().message(), "文件中没有数据");
}

TEST(GbImport, EachRowGetsItsFirstReason) {
  auto row = [](std::string t, std::string frame, std::string usage = "", std::string beidou = "") {
    GbImportRow r;
    r.terminal_no = std::move(t);
    r.fields.frame_no = std::move(frame);
    r.usage_text = std::move(usage);
    r.beidou_text = std::move(beidou);
    return r;
  };
  GbImportRow long_make = row("5", "F5");
  long_make.fields.make = std::string(65, 'a');
  EXPECT_EQ(Errors({row("1", "F1"), row("", "F2"), row("3", ""), row("1", "F4"), row("4", "F1"), long_make,
                    row("6", "F6", "公务"), row("7", "F7", "个人", "半开"), row("8", "F8", "租赁", "关闭"),
                    row("9", "F9", "物流", "开启")}),
            (std::vector<std::string>{"", "设备号为空", "车架号为空", "设备号与文件中前面的行重复",
                                      "车架号与文件中前面的行重复", "填写的内容过长（每项不超过64个字符）",
                                      "使用性质应为个人、物流或租赁", "北斗定位应为开启或关闭",
                                      "物流、租赁车辆须开启北斗定位", ""}));
}

}  // namespace
}  // namespace chelian::api::gb
