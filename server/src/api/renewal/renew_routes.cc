// 车辆续费 (v3-console-inventory §2.7 1604, §3.9 /car/v1/api/renew/…; docs/renewal.md): the expiry
// list, renewals paid in coins, the 续费/不续费 lists, coin transfers to managed accounts and their
// records, the exports. Scoped to the caller's group subtree; every change is in the operation log.
#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/accounts/account_access.h"
#include "api/envelope.h"
#include "api/paging.h"
#include "api/renewal/renewal_common.h"
#include "api/renewal/renewal_routes.h"
#include "api/rights.h"
#include "core/clock.h"
#include "core/strings.h"
#include "store/group_repo.h"
#include "store/renewal_repo.h"

namespace chelian::api {
namespace {

namespace json = boost::json;
using renewal::ActorOf;
using renewal::TimeParam;

constexpr long long kPage = 901204;            // 车辆续费 (reads)
constexpr long long kButtonTransfer = 160402;  // 车币划拨
constexpr long long kButtonBatch = 160404;     // 批量续费
constexpr long long kButtonToNoRenew = 160405;
constexpr long long kButtonCustomNoRenew = 160406;
constexpr long long kButtonCustomOut = 160407;
constexpr long long kButtonCustomRenew = 160408;
constexpr int kTypeRenewExport = 5;  // 下载列表: 车辆续费
constexpr long long kDayMs = 86'400'000;
constexpr size_t kMaxList = 5000;

std::string Time(long long ms, int offset) { return ms > 0 ? FormatLocalTime(ms, offset) : ""; }

const char* VehStateName(const store::ExpireRow& r, long long now, long long offline_after_ms) {
  if (!r.has_state) return "从未上线";
  if (r.recv_time <= now - offline_after_ms) return "离线";
  return r.motion == 1 ? "行驶" : "静止";
}

// 0 normal, 1 expired, 2 不续费 list.
int StateOf(const store::ExpireRow& r, long long now) {
  if (r.renew_state == store::kRenewListNoRenew) return 2;
  return store::IsExpired(r.expires_at, now) ? 1 : 0;
}

json::object ExpireJson(const store::ExpireRow& r, long long now, int offset) {
  json::object o;
  o["NOW"] = FormatLocalTime(now, offset);
  o["vehicleId"] = r.asset_id;
  o["plate"] = r.plate;
  o["terminalNo"] = r.terminal_no;
  o["frameNo"] = r.frame_no;
  o["sim"] = r.sim;
  o["activationTme"] = Time(r.activated_at, offset);
  o["groupId"] = r.group_id;
  o["groupName"] = r.group_name;
  o["expireDate"] = Time(r.expires_at, offset);
  o["installDate"] = r.install_date;
  o["displayYear"] = r.display_year;
  o["state"] = StateOf(r, now);
  o["vehState"] = VehStateName(r, now, 600'000);
  o["serviceMonths"] = r.service_months;
  o["renewState"] = r.renew_state;
  return o;
}

// pageVehicleExpire's filters.
Result<store::ExpireQuery> ReadExpireQuery(ApiServices& s, store::Connection& conn, const ApiCall& call) {
  store::ExpireQuery q;
  const int offset = s.options.utc_offset_minutes;
  q.now = s.now();
  if (auto gid = call.IntParam("groupId"); gid && *gid > 0) {
    auto g = store::GetGroup(conn, call.session().scope(), *gid);
    if (!g.ok()) return NotFound("车组不存在或无权操作");
    q.group_path = g->path;
  }
  q.asset_id = call.IntParam("vehicleId").value_or(0);
  std::string state(Trim(call.ParamOr("isState", "")));
  if (!state.empty()) {
    long long v = -1;
    if (!ParseInt64(state, &v) || v < 0 || v > 2) return InvalidArgument("状态不正确");
    q.state = static_cast<int>(v);
  }
  if (auto e = call.IntParam("expireTime"); e && *e > 0) q.expiring_before = q.now + *e * 1000;
  std::string vs(Trim(call.ParamOr("vehicleState", "")));
  if (vs == "从未上线" || vs == "0")
    q.vehicle_state = 0;
  else if (vs == "行驶" || vs == "1")
    q.vehicle_state = 1;
  else if (vs == "静止" || vs == "2")
    q.vehicle_state = 2;
  else if (vs == "离线" || vs == "3")
    q.vehicle_state = 3;
  else if (!vs.empty() && vs != "全部")
    return InvalidArgument("车辆状态不正确");
  auto begin = call.IntParam("offlineTimeBegin"), end = call.IntParam("offlineTimeEnd");
  if ((begin && (*begin < 0 || *begin > 999)) || (end && (*end < 0 || *end > 999)))
    return InvalidArgument("离线时间范围为0-999天");
  if (begin && *begin > 0) q.offline_to_ms = q.now - *begin * kDayMs;
  if (end && *end > 0) q.offline_from_ms = q.now - *end * kDayMs;
  if ((begin && *begin > 0) || (end && *end > 0)) q.vehicle_state = q.vehicle_state < 0 ? 3 : q.vehicle_state;
  q.display_year = std::string(Trim(call.ParamOr("displayYear", "")));
  for (auto [name, field] :
       {std::pair{"activationTmeStart", &q.activated_from}, {"activationTmeEnd", &q.activated_to}}) {
    auto t = TimeParam(call, name, offset);
    if (!t.ok()) return t.status();
    *field = *t;
  }
  q.installed_from = std::string(Trim(call.ParamOr("installDateStart", "")));
  q.installed_to = std::string(Trim(call.ParamOr("installDateEnd", "")));
  if (q.installed_to.size() == 10) q.installed_to += " 23:59:59";
  return q;
}

net::HttpResponse PageVehicleExpire(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 30, 500);
  auto conn = s.db.Acquire();
  auto q = ReadExpireQuery(s, *conn, call);
  if (!q.ok()) return FromStatus(q.status());
  q->limit = page.page_size;
  q->offset = (page.page_number - 1) * page.page_size;
  auto rows = store::QueryExpire(*conn, call.session().scope(), *q);
  if (!rows.ok()) return FromStatus(rows.status());
  json::array data;
  for (const auto& r : rows->rows) data.push_back(ExpireJson(r, q->now, s.options.utc_offset_minutes));
  json::object o = PageObject(std::move(data), rows->total, page);
  o["tipMessage"] = "设备上线后才开始计算到期时间";
  return Ok(std::move(o));
}

exporter::Table ExpireTable(const std::vector<store::ExpireRow>& rows, long long now, int offset) {
  exporter::Table t;
  t.sheet_name = "车辆续费";
  t.headers = {"所属车组", "车牌号",   "设备号",   "SIM卡",    "激活时间",
               "状态",     "车辆状态", "续费年限", "安装时间", "到期时间"};
  static constexpr const char* kStates[] = {"正常", "已过期", "不续费"};
  for (const auto& r : rows)
    t.rows.push_back({r.group_name, r.plate, r.terminal_no, r.sim, Time(r.activated_at, offset),
                      std::string(kStates[StateOf(r, now)]), std::string(VehStateName(r, now, 600'000)), r.display_year,
                      r.install_date, r.expires_at > 0 ? Time(r.expires_at, offset) : std::string("上线后开始计算")});
  return t;
}

// exportVehicleExpire.json: the filtered list through the download center (type 5).
net::HttpResponse ExportVehicleExpire(ApiServices& s, exporter::ExportRunner& runner, const ApiCall& call) {
  store::ExpireQuery q;
  {
    auto conn = s.db.Acquire();
    auto read = ReadExpireQuery(s, *conn, call);
    if (!read.ok()) return FromStatus(read.status());
    q = std::move(*read);
  }
  exporter::ExportRequest req;
  req.user_id = call.session().user_id;
  req.group_id = call.session().group_id;
  req.type = kTypeRenewExport;
  req.title = "车辆续费";
  const store::Scope scope = call.session().scope();
  const int offset = s.options.utc_offset_minutes;
  req.produce = exporter::FromTable([scope, q, offset](store::Connection& conn) -> Result<exporter::Table> {
    auto rows = store::QueryExpire(conn, scope, q);
    if (!rows.ok()) return rows.status();
    return ExpireTable(rows->rows, q.now, offset);
  });
  auto record = runner.Submit(std::move(req));
  if (!record.ok()) return FromStatus(record.status());
  return Ok(json::object{{"id", record->id}, {"fileName", record->name}, {"status", record->status}});
}

// The vehicle ids of gvids ("groupId,vehicleId;groupId,vehicleId") or vehicleId(s).
std::vector<long long> VehicleIds(const ApiCall& call) {
  std::vector<long long> ids;
  const std::string gvids = call.ParamOr("gvids", "");
  for (std::string_view pair : Split(gvids, ';')) {
    auto parts = Split(pair, ',');
    long long id = 0;
    if (!parts.empty() && ParseInt64(Trim(parts.back()), &id) && id > 0) ids.push_back(id);
  }
  if (ids.empty())
    for (const std::string& part : SplitList(call.ParamOr("vehicleIds", call.ParamOr("vehicleId", "")))) {
      long long id = 0;
      if (ParseInt64(part, &id) && id > 0) ids.push_back(id);
    }
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

// Every vehicle of `ids` inside the caller's scope, or NotFound for the lot.
Result<std::vector<store::ExpireRow>> ScopedVehicles(store::Connection& conn, const ApiCall& call,
                                                     const std::vector<long long>& ids) {
  if (ids.empty()) return InvalidArgument("请选择车辆");
  if (ids.size() > kMaxList) return InvalidArgument("一次最多" + std::to_string(kMaxList) + "辆车");
  std::vector<store::ExpireRow> rows;
  for (long long id : ids) {
    auto r = store::GetExpireRow(conn, call.session().scope(), id);
    if (!r.ok()) return r.status();
    rows.push_back(std::move(*r));
  }
  return rows;
}

std::string LengthText(int months) {
  return months % 12 == 0 ? std::to_string(months / 12) + "年" : std::to_string(months) + "个月";
}

json::object RenewReply(const store::RenewResult& r, const std::vector<store::ExpireRow>& vehicles, int months,
                        bool unlimited, int offset) {
  json::array list;
  for (size_t i = 0; i < vehicles.size(); ++i)
    list.push_back(json::object{{"vehicleId", vehicles[i].asset_id},
                                {"plate", vehicles[i].plate},
                                {"expireDate", Time(r.new_expires[i], offset)}});
  std::string tip = "续费成功：" + std::to_string(vehicles.size()) + "辆车续费" + LengthText(months) + "，消耗车币" +
                    std::to_string(r.coins_spent) + "个";
  tip += unlimited ? "（管理员不限车币）" : "，剩余" + std::to_string(r.balance_after) + "个";
  return json::object{{"tipMessage", tip},
                      {"data", json::object{{"money", r.balance_after}, {"coins", r.coins_spent}, {"list", list}}}};
}

int MonthsParam(const ApiCall& call) { return static_cast<int>(call.IntParam("addMonth").value_or(0)); }

// vehicleStateRecharge.json: renew the chosen vehicles (more than one: 批量续费 160404).
net::HttpResponse VehicleStateRecharge(ApiServices& s, const ApiCall& call) {
  const int months = MonthsParam(call);
  if (!store::RenewalPrice(months)) return Fail(kFlagFail, "续费时长只能是1、2、3、4个月或1、2、3、4年");
  auto conn = s.db.Acquire();
  auto vehicles = ScopedVehicles(*conn, call, VehicleIds(call));
  if (!vehicles.ok()) return FromStatus(vehicles.status());
  if (vehicles->size() > 1) {
    auto may = HoldsAnyButton(*conn, call.session(), {kButtonBatch});
    if (!may.ok()) return FromStatus(may.status());
    if (!*may) return Fail(kFlagFail, kMsgNoButton);
  }
  const bool unlimited = call.session().is_admin != 0;
  auto r = store::RenewVehicles(*conn, ActorOf(call), unlimited, *vehicles, months, s.now());
  if (!r.ok()) return FromStatus(r.status());
  if (s.devices_changed) s.devices_changed();  // the gateway's cached expiries (live push)
  return Ok(RenewReply(*r, *vehicles, months, unlimited, s.options.utc_offset_minutes));
}

json::object LookupJson(const store::TerminalLookup& l, const std::vector<std::string>& success) {
  json::array np, ne, ok;
  for (const auto& t : l.no_permission) np.push_back(json::string(t));
  for (const auto& t : l.nonexistent) ne.push_back(json::string(t));
  for (const auto& t : success) ok.push_back(json::string(t));
  return json::object{
      {"noPermission", np},
      {"nonexistent", ne},
      {"success", ok},
      {"successNum", static_cast<long long>(success.size())},
      {"recvNum", static_cast<long long>(success.size() + l.no_permission.size() + l.nonexistent.size())}};
}

std::vector<std::string> TerminalsOf(const std::vector<store::ExpireRow>& rows) {
  std::vector<std::string> out;
  for (const auto& r : rows) out.push_back(r.terminal_no);
  return out;
}

// batchRecharge.json: 自定义续费 by terminal numbers (per-line result).
net::HttpResponse BatchRecharge(ApiServices& s, const ApiCall& call) {
  const int months = MonthsParam(call);
  if (!store::RenewalPrice(months)) return Fail(kFlagFail, "续费时长只能是1、2、3、4个月或1、2、3、4年");
  auto list = renewal::ListParam(call, call.Param("terminalNos") ? "terminalNos" : "terminalNo", kMaxList);
  if (!list.ok()) return FromStatus(list.status());
  if (list->empty()) return Fail(kFlagFail, "请输入设备号");
  auto conn = s.db.Acquire();
  auto lookup = store::FindByTerminals(*conn, call.session().scope(), *list);
  if (!lookup.ok()) return FromStatus(lookup.status());
  json::object reply;
  if (lookup->found.empty()) {
    reply["tipMessage"] = "没有可续费的车辆";
    reply["data"] = LookupJson(*lookup, {});
    return Ok(std::move(reply));
  }
  const bool unlimited = call.session().is_admin != 0;
  auto r = store::RenewVehicles(*conn, ActorOf(call), unlimited, lookup->found, months, s.now());
  if (!r.ok()) return FromStatus(r.status());
  if (s.devices_changed) s.devices_changed();
  reply = RenewReply(*r, lookup->found, months, unlimited, s.options.utc_offset_minutes);
  json::object data = LookupJson(*lookup, TerminalsOf(lookup->found));
  data["money"] = r->balance_after;
  data["coins"] = r->coins_spent;
  reply["data"] = std::move(data);
  return Ok(std::move(reply));
}

// batchVehicleStateRecharge.json: the chosen vehicles to the 不续费 (2) or 续费 (0) list.
net::HttpResponse BatchVehicleStateRecharge(ApiServices& s, const ApiCall& call) {
  const int state = static_cast<int>(call.IntParam("isState").value_or(-1));
  if (state != store::kRenewListRenew && state != store::kRenewListNoRenew) return Fail(kFlagFail, "续费状态不正确");
  auto conn = s.db.Acquire();
  auto vehicles = ScopedVehicles(*conn, call, VehicleIds(call));
  if (!vehicles.ok()) return FromStatus(vehicles.status());
  if (Status st = store::SetRenewState(*conn, ActorOf(call), *vehicles, state, s.now()); !st.ok())
    return FromStatus(st);
  return Ok(json::object{{"tipMessage", std::to_string(vehicles->size()) + "辆车已转入" +
                                            (state == store::kRenewListNoRenew ? "不续费" : "续费") + "列表"}});
}

// batchTransferState.json: custom lists by terminal number — isState 2 不续费 (160406), 0 不续费转出
// (160407), 1 续费 (160408); per-line result.
net::HttpResponse BatchTransferState(ApiServices& s, const ApiCall& call) {
  const int is_state = static_cast<int>(call.IntParam("isState").value_or(-1));
  long long button = 0;
  int target = 0;
  switch (is_state) {
    case 2:
      button = kButtonCustomNoRenew;
      target = store::kRenewListNoRenew;
      break;
    case 0:
      button = kButtonCustomOut;
      break;
    case 1:
      button = kButtonCustomRenew;
      break;
    default:
      return Fail(kFlagFail, "续费状态不正确");
  }
  auto conn = s.db.Acquire();
  auto may = HoldsAnyButton(*conn, call.session(), {button});
  if (!may.ok()) return FromStatus(may.status());
  if (!*may) return Fail(kFlagFail, kMsgNoButton);
  auto list = renewal::ListParam(call, call.Param("terminalNos") ? "terminalNos" : "terminalNo", kMaxList);
  if (!list.ok()) return FromStatus(list.status());
  if (list->empty()) return Fail(kFlagFail, "请输入设备号");
  auto lookup = store::FindByTerminals(*conn, call.session().scope(), *list);
  if (!lookup.ok()) return FromStatus(lookup.status());
  if (Status st = store::SetRenewState(*conn, ActorOf(call), lookup->found, target, s.now()); !st.ok())
    return FromStatus(st);
  return Ok(json::object{{"data", LookupJson(*lookup, TerminalsOf(lookup->found))},
                         {"tipMessage", "成功" + std::to_string(lookup->found.size()) + "条，无权限" +
                                            std::to_string(lookup->no_permission.size()) + "条，无设备" +
                                            std::to_string(lookup->nonexistent.size()) + "条"}});
}

Result<store::RenewLogQuery> ReadRenewLogQuery(ApiServices& s, const ApiCall& call) {
  store::RenewLogQuery q;
  q.keyword = std::string(Trim(call.ParamOr("vid", call.ParamOr("keyword", ""))));
  auto from = TimeParam(call, "startTime", s.options.utc_offset_minutes);
  if (!from.ok()) return from.status();
  auto to = TimeParam(call, "endTime", s.options.utc_offset_minutes);
  if (!to.ok()) return to.status();
  q.from = *from;
  q.to = *to;
  return q;
}

std::string OperTime(const std::string& who, long long at, int offset) {
  return who + "[" + FormatLocalTime(at, offset) + "]";
}

// pageVehicleFreeLog.json: 续费记录 with moneyAll (coins) and plateCount (vehicles).
net::HttpResponse PageVehicleFreeLog(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 30, 500);
  auto q = ReadRenewLogQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  q->limit = page.page_size;
  q->offset = (page.page_number - 1) * page.page_size;
  auto conn = s.db.Acquire();
  auto rows = store::QueryRenewLog(*conn, call.session().scope(), *q);
  if (!rows.ok()) return FromStatus(rows.status());
  const int offset = s.options.utc_offset_minutes;
  json::array list;
  for (const auto& r : rows->rows)
    list.push_back(json::object{{"id", r.id},
                                {"vehId", r.asset_id},
                                {"plate", r.plate},
                                {"terminalNo", r.terminal_no},
                                {"groupName", r.group_name},
                                {"money", r.coins},
                                {"addMonth", r.months},
                                {"newExpire", r.new_expire > 0 ? Time(r.new_expire, offset) : "上线后开始计算"},
                                {"ctime", Time(r.created_at, offset)},
                                {"operTime", OperTime(r.user_name, r.created_at, offset)}});
  json::object data{{"list", std::move(list)}, {"moneyAll", rows->coins}, {"plateCount", rows->vehicles}};
  return Ok(PageObject(std::move(data), rows->total, page));
}

net::HttpResponse VehicleFreeLogExport(ApiServices& s, const ApiCall& call) {
  auto q = ReadRenewLogQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  q->limit = 50'000;
  auto conn = s.db.Acquire();
  auto rows = store::QueryRenewLog(*conn, call.session().scope(), *q);
  if (!rows.ok()) return FromStatus(rows.status());
  const int offset = s.options.utc_offset_minutes;
  exporter::Table t;
  t.sheet_name = "续费记录";
  t.title =
      "续费车辆总数：" + std::to_string(rows->vehicles) + "个 , 消耗车币总数：" + std::to_string(rows->coins) + "个";
  t.headers = {"车组", "车牌号", "设备号", "续费时长", "到期时间", "消耗币数", "操作人[时间]"};
  for (const auto& r : rows->rows)
    t.rows.push_back({r.group_name, r.plate, r.terminal_no, LengthText(r.months),
                      r.new_expire > 0 ? Time(r.new_expire, offset) : std::string("上线后开始计算"), r.coins,
                      OperTime(r.user_name, r.created_at, offset)});
  return SpreadsheetReply(t, "续费记录.xlsx");
}

// userRecharge.json: coins to an account the caller manages (docs/accounts.md).
net::HttpResponse UserRecharge(ApiServices& s, const ApiCall& call) {
  if (!call.IntParamValid("chargeNum")) return Fail(kFlagFail, "划拨币数须为正整数");
  const long long coins = call.IntParam("chargeNum").value_or(0);
  if (coins <= 0 || coins > 1'000'000) return Fail(kFlagFail, "划拨币数须为1-1000000的整数");
  auto conn = s.db.Acquire();
  auto caller = accounts::LoadCaller(*conn, call.session());
  if (!caller.ok()) return FromStatus(caller.status());
  auto target = accounts::ManagedAccount(*conn, call.session(), *caller, call.IntParam("userId").value_or(0));
  if (!target.ok()) return FromStatus(target.status());
  const bool unlimited = call.session().is_admin != 0;
  auto t = store::TransferCoins(*conn, ActorOf(call), unlimited, target->id, coins, s.now());
  if (!t.ok()) return FromStatus(t.status());
  const int offset = s.options.utc_offset_minutes;
  return Ok(json::object{{"data", json::object{{"moneyAfter", t->from_after},
                                               {"operTime", OperTime(t->from_user_name, t->created_at, offset)},
                                               {"money", t->coins},
                                               {"userB", t->to_user_name},
                                               {"userBCorpName", t->to_corp_name},
                                               {"userBMoney", t->to_after}}}});
}

// queryMyState.json: the caller's coins and vehicles.
net::HttpResponse QueryMyState(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto coins = store::CoinBalance(*conn, call.session().user_id);
  if (!coins.ok()) return FromStatus(coins.status());
  auto vehicles = store::CountVehicles(*conn, call.session().scope());
  if (!vehicles.ok()) return FromStatus(vehicles.status());
  return Ok(json::object{
      {"data",
       json::object{{"money", *coins}, {"vehCount", *vehicles}, {"unlimited", call.session().is_admin ? 1 : 0}}}});
}

Result<store::TransferQuery> ReadTransferQuery(ApiServices& s, const ApiCall& call) {
  store::TransferQuery q;
  q.user_id = call.IntParam("userId").value_or(0);
  auto from = TimeParam(call, "startTime", s.options.utc_offset_minutes);
  if (!from.ok()) return from.status();
  auto to = TimeParam(call, "endTime", s.options.utc_offset_minutes);
  if (!to.ok()) return to.status();
  q.from = *from;
  q.to = *to;
  return q;
}

// pageRechargeLog.json: 车币划拨记录.
net::HttpResponse PageRechargeLog(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 30, 500);
  auto q = ReadTransferQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  q->limit = page.page_size;
  q->offset = (page.page_number - 1) * page.page_size;
  auto conn = s.db.Acquire();
  auto rows = store::QueryTransfers(*conn, call.session().scope(), *q);
  if (!rows.ok()) return FromStatus(rows.status());
  const int offset = s.options.utc_offset_minutes;
  json::array list;
  for (const auto& t : rows->rows)
    list.push_back(json::object{{"id", t.id},
                                {"ctime", Time(t.created_at, offset)},
                                {"userIdA", t.from_user_id},
                                {"userA", t.from_user_name},
                                {"userIdB", t.to_user_id},
                                {"userB", t.to_user_name},
                                {"userBCorpName", t.to_corp_name},
                                {"money", t.coins},
                                {"moneyStr", std::to_string(t.coins)},
                                {"moneyBefore", t.from_before},
                                {"moneyBeforeStr", std::to_string(t.from_before)},
                                {"moneyAfter", t.from_after},
                                {"moneyAfterStr", std::to_string(t.from_after)},
                                {"moneyGive", 0},
                                {"moneyGiveStr", "0"},
                                {"operTime", OperTime(t.from_user_name, t.created_at, offset)},
                                {"remark", ""}});
  json::object data{{"chargeSum", rows->coins}, {"giveSum", 0}, {"logList", std::move(list)}};
  return Ok(PageObject(std::move(data), rows->total, page));
}

net::HttpResponse UserRechargeLogExport(ApiServices& s, const ApiCall& call) {
  auto q = ReadTransferQuery(s, call);
  if (!q.ok()) return FromStatus(q.status());
  q->limit = 50'000;
  auto conn = s.db.Acquire();
  auto rows = store::QueryTransfers(*conn, call.session().scope(), *q);
  if (!rows.ok()) return FromStatus(rows.status());
  const int offset = s.options.utc_offset_minutes;
  exporter::Table t;
  t.sheet_name = "车币划拨记录";
  t.headers = {"公司名", "账号", "划拨币数", "操作人[划拨时间]", "可使用币数"};
  for (const auto& r : rows->rows)
    t.rows.push_back(
        {r.to_corp_name, r.to_user_name, r.coins, OperTime(r.from_user_name, r.created_at, offset), r.from_after});
  return SpreadsheetReply(t, "车币划拨记录.xlsx");
}

}  // namespace

void RegisterRenewRoutes(ApiRouter& router, ApiServices& s, exporter::ExportRunner& runner) {
  const std::string p = "/car/v1/api/renew/";
  router.Add(p + "pageVehicleExpire.json", Access::kSession, [&s](ApiCall& c) { return PageVehicleExpire(s, c); },
             {.button = kPage});
  router.Add(p + "exportVehicleExpire.json", Access::kSession,
             [&s, &runner](ApiCall& c) { return ExportVehicleExpire(s, runner, c); }, {.button = kPage});
  router.Add(p + "vehicleStateRecharge.json", Access::kSession, [&s](ApiCall& c) { return VehicleStateRecharge(s, c); },
             {.button = kPage});
  router.Add(p + "batchVehicleStateRecharge.json", Access::kSession,
             [&s](ApiCall& c) { return BatchVehicleStateRecharge(s, c); }, {.button = kButtonToNoRenew});
  router.Add(p + "batchRecharge.json", Access::kSession, [&s](ApiCall& c) { return BatchRecharge(s, c); },
             {.button = kButtonCustomRenew});
  // 160406, 160407 or 160408 by isState: checked in the handler.
  router.Add(p + "batchTransferState.json", Access::kSession, [&s](ApiCall& c) { return BatchTransferState(s, c); },
             {.button = kPage});
  router.Add(p + "pageVehicleFreeLog.json", Access::kSession, [&s](ApiCall& c) { return PageVehicleFreeLog(s, c); },
             {.button = kPage});
  router.Add(p + "vehicleFreeLogExport.json", Access::kSession, [&s](ApiCall& c) { return VehicleFreeLogExport(s, c); },
             {.button = kPage});
  router.Add(p + "userRecharge.json", Access::kSession, [&s](ApiCall& c) { return UserRecharge(s, c); },
             {.button = kButtonTransfer});
  router.Add(p + "queryMyState.json", Access::kSession, [&s](ApiCall& c) { return QueryMyState(s, c); },
             {.button = kPage});
  router.Add(p + "pageRechargeLog.json", Access::kSession, [&s](ApiCall& c) { return PageRechargeLog(s, c); },
             {.button = kPage});
  router.Add(p + "userRechargeLogExport.json", Access::kSession,
             [&s](ApiCall& c) { return UserRechargeLogExport(s, c); }, {.button = kPage});
}

}  // namespace chelian::api
