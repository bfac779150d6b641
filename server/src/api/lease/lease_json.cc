// JSON of 电动车租赁's rows (lease_json.h).
#include "api/lease/lease_json.h"

#include "core/clock.h"
#include "lease/lease_rules.h"
#include "lease/money.h"
#include "lease/rider_id.h"

namespace chelian::api::lease_api {

std::string LocalDate(long long ms, int utc_offset_minutes) {
  return ms > 0 ? FormatLocalTime(ms, utc_offset_minutes).substr(0, 10) : std::string();
}

boost::json::object ContractJson(const store::LeaseContract& c, int utc) {
  boost::json::object o;
  o["id"] = c.id;
  o["contractNo"] = c.contract_no;
  o["groupId"] = c.group_id;
  o["groupName"] = c.group_name;
  o["vehicleId"] = c.asset_id;
  o["plate"] = c.plate;
  o["terminalNo"] = c.terminal_no;
  o["riderName"] = c.rider_name;
  o["riderIdNo"] = lease::MaskIdNumber(c.rider_id_no);
  o["riderPhone"] = c.rider_phone;
  o["startTime"] = LocalDate(c.start_at, utc);
  o["term"] = c.term;
  o["period"] = c.period;
  o["rent"] = lease::FormatYuan(c.rent);
  o["deposit"] = lease::FormatYuan(c.deposit);
  o["status"] = c.status;
  o["statusText"] = lease::ContractStatusText(static_cast<lease::ContractStatus>(c.status));
  o["overdueDays"] = c.overdue_days;
  o["overdueAmount"] = lease::FormatYuan(c.overdue_amount);
  o["paidAmount"] = lease::FormatYuan(c.paid_amount);
  o["totalAmount"] = lease::FormatYuan(c.rent * c.term);
  o["lateCount"] = c.late_count;
  o["grade"] = c.grade;
  o["gradeText"] = lease::GradeText(static_cast<lease::Grade>(c.grade));
  o["remark"] = c.remark;
  o["evaluatedTime"] = c.evaluated_at > 0 ? FormatLocalTime(c.evaluated_at, utc) : std::string();
  o["createTime"] = FormatLocalTime(c.created_at, utc);
  return o;
}

boost::json::object PaymentJson(const store::LeasePaymentRow& p, int utc) {
  boost::json::object o;
  o["id"] = p.id;
  o["contractId"] = p.contract_id;
  o["contractNo"] = p.contract_no;
  o["riderName"] = p.rider_name;
  o["plate"] = p.plate;
  o["paidTime"] = LocalDate(p.paid_at, utc);
  o["amount"] = lease::FormatYuan(p.amount);
  o["method"] = p.method;
  o["source"] = p.source;
  o["sourceText"] = p.source == 2 ? "导入" : "登记";
  o["remark"] = p.remark;
  o["userName"] = p.user_name;
  o["createTime"] = FormatLocalTime(p.created_at, utc);
  return o;
}

boost::json::object ActionJson(const store::LeaseActionRow& a, int utc) {
  boost::json::object o;
  o["id"] = a.id;
  o["action"] = a.action;
  o["actionText"] = lease::ActionText(static_cast<lease::ActionKind>(a.action));
  o["overdueDays"] = a.overdue_days;
  o["speed"] = a.speed ? *a.speed : -1.0;
  o["commandId"] = a.command_id;
  o["result"] = a.result;
  o["time"] = FormatLocalTime(a.created_at, utc);
  return o;
}

boost::json::object PolicyJson(const store::LeasePolicyRow& p) {
  boost::json::object o;
  o["enabled"] = p.enabled ? 1 : 0;
  o["graceDays"] = p.grace_days;
  o["notifyDays"] = p.notify_days;
  o["voiceDays"] = p.voice_days;
  o["limitDays"] = p.limit_days;
  o["lockDays"] = p.lock_days;
  o["limitSpeed"] = p.limit_kmh;
  o["normalSpeed"] = p.normal_kmh;
  o["lockMaxSpeed"] = p.lock_max_kmh;
  o["voiceText"] = p.voice_text;
  return o;
}

}  // namespace chelian::api::lease_api
