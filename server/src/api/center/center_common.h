// Small helpers shared by the system-center handlers: paged reply objects, page parameters,
// id lists from JSON or comma-separated parameters, masked phone numbers.
#pragma once

#include <string>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/api_call.h"

namespace chelian::api {

struct PageParams {
  int page_number = 1;
  int page_size = 10;
};

// pageNumber (from 1, default 1) and pageSize (default `default_size`, clamped to 1..max_size).
PageParams ReadPage(const ApiCall& call, int default_size = 10, int max_size = 100);

// {data, total, pageNumber, pageSize}
boost::json::object PageObject(boost::json::array data, long long total, const PageParams& page);

// Ids from a JSON array member `name`, or a number, or a comma-separated parameter.
std::vector<long long> IdList(const ApiCall& call, const std::string& name);

// 13800000000 → 138****0000; shorter numbers are returned as they are.
std::string MaskPhone(const std::string& phone);

// True for a mainland mobile number: 11 digits starting with 1[3-9].
bool IsMobilePhone(const std::string& phone);

}  // namespace chelian::api
