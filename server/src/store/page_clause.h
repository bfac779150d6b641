// The optional page of a list query: " LIMIT ? OFFSET ?" and its two parameters when `limit` > 0
// (0 lists every row, as the exports do).
#pragma once

#include <string>

#include "store/db.h"

namespace chelian::store {

inline void AppendPage(std::string& sql, Params& params, long long limit, long long offset) {
  if (limit <= 0) return;
  sql += " LIMIT ? OFFSET ?";
  params.push_back(limit);
  params.push_back(offset);
}

}  // namespace chelian::store
