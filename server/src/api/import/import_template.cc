// 批量导入's template, written with libxlsxwriter to a temporary file and read back.
#include "api/import/import_template.h"

#include <xlsxwriter.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "api/import/import_rows.h"

namespace chelian::api::import {

Result<std::string> TemplateXlsx(const std::vector<std::string>& terminal_types, size_t max_rows) {
  namespace fs = std::filesystem;
  static thread_local std::mt19937_64 rng{std::random_device{}()};
  const fs::path path = fs::temp_directory_path() / ("chelian_import_template_" + std::to_string(rng()) + ".xlsx");
  lxw_workbook* wb = workbook_new(path.c_str());
  if (!wb) return Internal("cannot create the import template");
  lxw_format* header = workbook_add_format(wb);
  format_set_bold(header);
  format_set_bg_color(header, 0xDDEBF7);
  format_set_border(header, LXW_BORDER_THIN);
  lxw_format* text = workbook_add_format(wb);
  format_set_num_format(text, "@");  // typed numbers stay text: no 1.38E+10, leading zeros kept
  lxw_format* wrap = workbook_add_format(wb);
  format_set_text_wrap(wrap);
  format_set_align(wrap, LXW_ALIGN_VERTICAL_TOP);
  lxw_format* title = workbook_add_format(wb);
  format_set_bold(title);
  format_set_font_size(title, 13);

  lxw_worksheet* ws = workbook_add_worksheet(wb, "车辆导入");
  const double widths[] = {16, 18, 20, 16};
  for (int c = 0; c < 4; ++c) {
    worksheet_set_column(ws, c, c, widths[c], text);
    worksheet_write_string(ws, 0, c, kColumns[c], header);
  }
  worksheet_freeze_panes(ws, 1, 0);
  std::vector<char*> list;
  for (const std::string& t : terminal_types) list.push_back(const_cast<char*>(t.c_str()));
  list.push_back(nullptr);
  lxw_data_validation dv{};
  dv.validate = LXW_VALIDATION_TYPE_LIST;
  dv.value_list = list.data();
  dv.error_type = LXW_VALIDATION_ERROR_TYPE_WARNING;
  worksheet_data_validation_range(ws, 1, 3, static_cast<lxw_row_t>(max_rows), 3, &dv);

  lxw_worksheet* help = workbook_add_worksheet(wb, "填写说明");
  worksheet_set_column(help, 0, 0, 90, wrap);
  int row = 0;
  worksheet_write_string(help, row++, 0, "批量导入车辆 填写说明", title);
  const std::string lines[] = {
      "1. 在“车辆导入”表中每行填写一台车辆，不要修改表头；空行会被忽略。",
      "2. 车牌号、设备号、设备类型必填；SIM卡号选填。",
      "3. 车牌号不超过20个字符；设备号只能包含数字或字母，不超过20位，不能与表中其他行或平台已有设备重复。",
      "4. SIM卡号为11-13位数字；如需导入ICCID，可增加一列“ICCID”（19-20位数字或字母）。",
      "5. 设备类型必须是下列之一：",
  };
  for (const std::string& l : lines) worksheet_write_string(help, row++, 0, l.c_str(), nullptr);
  for (const std::string& t : terminal_types) worksheet_write_string(help, row++, 0, ("    " + t).c_str(), nullptr);
  worksheet_write_string(
      help, row++, 0, ("6. 每次最多导入" + std::to_string(max_rows) + "行；提交时每批最多1000台，分批写入。").c_str(),
      nullptr);
  worksheet_write_string(help, row++, 0, "7. 请勿同时进行多个导入；未完成的导入会保留，下次进入页面时可继续。",
                         nullptr);

  lxw_error err = workbook_close(wb);
  if (err != LXW_NO_ERROR) {
    std::error_code ec;
    fs::remove(path, ec);
    return Internal(std::string("import template: ") + lxw_strerror(err));
  }
  std::ostringstream bytes;
  {
    std::ifstream in(path, std::ios::binary);
    bytes << in.rdbuf();
  }
  std::error_code ec;
  fs::remove(path, ec);
  return bytes.str();
}

}  // namespace chelian::api::import
