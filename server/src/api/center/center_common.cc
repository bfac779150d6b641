// System-center handler helpers.
#include "api/center/center_common.h"

#include <algorithm>

#include "core/strings.h"

namespace chelian::api {

std::vector<long long> IdList(const ApiCall& call, const std::string& name) {
  std::vector<long long> out;
  const auto& body = call.json();
  if (body.is_object()) {
    if (const auto* v = body.as_object().if_contains(name)) {
      if (v->is_array()) {
        for (const auto& e : v->as_array()) {
          if (e.is_int64())
            out.push_back(e.as_int64());
          else if (e.is_uint64())
            out.push_back(static_cast<long long>(e.as_uint64()));
          else if (e.is_string()) {
            long long id;
            if (ParseInt64(Trim(std::string(e.as_string())), &id)) out.push_back(id);
          }
        }
        return out;
      }
    }
  }
  std::string raw = call.ParamOr(name, "");
  for (auto part : Split(raw, ',')) {
    long long id;
    if (ParseInt64(Trim(part), &id)) out.push_back(id);
  }
  return out;
}

std::string MaskPhone(const std::string& phone) {
  if (phone.size() != 11) return phone;
  return phone.substr(0, 3) + "****" + phone.substr(7);
}

bool IsMobilePhone(const std::string& phone) {
  if (phone.size() != 11 || phone[0] != '1' || phone[1] < '3' || phone[1] > '9') return false;
  return std::all_of(phone.begin(), phone.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace chelian::api
