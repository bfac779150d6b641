// The risk centre's lists as reply rows, shared by the paged calls and excelAlarmExport: each
// reads one page (limit 0: every row) inside the caller's scope.
#pragma once

#include <boost/json/array.hpp>

#include "api/risk/risk_rows.h"
#include "core/status.h"
#include "store/db.h"
#include "store/risk_repo.h"

namespace chelian::api::risk {

struct ListRequest {
  store::Scope scope;
  long long user_id = 0;
  RowContext row;
  long long alarm_window_ms = 7LL * 86'400'000;
  long long limit = 0, offset = 0;
  long long hide_expired_at = 0;  // service.hide_expired: expired vehicles left out (store/expired_clause.h)
};

struct ListReply {
  boost::json::array rows;
  long long total = 0;
};

// 风险车辆 of tab `category` (1–3; 0 all).
Result<ListReply> RiskRows(store::Connection& conn, const ListRequest& r, int category);
// The newest alarm per vehicle of alarm category `type` (0–10) in the window.
Result<ListReply> CategoryRows(store::Connection& conn, const ListRequest& r, int type);
// 重点关注.
Result<ListReply> ConcernRows(store::Connection& conn, const ListRequest& r);
// 超长停车 within `range`.
Result<ListReply> LongStopRows(store::Connection& conn, const ListRequest& r, store::StopRange range);

}  // namespace chelian::api::risk
