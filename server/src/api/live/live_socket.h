// The console's live WebSocket (/ws/live): authenticated like API calls (sessionId header,
// satoken cookie or sessionId query parameter), registered with the push hub under the user's
// scope. Client messages: {"type":"subscribe","all":1} or {"type":"subscribe","vehicles":[…],
// "groups":[…]}. Server messages: {"type":"hello","userId":…}; {"type":"subscribed"} once a
// subscription is in force (pushes from then on); then {"type":"positions","data":[…]}, alarms, ….
#pragma once

#include "auth/session_manager.h"
#include "live/push_hub.h"
#include "net/websocket.h"

namespace chelian::api {

inline constexpr char kLiveSocketPath[] = "/ws/live";

net::WsAcceptor MakeLiveSocketAcceptor(auth::SessionManager& sessions, live::PushHub& hub);

}  // namespace chelian::api
