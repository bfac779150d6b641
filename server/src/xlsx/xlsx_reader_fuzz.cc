// libFuzzer target of the .xlsx reader (scripts/fuzz-brief.sh): whole files (seeded with the
// workbooks of xlsx/testdata/) and, selected by the first byte, the XML parts on their own — deflate
// hides the XML from most mutations of a zip.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "xlsx/xlsx_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  chelian::xlsx::ReadLimits limits;
  limits.max_rows = 1000;
  limits.max_part_bytes = 4u << 20;
  std::string_view input(reinterpret_cast<const char*>(data), size);
  if (size > 0 && data[0] == '<') {
    // "<…": a part; its second byte picks which.
    static const std::vector<std::string> shared = {"a", "车"};
    if (size > 1 && data[1] == 's')
      (void)chelian::xlsx::ParseSharedStrings(input, limits);
    else
      (void)chelian::xlsx::ParseWorksheet(input, shared, limits);
    return 0;
  }
  auto sheet = chelian::xlsx::ReadFirstSheet(input, limits);
  if (sheet.ok())
    for (const auto& row : sheet->rows)
      if (row.cells.size() > limits.max_columns) __builtin_trap();
  return 0;
}
