// 工单管理 (v3-console-inventory §2.7 1606, §3.9 /car/v1/worksheet/management/…; docs/worksheets.md):
// the work orders of the caller's scope by status and search, add / edit / delete / status, the
// installer picker and the export. Refused while the caller's 系统设置 switch 11 (工单模块) is off.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/accounts/account_access.h"
#include "api/envelope.h"
#include "api/paging.h"
#include "api/renewal/renewal_common.h"
#include "api/renewal/renewal_routes.h"
#include "core/clock.h"
#include "core/strings.h"
#include "store/renewal_repo.h"
#include "store/worksheet_repo.h"

namespace chelian::api {
namespace {

namespace json = boost::json;
using accounts::Chars;
using renewal::ActorOf;

constexpr long long kPage = 901206;          // 工单管理 (reads)
constexpr long long kButtonAdd = 160602;     // 新建工单
constexpr long long kButtonEdit = 160603;    // 修改
constexpr long long kButtonStatus = 160604;  // 完成 / 取消
constexpr long long kButtonDelete = 160605;  // 删除工单
constexpr long long kButtonExport = 160606;  // 导出

std::string Time(long long ms, int offset) { return ms > 0 ? FormatLocalTime(ms, offset) : ""; }

std::string Join(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : ",") + i;
  return out;
}

json::object SheetJson(const store::WorkSheet& s, int offset) {
  std::vector<std::string> ids, positions, pictures, majors, types, plates;
  json::array devices;
  for (const auto& v : s.vehicles) {
    ids.push_back(std::to_string(v.asset_id));
    positions.push_back(v.install_position);
    pictures.push_back(v.picture_url);
    majors.push_back(v.terminal_no);
    types.push_back(v.terminal_type);
    plates.push_back(v.plate);
    devices.push_back(json::object{{"plate", v.plate},
                                   {"vehicleId", v.asset_id},
                                   {"majorId", v.terminal_no},
                                   {"deviceId", v.device_id},
                                   {"terminalNo", v.terminal_no},
                                   {"workSheetId", s.id},
                                   {"terminalType", v.terminal_type},
                                   {"pictureUrl", v.picture_url},
                                   {"installPosition", v.install_position},
                                   {"longStayTer", v.long_standby}});
  }
  json::object o;
  o["id"] = s.id;
  o["carOwner"] = s.car_owner;
  o["phone"] = s.phone;
  o["installTime"] = Time(s.install_time, offset);
  o["finishTime"] = Time(s.finish_time, offset);
  o["installWorker"] = s.install_worker;
  o["installWorkerName"] = s.worker_name;
  o["installWorkerFlag"] = s.worker_flag;
  o["address"] = s.address;
  o["remark"] = s.remark;
  o["createTime"] = Time(s.created_at, offset);
  o["updateTime"] = Time(s.updated_at, offset);
  o["adminId"] = s.admin_id;
  o["adminType"] = 1;
  o["vehicleIds"] = Join(ids);
  o["plates"] = Join(plates);
  o["installPositions"] = Join(positions);
  o["pictureUrls"] = Join(pictures);
  o["majorIds"] = Join(majors);
  o["terminalTypes"] = Join(types);
  o["carPicture"] = "";
  o["cancelTime"] = Time(s.cancel_time, offset);
  o["confirmTime"] = Time(s.confirm_time, offset);
  o["installedTime"] = Time(s.installed_time, offset);
  o["vehicleFlag"] = s.vehicle_flag;
  o["status"] = s.status;
  o["statusName"] = store::SheetStatusName(s.status);
  o["workSheetDeviceVo"] = std::move(devices);
  return o;
}

Result<store::SheetQuery> ReadQuery(ApiServices& s, const ApiCall& call) {
  store::SheetQuery q;
  if (!call.IntParamValid("status")) return InvalidArgument("工单状态不正确");
  q.status = static_cast<int>(call.IntParam("status").value_or(0));
  if (q.status < 0 || q.status > store::kSheetOther) return InvalidArgument("工单状态不正确");
  auto from = renewal::TimeParam(call, "startTime", s.options.utc_offset_minutes);
  if (!from.ok()) return from.status();
  auto to = renewal::TimeParam(call, "endTime", s.options.utc_offset_minutes);
  if (!to.ok()) return to.status();
  q.from = *from;
  q.to = *to;
  q.search_type = static_cast<int>(call.IntParam("searchType").value_or(-1));
  q.search = std::string(Trim(call.ParamOr("searchValues", call.ParamOr("searchValue", ""))));
  q.worker_id = call.IntParam("userId").value_or(0);
  q.terminal_type = std::string(Trim(call.ParamOr("terminalType", "")));
  return q;
}

net::HttpResponse PageSheets(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 10, 500);
  auto q = ReadQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  q->limit = page.page_size;
  q->offset = (page.page_number - 1) * page.page_size;
  auto conn = s.db.Acquire();
  auto rows = store::QuerySheets(*conn, call.session().scope(), *q);
  if (!rows.ok()) return FromStatus(rows.status());
  json::array data;
  for (const auto& r : rows->rows) data.push_back(SheetJson(r, s.options.utc_offset_minutes));
  return Ok(PageObject(std::move(data), rows->total, page));
}

// The order's fields, checked: the installer employed and in scope, the vehicles in scope.
Result<store::SheetFields> ReadFields(ApiServices& s, store::Connection& conn, const ApiCall& call) {
  store::SheetFields f;
  f.car_owner = accounts::TextParam(call, "carOwner").value_or("");
  f.phone = accounts::TextParam(call, "phone").value_or("");
  f.address = accounts::TextParam(call, "address").value_or("");
  f.remark = accounts::TextParam(call, "remark").value_or("");
  if (f.phone.empty()) return InvalidArgument("请输入联系电话");
  if (f.phone.size() > 20 || f.phone.find_first_not_of("0123456789-+ ") != std::string::npos)
    return InvalidArgument("联系电话格式不正确");
  if (f.address.empty()) return InvalidArgument("请输入安装地址");
  if (f.remark.empty()) return InvalidArgument("请备注设备信息（设备名称，设备号）");
  if (Chars(f.car_owner) > 50 || Chars(f.address) > 200 || Chars(f.remark) > 500)
    return InvalidArgument("车主姓名不超过50字，安装地址不超过200字，备注不超过500字");
  auto t = renewal::TimeParam(call, "installTime", s.options.utc_offset_minutes);
  if (!t.ok()) return t.status();
  if (*t <= 0) return InvalidArgument("请选择预安装时间");
  f.install_time = *t;
  f.vehicle_flag = static_cast<int>(call.IntParam("vehicleFlag").value_or(0)) == 1 ? 1 : 0;
  f.install_worker = call.IntParam("installWorker").value_or(0);
  if (f.install_worker <= 0) return InvalidArgument("请选择安装人员");
  auto worker = store::GetWorker(conn, call.session().scope(), f.install_worker);
  if (!worker.ok()) return worker.status();
  if (worker->flag != store::kWorkerEmployed) return InvalidArgument("该安装人员已离职");
  f.asset_ids = accounts::IdListParam(call, "devices");
  if (f.asset_ids.empty()) f.asset_ids = accounts::IdListParam(call, "vehicleIds");
  if (f.vehicle_flag == 1) f.asset_ids.clear();
  if (f.asset_ids.size() > 500) return InvalidArgument("一个工单最多500辆车");
  for (long long id : f.asset_ids)
    if (auto v = store::GetExpireRow(conn, call.session().scope(), id); !v.ok()) return v.status();
  return f;
}

net::HttpResponse SaveSheet(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto f = ReadFields(s, *conn, call);
  if (!f.ok()) return FromStatus(f.status());
  auto id = store::CreateSheet(*conn, ActorOf(call), *f, s.now());
  if (!id.ok()) return FromStatus(id.status());
  auto sheet = store::GetSheet(*conn, call.session().scope(), *id);
  if (!sheet.ok()) return FromStatus(sheet.status());
  return Ok(SheetJson(*sheet, s.options.utc_offset_minutes));
}

net::HttpResponse UpdateSheet(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  const long long id = call.IntParam("id").value_or(0);
  if (auto sheet = store::GetSheet(*conn, call.session().scope(), id); !sheet.ok()) return FromStatus(sheet.status());
  auto f = ReadFields(s, *conn, call);
  if (!f.ok()) return FromStatus(f.status());
  if (Status st = store::UpdateSheet(*conn, call.session().scope(), ActorOf(call), id, *f, s.now()); !st.ok())
    return FromStatus(st);
  return Ok();
}

net::HttpResponse DeleteSheets(ApiServices& s, const ApiCall& call) {
  auto ids = accounts::IdListParam(call, "ids");
  if (ids.empty()) ids = accounts::IdListParam(call, "id");
  auto conn = s.db.Acquire();
  if (Status st = store::DeleteSheets(*conn, call.session().scope(), ActorOf(call), ids, s.now()); !st.ok())
    return FromStatus(st);
  return Ok();
}

net::HttpResponse UpdateStatus(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  Status st = store::SetSheetStatus(*conn, call.session().scope(), ActorOf(call), call.IntParam("id").value_or(0),
                                    static_cast<int>(call.IntParam("status").value_or(0)), s.now());
  if (!st.ok()) return FromStatus(st);
  return Ok();
}

// pageInstallWorker.json: every installer of the scope for the picker, 已离职 ones flagged 2.
net::HttpResponse PickWorkers(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  store::WorkerQuery q;
  q.employed_only = false;
  auto rows = store::QueryWorkers(*conn, call.session().scope(), q);
  if (!rows.ok()) return FromStatus(rows.status());
  json::array out;
  for (const auto& w : rows->rows) out.push_back(json::object{{"userId", w.id}, {"name", w.name}, {"flag", w.flag}});
  return Ok(std::move(out));
}

// exportWorkSheet.json: type 0 the orders of the search, type 1 the installers.
net::HttpResponse ExportSheets(ApiServices& s, const ApiCall& call) {
  const int offset = s.options.utc_offset_minutes;
  auto conn = s.db.Acquire();
  exporter::Table t;
  if (call.IntParam("type").value_or(0) == 1) {
    auto rows = store::QueryWorkers(*conn, call.session().scope(), {});
    if (!rows.ok()) return FromStatus(rows.status());
    t.sheet_name = "安装人员";
    t.headers = {"姓名", "联系方式", "加入日期", "账号", "订单数", "待确认订单数", "待安装订单数", "备注"};
    for (const auto& w : rows->rows)
      t.rows.push_back({w.name, w.phone, Time(w.created_at, offset), w.username, w.all_counts, w.to_confirm,
                        w.to_install, w.remark});
    return SpreadsheetReply(t, "安装人员.xlsx");
  }
  auto q = ReadQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  q->limit = 50'000;
  auto rows = store::QuerySheets(*conn, call.session().scope(), *q);
  if (!rows.ok()) return FromStatus(rows.status());
  t.sheet_name = "工单";
  t.headers = {"创建时间", "预安装时间", "工单状态", "安装人员", "车主", "联系电话", "车辆列表", "安装地址", "备注"};
  for (const auto& r : rows->rows) {
    std::vector<std::string> plates;
    for (const auto& v : r.vehicles) plates.push_back(v.plate);
    t.rows.push_back({Time(r.created_at, offset), Time(r.install_time, offset),
                      std::string(store::SheetStatusName(r.status)),
                      r.worker_name + (r.worker_flag == store::kWorkerLeft ? "(已离职)" : ""), r.car_owner, r.phone,
                      Join(plates), r.address, r.remark});
  }
  return SpreadsheetReply(t, "工单.xlsx");
}

}  // namespace

void RegisterWorksheetRoutes(ApiRouter& router, ApiServices& s) {
  const std::string p = "/car/v1/worksheet/management/";
  router.Add(p + "pageWorkSheetListByCondition.json", Access::kSession, renewal::WithWorkOrders(s, PageSheets),
             {.button = kPage});
  router.Add(p + "saveWorkSheet.json", Access::kSession, renewal::WithWorkOrders(s, SaveSheet), {.button = kButtonAdd});
  router.Add(p + "updateWorkSheet.json", Access::kSession, renewal::WithWorkOrders(s, UpdateSheet),
             {.button = kButtonEdit});
  router.Add(p + "deleteWorkSheet.json", Access::kSession, renewal::WithWorkOrders(s, DeleteSheets),
             {.button = kButtonDelete});
  router.Add(p + "updateWorkSheetStatus.json", Access::kSession, renewal::WithWorkOrders(s, UpdateStatus),
             {.button = kButtonStatus});
  router.Add(p + "pageInstallWorker.json", Access::kSession, renewal::WithWorkOrders(s, PickWorkers),
             {.button = kPage});
  router.Add(p + "exportWorkSheet.json", Access::kSession, renewal::WithWorkOrders(s, ExportSheets),
             {.button = kButtonExport});
}

}  // namespace chelian::api
