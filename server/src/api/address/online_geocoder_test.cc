// Tests of the online address providers without network: request URLs and reply parsing.
#include "api/address/online_geocoder.h"

#include <gtest/gtest.h>

namespace chelian::api::address {
namespace {

TEST(OnlineGeocoderTest, OffWithoutAKeyOrAKnownProvider) {
  EXPECT_FALSE(OnlineGeocoder({"amap", ""}).enabled());
  EXPECT_FALSE(OnlineGeocoder({"google", "k"}).enabled());
  EXPECT_FALSE(OnlineGeocoder({"offline", "k"}).Lookup({39.9, 116.4}).has_value());
}

TEST(OnlineGeocoderTest, AmapGetsGcj02AndBaiduWgs84) {
  std::string amap = OnlineGeocoder({"amap", "K1"}).RequestUrl({39.9087, 116.3975});
  EXPECT_EQ(amap.rfind("https://restapi.amap.com/v3/geocode/regeo?", 0), 0u);
  EXPECT_NE(amap.find("key=K1"), std::string::npos);
  EXPECT_EQ(amap.find("116.397500,39.908700"), std::string::npos);  // shifted into GCJ-02
  std::string baidu = OnlineGeocoder({"baidu", "K2"}).RequestUrl({39.9087, 116.3975});
  EXPECT_NE(baidu.find("coordtype=wgs84ll"), std::string::npos);
  EXPECT_NE(baidu.find("location=39.908700,116.397500"), std::string::npos);
  std::string tianditu = OnlineGeocoder({"tianditu", "K3"}).RequestUrl({39.9087, 116.3975});
  EXPECT_NE(tianditu.find("tk=K3"), std::string::npos);
}

TEST(OnlineGeocoderTest, ParsesEachProvidersReply) {
  EXPECT_EQ(OnlineGeocoder({"amap", "k"})
                .ParseReply(R"({"status":"1","regeocode":{"formatted_address":"北京市东城区东华门街道"}})"),
            "北京市东城区东华门街道");
  EXPECT_EQ(OnlineGeocoder({"baidu", "k"}).ParseReply(R"({"status":0,"result":{"formatted_address":"北京市东城区"}})"),
            "北京市东城区");
  EXPECT_EQ(
      OnlineGeocoder({"tianditu", "k"}).ParseReply(R"({"result":{"formatted_address":"北京市东城区"},"status":"0"})"),
      "北京市东城区");
  EXPECT_FALSE(OnlineGeocoder({"amap", "k"}).ParseReply(R"({"status":"0","info":"INVALID_USER_KEY"})").has_value());
  EXPECT_FALSE(OnlineGeocoder({"amap", "k"}).ParseReply("<html>").has_value());
}

}  // namespace
}  // namespace chelian::api::address
