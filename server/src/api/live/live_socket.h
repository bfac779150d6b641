// The console's live WebSocket (/ws/live): authenticated like API calls (sessionId header,
// satoken cookie or sessionId query parameter), registered with the push hub under the user's
// scope. Client messages: {"type":"subscribe","all":1} or {"type":"subscribe","vehicles":[…],
// "groups":[…]}. Server messages: {"type":"hello","userId":…}; {"type":"subscribed"} once a
// subscription is in force (pushes from then on); then {"type":"positions","data":[…]}, alarms, ….
#pragma once

#include <string>
#include <vector>

#include "auth/session_manager.h"
#include "live/push_hub.h"
#include "net/websocket.h"

namespace chelian::api {

inline constexpr char kLiveSocketPath[] = "/ws/live";

// A browser (Origin header) must come from this site or one of `allowed_origins`
// ("https://console.example.com"); otherwise 403.
net::WsAcceptor MakeLiveSocketAcceptor(auth::SessionManager& sessions, live::PushHub& hub,
                                       std::vector<std::string> allowed_origins = {});

// Closes the live connections whose session ended (signed out, idle past the limit), each told
// first with {"type":"error","code":4010,"msg":"登陆超时!"}. The app runs it every few seconds;
// returns how many were closed.
size_t CloseEndedSessions(live::PushHub& hub, auth::SessionManager& sessions);

}  // namespace chelian::api
