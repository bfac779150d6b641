// Where an IP address leads: the public internet, or this machine and the networks behind it
// (loopback, RFC 1918, link-local and cloud metadata, CGNAT, multicast, reserved ranges). Outbound
// calls made on a user's behalf (webhooks) reach only public addresses. Pure functions, no I/O.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

struct sockaddr;

namespace chelian::net {

enum class AddressClass {
  kPublic,       // globally routable unicast
  kUnspecified,  // 0.0.0.0/8 ("this network": 0.0.0.0 reaches this machine), ::
  kLoopback,     // 127.0.0.0/8, ::1
  kPrivate,      // 10/8, 172.16/12, 192.168/16, fc00::/7, fec0::/10, 64:ff9b:1::/48
  kLinkLocal,    // 169.254/16 (cloud metadata 169.254.169.254), fe80::/10
  kSharedCgnat,  // 100.64/10 (RFC 6598)
  kMulticast,    // 224/4, ff00::/8
  kBroadcast,    // 255.255.255.255
  kReserved,     // 240/4, documentation, benchmarking, IETF protocol blocks; IPv6 outside 2000::/3
};

// `ipv4` in host byte order (0x7F000001 is 127.0.0.1).
AddressClass ClassifyIpv4(uint32_t ipv4);
// IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses are classified
// by the IPv4 address they carry; the rest of ::/8 (IPv4-compatible, translated) is reserved.
AddressClass ClassifyIpv6(const std::array<uint8_t, 16>& ipv6);
// An AF_INET or AF_INET6 socket address of `length` bytes; kReserved for anything else.
AddressClass ClassifySockaddr(const sockaddr* address, size_t length);
// A textual IP address: IPv6 with or without brackets and zone ("[fe80::1%eth0]"), IPv4 in every
// form the resolver accepts as numeric ("127.0.0.1", "127.1", "2130706433", "0x7f.1"); nullopt
// when `text` is not an IP address (a host name).
std::optional<AddressClass> ClassifyIpLiteral(std::string_view text);

// Only public addresses may be reached on a user's behalf.
inline bool IsPublic(AddressClass c) { return c == AddressClass::kPublic; }
// The Chinese name of the class for messages ("本机回环地址").
const char* AddressClassName(AddressClass c);

}  // namespace chelian::net
