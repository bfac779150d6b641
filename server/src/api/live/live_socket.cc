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
    // The console authenticates with its first message even when the handshake already did.
    if (type->get_string() == "auth") return;
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
    // "area": [west, south, east, north] of the map in WGS-84: positions outside it come slower.
    if (const auto* area = o.if_contains("area")) {
      if (!area->is_array() || area->get_array().size() != 4) return SendError("地图范围格式错误");
      double v[4];
      bool numbers = true;
      for (size_t i = 0; i < 4; ++i) {
        const auto& x = area->get_array()[i];
        numbers = numbers && x.is_number();
        v[i] = numbers ? x.to_number<double>() : 0;
      }
      if (!numbers || !(v[0] < v[2]) || !(v[1] < v[3])) return SendError("地图范围格式错误");
      sub.area = live::Area{v[0], v[1], v[2], v[3]};
    }
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

std::string Farewell() {
  return WriteJson(boost::json::object{{"type", "error"}, {"code", kFlagSessionExpired}, {"msg", kMsgSessionExpired}});
}

// A socket opened without a token: its first message must be {"type":"auth","sessionId":"…"};
// then it is a LiveSocketHandler. Anything else, a session that does not resolve, or no message
// before the deadline (PendingLiveSockets) ends it with the session-expired farewell.
class PendingAuthHandler : public net::WsSessionHandler {
 public:
  PendingAuthHandler(auth::SessionManager& sessions, live::PushHub& hub, PendingLiveSockets& pending,
                     std::shared_ptr<net::WsLink> link)
      : sessions_(sessions), hub_(hub), pending_(pending), link_(std::move(link)) {}

  void OnOpen() override { pending_.Add(link_); }

  void OnMessage(std::string_view text) override {
    if (inner_) return inner_->OnMessage(text);
    pending_.Remove(link_.get());
    bool ok = false;
    auto msg = ParseJson(text, &ok);
    const auto* o = ok && msg.is_object() ? &msg.get_object() : nullptr;
    const auto* type = o ? o->if_contains("type") : nullptr;
    const auto* token = o ? o->if_contains("sessionId") : nullptr;
    if (type && type->is_string() && type->get_string() == "auth" && token && token->is_string()) {
      auto session = sessions_.Resolve(std::string(token->get_string()));
      if (session.ok()) {
        inner_ = std::make_unique<LiveSocketHandler>(hub_, link_, std::move(session.value()));
        return inner_->OnOpen();
      }
    }
    link_->Send(Farewell());
    link_->Close();
  }

  void OnClose() override {
    pending_.Remove(link_.get());
    if (inner_) inner_->OnClose();
  }

 private:
  auth::SessionManager& sessions_;
  live::PushHub& hub_;
  PendingLiveSockets& pending_;
  std::shared_ptr<net::WsLink> link_;
  std::unique_ptr<LiveSocketHandler> inner_;
};

}  // namespace

void PendingLiveSockets::Add(const std::shared_ptr<net::WsLink>& link) {
  std::lock_guard lock(mu_);
  sockets_[link.get()] = {link, now_() + timeout_ms_};
}

void PendingLiveSockets::Remove(const net::WsLink* link) {
  std::lock_guard lock(mu_);
  sockets_.erase(link);
}

size_t PendingLiveSockets::CloseExpired() {
  std::vector<std::shared_ptr<net::WsLink>> expired;
  {
    std::lock_guard lock(mu_);
    long long now = now_();
    for (auto it = sockets_.begin(); it != sockets_.end();) {
      if (it->second.deadline > now) {
        ++it;
        continue;
      }
      if (auto link = it->second.link.lock()) expired.push_back(std::move(link));
      it = sockets_.erase(it);
    }
  }
  static const std::string farewell = Farewell();
  for (auto& link : expired) {
    link->Send(farewell);
    link->Close();
  }
  return expired.size();
}

size_t PendingLiveSockets::size() const {
  std::lock_guard lock(mu_);
  return sockets_.size();
}

size_t CloseEndedSessions(live::PushHub& hub, auth::SessionManager& sessions) {
  static const std::string farewell = Farewell();
  return hub.CloseEnded([&sessions](const std::string& token) { return !sessions.IsLive(token); }, farewell);
}

net::WsAcceptor MakeLiveSocketAcceptor(auth::SessionManager& sessions, live::PushHub& hub, PendingLiveSockets& pending,
                                       std::vector<std::string> allowed_origins) {
  return [&sessions, &hub, &pending, allowed = std::move(allowed_origins)](
             const net::HttpRequest& req, std::shared_ptr<net::WsLink> link,
             net::HttpResponse* refusal) -> std::unique_ptr<net::WsSessionHandler> {
    if (!net::FromThisSite(req, allowed)) {
      *refusal = Fail(kFlagFail, "不允许的来源");
      refusal->status = 403;
      return nullptr;
    }
    std::vector<std::string> tokens = ApiRouter::TokenCandidates(req, allowed);
    // The console sends its token in the first message, not in the URL (docs/security.md).
    if (tokens.empty()) return std::make_unique<PendingAuthHandler>(sessions, hub, pending, std::move(link));
    for (const auto& token : tokens) {
      auto s = sessions.Resolve(token);
      if (s.ok()) return std::make_unique<LiveSocketHandler>(hub, std::move(link), std::move(s.value()));
    }
    *refusal = SessionExpired();
    refusal->status = 401;
    return nullptr;
  };
}

}  // namespace chelian::api
