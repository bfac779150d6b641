// The .xlsx reader over workbooks libxlsxwriter writes in the test (shared and inline strings,
// numbers typed as numbers), hand-written parts, and damaged or hostile input.
#include "xlsx/xlsx_reader.h"

#include <gtest/gtest.h>
#include <xlsxwriter.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <sstream>

namespace chelian::xlsx {
namespace {

namespace fs = std::filesystem;

// Writes a workbook with libxlsxwriter (`fill` adds its sheets) and returns its bytes.
std::string MakeWorkbook(const std::function<void(lxw_workbook*)>& fill, bool inline_strings = false) {
  static int n = 0;
  fs::path path = fs::temp_directory_path() /
                  ("xlsx_reader_test_" + std::to_string(::getpid()) + "_" + std::to_string(n++) + ".xlsx");
  lxw_workbook_options options{};
  options.constant_memory = inline_strings ? LXW_TRUE : LXW_FALSE;  // constant memory: inline strings
  lxw_workbook* wb = workbook_new_opt(path.c_str(), &options);
  fill(wb);
  EXPECT_EQ(workbook_close(wb), LXW_NO_ERROR);
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  fs::remove(path);
  return bytes.str();
}

void WriteImportSheet(lxw_workbook* wb) {
  lxw_worksheet* ws = workbook_add_worksheet(wb, "车辆导入");
  worksheet_write_string(ws, 0, 0, "车牌号", nullptr);
  worksheet_write_string(ws, 0, 1, "SIM卡号", nullptr);
  worksheet_write_string(ws, 0, 2, "设备号", nullptr);
  worksheet_write_string(ws, 0, 3, "设备类型", nullptr);
  worksheet_write_string(ws, 1, 0, "京A12345", nullptr);
  worksheet_write_number(ws, 1, 1, 13800000001.0, nullptr);  // a SIM typed as a number
  worksheet_write_string(ws, 1, 2, "013800000001", nullptr);
  worksheet_write_string(ws, 1, 3, "GPRS-部标", nullptr);
  // Row 3 left empty; row 4 with a gap in column B and a decimal number.
  worksheet_write_string(ws, 3, 0, "沪B00001", nullptr);
  worksheet_write_number(ws, 3, 2, 864555000000001.0, nullptr);
  worksheet_write_number(ws, 3, 3, 3.5, nullptr);
}

TEST(XlsxReaderTest, SharedStringsAndNumbersStoredAsNumbers) {
  std::string file = MakeWorkbook([](lxw_workbook* wb) {
    WriteImportSheet(wb);
    lxw_worksheet* other = workbook_add_worksheet(wb, "说明");
    worksheet_write_string(other, 0, 0, "不应读到", nullptr);
  });
  auto sheet = ReadFirstSheet(file);
  ASSERT_TRUE(sheet.ok()) << sheet.status().message();
  EXPECT_EQ(sheet->name, "车辆导入");
  ASSERT_EQ(sheet->rows.size(), 3u);
  EXPECT_EQ(sheet->rows[0].number, 1);
  EXPECT_EQ(sheet->rows[0].cells, (std::vector<std::string>{"车牌号", "SIM卡号", "设备号", "设备类型"}));
  EXPECT_EQ(sheet->rows[1].cells, (std::vector<std::string>{"京A12345", "13800000001", "013800000001", "GPRS-部标"}));
  EXPECT_EQ(sheet->rows[2].number, 4);  // the empty row 3 is skipped, numbers are the sheet's
  EXPECT_EQ(sheet->rows[2].cells, (std::vector<std::string>{"沪B00001", "", "864555000000001", "3.5"}));
}

TEST(XlsxReaderTest, InlineStrings) {
  std::string file = MakeWorkbook(WriteImportSheet, /*inline_strings=*/true);
  ASSERT_NE(file.find("PK"), std::string::npos);
  auto sheet = ReadFirstSheet(file);
  ASSERT_TRUE(sheet.ok()) << sheet.status().message();
  ASSERT_EQ(sheet->rows.size(), 3u);
  EXPECT_EQ(sheet->rows[1].cells[0], "京A12345");
  EXPECT_EQ(sheet->rows[1].cells[1], "13800000001");
  EXPECT_EQ(sheet->rows[1].cells[3], "GPRS-部标");
}

TEST(XlsxReaderTest, TheFirstSheetInWorkbookOrder) {
  std::string file = MakeWorkbook([](lxw_workbook* wb) {
    lxw_worksheet* a = workbook_add_worksheet(wb, "甲");
    lxw_worksheet* b = workbook_add_worksheet(wb, "乙");
    worksheet_write_string(b, 0, 0, "b", nullptr);
    worksheet_write_string(a, 0, 0, "a", nullptr);
  });
  auto sheet = ReadFirstSheet(file);
  ASSERT_TRUE(sheet.ok());
  EXPECT_EQ(sheet->name, "甲");
  ASSERT_EQ(sheet->rows.size(), 1u);
  EXPECT_EQ(sheet->rows[0].cells[0], "a");
}

TEST(XlsxReaderTest, RowLimit) {
  std::string file = MakeWorkbook([](lxw_workbook* wb) {
    lxw_worksheet* ws = workbook_add_worksheet(wb, nullptr);
    for (int r = 0; r < 5; ++r) worksheet_write_number(ws, r, 0, r, nullptr);
  });
  ReadLimits limits;
  limits.max_rows = 4;
  auto sheet = ReadFirstSheet(file, limits);
  ASSERT_FALSE(sheet.ok());
  EXPECT_EQ(sheet.status().message(), "表格行数超过上限4行");
  limits.max_rows = 5;
  EXPECT_TRUE(ReadFirstSheet(file, limits).ok());
}

TEST(XlsxReaderTest, InflatedPartsAreCapped) {
  // 20,000 cells of the same text compress to a few kilobytes and inflate to far more.
  std::string file = MakeWorkbook([](lxw_workbook* wb) {
    lxw_worksheet* ws = workbook_add_worksheet(wb, nullptr);
    for (int r = 0; r < 20000; ++r) worksheet_write_string(ws, r, 0, "x", nullptr);
  });
  ReadLimits limits;
  limits.max_part_bytes = 256 * 1024;
  ASSERT_LT(file.size(), limits.max_part_bytes);
  auto sheet = ReadFirstSheet(file, limits);
  ASSERT_FALSE(sheet.ok());
  EXPECT_EQ(sheet.status().message(), "文件内容过大");
  limits.max_file_bytes = file.size() - 1;
  EXPECT_FALSE(ReadFirstSheet(file, limits).ok());
}

TEST(XlsxReaderTest, DamagedFilesAreRefused) {
  std::string file = MakeWorkbook(WriteImportSheet);
  EXPECT_FALSE(ReadFirstSheet("").ok());
  EXPECT_FALSE(ReadFirstSheet("车牌号,设备号\n京A1,1\n").ok());  // a CSV renamed
  EXPECT_FALSE(ReadFirstSheet(file.substr(0, file.size() / 2)).ok());
  // Every byte flipped in turn (a sample of positions): refused or read, never a crash.
  std::mt19937 rng(7);
  for (int i = 0; i < 300; ++i) {
    std::string bad = file;
    bad[rng() % bad.size()] ^= static_cast<char>(1 + rng() % 255);
    auto sheet = ReadFirstSheet(bad);
    if (!sheet.ok()) {
      EXPECT_FALSE(sheet.status().message().empty());
    }
  }
}

TEST(XlsxReaderTest, HandWrittenPartsWithPrefixesRichTextAndMissingReferences) {
  auto shared = ParseSharedStrings(
      R"(<?xml version="1.0"?><x:sst xmlns:x="urn:x"><x:si><x:t>京A</x:t></x:si>)"
      R"(<x:si><x:r><x:t>粤</x:t></x:r><x:r><x:t xml:space="preserve">B 1</x:t></x:r><x:rPh><x:t>ユエ</x:t></x:rPh></x:si></x:sst>)");
  ASSERT_TRUE(shared.ok());
  EXPECT_EQ(*shared, (std::vector<std::string>{"京A", "粤B 1"}));
  auto sheet = ParseWorksheet(
      R"(<x:worksheet xmlns:x="urn:x"><x:sheetData>)"
      R"(<x:row><x:c t="s"><x:v>1</x:v></x:c><x:c><x:v>1.3800000001E10</x:v></x:c><x:c t="s"><x:v>99</x:v></x:c></x:row>)"
      R"(<x:row r="7"><x:c r="C7" t="inlineStr"><x:is><x:t>&lt;甲&amp;乙&gt;</x:t></x:is></x:c><x:c t="b"><x:v>1</x:v></x:c></x:row>)"
      R"(<x:row><x:c r="ZZZZ9"><x:v>5</x:v></x:c></x:row>)"
      R"(</x:sheetData></x:worksheet>)",
      *shared);
  ASSERT_TRUE(sheet.ok()) << sheet.status().message();
  ASSERT_EQ(sheet->rows.size(), 3u);
  EXPECT_EQ(sheet->rows[0].number, 1);
  EXPECT_EQ(sheet->rows[0].cells, (std::vector<std::string>{"粤B 1", "13800000001"}));  // index 99: no string
  EXPECT_EQ(sheet->rows[1].number, 7);
  EXPECT_EQ(sheet->rows[1].cells, (std::vector<std::string>{"", "", "<甲&乙>", "1"}));
  EXPECT_EQ(sheet->rows[2].number, 8);
  EXPECT_EQ(sheet->rows[2].cells, (std::vector<std::string>{"5"}));  // a bad reference: the next column
}

TEST(XlsxReaderTest, DtdsAndMalformedXmlAreRefused) {
  const std::string laughs =
      R"(<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>)"
      R"(<worksheet><sheetData><row><c t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>)";
  EXPECT_FALSE(ParseWorksheet(laughs, {}).ok());
  EXPECT_FALSE(ParseSharedStrings(laughs).ok());
  EXPECT_FALSE(ParseWorksheet("<worksheet><sheetData><row><c>", {}).ok());
  EXPECT_FALSE(ParseWorksheet("<worksheet>&undefined;</worksheet>", {}).ok());
  EXPECT_FALSE(ParseWorksheet("", {}).ok());
}

TEST(XlsxReaderTest, CellTextIsCutAtTheLimitOnACharacterBoundary) {
  ReadLimits limits;
  limits.max_cell_bytes = 7;  // two 3-byte characters and one byte of the third
  auto sheet = ParseWorksheet(
      R"(<worksheet><sheetData><row><c t="inlineStr"><is><t>车联平台</t></is></c></row></sheetData></worksheet>)", {},
      limits);
  ASSERT_TRUE(sheet.ok());
  EXPECT_EQ(sheet->rows[0].cells[0], "车联");
}

TEST(XlsxReaderTest, NumberText) {
  EXPECT_EQ(NumberText("13800000001"), "13800000001");
  EXPECT_EQ(NumberText("013800000001"), "013800000001");
  EXPECT_EQ(NumberText("1.3800000001E10"), "13800000001");
  EXPECT_EQ(NumberText("13800000001.0"), "13800000001");
  EXPECT_EQ(NumberText("3.5"), "3.5");
  EXPECT_EQ(NumberText("0.1"), "0.1");
  EXPECT_EQ(NumberText("-12.0"), "-12");
  EXPECT_EQ(NumberText(" 42 "), "42");
  EXPECT_EQ(NumberText("8.9860400000000006E19"), "8.98604e+19");  // beyond 15 digits: not exact, shown so
  EXPECT_EQ(NumberText("abc"), "abc");
  EXPECT_EQ(NumberText(""), "");
}

TEST(XlsxReaderTest, ColumnOf) {
  EXPECT_EQ(ColumnOf("A1"), 0);
  EXPECT_EQ(ColumnOf("D12"), 3);
  EXPECT_EQ(ColumnOf("AA3"), 26);
  EXPECT_EQ(ColumnOf("XFD1"), 16383);
  EXPECT_EQ(ColumnOf("XFE1"), -1);
  EXPECT_EQ(ColumnOf("ABCD1"), -1);
  EXPECT_EQ(ColumnOf("12"), -1);
  EXPECT_EQ(ColumnOf(""), -1);
}

}  // namespace
}  // namespace chelian::xlsx
