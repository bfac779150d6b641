// Tests for the request-origin check.
#include "net/request_origin.h"

#include <gtest/gtest.h>

namespace chelian::net {
namespace {

HttpRequest With(std::vector<std::pair<std::string, std::string>> headers) {
  HttpRequest r;
  r.headers = std::move(headers);
  return r;
}

TEST(RequestOriginTest, OriginMustNameThisHostOrAnAllowedOne) {
  EXPECT_TRUE(FromThisSite(With({{"Host", "console.example.com"}, {"Origin", "https://console.example.com"}}), {}));
  EXPECT_TRUE(FromThisSite(With({{"Host", "127.0.0.1:8080"}, {"Origin", "http://127.0.0.1:8080"}}), {}));
  EXPECT_FALSE(FromThisSite(With({{"Host", "127.0.0.1:8080"}, {"Origin", "http://127.0.0.1:9090"}}), {}));
  EXPECT_FALSE(FromThisSite(With({{"Host", "console.example.com"}, {"Origin", "https://evil.example"}}), {}));
  EXPECT_FALSE(FromThisSite(With({{"Host", "console.example.com"}, {"Origin", "null"}}), {}));
  EXPECT_TRUE(FromThisSite(With({{"Host", "a"}, {"Origin", "https://partner.example"}}), {"https://partner.example"}));
  EXPECT_TRUE(FromThisSite(With({{"Host", "10.0.0.5:8080"},
                                 {"X-Forwarded-Host", "console.example.com"},
                                 {"Origin", "https://console.example.com"}}),
                           {}));
  // Origin decides even when Sec-Fetch-Site says otherwise.
  EXPECT_FALSE(FromThisSite(With({{"Host", "a"}, {"Origin", "https://b"}, {"Sec-Fetch-Site", "same-origin"}}), {}));
}

TEST(RequestOriginTest, WithoutOriginSecFetchSiteDecides) {
  EXPECT_TRUE(FromThisSite(With({{"Host", "a"}, {"Sec-Fetch-Site", "same-origin"}}), {}));
  EXPECT_TRUE(FromThisSite(With({{"Host", "a"}, {"Sec-Fetch-Site", "none"}}), {}));
  EXPECT_FALSE(FromThisSite(With({{"Host", "a"}, {"Sec-Fetch-Site", "cross-site"}}), {}));
  EXPECT_FALSE(FromThisSite(With({{"Host", "a"}, {"Sec-Fetch-Site", "same-site"}}), {}));
  EXPECT_TRUE(FromThisSite(With({{"Host", "a"}}), {}));  // a script or a device: not a browser
}

TEST(RequestOriginTest, ClientAddressTrustsForwardedForOnlyFromProxies) {
  EXPECT_EQ(ClientAddress("203.0.113.9", "1.2.3.4", {}), "203.0.113.9");  // a stranger's header is ignored
  EXPECT_EQ(ClientAddress("10.0.0.2", "1.2.3.4", {"10.0.0.2"}), "1.2.3.4");
  EXPECT_EQ(ClientAddress("10.0.0.2", "6.6.6.6, 1.2.3.4, 10.0.0.3", {"10.0.0.2", "10.0.0.3"}), "1.2.3.4");
  EXPECT_EQ(ClientAddress("10.0.0.2", "", {"10.0.0.2"}), "10.0.0.2");
}

}  // namespace
}  // namespace chelian::net
