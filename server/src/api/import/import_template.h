// 批量导入's template (下载模板, getExportFile.json): the sheet 车辆导入 with the columns 车牌号, SIM卡号,
// 设备号, 设备类型 (text cells, so numbers keep their leading zeros; 设备类型 a drop-down of the
// known terminal types) and a sheet 填写说明 with the rules and the terminal types.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"

namespace chelian::api::import {

// The .xlsx bytes. Errors: Internal when libxlsxwriter fails.
Result<std::string> TemplateXlsx(const std::vector<std::string>& terminal_types, size_t max_rows);

}  // namespace chelian::api::import
