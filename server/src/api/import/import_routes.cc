// 批量导入's routes: 下载模板 needs button 160301, every other call 160302 (上传); 监控客户 accounts
// import nothing. The import is the caller's own (one per user); the submit writes into a group of
// the caller's scope and logs each vehicle.
#include "api/import/import_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "api/export/spreadsheet_reply.h"
#include "api/import/import_rows.h"
#include "api/import/import_service.h"
#include "api/import/import_template.h"
#include "api/import/uploaded_xlsx.h"
#include "core/json_member.h"
#include "core/strings.h"
#include "net/form.h"
#include "store/account_repo.h"

namespace chelian::api {
namespace {

constexpr long long kButtonTemplate = 160301;  // 下载模板
constexpr long long kButtonUpload = 160302;    // 上传
constexpr char kPrefix[] = "/car/v1/api/importVehicle/";
constexpr char kMsgMonitor[] = "监控客户不能导入车辆";
constexpr int kMaxServiceMonths = 120;

const import::ImportLimits kLimits;

// 监控客户 accounts watch vehicles and add none.
std::optional<net::HttpResponse> RefuseMonitor(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto self = store::GetAccount(*conn, store::Scope::Everything(), call.session().user_id);
  if (!self.ok()) return FromStatus(self.status());
  if (self->account_type == store::kAccountMonitorCustomer) return Fail(kFlagFail, kMsgMonitor);
  return std::nullopt;
}

boost::json::object RowJson(const store::ImportRow& r) {
  boost::json::object o;
  o["id"] = r.id;
  o["rowNo"] = r.row_no;
  o["plate"] = r.plate;
  o["sim"] = r.sim;
  o["terminalNo"] = r.terminal_no;
  o["terminalType"] = r.terminal_type;
  o["iccid"] = r.iccid;
  o["errorMessage"] = r.error;
  return o;
}

// getExportFile.json: the template.
net::HttpResponse TemplateFile(ApiServices&, const ApiCall&) {
  auto bytes = import::TemplateXlsx(import::KnownTerminalTypes(), kLimits.max_rows);
  if (!bytes.ok()) return FromStatus(bytes.status());
  return SpreadsheetReply(std::move(*bytes), "车辆批量导入模板.xlsx");
}

// importVehicle.json: multipart with the .xlsx (field "file", else the first file).
net::HttpResponse Upload(ApiServices& s, const ApiCall& call) {
  if (auto refused = RefuseMonitor(s, call)) return *refused;
  auto file = UploadedXlsx(call);
  if (!file.ok()) return FromStatus(file.status());
  auto conn = s.db.Acquire();
  auto counts = import::UploadImport(*conn, call.session().user_id, *file, kLimits, s.now());
  if (!counts.ok()) return FromStatus(counts.status());
  boost::json::object o;
  o["rightNum"] = counts->right;
  o["errorNum"] = counts->error;
  o["total"] = counts->right + counts->error;
  return Ok(std::move(o));
}

// getImportVehicleData.json: {data:{rightData, rightNum, errorData, errorNum}, tipMessage}.
net::HttpResponse ImportData(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto rows = import::CheckedImport(*conn, call.session().user_id);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array right, errors;
  for (const store::ImportRow& r : *rows) (r.error.empty() ? right : errors).push_back(RowJson(r));
  boost::json::object data;
  const size_t right_num = right.size(), error_num = errors.size();
  data["rightNum"] = static_cast<long long>(right_num);
  data["errorNum"] = static_cast<long long>(error_num);
  data["rightData"] = std::move(right);
  data["errorData"] = std::move(errors);
  boost::json::object o;
  o["data"] = std::move(data);
  o["tipMessage"] = rows->empty() ? std::string()
                                  : "共" + std::to_string(rows->size()) + "条数据，合规" + std::to_string(right_num) +
                                        "条，不合规" + std::to_string(error_num) + "条";
  return Ok(std::move(o));
}

// updateErrorImportVehicle.json: [ corrected row ] (or the row object) — id, plate, sim,
// terminalNo, terminalType, iccid.
net::HttpResponse CorrectRow(ApiServices& s, const ApiCall& call) {
  if (auto refused = RefuseMonitor(s, call)) return *refused;
  const boost::json::value* body = &call.json();
  if (body->is_array()) body = body->as_array().empty() ? nullptr : &body->as_array().front();
  if (!body || !body->is_object()) return Fail(kFlagFail, "请提交要修改的数据");
  const boost::json::object& o = body->as_object();
  auto text = [&](const char* key) { return JsonText(o, key).value_or(""); };
  store::ImportRow row;
  if (!ParseInt64(text("id"), &row.id) || row.id <= 0) return Fail(kFlagFail, "该行数据不存在，请重新上传");
  row.plate = text("plate");
  row.sim = text("sim");
  row.terminal_no = text("terminalNo");
  row.terminal_type = text("terminalType");
  row.iccid = text("iccid");
  auto conn = s.db.Acquire();
  auto saved = import::CorrectImportRow(*conn, call.session().user_id, row);
  if (!saved.ok()) return FromStatus(saved.status());
  return Ok(RowJson(*saved));
}

// delImportVehicleData.json
net::HttpResponse DropImport(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  if (Status st = import::DropImport(*conn, call.session().user_id); !st.ok()) return FromStatus(st);
  return Ok();
}

// insertBatchVeh.json: groupId, addMonth.
net::HttpResponse Submit(ApiServices& s, const ApiCall& call) {
  if (auto refused = RefuseMonitor(s, call)) return *refused;
  auto group_id = call.IntParam("groupId");
  if (!group_id || *group_id <= 0) return Fail(kFlagFail, "请选择目标车组");
  auto months = call.IntParam("addMonth");
  if (!months || *months < 1 || *months > kMaxServiceMonths)
    return Fail(kFlagFail, "请选择正确的续费时长（1-120个月）");
  const auto& session = call.session();
  auto conn = s.db.Acquire();
  auto result = import::SubmitImport(*conn, session.scope(), session.user_id,
                                     {session.user_id, session.username, session.group_id}, *group_id,
                                     static_cast<int>(*months), kLimits, s.now());
  if (!result.ok()) return FromStatus(result.status());
  if (result->inserted > 0 && s.devices_changed) s.devices_changed();
  if (!result->failure.ok())
    return Fail(kFlagFail, "已导入" + std::to_string(result->inserted) + "条，其余未导入：" +
                               std::string(result->failure.message()) + "，请返回验证后再提交");
  boost::json::object o;
  o["successNum"] = result->inserted;
  o["ignoredNum"] = result->left_out;
  o["groupId"] = *group_id;
  o["groupName"] = result->group_name;
  o["tipMessage"] = "批量上传成功 上传数据：" + std::to_string(result->inserted) + "条 目标车组：" + result->group_name;
  return Ok(std::move(o));
}

}  // namespace

void RegisterImportRoutes(ApiRouter& router, ApiServices& services) {
  auto add = [&](const char* name, net::HttpResponse (*fn)(ApiServices&, const ApiCall&), long long button) {
    router.Add(std::string(kPrefix) + name, Access::kSession,
               [&services, fn](ApiCall& call) { return fn(services, call); }, {.button = button});
  };
  add("getExportFile.json", TemplateFile, kButtonTemplate);
  add("importVehicle.json", Upload, kButtonUpload);
  add("getImportVehicleData.json", ImportData, kButtonUpload);
  add("updateErrorImportVehicle.json", CorrectRow, kButtonUpload);
  add("delImportVehicleData.json", DropImport, kButtonUpload);
  add("insertBatchVeh.json", Submit, kButtonUpload);
}

}  // namespace chelian::api
