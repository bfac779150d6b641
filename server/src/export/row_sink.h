// Where an export's rows go, one at a time: the .xlsx stream of the download center or of a direct
// download. Producers write the head first, then rows; nothing is kept in memory per row, so an
// export of a million rows costs the same memory as one of ten.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "core/status.h"

namespace chelian::exporter {

using Cell = std::variant<std::string, long long, double>;

struct TableHead {
  std::string sheet_name;  // ≤ 31 characters
  std::string title;       // written above the header when not empty
  std::vector<std::string> headers;
};

class RowSink {
 public:
  virtual ~RowSink() = default;
  // Once, before the first row.
  virtual Status Begin(const TableHead& head) = 0;
  virtual Status Add(const std::vector<Cell>& row) = 0;
  // How many rows the producer expects in all, when it knows (progress in percent); optional.
  virtual void Expect(long long rows) { (void)rows; }
};

}  // namespace chelian::exporter
