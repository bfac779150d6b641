// Tests for the live messages: the fields and their order, as the console and scripts read them.
#include "live/live_messages.h"

#include <gtest/gtest.h>

namespace chelian::live {
namespace {

TEST(LiveMessages, PositionWithLocalTimesAndTheAlarmsOnNow) {
  VehiclePosition p;
  p.vehicle_id = 7;
  p.plate = "粤B12345";
  p.lat = 22.5;
  p.lon = 114.0;
  p.speed_kmh = 36;
  p.course = 90;
  p.acc = 1;
  p.valid = true;
  p.mileage_km = 12.5;
  p.motion = 1;
  p.fix_time_ms = 1'736'469'000'000;  // 2025-01-10 00:30:00 UTC
  p.recv_time_ms = 1'736'469'001'000;
  p.alarms = {"emergencyAlarm"};
  EXPECT_EQ(PositionJson(p, 480),
            R"({"vehicleId":7,"plate":"粤B12345","lat":22.5,"lon":114.0,"speed":36.0,"course":90,"acc":1,"valid":1,)"
            R"("mileage":12.5,"motion":1,"gpsTime":"2025-01-10 08:30:00","recvTime":"2025-01-10 08:30:01",)"
            R"("alarms":["emergencyAlarm"]})");
}

TEST(LiveMessages, AnAlarmNamesItsPlaceOnlyWhenItHasOne) {
  AlarmStarted a;
  a.alarm_id = 3;
  a.vehicle_id = 7;
  a.group_id = 5;
  a.plate = "粤B12345";
  a.code = "inFenceAlarm";
  a.label = "进围栏报警";
  a.source = 2;
  a.time_ms = 1'736'469'000'000;
  std::string without = AlarmJson(a, 480);
  EXPECT_EQ(without.find("pathName"), std::string::npos);
  a.place = "仓库";
  a.group_name = "一车队";
  EXPECT_EQ(AlarmJson(a, 480),
            R"({"alarmId":3,"vehicleId":7,"groupId":5,"groupName":"一车队","plate":"粤B12345","enType":"inFenceAlarm",)"
            R"("type":"进围栏报警",)"
            R"("source":2,"lat":0.0,"lon":0.0,"speed":0.0,"time":"2025-01-10 08:30:00","pathName":"仓库","kind":1})");
  a.kind = 2;  // a person's alarm (智能工牌): the console names it with the card's words
  EXPECT_NE(AlarmJson(a, 480).find(R"("pathName":"仓库","kind":2})"), std::string::npos);
}

}  // namespace
}  // namespace chelian::live
