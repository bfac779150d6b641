// Handler of the terminal authentication reset.
#include "api/assets/device_auth_routes.h"

#include <spdlog/spdlog.h>

#include <boost/json/object.hpp>

#include "api/envelope.h"
#include "core/strings.h"
#include "store/device_auth_repo.h"

namespace chelian::api {
namespace {

net::HttpResponse ResetAuth(ApiServices& s, const ApiCall& call) {
  if (call.request().method != "POST") return Fail(kFlagFail, "请使用POST请求");
  // Form or JSON body: ApiCall reads either into its parameters.
  std::string terminal(Trim(call.ParamOr("terminalNo", "")));
  if (terminal.empty()) return Fail(kFlagFail, "终端号不能为空");
  auto conn = s.db.Acquire();
  auto reset = store::ResetDeviceAuth(*conn, call.session().scope(), terminal);
  if (!reset.ok()) {
    if (reset.status().code() == StatusCode::kNotFound) return Fail(kFlagFail, "终端不存在或无权操作");
    return FromStatus(reset.status());
  }
  spdlog::warn("authentication of terminal {} reset by {} (id {}): it may register again", terminal,
               call.session().username, call.session().user_id);
  if (s.device_auth_reset) s.device_auth_reset(*reset);
  return Ok(boost::json::object{{"terminalNo", terminal}});
}

}  // namespace

void RegisterDeviceAuthRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v4/api/device/resetAuth.json", Access::kAdmin, [&s](ApiCall& c) { return ResetAuth(s, c); },
             {.refusal = "仅管理员可重置终端鉴权"});
}

}  // namespace chelian::api
