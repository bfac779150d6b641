// The .xlsx writer over libxlsxwriter (constant-memory mode: rows stream to disk).
#include "export/xlsx_file.h"

#include <xlsxwriter.h>

#include <algorithm>

namespace chelian::exporter {
namespace {

// Display width of UTF-8 text in Excel columns: CJK characters count double.
double TextWidth(const std::string& s) {
  double w = 0;
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : 4;
    w += len == 1 ? 1.0 : 2.0;
    i += len;
  }
  return w;
}

}  // namespace

Status WriteXlsx(const std::string& path, const Table& table) {
  lxw_workbook_options options = {};
  options.constant_memory = LXW_TRUE;
  lxw_workbook* wb = workbook_new_opt(path.c_str(), &options);
  if (!wb) return Internal("cannot create workbook " + path);
  lxw_worksheet* ws = workbook_add_worksheet(wb, table.sheet_name.empty() ? nullptr : table.sheet_name.c_str());
  lxw_format* header = workbook_add_format(wb);
  format_set_bold(header);
  format_set_bg_color(header, 0xE8F1FD);
  format_set_border(header, LXW_BORDER_THIN);
  lxw_format* title = workbook_add_format(wb);
  format_set_bold(title);
  format_set_font_size(title, 14);

  // Column widths must be set before rows are written in constant-memory mode.
  std::vector<double> widths(table.headers.size(), 8);
  for (size_t c = 0; c < table.headers.size(); ++c) widths[c] = std::max(widths[c], TextWidth(table.headers[c]) + 2);
  for (const auto& row : table.rows)
    for (size_t c = 0; c < row.size() && c < widths.size(); ++c)
      if (const auto* s = std::get_if<std::string>(&row[c])) widths[c] = std::max(widths[c], TextWidth(*s) + 2);
  for (size_t c = 0; c < widths.size(); ++c)
    worksheet_set_column(ws, static_cast<lxw_col_t>(c), static_cast<lxw_col_t>(c), std::min(widths[c], 60.0), nullptr);

  lxw_row_t r = 0;
  if (!table.title.empty()) worksheet_write_string(ws, r++, 0, table.title.c_str(), title);
  worksheet_freeze_panes(ws, r + 1, 0);
  for (size_t c = 0; c < table.headers.size(); ++c)
    worksheet_write_string(ws, r, static_cast<lxw_col_t>(c), table.headers[c].c_str(), header);
  ++r;
  for (const auto& row : table.rows) {
    for (size_t c = 0; c < row.size(); ++c) {
      auto col = static_cast<lxw_col_t>(c);
      if (const auto* s = std::get_if<std::string>(&row[c]))
        worksheet_write_string(ws, r, col, s->c_str(), nullptr);
      else if (const auto* i = std::get_if<long long>(&row[c]))
        worksheet_write_number(ws, r, col, static_cast<double>(*i), nullptr);
      else
        worksheet_write_number(ws, r, col, std::get<double>(row[c]), nullptr);
    }
    ++r;
  }
  lxw_error err = workbook_close(wb);
  if (err != LXW_NO_ERROR) return Internal(std::string("xlsx write failed: ") + lxw_strerror(err));
  return Status::Ok();
}

}  // namespace chelian::exporter
