// The console's live WebSocket (/ws/live), registered with the push hub under the user's scope.
// Authenticated by a first message {"type":"auth","sessionId":"…"} (what the console does: no
// token in the URL), or at the handshake like API calls (sessionId header, satoken cookie from this
// site, or sessionId query parameter: other clients). Client messages: {"type":"subscribe","all":1}
// or {"type":"subscribe","vehicles":[…],"groups":[…]}. Server messages: {"type":"hello","userId":…};
// {"type":"subscribed"} once a subscription is in force (pushes from then on); then
// {"type":"positions","data":[…]}, alarms, …; {"type":"error","code":4010} before it closes a
// socket whose session ended or never came.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "auth/session_manager.h"
#include "core/clock.h"
#include "live/push_hub.h"
#include "net/websocket.h"

namespace chelian::api {

inline constexpr char kLiveSocketPath[] = "/ws/live";

// Live sockets opened without a token that have not authenticated yet; each gets `timeout_ms`.
// Thread-safe.
class PendingLiveSockets {
 public:
  explicit PendingLiveSockets(NowFn now, long long timeout_ms = 10'000)
      : now_(std::move(now)), timeout_ms_(timeout_ms) {}
  void Add(const std::shared_ptr<net::WsLink>& link);
  void Remove(const net::WsLink* link);
  // Closes (with the session-expired farewell) those past their deadline; returns how many. The
  // app calls it every few seconds.
  size_t CloseExpired();
  size_t size() const;

 private:
  struct Entry {
    std::weak_ptr<net::WsLink> link;
    long long deadline = 0;
  };
  NowFn now_;
  const long long timeout_ms_;
  mutable std::mutex mu_;
  std::unordered_map<const net::WsLink*, Entry> sockets_;  // GUARDED_BY(mu_)
};

// A browser (Origin header) must come from this site or one of `allowed_origins`
// ("https://console.example.com"); otherwise 403. A handshake whose tokens do not resolve is
// refused with 401; one without any token waits for the auth message (`pending`).
net::WsAcceptor MakeLiveSocketAcceptor(auth::SessionManager& sessions, live::PushHub& hub, PendingLiveSockets& pending,
                                       std::vector<std::string> allowed_origins = {});

// Closes the live connections whose session ended (signed out, idle past the limit), each told
// first with {"type":"error","code":4010,"msg":"登陆超时!"}. The app runs it every few seconds;
// returns how many were closed.
size_t CloseEndedSessions(live::PushHub& hub, auth::SessionManager& sessions);

}  // namespace chelian::api
