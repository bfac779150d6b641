// Implementation of the API reference documents.
#include "api/reference/openapi.h"

#include <algorithm>
#include <boost/json.hpp>
#include <mutex>

#include "api/reference/route_docs.h"
#include "core/json.h"
#include "core/strings.h"

namespace chelian::api {
namespace {

namespace json = boost::json;

const char* AccessName(Access a) {
  switch (a) {
    case Access::kPublic:
      return "public";
    case Access::kSession:
      return "session";
    case Access::kAdmin:
      return "admin";
  }
  return "";
}

std::vector<std::string> ParamNames(const RouteDoc* doc) {
  std::vector<std::string> out;
  if (!doc) return out;
  for (auto part : Split(doc->params, ','))
    if (auto t = Trim(part); !t.empty()) out.emplace_back(t);
  return out;
}

// The area a path belongs to, for grouping: its folder ("/car/v1/api/fence" of ".../fence/saveRoundFence").
std::string AreaOf(const std::string& path) {
  size_t slash = path.rfind('/');
  return slash == 0 || slash == std::string::npos ? path : path.substr(0, slash);
}

bool Paged(const std::vector<std::string>& params) {
  return std::find(params.begin(), params.end(), "pageNumber") != params.end();
}

json::object Reply(bool paged) {
  json::object schema{{"$ref", paged ? "#/components/schemas/PagedEnvelope" : "#/components/schemas/Envelope"}};
  return json::object{
      {"200", json::object{{"description", "信封 envelope {flag, msg, obj}"},
                           {"content", json::object{{"application/json", json::object{{"schema", schema}}}}}}}};
}

json::object Operation(const ApiRouter::RouteEntry& route, const RouteDoc* doc, bool post) {
  std::vector<std::string> names = ParamNames(doc);
  json::object op;
  op["tags"] = json::array{json::value(AreaOf(route.path))};
  op["summary"] = doc ? std::string(doc->summary_zh) : "";
  if (post) {
    json::object props;
    for (const auto& n : names) props[n] = json::object{{"type", "string"}};
    json::object schema{{"type", "object"}, {"properties", std::move(props)}};
    op["requestBody"] =
        json::object{{"content", json::object{{"application/x-www-form-urlencoded", json::object{{"schema", schema}}},
                                              {"multipart/form-data", json::object{{"schema", schema}}},
                                              {"application/json", json::object{{"schema", schema}}}}}};
  } else {
    json::array params;
    for (const auto& n : names)
      params.push_back(json::object{{"name", n}, {"in", "query"}, {"schema", json::object{{"type", "string"}}}});
    if (!params.empty()) op["parameters"] = std::move(params);
  }
  op["responses"] = Reply(Paged(names));
  if (route.access == Access::kPublic)
    op["security"] = json::array{};
  else
    op["security"] =
        json::array{json::object{{"sessionHeader", json::array{}}}, json::object{{"satokenCookie", json::array{}}},
                    json::object{{"sessionQuery", json::array{}}}};
  op["x-access"] = AccessName(route.access);
  if (route.options->right != Right::kNone) op["x-right"] = RightResource(route.options->right);
  if (route.options->button != 0) op["x-button"] = route.options->button;
  return op;
}

json::object Components() {
  json::object envelope{
      {"type", "object"},
      {"properties",
       json::object{
           {"flag", json::object{{"type", "integer"},
                                 {"description", "1 成功; 0 业务失败（见 msg）; 4010 登陆超时; 5001 客户主机停用"}}},
           {"msg", json::object{{"type", "string"}, {"description", "成功, 或中文失败原因"}}},
           {"obj", json::object{{"description", "the reply's data (absent on failures)"}}},
           {"code", json::object{{"type", "integer"},
                                 {"description", "only on protocol-level failures: 400, 404, 405, 413, 500"}}}}}};
  json::object page{{"type", "object"},
                    {"properties", json::object{{"data", json::object{{"type", "array"}, {"items", json::object{}}}},
                                                {"total", json::object{{"type", "integer"}}},
                                                {"pageNumber", json::object{{"type", "integer"}}},
                                                {"pageSize", json::object{{"type", "integer"}}}}}};
  json::object paged{
      {"allOf", json::array{json::object{{"$ref", "#/components/schemas/Envelope"}},
                            json::object{{"type", "object"}, {"properties", json::object{{"obj", page}}}}}}};
  json::object schemes{{"sessionHeader", json::object{{"type", "apiKey"}, {"in", "header"}, {"name", "sessionId"}}},
                       {"satokenCookie", json::object{{"type", "apiKey"}, {"in", "cookie"}, {"name", "satoken"}}},
                       {"sessionQuery", json::object{{"type", "apiKey"}, {"in", "query"}, {"name", "sessionId"}}}};
  return json::object{{"schemas", json::object{{"Envelope", envelope}, {"PagedEnvelope", paged}}},
                      {"securitySchemes", schemes}};
}

}  // namespace

std::string OpenApiJson(const ApiRouter& router) {
  json::object paths;
  for (const auto& route : router.Routes()) {
    const RouteDoc* doc = FindRouteDoc(route.path);
    json::object item;
    item["summary"] = doc ? std::string(doc->summary_zh) : "";
    item["description"] = doc ? std::string(doc->summary_en) : "";
    item["get"] = Operation(route, doc, false);
    item["post"] = Operation(route, doc, true);
    paths[route.path] = std::move(item);
  }
  json::object doc{
      {"openapi", "3.0.3"},
      {"info", json::object{{"title", "Chelian API"},
                            {"version", "1"},
                            {"description",
                             "Generated from the server's route table (docs/api.md). Every route answers GET and "
                             "POST; parameters may come as query, form, multipart or JSON members. Replies are "
                             "the envelope {flag, msg, obj}."}}},
      {"paths", std::move(paths)},
      {"components", Components()}};
  return WriteJson(doc) + "\n";
}

std::string ApiMarkdown(const ApiRouter& router) {
  std::string out =
      "# API reference\n\n"
      "Generated from the server's route table and `server/src/api/reference/route_docs.cc` by\n"
      "`CHELIAN_UPDATE_DOCS=1 build/bin/server_tests --gtest_filter='ApiReference*'`; the test fails when this\n"
      "page, `docs/openapi.json` or the table is behind the routes. Served as OpenAPI 3 at `GET /api/openapi.json`\n"
      "(public). Every route answers GET and POST (parameters as query, form, multipart or JSON members) with\n"
      "the envelope `{flag, msg, obj}` (docs/architecture.md § The envelope); paged lists put\n"
      "`{data, total, pageNumber, pageSize}` in `obj`. Access: public, session (a signed-in user; flag 4010\n"
      "otherwise) or admin (an administrator's role).\n";
  std::string area;
  for (const auto& route : router.Routes()) {
    std::string a = AreaOf(route.path);
    if (a != area) {
      area = a;
      out += "\n## " + area + "\n\n| path | access | 摘要 | summary | parameters |\n|---|---|---|---|---|\n";
    }
    const RouteDoc* doc = FindRouteDoc(route.path);
    std::string params;
    for (const auto& n : ParamNames(doc)) params += (params.empty() ? "" : ", ") + n;
    out += "| `" + route.path + "` | " + AccessName(route.access) + " | " + (doc ? std::string(doc->summary_zh) : "") +
           " | " + (doc ? std::string(doc->summary_en) : "") + " | " + params + " |\n";
  }
  return out;
}

void RegisterReferenceRoutes(ApiRouter& router) {
  struct Cache {
    std::once_flag once;
    std::string text;
  };
  auto cache = std::make_shared<Cache>();
  router.Add(kOpenApiPath, Access::kPublic, [&router, cache](ApiCall&) {
    std::call_once(cache->once, [&] { cache->text = OpenApiJson(router); });
    net::HttpResponse res;
    res.body = cache->text;
    return res;
  });
}

}  // namespace chelian::api
