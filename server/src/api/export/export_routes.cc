// Handlers of the download center.
#include "api/export/export_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cctype>

#include "api/envelope.h"
#include "api/paging.h"
#include "api/shared_file.h"
#include "export/export_sources.h"

namespace chelian::api {
namespace {

constexpr int kTypeAllData = 3;   // 全部资料
constexpr int kTypeLoginLog = 6;  // 登录日志

const char* TypeName(int type) {
  switch (type) {
    case 1:
      return "报警记录";
    case 2:
      return "里程记录";
    case 3:
      return "全部资料";
    case 4:
      return "车辆管理";
    case 5:
      return "车辆续费";
    case 6:
      return "登录日志";
    case 7:
      return "轨迹记录";
    case 8:
      return "数据报表";
    default:
      return "其他";
  }
}

const char* StatusName(int status) {
  switch (status) {
    case store::kExportWaiting:
      return "等待";
    case store::kExportRunning:
      return "导出中";
    case store::kExportDone:
      return "成功";
    default:
      return "失败";
  }
}

net::HttpResponse StartExport(ApiServices& s, exporter::ExportRunner& runner, const ApiCall& call) {
  const auto session = call.session();
  int type = static_cast<int>(call.IntParam("type").value_or(kTypeAllData));
  int offset = s.options.utc_offset_minutes;
  exporter::ExportRequest req;
  req.user_id = session.user_id;
  req.group_id = session.group_id;
  req.type = type;
  if (type == kTypeAllData) {
    req.title = "全部资料";
    store::Scope scope = session.scope();
    req.produce = exporter::FromTable(
        [scope, offset](store::Connection& conn) { return exporter::BuildAssetTable(conn, scope, offset); });
  } else if (type == kTypeLoginLog) {
    req.title = "登录日志";
    std::string username = session.username;
    req.produce = exporter::FromTable(
        [username, offset](store::Connection& conn) { return exporter::BuildLoginLogTable(conn, username, offset); });
  } else {
    return Fail(kFlagFail, "暂不支持该导出类型");
  }
  auto record = runner.Submit(std::move(req));
  if (!record.ok()) return FromStatus(record.status());
  boost::json::object obj;
  obj["id"] = record->id;
  obj["fileName"] = record->name;
  obj["status"] = record->status;
  return Ok(std::move(obj));
}

net::HttpResponse ListRecords(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 10, 500);
  int type = static_cast<int>(call.IntParam("type").value_or(0));
  auto conn = s.db.Acquire();
  auto rows = store::ListExportRecords(*conn, call.session().user_id, type, page.page_number, page.page_size);
  if (!rows.ok()) return FromStatus(rows.status());
  int offset = s.options.utc_offset_minutes;
  boost::json::array data;
  for (const auto& r : rows->rows) {
    boost::json::object o;
    o["id"] = r.id;
    o["fileName"] = r.name;
    o["type"] = r.type;
    o["typeName"] = TypeName(r.type);
    o["status"] = r.status;
    o["statusName"] = StatusName(r.status);
    o["progress"] = r.progress;
    o["rowCount"] = r.row_count;
    o["size"] = r.size_bytes;
    o["error"] = r.error;
    o["createTime"] = FormatLocalTime(r.created_at, offset);
    o["finishTime"] = r.finished_at ? FormatLocalTime(r.finished_at, offset) : "";
    o["expireTime"] = FormatLocalTime(r.expires_at, offset);
    data.push_back(std::move(o));
  }
  return Ok(PageObject(std::move(data), rows->total, page));
}

// RFC 5987 percent-encoding of a UTF-8 file name.
std::string EncodeFilename(const std::string& name) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : name) {
    if (std::isalnum(c) || c == '.' || c == '-' || c == '_')
      out += static_cast<char>(c);
    else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

net::HttpResponse Download(ApiServices& s, exporter::ExportRunner& runner, const ApiCall& call) {
  store::ExportRecord record;
  {
    auto conn = s.db.Acquire();
    auto found = store::FindExportRecord(*conn, call.session().user_id, call.ParamOr("fileName", ""),
                                         call.IntParam("id").value_or(0));
    if (!found.ok()) return FromStatus(found.status());
    record = *found;
  }
  if (record.status != store::kExportDone) return Fail(kFlagFail, "文件尚未生成完成，请稍后再试");
  if (record.expires_at < s.now()) return Fail(kFlagFail, "文件已过期，请重新导出");
  // Made on another node of a cluster: copied from it first.
  if (Status here = EnsureLocalFile(s, record.node, "exports", record.file_name, runner.PathOf(record)); !here.ok())
    return Fail(kFlagFail, here.code() == StatusCode::kUnavailable ? "文件所在节点暂时无法访问，请稍后再试"
                                                                   : "文件不存在或已过期");
  net::HttpResponse res;
  // The console's request module downloads a flag-less reply only with this type (R-HTTP-6); Excel
  // and WPS open the .xlsx by its content whatever the declared type.
  res.content_type = "application/vnd.ms-excel";
  res.body_file = runner.PathOf(record);  // streamed from disk, never whole in memory
  res.compressible = false;
  std::string ascii = "export.xlsx";
  res.SetHeader("Content-Disposition",
                "attachment; filename=\"" + ascii + "\"; filename*=UTF-8''" + EncodeFilename(record.name));
  res.SetHeader("Cache-Control", "no-store");
  return res;
}

}  // namespace

void RegisterExportRoutes(ApiRouter& router, ApiServices& s, exporter::ExportRunner& runner) {
  auto start = [&s, &runner](ApiCall& c) { return StartExport(s, runner, c); };
  router.Add("/car/v1/accelerate/export/exportDataReport.json", Access::kSession, start);
  router.Add("/car/v1/accelerate//export/exportDataReport.json", Access::kSession, start);  // V3 spelling
  router.Add("/car/v1/accelerate/export/listExportRecord.json", Access::kSession,
             [&s](ApiCall& c) { return ListRecords(s, c); });
  router.Add("/car/v1/accelerate/export/download.json", Access::kSession,
             [&s, &runner](ApiCall& c) { return Download(s, runner, c); });
}

}  // namespace chelian::api
