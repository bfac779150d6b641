// libFuzzer target: arbitrary bytes as one HTTP request. Beast's parser reads it as the server's
// does (same limits); then everything of ours that reads a request runs on it: the path decoding,
// the static site's path resolution, the parameters (query, form, multipart, JSON: ApiCall::Parse),
// the cookie, the origin and client-address checks, and the 404 envelope, which must always be
// valid JSON whatever the path held. Must never crash, leak or hang.
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>

#include "api/api_call.h"
#include "api/envelope.h"
#include "core/json.h"
#include "core/strings.h"
#include "net/form.h"
#include "net/gzip.h"
#include "net/request_origin.h"
#include "net/static_site.h"

namespace {

namespace bhttp = boost::beast::http;

// A console folder for the static site (created once; nothing in it matters but that it exists).
chelian::net::StaticSite& Site() {
  static chelian::net::StaticSite* site = [] {
    auto root = std::filesystem::temp_directory_path() / "chelian_http_fuzz_web";
    std::filesystem::create_directories(root / "assets");
    return new chelian::net::StaticSite(root);
  }();
  return *site;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace chelian;
  bhttp::request_parser<bhttp::string_body> parser;
  parser.body_limit(64 * 1024);
  parser.header_limit(32 * 1024);
  parser.eager(true);
  boost::beast::error_code ec;
  parser.put(boost::asio::buffer(data, size), ec);
  if (ec || !parser.is_header_done()) return 0;
  auto& req = parser.get();

  net::HttpRequest in;
  in.method = std::string(req.method_string());
  in.target = std::string(req.target());
  std::string_view target = in.target;
  if (size_t q = target.find('?'); q != std::string_view::npos) {
    in.query = std::string(target.substr(q + 1));
    target = target.substr(0, q);
  }
  in.path = PercentDecode(target, false);
  for (const auto& field : req) in.headers.emplace_back(std::string(field.name_string()), std::string(field.value()));
  in.body = req.body();
  in.remote_ip = net::ClientAddress("10.0.0.1", in.Header("X-Forwarded-For"), {"10.0.0.1"});

  (void)Site().Serve(in.path, net::AcceptsGzip(in.Header("Accept-Encoding")));
  (void)net::FromThisSite(in, {"https://partner.example"});
  (void)net::CookieValue(in.Header("Cookie"), "satoken");
  auto call = api::ApiCall::Parse(in);
  if (call.ok()) {
    for (const auto& [k, v] : call->params()) (void)call->IntParamValid(k);
    (void)call->JsonText("sessionId");
  }
  // The 404 envelope echoes the path: it must stay valid JSON.
  net::HttpResponse miss = api::Fail(api::kFlagNotFound, "接口不存在: " + in.path, 404, 404);
  bool ok = false;
  (void)ParseJson(miss.body, &ok);
  if (!ok) __builtin_trap();
  return 0;
}
