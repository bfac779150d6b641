// CommandArgs accessors and the IPv4 test of hosts.
#include "domain/catalogue_command.h"

#include "core/strings.h"

namespace chelian {

long long CommandArgs::Int(size_t i) const {
  long long n = 0;
  ParseInt64(raw_.at(i), &n);
  return n;
}

bool IsIpv4Address(std::string_view host) {
  auto parts = Split(host, '.');
  if (parts.size() != 4) return false;
  for (auto p : parts) {
    long long n = 0;
    if (p.empty() || p.size() > 3 || !ParseInt64(p, &n) || n > 255) return false;
  }
  return true;
}

}  // namespace chelian
