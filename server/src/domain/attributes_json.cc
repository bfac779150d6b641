// Implementation of the stored form of attributes.
#include "domain/attributes_json.h"

#include "core/json.h"

namespace chelian {

std::string AttributesJson(const Attributes& a) {
  std::string out;
  out.reserve(16 + 24 * a.size());
  out += '{';
  for (const auto& [key, value] : a.items()) {
    if (out.size() > 1) out += ',';
    AppendJsonString(out, AttrName(key));
    out += ':';
    if (const auto* i = std::get_if<int64_t>(&value)) {
      out += std::to_string(*i);
    } else if (const auto* d = std::get_if<double>(&value)) {
      AppendJsonDouble(out, *d);
    } else {
      AppendJsonString(out, std::get<std::string>(value));
    }
  }
  out += '}';
  return out;
}

}  // namespace chelian
