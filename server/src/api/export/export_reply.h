// A report's export, one way for every report: with toCenter=1 (the console) the rows are produced
// on the download center's worker into a file listed in 下载列表 and the reply says so; without it
// (the previous console's file calls, scripts) they are written now and the file is the reply.
#pragma once

#include <functional>
#include <string>

#include "api/api_call.h"
#include "api/services.h"
#include "export/row_sink.h"
#include "net/http_types.h"
#include "store/db.h"

namespace chelian::api {

// The download list's type of report exports (0012_exports.sql lists the others).
inline constexpr int kExportTypeReport = 8;

struct ExportJob {
  int type = kExportTypeReport;
  std::string title;  // the file's name without .xlsx, e.g. 操作记录_粤B12345
  // Runs on the export worker or the request's thread, with a connection of its own. Captures
  // everything it needs by value (the call is gone when a queued job runs).
  std::function<Status(store::Connection&, exporter::RowSink&)> produce;
};

net::HttpResponse ExportReply(ApiServices& services, const ApiCall& call, ExportJob job);

}  // namespace chelian::api
