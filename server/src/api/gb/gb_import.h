// 新国标 车辆备案's import (docs/elec-gb.md): the rows of an uploaded .xlsx (template columns found by
// their headers) and the checks a row passes on its own and against the rows above it — pure; the
// route adds what the database says (the terminal is an e-bike of the caller's, the frame number free).
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/gb_bike_repo.h"
#include "xlsx/xlsx_reader.h"

namespace chelian::api::gb {

inline constexpr size_t kMaxImportRows = 5000;
// The template's columns, in its order (a header containing the text matches; 设备号 and 车架号 required).
inline constexpr const char* kImportColumns[] = {"设备号", "品牌",           "型号",     "车架号",
                                                 "电机号", "北斗模块序列号", "使用性质", "北斗定位"};

struct GbImportRow {
  long long row_no = 0;  // as the sheet shows it
  std::string terminal_no;
  std::string usage_text, beidou_text;  // as written
  store::GbBikeFields fields;
  std::string error;  // "" : valid so far
};

// The rows under the header row (the first row), cells trimmed; empty rows skipped. Errors:
// InvalidArgument (Chinese) for a missing 设备号 or 车架号 column, no row, more than kMaxImportRows.
Result<std::vector<GbImportRow>> ImportRowsFromSheet(const xlsx::Sheet& sheet);

// Sets each row's error (the first reason): empty 设备号 or 车架号, a text over 64 characters, 使用性质
// other than 个人/物流/租赁 (empty: 个人), 北斗定位 other than 开启/关闭 (empty: 开启), Beidou off for a
// logistics or leasing bike, a 设备号 or 车架号 repeated from a row above.
void ValidateImportRows(std::vector<GbImportRow>& rows);

}  // namespace chelian::api::gb
