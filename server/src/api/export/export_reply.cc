// Queueing a report's export in the download center or writing it as the reply.
#include "api/export/export_reply.h"

#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/export/spreadsheet_reply.h"
#include "export/export_runner.h"

namespace chelian::api {
namespace {

net::HttpResponse Queue(ApiServices& s, const ApiCall& call, ExportJob job) {
  if (!s.exports) return Fail(kFlagFail, "导出服务未启动");
  exporter::ExportRequest req;
  req.user_id = call.session().user_id;
  req.group_id = call.session().group_id;
  req.type = job.type;
  req.title = job.title;
  req.produce = std::move(job.produce);
  auto record = s.exports->Submit(std::move(req));
  if (!record.ok()) return FromStatus(record.status());
  return Ok(boost::json::object{{"id", record->id}, {"fileName", record->name}, {"status", record->status}});
}

net::HttpResponse WriteNow(ApiServices& s, ExportJob job) {
  auto bytes = XlsxBytes([&](exporter::RowSink& sink) {
    auto conn = s.db.Acquire();
    return job.produce(*conn, sink);
  });
  if (!bytes.ok()) return FromStatus(bytes.status());
  return SpreadsheetReply(std::move(*bytes), job.title + ".xlsx");
}

}  // namespace

net::HttpResponse ExportReply(ApiServices& services, const ApiCall& call, ExportJob job) {
  if (call.Param("toCenter").value_or("") == "1") return Queue(services, call, std::move(job));
  return WriteNow(services, std::move(job));
}

}  // namespace chelian::api
