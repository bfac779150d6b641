// Implementation of the live WebSocket endpoint.
#include "api/live/live_socket.h"

#include <algorithm>

#include <boost/json/object.hpp>

#include "api/api_router.h"
#include "api/envelope.h"
#include "core/json.h"
#include "net/request_origin.h"

namespace chelian::api {
namespace {

class LiveSocketHandler : public net::WsSessionHandler {
 public:
  LiveSocketHandler(live::PushHub& hub, std::shared_ptr<net::WsLink> link, auth::SessionInfo session)
      : hub_(hub), link_(std::move(link)), session_(std::move(session)) {}

  void OnOpen() override {
    client_ = hub_.AddClient(link_, session_.scope(), session_.token);
    link_->Send(R"({"type":"hello","userId":)" + std::to_string(session_.user_id) + "}");
  }

  void OnMessage(std::string_view text) override {
    bool ok = false;
    auto msg = ParseJson(text, &ok);
    if (!ok || !msg.is_object()) return SendError("消息格式错误");
    const auto& o = msg.get_object();
    const auto* type = o.if_contains("type");
    if (!type || !type->is_string()) return SendError("缺少消息类型");
    if (type->get_string() == "ping") return link_->Send(R"({"type":"pong"})");
    if (type->get_string() != "subscribe") return SendError("未知的消息类型");
    live::Subscription sub;
    sub.all = false;
    if (const auto* all = o.if_contains("all"); all && all->is_int64() && all->get_int64() != 0) sub.all = true;
    for (const char* key : {"vehicles", "groups"}) {
      const auto* arr = o.if_contains(key);
      if (!arr || !arr->is_array()) continue;
      for (const auto& v : arr->get_array()) {
        if (!v.is_int64()) continue;
        (std::string_view(key) == "vehicles" ? sub.vehicles : sub.groups).insert(v.get_int64());
      }
    }
    if (const auto* kinds = o.if_contains("kinds"); kinds && kinds->is_array())
      for (const auto& k : kinds->get_array())
        if (k.is_string()) sub.kinds.insert(std::string(k.get_string()));
    hub_.Subscribe(client_, std::move(sub));
    // From here on everything subscribed to is pushed: the console loads its lists after this.
    link_->Send(R"({"type":"subscribed"})");
  }

  void OnClose() override {
    if (client_) hub_.RemoveClient(client_);
  }

 private:
  void SendError(const std::string& msg) {
    boost::json::object o{{"type", "error"}, {"msg", msg}};
    link_->Send(WriteJson(o));
  }

  live::PushHub& hub_;
  std::shared_ptr<net::WsLink> link_;
  auth::SessionInfo session_;
  uint64_t client_ = 0;
};

}  // namespace

size_t CloseEndedSessions(live::PushHub& hub, auth::SessionManager& sessions) {
  static const std::string farewell = WriteJson(
      boost::json::object{{"type", "error"}, {"code", kFlagSessionExpired}, {"msg", kMsgSessionExpired}});
  return hub.CloseEnded([&sessions](const std::string& token) { return !sessions.IsLive(token); }, farewell);
}

net::WsAcceptor MakeLiveSocketAcceptor(auth::SessionManager& sessions, live::PushHub& hub,
                                       std::vector<std::string> allowed_origins) {
  return [&sessions, &hub, allowed = std::move(allowed_origins)](
             const net::HttpRequest& req, std::shared_ptr<net::WsLink> link,
             net::HttpResponse* refusal) -> std::unique_ptr<net::WsSessionHandler> {
    if (!net::FromThisSite(req, allowed)) {
      *refusal = Fail(kFlagFail, "不允许的来源");
      refusal->status = 403;
      return nullptr;
    }
    for (const auto& token : ApiRouter::TokenCandidates(req, allowed)) {
      auto s = sessions.Resolve(token);
      if (s.ok()) return std::make_unique<LiveSocketHandler>(hub, std::move(link), std::move(s.value()));
    }
    *refusal = SessionExpired();
    refusal->status = 401;
    return nullptr;
  };
}

}  // namespace chelian::api
