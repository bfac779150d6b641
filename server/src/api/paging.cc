// Page parameters and paged replies.
#include "api/paging.h"

#include <algorithm>

namespace chelian::api {

PageParams ReadPage(const ApiCall& call, int default_size, int max_size) {
  PageParams p;
  p.page_number = static_cast<int>(std::clamp(call.IntParam("pageNumber").value_or(1), 1LL, 1LL << 30));
  p.page_size = static_cast<int>(
      std::clamp(call.IntParam("pageSize").value_or(default_size), 1LL, static_cast<long long>(max_size)));
  return p;
}

boost::json::object PageObject(boost::json::value data, long long total, const PageParams& page) {
  boost::json::object o;
  o["data"] = std::move(data);
  o["total"] = total;
  o["pageNumber"] = page.page_number;
  o["pageSize"] = page.page_size;
  return o;
}

}  // namespace chelian::api
