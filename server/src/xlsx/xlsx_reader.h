// Reads the first worksheet of an .xlsx workbook (a zip of XML parts) into rows of text, for
// uploads such as 批量导入. Built to take any bytes: every size is capped (the file, each part once
// inflated — zip bombs —, rows, columns, cell text, shared strings), DTDs are refused, and every
// failure is an InvalidArgument with a Chinese message, never a crash.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"

namespace chelian::xlsx {

struct ReadLimits {
  size_t max_file_bytes = 8u << 20;      // the .xlsx as uploaded
  size_t max_part_bytes = 64u << 20;     // one XML part once inflated
  size_t max_entries = 10000;            // entries of the zip directory
  size_t max_rows = 100000;              // non-empty rows kept; more is an error
  size_t max_columns = 64;               // cells further right are ignored
  size_t max_cell_bytes = 4096;          // longer cell text is cut there
  size_t max_shared_strings = 1u << 20;  // entries of sharedStrings.xml
};

// One non-empty row: its number as the sheet shows it (1 = the first row) and its cells by column
// (A = 0), "" for an empty cell; trailing empty cells are dropped.
struct SheetRow {
  long long number = 0;
  std::vector<std::string> cells;
};

struct Sheet {
  std::string name;
  std::vector<SheetRow> rows;  // ascending row numbers as they appear in the part
};

// The first worksheet (in the workbook's order) of `file`. Errors: InvalidArgument (not an .xlsx,
// damaged, too large, too many rows).
Result<Sheet> ReadFirstSheet(std::string_view file, const ReadLimits& limits = {});

// The parts, for tests and the fuzz target. `shared` indexes the cells of type "s".
Result<std::vector<std::string>> ParseSharedStrings(std::string_view xml, const ReadLimits& limits = {});
Result<Sheet> ParseWorksheet(std::string_view xml, const std::vector<std::string>& shared,
                             const ReadLimits& limits = {});

// A numeric cell's stored value as a person typed it: integers without ".0" or an exponent
// ("1.3800000001E10" → "13800000001"), other numbers in their shortest form; text that is no
// number is returned as it is.
std::string NumberText(std::string_view v);

// "B12" → column 1 (0-based); -1 when `ref` starts with no column letters or names one beyond XFD.
int ColumnOf(std::string_view ref);

}  // namespace chelian::xlsx
