// excelAlarmExport (v3-console-inventory §2.5 导出 / 导出筛选): the chosen categories with the chosen
// columns as one sheet, queued in the download center (the file appears in 下载列表).
#include <memory>

#include "api/envelope.h"
#include "api/risk/alarm_categories.h"
#include "api/risk/risk_lists.h"
#include "api/risk/risk_routes.h"
#include "core/strings.h"

namespace chelian::api::risk {
namespace {

constexpr int kExportTypeAlarm = 1;  // 下载列表 type 报警记录

Result<ListReply> ListOf(store::Connection& conn, const ListRequest& r, const ExportCode& code) {
  switch (code.kind) {
    case ExportKind::kAlarmCategory:
      return CategoryRows(conn, r, code.category_type);
    case ExportKind::kConcern:
      return ConcernRows(conn, r);
    case ExportKind::kRisk:
      return RiskRows(conn, r, 0);
    case ExportKind::kLongStop: {
      auto range = store::GetStopRange(conn, r.user_id);
      if (!range.ok()) return range.status();
      return LongStopRows(conn, r, *range);
    }
  }
  return InvalidArgument("导出类型不正确");
}

// The sheet: 序号, (分类 when several), the chosen columns.
Result<exporter::Table> BuildTable(store::Connection& conn, const ListRequest& r, const std::vector<ExportCode>& codes,
                                   const std::vector<ExportColumn>& columns, const geo::ReverseGeocoder* geocoder) {
  exporter::Table t;
  t.sheet_name = "风控警报";
  t.headers = {"序号"};
  if (codes.size() > 1) t.headers.push_back("分类");
  for (const auto& c : columns) t.headers.emplace_back(c.header);
  long long n = 0;
  for (const auto& code : codes) {
    auto list = ListOf(conn, r, code);
    if (!list.ok()) return list.status();
    for (auto& v : list->rows) {
      std::vector<exporter::Cell> row{++n};
      if (codes.size() > 1) row.emplace_back(std::string(code.name));
      FillExportAddresses(v.as_object(), geocoder);
      for (const auto& c : columns) row.push_back(ExportCell(v.as_object(), c.key));
      t.rows.push_back(std::move(row));
    }
  }
  return t;
}

net::HttpResponse Export(ApiServices& s, exporter::ExportRunner& exports, const ApiCall& call,
                         const RiskApiOptions& o) {
  std::vector<ExportCode> codes;
  const std::string types = call.ParamOr("type", "");
  for (auto part : Split(types, ',')) {
    auto text = std::string(Trim(part));
    if (text.empty()) continue;
    char* end = nullptr;
    long v = std::strtol(text.c_str(), &end, 10);
    auto code = *end == '\0' ? ExportCodeOf(static_cast<int>(v)) : std::nullopt;
    if (!code) return Fail(kFlagFail, "导出类型不正确");
    codes.push_back(*code);
  }
  if (codes.empty()) return Fail(kFlagFail, "请选择导出的报警类型");
  auto columns = ChosenColumns(call.ParamOr("keys", ""), codes.size() == 1 ? codes[0].code : 0);
  ListRequest r;
  r.scope = call.session().scope();
  r.user_id = call.session().user_id;
  r.row = {s.now(), o.offline_after_ms, s.options.utc_offset_minutes};
  r.alarm_window_ms = o.alarm_window_ms;
  r.hide_expired_at = HideExpiredAt(s);
  {
    // Nothing to export is said at once, not as an empty file.
    auto conn = s.db.Acquire();
    long long total = 0;
    ListRequest probe = r;
    probe.limit = 1;
    for (const auto& code : codes) {
      auto list = ListOf(*conn, probe, code);
      if (!list.ok()) return FromStatus(list.status());
      total += list->total;
    }
    if (total == 0) return Fail(kFlagFail, "暂无可导出的数据");
  }
  exporter::ExportRequest req;
  req.user_id = r.user_id;
  req.group_id = call.session().group_id;
  req.type = kExportTypeAlarm;
  req.title = codes.size() == 1 ? std::string(codes[0].name) : std::string("风控警报");
  req.produce = exporter::FromTable([r, codes, columns, geocoder = o.geocoder](store::Connection& conn) {
    return BuildTable(conn, r, codes, columns, geocoder ? geocoder() : nullptr);
  });
  auto record = exports.Submit(std::move(req));
  if (!record.ok()) return FromStatus(record.status());
  return Ok(boost::json::object{{"id", record->id}, {"fileName", record->name}, {"status", record->status}});
}

}  // namespace

void RegisterRiskExportRoutes(ApiRouter& router, ApiServices& s, exporter::ExportRunner& exports, RiskApiOptions o) {
  router.Add("/car/v1/accelerate/home/excelAlarmExport.json", Access::kSession,
             [&s, &exports, o](ApiCall& c) { return Export(s, exports, c, o); });
}

}  // namespace chelian::api::risk
