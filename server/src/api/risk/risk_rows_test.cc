// The risk export's cells: addresses filled to district level from the offline boundary data when
// the list row has none, an alarm's place name kept, and nothing invented without coordinates.
#include "api/risk/risk_rows.h"

#include <gtest/gtest.h>

namespace chelian::api::risk {
namespace {

const geo::ReverseGeocoder* Geocoder() {
  static auto g = geo::ReverseGeocoder::FromFile(geo::ReverseGeocoder::DefaultDataPath());
  return g.ok() ? g->get() : nullptr;
}

std::string Text(const exporter::Cell& c) { return std::get<std::string>(c); }

TEST(RiskRowsTest, ExportAddressesComeFromCoordinatesToDistrictLevel) {
  ASSERT_NE(Geocoder(), nullptr);
  boost::json::object row{
      {"lat", 22.54}, {"lon", 114.06}, {"alarmLat", 23.13}, {"alarmLon", 113.26}, {"nowAddress", ""}};
  FillExportAddresses(row, Geocoder());
  EXPECT_EQ(Text(ExportCell(row, "nowAddress")).rfind("广东省深圳市", 0), 0u) << Text(ExportCell(row, "nowAddress"));
  EXPECT_EQ(Text(ExportCell(row, "alarmAddress")).rfind("广东省广州市", 0), 0u);
  // An alarm category's row: now at nowLat/nowLon, the alarm at lat/lon.
  boost::json::object alarm{{"nowLat", 22.54}, {"nowLon", 114.06}, {"lat", 39.91}, {"lon", 116.40}};
  FillExportAddresses(alarm, Geocoder());
  EXPECT_EQ(Text(ExportCell(alarm, "nowAddress")).rfind("广东省深圳市", 0), 0u);
  EXPECT_EQ(Text(ExportCell(alarm, "alarmAddress")).rfind("北京市", 0), 0u);
}

TEST(RiskRowsTest, APlaceNameOrAnAddressAlreadyThereIsKept) {
  boost::json::object row{{"lat", 22.54},
                          {"lon", 114.06},
                          {"alarmLat", 23.13},
                          {"alarmLon", 113.26},
                          {"pathName", "城西二押点"},
                          {"nowAddress", "深南大道 1 号"}};
  FillExportAddresses(row, Geocoder());
  EXPECT_EQ(Text(ExportCell(row, "alarmAddress")), "城西二押点");
  EXPECT_EQ(Text(ExportCell(row, "nowAddress")), "深南大道 1 号");
}

TEST(RiskRowsTest, NoCoordinatesOrNoGeocoderLeaveTheCellEmpty) {
  boost::json::object none{{"lat", 0.0}, {"lon", 0.0}};
  FillExportAddresses(none, Geocoder());
  EXPECT_EQ(Text(ExportCell(none, "nowAddress")), "");
  EXPECT_EQ(Text(ExportCell(none, "alarmAddress")), "");
  boost::json::object row{{"lat", 22.54}, {"lon", 114.06}};
  FillExportAddresses(row, nullptr);
  EXPECT_EQ(Text(ExportCell(row, "nowAddress")), "");
}

}  // namespace
}  // namespace chelian::api::risk
