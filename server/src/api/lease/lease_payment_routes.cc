// 收款记录: payments of the caller's subtree — list (with the sum), record one by hand, and import
// an .xlsx (template download, one result per row). Each payment re-evaluates its contract at once,
// so a lock or speed limit is reversed without waiting for the job.
#include <boost/json/array.hpp>
#include <set>

#include "api/envelope.h"
#include "api/export/spreadsheet_reply.h"
#include "api/import/uploaded_xlsx.h"
#include "api/lease/lease_json.h"
#include "api/lease/lease_routes.h"
#include "api/paging.h"
#include "core/clock.h"
#include "core/strings.h"
#include "lease/money.h"
#include "store/lease_repo.h"
#include "store/operation_log_repo.h"
#include "xlsx/xlsx_reader.h"

namespace chelian::api::lease_api {
namespace {

constexpr long long kButtonRecord = 90230201;
constexpr long long kButtonImport = 90230202;
constexpr size_t kMaxImportRows = 5000;
// The template's columns (a header containing the text matches).
constexpr const char* kColumns[] = {"合同编号", "收款金额", "收款日期", "收款方式", "备注"};

std::string Text(const ApiCall& call, const char* name) {
  auto v = call.Param(name);
  return v ? std::string(Trim(*v)) : std::string();
}

net::HttpResponse Page(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 20, 200);
  store::LeasePaymentQuery q;
  q.contract_id = call.IntParam("contractId").value_or(0);
  q.keyword = Text(call, "keyword");
  const int utc = s.options.utc_offset_minutes;
  if (auto from = ParseLocalTime(Text(call, "startTime"), utc)) q.start_ms = *from;
  if (auto to = ParseLocalTime(Text(call, "endTime"), utc)) q.end_ms = *to + 86'399'999;  // the whole day
  q.page = page.page_number;
  q.page_size = page.page_size;
  auto conn = s.db.Acquire();
  auto rows = store::PageLeasePayments(*conn, call.session().scope(), q);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array data;
  for (const auto& p : rows->rows) data.push_back(PaymentJson(p, utc));
  boost::json::object o = PageObject(std::move(data), rows->total, page);
  o["sum"] = lease::FormatYuan(rows->sum);
  return Ok(std::move(o));
}

// A payment of `contract` (found in the caller's scope), stored and logged in one transaction.
Status Record(store::Connection& conn, const ApiCall& call, const store::LeaseContract& contract,
              store::LeasePaymentRow p) {
  const auto& session = call.session();
  p.contract_id = contract.id;
  p.user_id = session.user_id;
  p.user_name = session.username;
  return store::InTransaction(conn, [&]() -> Status {
    if (auto id = store::InsertLeasePayment(conn, p); !id.ok()) return id.status();
    return store::AppendOperation(conn, {session.user_id, session.username, session.group_id},
                                  {"lease.payment", contract.plate, contract.asset_id,
                                   "合同" + contract.contract_no + "收款" + lease::FormatYuan(p.amount) + "元" +
                                       (p.source == 2 ? "（导入）" : "")},
                                  p.created_at);
  });
}

net::HttpResponse Add(ApiServices& s, lease::LeaseJob& job, const ApiCall& call) {
  auto amount = lease::ParseYuan(Text(call, "amount"));
  if (!amount || *amount <= 0) return Fail(kFlagFail, "收款金额应为大于0的金额（最多两位小数）");
  auto paid_at = ParseLocalTime(Text(call, "paidTime"), s.options.utc_offset_minutes);
  if (!paid_at) return Fail(kFlagFail, "请选择收款日期");
  if (*paid_at > s.now()) return Fail(kFlagFail, "收款日期不能晚于今天");
  std::string method = Text(call, "method"), remark = Text(call, "remark");
  if (method.size() > 60 || remark.size() > 600) return Fail(kFlagFail, "收款方式或备注过长");
  auto conn = s.db.Acquire();
  Result<store::LeaseContract> contract = NotFound("请选择合同");
  if (auto id = call.IntParam("contractId"))
    contract = store::GetLeaseContract(*conn, call.session().scope(), *id);
  else if (std::string no = Text(call, "contractNo"); !no.empty())
    contract = store::FindLeaseContractByNo(*conn, call.session().scope(), no);
  if (!contract.ok()) return FromStatus(contract.status());
  if (contract->terminated) return Fail(kFlagFail, "合同已终止，不能登记收款");
  store::LeasePaymentRow p;
  p.paid_at = *paid_at;
  p.amount = *amount;
  p.method = method;
  p.remark = remark;
  p.created_at = s.now();
  if (Status st = Record(*conn, call, *contract, p); !st.ok()) return FromStatus(st);
  (void)job.EvaluateContract(contract->id);
  auto after = store::GetLeaseContract(*conn, call.session().scope(), contract->id);
  return after.ok() ? Ok(ContractJson(*after, s.options.utc_offset_minutes)) : Ok();
}

net::HttpResponse Template(ApiServices&, const ApiCall&) {
  exporter::Table t;
  t.sheet_name = "收款导入";
  for (const char* c : kColumns) t.headers.emplace_back(c);
  t.rows.push_back({std::string("HT-示例-001"), std::string("300.00"), std::string("2026-11-01"), std::string("微信"),
                    std::string("示例行，导入前请删除")});
  return SpreadsheetReply(t, "收款导入模板.xlsx");
}

// A date cell: "yyyy-MM-dd" (or with a time), "yyyy/MM/dd", or an Excel serial day number.
std::optional<long long> CellDate(std::string text, int utc) {
  for (char& ch : text)
    if (ch == '/') ch = '-';
  if (auto t = ParseLocalTime(text, utc)) return t;
  long long serial = 0;
  if (ParseInt64(xlsx::NumberText(text), &serial) && serial > 20000 && serial < 80000)
    return (serial - 25569) * 86'400'000LL - static_cast<long long>(utc) * 60'000;  // 25569: 1970-01-01
  return std::nullopt;
}

net::HttpResponse Import(ApiServices& s, lease::LeaseJob& job, const ApiCall& call) {
  auto file = UploadedXlsx(call);
  if (!file.ok()) return FromStatus(file.status());
  auto sheet = xlsx::ReadFirstSheet(*file);
  if (!sheet.ok()) return FromStatus(sheet.status());
  if (sheet->rows.empty()) return Fail(kFlagFail, "文件中没有数据");
  // The header row: the first row; each template column by its text.
  int col[5] = {-1, -1, -1, -1, -1};
  const auto& header = sheet->rows.front().cells;
  for (size_t c = 0; c < header.size(); ++c)
    for (int k = 0; k < 5; ++k)
      if (col[k] < 0 && header[c].find(kColumns[k]) != std::string::npos) col[k] = static_cast<int>(c);
  if (col[0] < 0 || col[1] < 0 || col[2] < 0) return Fail(kFlagFail, "缺少合同编号、收款金额或收款日期列，请使用模板");
  if (sheet->rows.size() - 1 > kMaxImportRows) return Fail(kFlagFail, "每次最多导入5000行");
  const int utc = s.options.utc_offset_minutes;
  const long long now = s.now();
  auto conn = s.db.Acquire();
  boost::json::array results;
  long long right = 0, wrong = 0;
  std::set<long long> touched;
  std::set<std::string> seen;  // contract|date|amount within this file
  for (size_t i = 1; i < sheet->rows.size(); ++i) {
    const auto& row = sheet->rows[i];
    auto cell = [&](int k) {
      return col[k] >= 0 && static_cast<size_t>(col[k]) < row.cells.size() ? row.cells[col[k]] : std::string();
    };
    boost::json::object r;
    r["rowNo"] = row.number;
    r["contractNo"] = cell(0);
    r["amount"] = cell(1);
    r["paidTime"] = cell(2);
    std::string error;
    auto amount = lease::ParseYuan(xlsx::NumberText(cell(1)));
    auto paid_at = CellDate(cell(2), utc);
    Result<store::LeaseContract> contract = NotFound("合同编号不存在或无权操作");
    if (cell(0).empty())
      error = "合同编号为空";
    else if (!amount || *amount <= 0)
      error = "收款金额格式不正确";
    else if (!paid_at)
      error = "收款日期格式不正确（例：2026-11-01）";
    else if (*paid_at > now)
      error = "收款日期不能晚于今天";
    else if (contract = store::FindLeaseContractByNo(*conn, call.session().scope(), cell(0)); !contract.ok())
      error = std::string(contract.status().message());
    else if (contract->terminated)
      error = "合同已终止";
    else if (!seen.insert(cell(0) + "|" + std::to_string(*paid_at) + "|" + std::to_string(*amount)).second)
      error = "与文件中前面的行重复";
    if (error.empty()) {
      r["paidTime"] = LocalDate(*paid_at, utc);
      r["amount"] = lease::FormatYuan(*amount);
      store::LeasePaymentRow p;
      p.paid_at = *paid_at;
      p.amount = *amount;
      p.method = cell(3);
      p.remark = cell(4);
      p.source = 2;
      p.created_at = now;
      if (Status st = Record(*conn, call, *contract, p); !st.ok())
        error = "保存失败：" + std::string(st.message());
      else
        touched.insert(contract->id);
    }
    r["ok"] = error.empty() ? 1 : 0;
    r["message"] = error.empty() ? std::string("导入成功") : error;
    (error.empty() ? right : wrong) += 1;
    results.push_back(std::move(r));
  }
  for (long long id : touched) (void)job.EvaluateContract(id);
  boost::json::object o;
  o["total"] = right + wrong;
  o["rightNum"] = right;
  o["errorNum"] = wrong;
  o["rows"] = std::move(results);
  return Ok(std::move(o));
}

}  // namespace

void RegisterPaymentRoutes(ApiRouter& r, ApiServices& s, lease::LeaseJob& job) {
  const std::string p = std::string(kLeasePrefix) + "payment/";
  r.Add(p + "page.json", Access::kSession, [&s](ApiCall& c) { return Page(s, c); });
  r.Add(p + "add.json", Access::kSession, [&s, &job](ApiCall& c) { return Add(s, job, c); }, {.button = kButtonRecord});
  r.Add(p + "template.json", Access::kSession, [&s](ApiCall& c) { return Template(s, c); }, {.button = kButtonImport});
  r.Add(p + "import.json", Access::kSession, [&s, &job](ApiCall& c) { return Import(s, job, c); },
        {.button = kButtonImport});
}

}  // namespace chelian::api::lease_api
