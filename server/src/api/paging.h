// Page parameters of list calls — pageNumber (from 1) and pageSize with each route's own default
// and cap — and the paged reply object {data, total, pageNumber, pageSize}.
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include "api/api_call.h"

namespace chelian::api {

struct PageParams {
  int page_number = 1;
  int page_size = 10;
};

// pageNumber (absent or not an integer: 1; below 1: 1) and pageSize (absent or not an integer:
// `default_size`; clamped to 1..max_size). REQUIRES: 1 <= default_size <= max_size.
PageParams ReadPage(const ApiCall& call, int default_size, int max_size);

// {data, total, pageNumber, pageSize}
// `data` is the page's rows, or an object holding them with page-wide sums (车辆续费's logs).
boost::json::object PageObject(boost::json::value data, long long total, const PageParams& page);

}  // namespace chelian::api
