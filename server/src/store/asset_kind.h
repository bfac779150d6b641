// The asset-kind filter of the lists (assets.kind: 1 vehicle, 2 person, 3 pet, 4 e-bike; migration
// 0003): one SQL clause for every repository that lists assets by kind, 0 meaning every kind.
#pragma once

#include <string>

#include "store/db.h"

namespace chelian::store {

constexpr int kAnyAssetKind = 0;

inline bool IsAssetKind(long long kind) { return kind >= 1 && kind <= 4; }

// "AND <column> = ? " with the kind appended to `params`, or "" for kAnyAssetKind.
inline std::string AssetKindClause(const char* column, int kind, Params& params) {
  if (kind == kAnyAssetKind) return {};
  params.push_back(static_cast<long long>(kind));
  return std::string("AND ") + column + " = ? ";
}

}  // namespace chelian::store
