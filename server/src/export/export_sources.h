// The tables the download center exports, read inside the requesting user's scope.
#pragma once

#include <string>

#include "core/status.h"
#include "export/xlsx_file.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::exporter {

// 全部资料: every asset of the scope with its device and group.
Result<Table> BuildAssetTable(store::Connection& conn, const store::Scope& scope, int utc_offset_minutes);

// 登录日志: the sign-ins of one account, newest first (at most 5000).
Result<Table> BuildLoginLogTable(store::Connection& conn, const std::string& username, int utc_offset_minutes);

}  // namespace chelian::exporter
