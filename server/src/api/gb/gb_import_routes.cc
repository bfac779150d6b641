// 新国标 车辆备案 批量导入: the template (an .xlsx with the columns and one example row) and the upload,
// each row registering or updating one e-bike of the caller's subtree found by its 设备号, with its
// own result. The .xlsx comes through the shared upload reader and the xlsx reader (批量导入's).
#include <boost/json/array.hpp>

#include "api/envelope.h"
#include "api/export/spreadsheet_reply.h"
#include "api/gb/gb_import.h"
#include "api/gb/gb_routes.h"
#include "api/import/uploaded_xlsx.h"
#include "store/expired_clause.h"

namespace chelian::api::gb {
namespace {

namespace json = boost::json;

net::HttpResponse Template(ApiServices&, const ApiCall&) {
  exporter::Table t;
  t.sheet_name = "车辆备案导入";
  for (const char* c : kImportColumns) t.headers.emplace_back(c);
  t.rows.push_back({std::string("13900180001"), std::string("雅迪"), std::string("DE3"), std::string("LYD2025A0001"),
                    std::string("M2025A0001"), std::string("BD20250001"), std::string("个人"), std::string("开启")});
  return SpreadsheetReply(t, "车辆备案导入模板.xlsx");
}

// The row's bike in the database: the terminal an e-bike of the caller's, its frame number free.
std::string CheckStored(store::Connection& conn, const store::Scope& scope, const GbImportRow& r, long long hidden_at,
                        long long* asset_id) {
  auto bike = store::FindGbBikeByTerminal(conn, scope, r.terminal_no);
  if (!bike.ok()) return std::string(bike.status().message());
  if (Status st = store::CheckNotExpired(conn, scope, bike->asset_id, hidden_at); !st.ok())
    return std::string(st.message());
  auto taken = store::GbFrameTakenBy(conn, scope, r.fields.frame_no, bike->asset_id);
  if (!taken.ok()) return "保存失败：" + std::string(taken.status().message());
  if (!taken->empty()) return "车架号已用于车辆" + *taken;
  *asset_id = bike->asset_id;
  return "";
}

net::HttpResponse Import(ApiServices& s, const ApiCall& call) {
  auto file = UploadedXlsx(call);
  if (!file.ok()) return FromStatus(file.status());
  auto sheet = xlsx::ReadFirstSheet(*file);
  if (!sheet.ok()) return FromStatus(sheet.status());
  auto rows = ImportRowsFromSheet(*sheet);
  if (!rows.ok()) return FromStatus(rows.status());
  ValidateImportRows(*rows);
  const auto& who = call.session();
  const long long now = s.now();
  auto conn = s.db.Acquire();
  json::array results;
  long long right = 0, wrong = 0;
  for (GbImportRow& r : *rows) {
    long long asset_id = 0;
    if (r.error.empty()) r.error = CheckStored(*conn, who.scope(), r, HideExpiredAt(s), &asset_id);
    if (r.error.empty()) {
      Status st = store::SaveGbBike(*conn, who.scope(), asset_id, r.fields, who.user_id, who.username, now);
      if (!st.ok()) r.error = std::string(st.message());
    }
    json::object o{{"rowNo", r.row_no},
                   {"terminalNo", r.terminal_no},
                   {"frameNo", r.fields.frame_no},
                   {"ok", r.error.empty() ? 1 : 0},
                   {"message", r.error.empty() ? std::string("导入成功") : r.error}};
    (r.error.empty() ? right : wrong) += 1;
    results.push_back(std::move(o));
  }
  return Ok(json::object{{"total", right + wrong}, {"rightNum", right}, {"errorNum", wrong}, {"rows", results}});
}

}  // namespace

void RegisterGbImportRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/gb/v1/bike/template.json", Access::kSession, [&s](ApiCall& c) { return Template(s, c); },
             {.button = kGbButtonImport});
  router.Add("/gb/v1/bike/import.json", Access::kSession, [&s](ApiCall& c) { return Import(s, c); },
             {.button = kGbButtonImport});
}

}  // namespace chelian::api::gb
