// Implementation of the reply envelope.
#include "api/envelope.h"

#include <spdlog/spdlog.h>

#include <boost/json/object.hpp>

#include "core/json.h"

namespace chelian::api {

net::HttpResponse Ok(boost::json::value obj) {
  // The obj is written into the envelope's text: put into an envelope object it was copied whole
  // (a third of the time of a 20,000-vehicle page, issue 28).
  if (!obj.is_null()) return OkJsonWritten(0, [&obj](std::string& out) { AppendJson(out, obj); });
  boost::json::object o;
  o["flag"] = kFlagOk;
  o["msg"] = kMsgOk;
  net::HttpResponse res;
  res.body = WriteJson(o);
  return res;
}

net::HttpResponse OkJsonWritten(size_t size_hint, const std::function<void(std::string&)>& write_obj) {
  net::HttpResponse res;
  res.body.reserve(size_hint + 40);
  res.body += "{\"flag\":";
  res.body += std::to_string(kFlagOk);
  res.body += ",\"msg\":";
  AppendJsonString(res.body, kMsgOk);
  res.body += ",\"obj\":";
  write_obj(res.body);
  res.body += '}';
  return res;
}

net::HttpResponse Fail(int flag, const std::string& msg, int code, int http_status) {
  boost::json::object o;
  o["flag"] = flag;
  o["msg"] = msg;
  if (code != 0) o["code"] = code;
  net::HttpResponse res;
  res.status = http_status;
  res.body = WriteJson(o);
  return res;
}

net::HttpResponse FromStatus(const Status& status) {
  switch (status.code()) {
    case StatusCode::kOk:
      return Ok();
    case StatusCode::kInternal:
      spdlog::error("internal error: {}", status.message());
      return Fail(kFlagFail, "服务器内部错误，请稍后再试");
    case StatusCode::kUnavailable:
      spdlog::warn("unavailable: {}", status.message());
      return Fail(kFlagFail, "服务繁忙，请稍后再试");
    default:
      return Fail(kFlagFail, status.message());
  }
}

net::HttpResponse SessionExpired() { return Fail(kFlagSessionExpired, kMsgSessionExpired); }

}  // namespace chelian::api
