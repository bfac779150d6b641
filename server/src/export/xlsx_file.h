// Writes one table (a header row and text/number cells) as an .xlsx workbook with libxlsxwriter:
// bold header on a tinted fill, frozen first row, column widths fitted to the content.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "core/status.h"

namespace chelian::exporter {

using Cell = std::variant<std::string, long long, double>;

struct Table {
  std::string sheet_name;  // ≤ 31 characters
  std::string title;       // written above the header when not empty
  std::vector<std::string> headers;
  std::vector<std::vector<Cell>> rows;
};

// Writes `table` to `path` (replacing it). Errors: Internal with libxlsxwriter's reason.
Status WriteXlsx(const std::string& path, const Table& table);

}  // namespace chelian::exporter
