// The reply envelope {flag, msg, obj, code} — the one place that turns results and errors into
// HTTP replies. flag 1 = success; business failures are flag 0 with a Chinese msg; 4010 = session
// expired; `code` is set only for protocol-level failures (unknown path, bad request, 500).
#pragma once

#include <boost/json/value.hpp>
#include <functional>
#include <string>
#include <string_view>

#include "core/status.h"
#include "net/http_types.h"

namespace chelian::api {

inline constexpr int kFlagFail = 0;
inline constexpr int kFlagOk = 1;
inline constexpr int kFlagNotFound = 404;
inline constexpr int kFlagSessionExpired = 4010;
inline constexpr int kFlagReload = 5001;

inline constexpr char kMsgOk[] = "成功";
inline constexpr char kMsgSessionExpired[] = "登陆超时!";

// {flag:1, msg:"成功", obj}
net::HttpResponse Ok(boost::json::value obj = nullptr);

// {flag:1, msg:"成功", obj} with `write_obj` appending the obj's JSON text straight into the reply
// body, under the rules of core/json.h (no true/false/null, doubles with a decimal point): large
// replies (a month of track points) are written once, never built as values nor copied.
net::HttpResponse OkJsonWritten(size_t size_hint, const std::function<void(std::string&)>& write_obj);

// {flag, msg} (plus code when `code` is not 0) with HTTP status 200 unless given.
net::HttpResponse Fail(int flag, const std::string& msg, int code = 0, int http_status = 200);

// Maps an error Status to its envelope: the message goes to the user, except for internal errors,
// which are logged and answered with a generic text.
net::HttpResponse FromStatus(const Status& status);

// The reply for a missing or expired session.
net::HttpResponse SessionExpired();

}  // namespace chelian::api
