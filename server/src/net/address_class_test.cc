// Tests of the IP address classification: every refused range at its edges, the IPv6 forms that
// carry an IPv4 address, socket addresses and the textual forms a URL host may take.
#include "net/address_class.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <cstring>
#include <string>

namespace chelian::net {
namespace {

AddressClass V4(const char* text) {
  in_addr a;
  EXPECT_EQ(::inet_pton(AF_INET, text, &a), 1) << text;
  return ClassifyIpv4(ntohl(a.s_addr));
}

AddressClass V6(const char* text) {
  in6_addr a;
  EXPECT_EQ(::inet_pton(AF_INET6, text, &a), 1) << text;
  std::array<uint8_t, 16> bytes;
  std::memcpy(bytes.data(), &a, 16);
  return ClassifyIpv6(bytes);
}

TEST(AddressClass, Ipv4RangesAtTheirEdges) {
  EXPECT_EQ(V4("0.0.0.0"), AddressClass::kUnspecified);
  EXPECT_EQ(V4("0.255.255.255"), AddressClass::kUnspecified);
  EXPECT_EQ(V4("1.0.0.0"), AddressClass::kPublic);
  EXPECT_EQ(V4("9.255.255.255"), AddressClass::kPublic);
  EXPECT_EQ(V4("10.0.0.0"), AddressClass::kPrivate);
  EXPECT_EQ(V4("10.255.255.255"), AddressClass::kPrivate);
  EXPECT_EQ(V4("11.0.0.0"), AddressClass::kPublic);
  EXPECT_EQ(V4("100.63.255.255"), AddressClass::kPublic);
  EXPECT_EQ(V4("100.64.0.0"), AddressClass::kSharedCgnat);
  EXPECT_EQ(V4("100.127.255.255"), AddressClass::kSharedCgnat);
  EXPECT_EQ(V4("100.128.0.0"), AddressClass::kPublic);
  EXPECT_EQ(V4("127.0.0.1"), AddressClass::kLoopback);
  EXPECT_EQ(V4("127.255.255.254"), AddressClass::kLoopback);
  EXPECT_EQ(V4("169.253.255.255"), AddressClass::kPublic);
  EXPECT_EQ(V4("169.254.169.254"), AddressClass::kLinkLocal);  // cloud metadata
  EXPECT_EQ(V4("169.255.0.0"), AddressClass::kPublic);
  EXPECT_EQ(V4("172.15.255.255"), AddressClass::kPublic);
  EXPECT_EQ(V4("172.16.0.0"), AddressClass::kPrivate);
  EXPECT_EQ(V4("172.31.255.255"), AddressClass::kPrivate);
  EXPECT_EQ(V4("172.32.0.0"), AddressClass::kPublic);
  EXPECT_EQ(V4("192.0.0.8"), AddressClass::kReserved);
  EXPECT_EQ(V4("192.0.2.1"), AddressClass::kReserved);
  EXPECT_EQ(V4("192.0.3.1"), AddressClass::kPublic);
  EXPECT_EQ(V4("192.88.99.1"), AddressClass::kReserved);
  EXPECT_EQ(V4("192.167.255.255"), AddressClass::kPublic);
  EXPECT_EQ(V4("192.168.0.0"), AddressClass::kPrivate);
  EXPECT_EQ(V4("192.168.255.255"), AddressClass::kPrivate);
  EXPECT_EQ(V4("192.169.0.0"), AddressClass::kPublic);
  EXPECT_EQ(V4("198.17.255.255"), AddressClass::kPublic);
  EXPECT_EQ(V4("198.18.0.0"), AddressClass::kReserved);
  EXPECT_EQ(V4("198.19.255.255"), AddressClass::kReserved);
  EXPECT_EQ(V4("198.20.0.0"), AddressClass::kPublic);
  EXPECT_EQ(V4("198.51.100.7"), AddressClass::kReserved);
  EXPECT_EQ(V4("203.0.113.7"), AddressClass::kReserved);
  EXPECT_EQ(V4("223.255.255.255"), AddressClass::kPublic);
  EXPECT_EQ(V4("224.0.0.1"), AddressClass::kMulticast);
  EXPECT_EQ(V4("239.255.255.250"), AddressClass::kMulticast);
  EXPECT_EQ(V4("240.0.0.1"), AddressClass::kReserved);
  EXPECT_EQ(V4("255.255.255.254"), AddressClass::kReserved);
  EXPECT_EQ(V4("255.255.255.255"), AddressClass::kBroadcast);
  EXPECT_EQ(V4("8.8.8.8"), AddressClass::kPublic);
  EXPECT_EQ(V4("114.114.114.114"), AddressClass::kPublic);
}

TEST(AddressClass, Ipv6RangesAndTheFormsThatCarryIpv4) {
  EXPECT_EQ(V6("::"), AddressClass::kUnspecified);
  EXPECT_EQ(V6("::1"), AddressClass::kLoopback);
  EXPECT_EQ(V6("::2"), AddressClass::kReserved);
  EXPECT_EQ(V6("::127.0.0.1"), AddressClass::kReserved);       // IPv4-compatible (deprecated)
  EXPECT_EQ(V6("::ffff:127.0.0.1"), AddressClass::kLoopback);  // IPv4-mapped
  EXPECT_EQ(V6("::ffff:10.0.0.1"), AddressClass::kPrivate);
  EXPECT_EQ(V6("::ffff:169.254.169.254"), AddressClass::kLinkLocal);
  EXPECT_EQ(V6("::ffff:0.0.0.0"), AddressClass::kUnspecified);
  EXPECT_EQ(V6("::ffff:8.8.8.8"), AddressClass::kPublic);
  EXPECT_EQ(V6("::ffff:0:8.8.8.8"), AddressClass::kReserved);    // IPv4-translated
  EXPECT_EQ(V6("64:ff9b::127.0.0.1"), AddressClass::kLoopback);  // NAT64
  EXPECT_EQ(V6("64:ff9b::8.8.8.8"), AddressClass::kPublic);
  EXPECT_EQ(V6("64:ff9b:1::1"), AddressClass::kPrivate);
  EXPECT_EQ(V6("2002:7f00:1::"), AddressClass::kLoopback);    // 6to4 of 127.0.0.1
  EXPECT_EQ(V6("2002:c0a8:101::1"), AddressClass::kPrivate);  // 6to4 of 192.168.1.1
  EXPECT_EQ(V6("2002:808:808::1"), AddressClass::kPublic);
  EXPECT_EQ(V6("fc00::1"), AddressClass::kPrivate);
  EXPECT_EQ(V6("fd12:3456:789a::1"), AddressClass::kPrivate);
  EXPECT_EQ(V6("fe80::1"), AddressClass::kLinkLocal);
  EXPECT_EQ(V6("febf:ffff::1"), AddressClass::kLinkLocal);
  EXPECT_EQ(V6("fec0::1"), AddressClass::kPrivate);  // site-local (deprecated)
  EXPECT_EQ(V6("ff02::1"), AddressClass::kMulticast);
  EXPECT_EQ(V6("100::1"), AddressClass::kReserved);  // discard-only
  EXPECT_EQ(V6("2001:db8::1"), AddressClass::kReserved);
  EXPECT_EQ(V6("2001::1"), AddressClass::kReserved);  // Teredo
  EXPECT_EQ(V6("3fff::1"), AddressClass::kReserved);
  EXPECT_EQ(V6("4000::1"), AddressClass::kReserved);  // not global unicast
  EXPECT_EQ(V6("2001:4860:4860::8888"), AddressClass::kPublic);
  EXPECT_EQ(V6("240e::1"), AddressClass::kPublic);
  EXPECT_EQ(V6("2001:200::1"), AddressClass::kPublic);  // just past 2001::/23
}

TEST(AddressClass, SocketAddresses) {
  sockaddr_in in{};
  in.sin_family = AF_INET;
  in.sin_addr.s_addr = htonl(0x7F000001);
  EXPECT_EQ(ClassifySockaddr(reinterpret_cast<sockaddr*>(&in), sizeof in), AddressClass::kLoopback);
  in.sin_addr.s_addr = htonl(0x08080808);
  EXPECT_EQ(ClassifySockaddr(reinterpret_cast<sockaddr*>(&in), sizeof in), AddressClass::kPublic);
  EXPECT_EQ(ClassifySockaddr(reinterpret_cast<sockaddr*>(&in), 4), AddressClass::kReserved);  // truncated
  sockaddr_in6 in6{};
  in6.sin6_family = AF_INET6;
  ::inet_pton(AF_INET6, "::ffff:192.168.0.1", &in6.sin6_addr);
  EXPECT_EQ(ClassifySockaddr(reinterpret_cast<sockaddr*>(&in6), sizeof in6), AddressClass::kPrivate);
  sockaddr unix_like{};
  unix_like.sa_family = AF_UNIX;
  EXPECT_EQ(ClassifySockaddr(&unix_like, sizeof unix_like), AddressClass::kReserved);
  EXPECT_EQ(ClassifySockaddr(nullptr, 0), AddressClass::kReserved);
}

TEST(AddressClass, LiteralsInEveryNumericFormAndHostNames) {
  EXPECT_EQ(ClassifyIpLiteral("127.0.0.1"), AddressClass::kLoopback);
  EXPECT_EQ(ClassifyIpLiteral("127.1"), AddressClass::kLoopback);
  EXPECT_EQ(ClassifyIpLiteral("2130706433"), AddressClass::kLoopback);
  EXPECT_EQ(ClassifyIpLiteral("0x7f000001"), AddressClass::kLoopback);
  EXPECT_EQ(ClassifyIpLiteral("0x7f.1"), AddressClass::kLoopback);
  EXPECT_EQ(ClassifyIpLiteral("017700000001"), AddressClass::kLoopback);  // octal
  EXPECT_EQ(ClassifyIpLiteral("0"), AddressClass::kUnspecified);
  EXPECT_EQ(ClassifyIpLiteral("[::1]"), AddressClass::kLoopback);
  EXPECT_EQ(ClassifyIpLiteral("::1"), AddressClass::kLoopback);
  EXPECT_EQ(ClassifyIpLiteral("[fe80::1%25eth0]"), AddressClass::kLinkLocal);
  EXPECT_EQ(ClassifyIpLiteral("fe80::1%eth0"), AddressClass::kLinkLocal);
  EXPECT_EQ(ClassifyIpLiteral("[::ffff:169.254.169.254]"), AddressClass::kLinkLocal);
  EXPECT_EQ(ClassifyIpLiteral("8.8.8.8"), AddressClass::kPublic);
  EXPECT_EQ(ClassifyIpLiteral("localhost"), std::nullopt);
  EXPECT_EQ(ClassifyIpLiteral("hooks.example.com"), std::nullopt);
  EXPECT_EQ(ClassifyIpLiteral("cafe"), std::nullopt);
  EXPECT_EQ(ClassifyIpLiteral("127.0.0.1 x"), std::nullopt);
  EXPECT_EQ(ClassifyIpLiteral("1.2.3.4.5"), std::nullopt);
  EXPECT_EQ(ClassifyIpLiteral(""), std::nullopt);
  EXPECT_EQ(ClassifyIpLiteral("[]"), std::nullopt);
  EXPECT_EQ(ClassifyIpLiteral("[nonsense]"), std::nullopt);
}

TEST(AddressClass, OnlyPublicIsReachableAndEveryClassHasAName) {
  EXPECT_TRUE(IsPublic(AddressClass::kPublic));
  for (auto c :
       {AddressClass::kUnspecified, AddressClass::kLoopback, AddressClass::kPrivate, AddressClass::kLinkLocal,
        AddressClass::kSharedCgnat, AddressClass::kMulticast, AddressClass::kBroadcast, AddressClass::kReserved}) {
    EXPECT_FALSE(IsPublic(c));
    EXPECT_NE(std::string(AddressClassName(c)), std::string(AddressClassName(AddressClass::kPublic)));
  }
  EXPECT_EQ(std::string(AddressClassName(AddressClass::kLoopback)), "本机回环地址");
}

}  // namespace
}  // namespace chelian::net
