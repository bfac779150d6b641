// Small helpers shared by the system-center handlers: id lists from JSON or comma-separated
// parameters, masked phone numbers (page parameters: api/paging.h).
#pragma once

#include <string>
#include <vector>

#include "api/api_call.h"

namespace chelian::api {

// Ids from a JSON array member `name`, or a number, or a comma-separated parameter.
std::vector<long long> IdList(const ApiCall& call, const std::string& name);

// 13800000000 → 138****0000; shorter numbers are returned as they are.
std::string MaskPhone(const std::string& phone);

// True for a mainland mobile number: 11 digits starting with 1[3-9].
bool IsMobilePhone(const std::string& phone);

}  // namespace chelian::api
