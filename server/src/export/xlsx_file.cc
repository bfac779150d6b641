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

struct XlsxStream::Book {
  lxw_workbook* wb = nullptr;
  lxw_worksheet* ws = nullptr;
  lxw_format* header = nullptr;
  lxw_format* title = nullptr;
};

XlsxStream::XlsxStream(std::string path) : path_(std::move(path)), book_(std::make_unique<Book>()) {}

XlsxStream::~XlsxStream() {
  if (book_->wb && !closed_) (void)Close();
}

Status XlsxStream::Begin(const TableHead& head) {
  if (book_->wb) return Internal("xlsx stream begun twice");
  lxw_workbook_options options = {};
  options.constant_memory = LXW_TRUE;
  book_->wb = workbook_new_opt(path_.c_str(), &options);
  if (!book_->wb) return Internal("cannot create workbook " + path_);
  book_->ws = workbook_add_worksheet(book_->wb, head.sheet_name.empty() ? nullptr : head.sheet_name.c_str());
  book_->header = workbook_add_format(book_->wb);
  format_set_bold(book_->header);
  format_set_bg_color(book_->header, 0xE8F1FD);
  format_set_border(book_->header, LXW_BORDER_THIN);
  book_->title = workbook_add_format(book_->wb);
  format_set_bold(book_->title);
  format_set_font_size(book_->title, 14);
  head_ = head;
  return Status::Ok();
}

Status XlsxStream::Add(const std::vector<Cell>& row) {
  if (!book_->wb || closed_) return Internal("xlsx stream not open");
  ++rows_;
  if (!fitted_) {
    held_.push_back(row);
    if (held_.size() >= kWidthRows) Fit();
    return Status::Ok();
  }
  Write(row);
  return Status::Ok();
}

// Column widths from the header and the held rows, then the title, header and held rows.
void XlsxStream::Fit() {
  fitted_ = true;
  std::vector<double> widths(head_.headers.size(), 8);
  for (size_t c = 0; c < head_.headers.size(); ++c) widths[c] = std::max(widths[c], TextWidth(head_.headers[c]) + 2);
  for (const auto& row : held_)
    for (size_t c = 0; c < row.size() && c < widths.size(); ++c)
      if (const auto* s = std::get_if<std::string>(&row[c])) widths[c] = std::max(widths[c], TextWidth(*s) + 2);
  lxw_worksheet* ws = book_->ws;
  for (size_t c = 0; c < widths.size(); ++c)
    worksheet_set_column(ws, static_cast<lxw_col_t>(c), static_cast<lxw_col_t>(c), std::min(widths[c], 60.0), nullptr);
  if (!head_.title.empty()) worksheet_write_string(ws, next_row_++, 0, head_.title.c_str(), book_->title);
  worksheet_freeze_panes(ws, next_row_ + 1, 0);
  for (size_t c = 0; c < head_.headers.size(); ++c)
    worksheet_write_string(ws, next_row_, static_cast<lxw_col_t>(c), head_.headers[c].c_str(), book_->header);
  ++next_row_;
  for (const auto& row : held_) Write(row);
  held_.clear();
  held_.shrink_to_fit();
}

void XlsxStream::Write(const std::vector<Cell>& row) {
  lxw_worksheet* ws = book_->ws;
  for (size_t c = 0; c < row.size(); ++c) {
    auto col = static_cast<lxw_col_t>(c);
    if (const auto* s = std::get_if<std::string>(&row[c]))
      worksheet_write_string(ws, next_row_, col, s->c_str(), nullptr);
    else if (const auto* i = std::get_if<long long>(&row[c]))
      worksheet_write_number(ws, next_row_, col, static_cast<double>(*i), nullptr);
    else
      worksheet_write_number(ws, next_row_, col, std::get<double>(row[c]), nullptr);
  }
  ++next_row_;
}

Status XlsxStream::Close() {
  if (!book_->wb) return Internal("xlsx stream not begun");
  if (closed_) return Status::Ok();
  if (!fitted_) Fit();
  closed_ = true;
  lxw_error err = workbook_close(book_->wb);
  if (err != LXW_NO_ERROR) return Internal(std::string("xlsx write failed: ") + lxw_strerror(err));
  return Status::Ok();
}

Status WriteTable(RowSink& sink, const Table& table) {
  if (Status s = sink.Begin({table.sheet_name, table.title, table.headers}); !s.ok()) return s;
  sink.Expect(static_cast<long long>(table.rows.size()));
  for (const auto& row : table.rows)
    if (Status s = sink.Add(row); !s.ok()) return s;
  return Status::Ok();
}

Status WriteXlsx(const std::string& path, const Table& table) {
  XlsxStream out(path);
  if (Status s = WriteTable(out, table); !s.ok()) return s;
  return out.Close();
}

}  // namespace chelian::exporter
