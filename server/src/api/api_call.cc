// Parameter parsing for API calls.
#include "api/api_call.h"

#include <boost/json/object.hpp>

#include "core/json.h"
#include "core/json_member.h"
#include "core/strings.h"

namespace chelian::api {

Result<ApiCall> ApiCall::Parse(const net::HttpRequest& req) {
  ApiCall call;
  call.req_ = &req;
  call.params_ = net::ParseUrlEncoded(req.query);
  std::string content_type = ToLower(req.Header("Content-Type"));
  std::string_view body = Trim(req.body);
  if (body.empty()) return call;
  if (content_type.find("multipart/form-data") != std::string::npos) {
    auto form = net::ParseMultipart(req.body, net::MultipartBoundary(req.Header("Content-Type")));
    if (!form.ok()) return InvalidArgument("请求参数格式错误");
    for (auto& f : form->fields) call.params_.push_back(std::move(f));
  } else if (content_type.find("json") != std::string::npos || body.front() == '{' || body.front() == '[') {
    bool ok = false;
    call.json_ = ParseJson(body, &ok);
    if (!ok) {
      // Real clients send GETs with a form content type and no real body; only a body that claims
      // to be JSON must parse.
      if (content_type.find("json") != std::string::npos) return InvalidArgument("请求参数格式错误: JSON 无法解析");
      call.json_ = nullptr;
    } else if (call.json_.is_object()) {
      for (const auto& kv : call.json_.get_object()) {
        const auto& v = kv.value();
        if (v.is_string())
          call.params_.emplace_back(kv.key(), std::string(v.get_string()));
        else if (v.is_int64())
          call.params_.emplace_back(kv.key(), std::to_string(v.get_int64()));
        else if (v.is_uint64())
          call.params_.emplace_back(kv.key(), std::to_string(v.get_uint64()));
        else if (v.is_double())
          call.params_.emplace_back(kv.key(), WriteJson(v));
      }
    }
  } else {
    for (auto& f : net::ParseUrlEncoded(body)) call.params_.push_back(std::move(f));
  }
  return call;
}

std::optional<std::string> ApiCall::Param(std::string_view name) const {
  for (const auto& [k, v] : params_)
    if (k == name) return v;
  return std::nullopt;
}

std::string ApiCall::ParamOr(std::string_view name, std::string fallback) const {
  auto v = Param(name);
  return v ? *v : std::move(fallback);
}

std::optional<long long> ApiCall::IntParam(std::string_view name) const {
  auto v = Param(name);
  long long out;
  if (!v || !ParseInt64(*v, &out)) return std::nullopt;
  return out;
}

bool ApiCall::IntParamValid(std::string_view name) const {
  auto v = Param(name);
  long long out;
  if (!v || v->empty() || *v == "undefined" || *v == "null") return true;
  return ParseInt64(*v, &out);
}

std::optional<std::string> ApiCall::JsonText(std::string_view name) const {
  if (!json_.is_object()) return std::nullopt;
  return chelian::JsonText(json_.get_object(), name);
}

std::string ApiCall::ClientIp() const { return req_->remote_ip; }

}  // namespace chelian::api
