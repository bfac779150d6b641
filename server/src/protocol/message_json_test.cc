// Tests for the attribute text of stored positions: the same text as the decode tool's JSON writer.
#include "protocol/message_json.h"

#include <gtest/gtest.h>

#include "core/json.h"
#include "domain/attributes_json.h"

namespace chelian {
namespace {

TEST(AttributesJson, WritesWhatTheJsonWriterWritesForTheSameAttributes) {
  Attributes a;
  a.Set(AttrKey::kMileageKm, 12345.6);
  a.Set(AttrKey::kFuelL, 50.0);
  a.Set(AttrKey::kSignal, int64_t{25});
  a.Set(AttrKey::kIccid, std::string("89860\"quoted\"\n"));
  a.Set(AttrKey::kResult, std::string("已断油电 ok"));
  a.Set(AttrKey::kVoltageV, 1e-12);
  DeviceMessage m;
  m.protocol = "jt808";
  m.attributes = a;
  std::string expected = WriteJson(MessageToJson(m).at("attributes"));
  EXPECT_EQ(AttributesJson(a), expected);
  EXPECT_EQ(AttributesJson(a).substr(0, 50), R"({"mileageKm":12345.6,"fuelL":50.0,"signal":25,"icc)");
}

}  // namespace
}  // namespace chelian
