// IP address classification (IANA special-purpose registries, RFC 6890 and its updates).
#include "net/address_class.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <cstring>
#include <string>

namespace chelian::net {
namespace {

bool In(uint32_t ip, uint32_t net, int bits) {
  uint32_t mask = bits == 0 ? 0 : ~uint32_t{0} << (32 - bits);
  return (ip & mask) == net;
}

uint32_t V4At(const std::array<uint8_t, 16>& a, size_t at) {
  return uint32_t{a[at]} << 24 | uint32_t{a[at + 1]} << 16 | uint32_t{a[at + 2]} << 8 | a[at + 3];
}

// Whether the first `bits` bits of `a` equal those of `prefix`.
bool Starts(const std::array<uint8_t, 16>& a, std::array<uint8_t, 16> prefix, int bits) {
  for (int i = 0; i < bits; ++i) {
    int byte = i / 8, bit = 7 - i % 8;
    if (((a[byte] >> bit) & 1) != ((prefix[byte] >> bit) & 1)) return false;
  }
  return true;
}

}  // namespace

AddressClass ClassifyIpv4(uint32_t ip) {
  if (ip == 0xFFFFFFFF) return AddressClass::kBroadcast;
  if (In(ip, 0x00000000, 8)) return AddressClass::kUnspecified;  // 0.0.0.0/8
  if (In(ip, 0x7F000000, 8)) return AddressClass::kLoopback;     // 127.0.0.0/8
  if (In(ip, 0x0A000000, 8) || In(ip, 0xAC100000, 12) || In(ip, 0xC0A80000, 16)) return AddressClass::kPrivate;
  if (In(ip, 0xA9FE0000, 16)) return AddressClass::kLinkLocal;    // 169.254.0.0/16
  if (In(ip, 0x64400000, 10)) return AddressClass::kSharedCgnat;  // 100.64.0.0/10
  if (In(ip, 0xE0000000, 4)) return AddressClass::kMulticast;     // 224.0.0.0/4
  if (In(ip, 0xF0000000, 4) ||                                    // 240.0.0.0/4
      In(ip, 0xC0000000, 24) ||                                   // 192.0.0.0/24 IETF protocol assignments
      In(ip, 0xC0000200, 24) ||                                   // 192.0.2.0/24 TEST-NET-1
      In(ip, 0xC0586300, 24) ||                                   // 192.88.99.0/24 6to4 relay (deprecated)
      In(ip, 0xC6120000, 15) ||                                   // 198.18.0.0/15 benchmarking
      In(ip, 0xC6336400, 24) ||                                   // 198.51.100.0/24 TEST-NET-2
      In(ip, 0xCB007100, 24))                                     // 203.0.113.0/24 TEST-NET-3
    return AddressClass::kReserved;
  return AddressClass::kPublic;
}

AddressClass ClassifyIpv6(const std::array<uint8_t, 16>& a) {
  using P = std::array<uint8_t, 16>;
  if (a == P{}) return AddressClass::kUnspecified;
  if (a == P{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}) return AddressClass::kLoopback;
  if (Starts(a, P{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF}, 96)) return ClassifyIpv4(V4At(a, 12));  // mapped
  if (Starts(a, P{0x00, 0x64, 0xFF, 0x9B}, 96)) return ClassifyIpv4(V4At(a, 12));           // NAT64 well-known prefix
  if (Starts(a, P{0x00, 0x64, 0xFF, 0x9B, 0x00, 0x01}, 48)) return AddressClass::kPrivate;  // local-use NAT64
  if (Starts(a, P{0xFF}, 8)) return AddressClass::kMulticast;
  if (Starts(a, P{0xFE, 0x80}, 10)) return AddressClass::kLinkLocal;
  if (Starts(a, P{0xFE, 0xC0}, 10) || Starts(a, P{0xFC}, 7)) return AddressClass::kPrivate;  // site-local, ULA
  if (!Starts(a, P{0x20}, 3)) return AddressClass::kReserved;         // not global unicast (incl. ::/8, 100::/64)
  if (Starts(a, P{0x20, 0x02}, 16)) return ClassifyIpv4(V4At(a, 2));  // 6to4
  if (Starts(a, P{0x20, 0x01, 0x0D, 0xB8}, 32) ||                     // documentation
      Starts(a, P{0x20, 0x01}, 23) ||  // IETF protocol assignments (Teredo, benchmarking …)
      Starts(a, P{0x3F, 0xFF}, 20))    // documentation (RFC 9637)
    return AddressClass::kReserved;
  return AddressClass::kPublic;
}

AddressClass ClassifySockaddr(const sockaddr* address, size_t length) {
  if (!address) return AddressClass::kReserved;
  if (address->sa_family == AF_INET && length >= sizeof(sockaddr_in)) {
    const auto* in = reinterpret_cast<const sockaddr_in*>(address);
    return ClassifyIpv4(ntohl(in->sin_addr.s_addr));
  }
  if (address->sa_family == AF_INET6 && length >= sizeof(sockaddr_in6)) {
    const auto* in6 = reinterpret_cast<const sockaddr_in6*>(address);
    std::array<uint8_t, 16> bytes;
    std::memcpy(bytes.data(), &in6->sin6_addr, 16);
    return ClassifyIpv6(bytes);
  }
  return AddressClass::kReserved;
}

std::optional<AddressClass> ClassifyIpLiteral(std::string_view text) {
  if (text.size() >= 2 && text.front() == '[' && text.back() == ']') text = text.substr(1, text.size() - 2);
  if (text.empty() || text.size() > 64) return std::nullopt;
  if (text.find(':') != std::string_view::npos) {
    std::string v6(text.substr(0, text.find('%')));  // a zone id names an interface, not an address
    in6_addr a;
    if (::inet_pton(AF_INET6, v6.c_str(), &a) != 1) return std::nullopt;
    std::array<uint8_t, 16> bytes;
    std::memcpy(bytes.data(), &a, 16);
    return ClassifyIpv6(bytes);
  }
  // inet_aton takes the numeric forms getaddrinfo does (and ignores what follows a space: refuse those).
  if (text.find_first_not_of("0123456789abcdefABCDEFxX.") != std::string_view::npos) return std::nullopt;
  std::string v4(text);
  in_addr a;
  if (::inet_aton(v4.c_str(), &a) == 0) return std::nullopt;
  return ClassifyIpv4(ntohl(a.s_addr));
}

const char* AddressClassName(AddressClass c) {
  switch (c) {
    case AddressClass::kPublic:
      return "公网地址";
    case AddressClass::kUnspecified:
      return "未指定地址";
    case AddressClass::kLoopback:
      return "本机回环地址";
    case AddressClass::kPrivate:
      return "内网地址";
    case AddressClass::kLinkLocal:
      return "链路本地地址";
    case AddressClass::kSharedCgnat:
      return "运营商级 NAT 地址";
    case AddressClass::kMulticast:
      return "组播地址";
    case AddressClass::kBroadcast:
      return "广播地址";
    case AddressClass::kReserved:
      return "保留地址";
  }
  return "保留地址";
}

}  // namespace chelian::net
