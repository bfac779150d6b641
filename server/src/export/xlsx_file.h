// Writes a table (a header row and text/number cells) as an .xlsx workbook with libxlsxwriter in
// constant-memory mode: bold header on a tinted fill, frozen first row, column widths fitted to the
// first rows. XlsxStream takes rows one by one; WriteXlsx writes a table held in memory.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/status.h"
#include "export/row_sink.h"

namespace chelian::exporter {

struct Table {
  std::string sheet_name;  // ≤ 31 characters
  std::string title;       // written above the header when not empty
  std::vector<std::string> headers;
  std::vector<std::vector<Cell>> rows;
};

// A workbook written row by row to `path`. The first kWidthRows rows are held back to fit the
// column widths (constant-memory mode needs them before any row); later rows go straight to disk.
class XlsxStream : public RowSink {
 public:
  static constexpr size_t kWidthRows = 200;
  explicit XlsxStream(std::string path);
  ~XlsxStream() override;
  XlsxStream(const XlsxStream&) = delete;
  XlsxStream& operator=(const XlsxStream&) = delete;

  Status Begin(const TableHead& head) override;
  Status Add(const std::vector<Cell>& row) override;
  // Writes what is held back and closes the file. Errors: Internal with libxlsxwriter's reason.
  Status Close();
  long long rows() const { return rows_; }

 private:
  struct Book;
  void Fit();
  void Write(const std::vector<Cell>& row);
  std::string path_;
  std::unique_ptr<Book> book_;
  TableHead head_;
  std::vector<std::vector<Cell>> held_;
  bool fitted_ = false;
  bool closed_ = false;
  long long rows_ = 0;
  unsigned next_row_ = 0;
};

// Writes `table` to `path` (replacing it). Errors: Internal with libxlsxwriter's reason.
Status WriteXlsx(const std::string& path, const Table& table);

// Feeds a table held in memory into `sink`.
Status WriteTable(RowSink& sink, const Table& table);

}  // namespace chelian::exporter
