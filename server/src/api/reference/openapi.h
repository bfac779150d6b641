// The API reference generated from the route table: an OpenAPI 3 document (paths, GET and POST,
// parameters, the envelope as the reply) and the same as a Markdown page (docs/api.md). Served
// publicly at /api/openapi.json: it says no more than docs/openapi.json in the repository (D91).
#pragma once

#include <string>

#include "api/api_router.h"

namespace chelian::api {

inline constexpr char kOpenApiPath[] = "/api/openapi.json";

// The documents of `router`'s routes (entries of route_docs.h; a route without one gets an empty
// summary, which the reference test refuses).
std::string OpenApiJson(const ApiRouter& router);
std::string ApiMarkdown(const ApiRouter& router);

// Registers /api/openapi.json. Call after every other route: the document is built on first use
// from the routes registered then.
void RegisterReferenceRoutes(ApiRouter& router);

}  // namespace chelian::api
