// The API reference's words for every route: a summary in Chinese and English and the names of
// the parameters its handler reads. One table (route_docs.cc) for the whole API, sorted by path;
// the loopback test tests/api_reference_test.cc fails when a registered route has no entry or an
// entry names no route, so a new route comes with its line here (docs/api.md, D91).
#pragma once

#include <span>
#include <string_view>

namespace chelian::api {

struct RouteDoc {
  std::string_view path;
  std::string_view summary_zh;
  std::string_view summary_en;
  std::string_view params;  // comma-separated names, as sent (query, form or JSON members)
};

std::span<const RouteDoc> RouteDocs();
// The entry of `path`, or nullptr.
const RouteDoc* FindRouteDoc(std::string_view path);

}  // namespace chelian::api
