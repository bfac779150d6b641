// The API reference stays complete and current: every registered route has an entry in
// api/reference/route_docs.cc (and every entry a route), the parameters it names occur in the API's
// sources, docs/openapi.json and docs/api.md are what the route table generates (regenerate with
// CHELIAN_UPDATE_DOCS=1), and the server serves the same document publicly.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "api/api_router.h"
#include "api/reference/openapi.h"
#include "api/reference/route_docs.h"
#include "core/json.h"
#include "core/strings.h"
#include "http_client.h"
#include "seeded_server.h"

namespace chelian {
namespace {

namespace fs = std::filesystem;

const fs::path kDocs = fs::path(CHELIAN_SOURCE_DIR) / ".." / "docs";

std::string ReadFile(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Every string literal's text in the API's sources ("vehicleId" → vehicleId).
std::set<std::string> ApiLiterals() {
  std::set<std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(fs::path(CHELIAN_SOURCE_DIR) / "src")) {
    if (!e.is_regular_file() || (e.path().extension() != ".cc" && e.path().extension() != ".h")) continue;
    std::string text = ReadFile(e.path());
    for (size_t i = text.find('"'); i != std::string::npos; i = text.find('"', i + 1)) {
      size_t end = text.find('"', i + 1);
      if (end == std::string::npos) break;
      out.insert(text.substr(i + 1, end - i - 1));
      i = end;
    }
  }
  return out;
}

class ApiReferenceTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(server_.Start("reference", 0).ok()); }
  testing::SeededServer server_;
};

TEST_F(ApiReferenceTest, EveryRouteHasAnEntryAndEveryEntryARoute) {
  const api::ApiRouter& router = server_.app->router();
  std::string missing, stale, unsorted;
  for (const auto& route : router.Routes()) {
    const api::RouteDoc* doc = api::FindRouteDoc(route.path);
    if (!doc || doc->summary_zh.empty() || doc->summary_en.empty()) missing += "\n  " + route.path;
  }
  std::string_view previous;
  for (const auto& doc : api::RouteDocs()) {
    if (!router.Has(std::string(doc.path))) stale += "\n  " + std::string(doc.path);
    if (doc.path <= previous) unsorted += "\n  " + std::string(doc.path);
    previous = doc.path;
  }
  EXPECT_TRUE(missing.empty()) << "routes without a line in api/reference/route_docs.cc:" << missing;
  EXPECT_TRUE(stale.empty()) << "lines of api/reference/route_docs.cc without a route:" << stale;
  EXPECT_TRUE(unsorted.empty()) << "route_docs.cc must be sorted by path (and each path once):" << unsorted;
}

TEST_F(ApiReferenceTest, TheParametersNamedOccurInTheApisSources) {
  std::set<std::string> literals = ApiLiterals();
  std::string unknown;
  for (const auto& doc : api::RouteDocs())
    for (auto part : Split(doc.params, ','))
      if (auto name = std::string(Trim(part)); !name.empty() && !literals.count(name))
        unknown += "\n  " + std::string(doc.path) + ": " + name;
  EXPECT_TRUE(unknown.empty()) << "parameters no handler reads:" << unknown;
}

TEST_F(ApiReferenceTest, TheCheckedInDocumentsAreCurrentAndTheServerServesTheSame) {
  const api::ApiRouter& router = server_.app->router();
  std::string openapi = api::OpenApiJson(router), markdown = api::ApiMarkdown(router);
  if (std::getenv("CHELIAN_UPDATE_DOCS")) {
    std::ofstream(kDocs / "openapi.json", std::ios::binary) << openapi;
    std::ofstream(kDocs / "api.md", std::ios::binary) << markdown;
  }
  EXPECT_TRUE(ReadFile(kDocs / "openapi.json") == openapi)
      << "docs/openapi.json is behind the routes: CHELIAN_UPDATE_DOCS=1 build/bin/server_tests "
         "--gtest_filter='ApiReference*'";
  EXPECT_TRUE(ReadFile(kDocs / "api.md") == markdown) << "docs/api.md is behind the routes (same command)";
  auto served = testing::HttpCall(server_.app->http_port(), "GET", api::kOpenApiPath);  // no session
  EXPECT_EQ(served.status, 200);
  EXPECT_TRUE(served.body == openapi);
  bool ok = false;
  auto doc = ParseJson(served.body, &ok);
  ASSERT_TRUE(ok);
  EXPECT_EQ(doc.at("openapi").as_string(), "3.0.3");
  const auto& token = doc.at("paths").at("/oauth/v4/token");
  EXPECT_EQ(token.at("summary").as_string(), "登录");
  EXPECT_EQ(token.at("post").at("x-access").as_string(), "public");
  const auto& users = doc.at("paths").at("/car/v1/api/user/pageUser.json").at("get");
  EXPECT_EQ(users.at("x-access").as_string(), "session");
  EXPECT_EQ(users.at("responses").at("200").at("content").at("application/json").at("schema").at("$ref").as_string(),
            "#/components/schemas/PagedEnvelope");
  EXPECT_EQ(doc.at("paths").as_object().size(), router.Routes().size());
}

}  // namespace
}  // namespace chelian
