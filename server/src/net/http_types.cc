// Header lookups for the plain HTTP request/response values.
#include "net/http_types.h"

#include "core/strings.h"

namespace chelian::net {

std::string_view HttpRequest::Header(std::string_view name) const {
  for (const auto& [k, v] : headers)
    if (EqualsIgnoreCase(k, name)) return v;
  return {};
}

bool HttpRequest::HasHeader(std::string_view name) const {
  for (const auto& [k, v] : headers)
    if (EqualsIgnoreCase(k, name)) return true;
  return false;
}

void HttpResponse::SetHeader(std::string name, std::string value) {
  for (auto& [k, v] : headers) {
    if (EqualsIgnoreCase(k, name)) {
      v = std::move(value);
      return;
    }
  }
  headers.emplace_back(std::move(name), std::move(value));
}

}  // namespace chelian::net
