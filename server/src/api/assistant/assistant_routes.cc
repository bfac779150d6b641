// Handlers of the assistant. Vehicles are looked up with the caller's scope, so a quick action
// never reveals a vehicle outside the user's group subtree. Questions go to the model when one
// is configured (llm_streams.h), with the retrieved FAQ passages only.
#include "api/assistant/assistant_routes.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cstdlib>
#include <memory>

#include "api/envelope.h"
#include "assistant/assistant.h"
#include "core/strings.h"
#include "protocol/registry.h"
#include "store/monitor_repo.h"
#include "store/resource_repo.h"

namespace chelian::api {
namespace {

constexpr size_t kMaxMessageBytes = 500;
constexpr int kVehicleSearchLimit = 20;
constexpr size_t kPassages = 3;  // FAQ passages given to the model

std::string HostHeader(const ApiCall& call) { return ToLower(Trim(call.request().Header("Host"))); }

assistant::PlatformAddress AddressOf(const ApiCall& call, const AssistantOptions& o) {
  std::string host = HostHeader(call);
  assistant::PlatformAddress a;
  a.host = host.substr(0, host.find(':'));
  a.http_port = host.find(':') == std::string::npos
                    ? 80
                    : static_cast<int>(std::strtol(host.c_str() + host.find(':') + 1, nullptr, 10));
  for (const ProtocolInfo& protocol : Protocols()) {
    int port = o.gateway_port ? o.gateway_port(std::string(protocol.name)) : 0;
    if (port > 0) a.devices.push_back({std::string(protocol.parts.summary_zh), port});
  }
  return a;
}

boost::json::object FaqItem(const assistant::FaqEntry& e) {
  boost::json::object o;
  o["id"] = e.id;
  o["topic"] = e.topic;
  o["question"] = e.question;
  return o;
}

net::HttpResponse Config(ApiServices& s, const AssistantOptions& o, bool model, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto cfg = store::FindCustomerConfig(*conn, HostHeader(call));
  boost::json::object obj;
  obj["enabled"] = o.enabled ? 1 : 0;
  obj["botName"] = o.bot_name;
  obj["productName"] = cfg.ok() && !cfg->title.empty() ? cfg->title : s.options.site_title;
  obj["robotHeaderUrl"] = cfg.ok() ? cfg->chat_logo : "";
  obj["staticUrl"] = "";
  obj["baseUrl"] = "/car/v4/api/assistant";
  obj["appType"] = "carWeb4";
  obj["chatStyle"] = "bubble";
  obj["model"] = model ? 1 : 0;  // answers may come as streams (kind "llm")
  obj["userId"] = call.session().user_id;
  obj["welcome"] = "您好，我是" + o.bot_name + "。可以问我平台的使用问题，或输入「车牌号 轨迹」快速打开车辆页面。";
  boost::json::array faq;
  for (const auto& e : assistant::FaqCatalog()) faq.push_back(FaqItem(e));
  obj["faq"] = std::move(faq);
  return Ok(std::move(obj));
}

boost::json::object ActionItem(assistant::QuickAction a) {
  boost::json::object o;
  o["action"] = assistant::QuickActionName(a);
  o["label"] = assistant::QuickActionLabel(a);
  return o;
}

boost::json::array FaqItems(const std::vector<int>& ids) {
  boost::json::array items;
  for (int id : ids) {
    for (const auto& e : assistant::FaqCatalog()) {
      if (e.id == id) items.push_back(FaqItem(e));
    }
  }
  return items;
}

// A question about the platform (not a clicked prompt, not a vehicle) goes to the model when
// there is one and some FAQ passage speaks of it.
bool ForTheModel(const assistant::Reply& r, long long faq_id) {
  return faq_id <= 0 && (r.kind == assistant::ReplyKind::kFaq || r.kind == assistant::ReplyKind::kFallback);
}

net::HttpResponse Chat(ApiServices& s, const AssistantOptions& o, LlmStreams* llm, const ApiCall& call) {
  if (!o.enabled) return Fail(kFlagFail, "智能助手未开启");
  std::string message(Trim(call.JsonText("message").value_or(call.ParamOr("message", ""))));
  long long faq_id = 0;
  if (auto id = call.JsonText("faqId"))
    faq_id = std::strtoll(id->c_str(), nullptr, 10);
  else
    faq_id = call.IntParam("faqId").value_or(0);
  if (message.empty() && faq_id <= 0) return Fail(kFlagFail, "请输入您的问题");
  if (message.size() > kMaxMessageBytes) return Fail(kFlagFail, "问题太长了，请简要描述（不超过 150 个字）");

  store::Scope scope = call.session().scope();
  assistant::VehicleFinder find = [&](const std::string& keyword) {
    std::vector<assistant::VehicleHit> hits;
    auto conn = s.db.Acquire();
    auto found = store::SearchVehicles(*conn, scope, keyword, kVehicleSearchLimit);
    if (!found.ok()) return hits;
    for (const auto& m : *found) hits.push_back({m.asset_id, m.plate, m.terminal_no, m.group_name});
    return hits;
  };
  assistant::PlatformAddress address = AddressOf(call, o);
  assistant::Reply r = assistant::Answer(message, static_cast<int>(faq_id), find, address);

  boost::json::object obj;
  if (llm && ForTheModel(r, faq_id)) {
    std::vector<assistant::Passage> passages = assistant::RetrievePassages(message, address, kPassages);
    std::vector<int> ids;
    for (const auto& p : passages) ids.push_back(p.faq_id);
    std::string id = passages.empty() ? "" : llm->Start(call.session().user_id, o.bot_name, passages, message, r.text);
    if (!id.empty()) {
      obj["kind"] = "llm";
      obj["text"] = "";
      obj["streamId"] = id;
      obj["sources"] = FaqItems(ids);
      obj["vehicles"] = boost::json::array();
      obj["suggestions"] = boost::json::array();
      return Ok(std::move(obj));
    }
  }
  obj["kind"] = assistant::ReplyKindName(r.kind);
  obj["text"] = r.text;
  if (r.action != assistant::QuickAction::kNone) {
    obj["action"] = assistant::QuickActionName(r.action);
    obj["actionLabel"] = assistant::QuickActionLabel(r.action);
  }
  boost::json::array vehicles;
  for (const auto& v : r.vehicles) {
    boost::json::object vo;
    vo["vehicleId"] = v.vehicle_id;
    vo["plate"] = v.plate;
    vo["terminalNo"] = v.terminal_no;
    vo["groupName"] = v.group_name;
    vehicles.push_back(std::move(vo));
  }
  obj["vehicles"] = std::move(vehicles);
  if (r.kind == assistant::ReplyKind::kChooseAction) {
    boost::json::array actions;
    for (auto a : {assistant::QuickAction::kLocation, assistant::QuickAction::kTrack, assistant::QuickAction::kDetail,
                   assistant::QuickAction::kMileage, assistant::QuickAction::kAlarmDetail,
                   assistant::QuickAction::kOnlineDetail}) {
      actions.push_back(ActionItem(a));
    }
    obj["actions"] = std::move(actions);
  }
  if (r.faq_id > 0) obj["faqId"] = r.faq_id;
  obj["suggestions"] = FaqItems(r.suggestions);
  return Ok(std::move(obj));
}

net::HttpResponse Stream(LlmStreams& llm, const ApiCall& call) {
  std::string id = call.JsonText("streamId").value_or(call.ParamOr("streamId", ""));
  long long from = 0;
  if (auto f = call.JsonText("from"))
    from = std::strtoll(f->c_str(), nullptr, 10);
  else
    from = call.IntParam("from").value_or(0);
  auto chunk = llm.Read(id, call.session().user_id, static_cast<size_t>(std::max(0LL, from)));
  if (!chunk) return Fail(kFlagFail, "这条回答已过期，请重新提问");
  boost::json::object obj;
  obj["text"] = chunk->text;
  obj["next"] = static_cast<long long>(chunk->next);
  obj["done"] = chunk->done ? 1 : 0;
  obj["failed"] = chunk->failed ? 1 : 0;
  obj["citations"] = FaqItems(chunk->citations);
  return Ok(std::move(obj));
}

}  // namespace

void RegisterAssistantRoutes(ApiRouter& router, ApiServices& s, AssistantOptions options) {
  auto shared = std::make_shared<AssistantOptions>(std::move(options));
  std::shared_ptr<LlmStreams> llm =
      shared->enabled && shared->llm.enabled() ? std::make_shared<LlmStreams>(shared->llm) : nullptr;
  router.Add("/car/v4/api/assistant/config.json", Access::kSession,
             [&s, shared, llm](ApiCall& c) { return Config(s, *shared, llm != nullptr, c); });
  router.Add("/car/v4/api/assistant/chat.json", Access::kSession,
             [&s, shared, llm](ApiCall& c) { return Chat(s, *shared, llm.get(), c); });
  router.Add("/car/v4/api/assistant/stream.json", Access::kSession,
             [llm](ApiCall& c) { return llm ? Stream(*llm, c) : Fail(kFlagFail, "智能问答模型未开启"); });
}

}  // namespace chelian::api
