// The shared conformance check over every capture in <protocol>/testdata/*.hex: whatever a
// decoder makes of a real frame must be sane — coordinates in range, plausible UTC times,
// attribute values of their key's type, known alarm codes, replies that are valid frames, and
// JSON the real clients' literal parser accepts. Runs through the registry like the gateway.
#include <gtest/gtest.h>

#include "core/civil_time.h"
#include "core/json.h"
#include "protocol/gt06/packet.h"
#include "protocol/jt808/packet.h"
#include "protocol/message_json.h"
#include "protocol/registry.h"
#include "protocol/testdata.h"

namespace chelian {
namespace {

constexpr int64_t kNow = 1'736'500'000'000;                         // 2025-01-10
const int64_t kLatest = *CivilToEpochMs({2027, 1, 1, 0, 0, 0}, 0);  // the newest captures are from 2026
// GT06 frames carry no id: each capture is decoded after this login (IMEI 123456789012345, UTC).
constexpr char kGt06Login[] = "78780D01012345678901234500018CDD0D0A";

void CheckAttributes(const Attributes& a, const std::string& where) {
  for (const auto& [key, value] : a.items()) {
    ASSERT_LT(static_cast<size_t>(key), static_cast<size_t>(AttrKey::kCount)) << where;
    switch (AttrTypeOf(key)) {
      case AttrType::kInt:
        EXPECT_TRUE(std::holds_alternative<int64_t>(value)) << where << " " << AttrName(key);
        break;
      case AttrType::kDouble:
        EXPECT_TRUE(std::holds_alternative<double>(value)) << where << " " << AttrName(key);
        break;
      case AttrType::kString:
        EXPECT_TRUE(std::holds_alternative<std::string>(value)) << where << " " << AttrName(key);
        break;
    }
  }
}

void CheckMessage(const std::string& protocol, const DeviceMessage& m, const std::string& where) {
  static const int64_t kEarliest = *CivilToEpochMs({2000, 1, 1, 0, 0, 0}, 0);
  EXPECT_EQ(m.protocol, protocol) << where;
  for (const Position& p : m.positions) {
    EXPECT_GE(p.lat, -90.0) << where;
    EXPECT_LE(p.lat, 90.0) << where;
    EXPECT_GE(p.lon, -180.0) << where;
    EXPECT_LE(p.lon, 180.0) << where;
    EXPECT_GE(p.fix_time_ms, kEarliest) << where;
    EXPECT_LE(p.fix_time_ms, kLatest) << where;
    EXPECT_GE(p.speed_kmh, 0) << where;
    EXPECT_LT(p.speed_kmh, 7000) << where;
    EXPECT_GE(p.course, 0) << where;
    EXPECT_LE(p.course, 1023) << where;
    if (p.satellites) {
      EXPECT_LT(*p.satellites, 256) << where;
    }
    EXPECT_EQ(p.device_id, m.device_id) << where;
    for (AlarmCode c : p.alarms) EXPECT_LT(static_cast<size_t>(c), static_cast<size_t>(AlarmCode::kCount)) << where;
    CheckAttributes(p.attributes, where);
  }
  CheckAttributes(m.attributes, where);
  for (AlarmCode c : m.alarms) EXPECT_LT(static_cast<size_t>(c), static_cast<size_t>(AlarmCode::kCount)) << where;
  for (const Bytes& r : m.replies) {
    if (protocol == "jt808") {
      auto p = jt808::ParseFrame(r);
      ASSERT_TRUE(p.ok()) << where;
      EXPECT_TRUE(p->checksum_ok && p->escape_ok && !p->length_mismatch) << where;
    } else {
      auto p = gt06::ParseFrame(r);
      ASSERT_TRUE(p.ok()) << where;
      EXPECT_TRUE(p->crc_ok && !p->length_mismatch) << where;
    }
  }
  std::string line = MessageToJsonLine(m);
  bool ok = false;
  ParseJson(line, &ok);
  EXPECT_TRUE(ok) << where << ": " << line;
  for (const char* literal : {":true", ":false", ":null"}) EXPECT_EQ(line.find(literal), std::string::npos) << line;
}

void RunConformance(const std::string& protocol, size_t min_frames) {
  const ProtocolInfo* info = FindProtocol(protocol);
  ASSERT_NE(info, nullptr);
  auto frames = testing::LoadTestDir(testing::ProtocolDir() / protocol / "testdata");
  EXPECT_GE(frames.size(), min_frames);
  size_t positions = 0, undecoded = 0;
  for (const auto& f : frames) {
    std::string where = f.file + ":" + std::to_string(f.line);
    ASSERT_FALSE(f.bytes.empty()) << where << " is not hex";
    ASSERT_FALSE(f.comment.empty()) << where << " has no source comment";
    auto session = info->new_session(CheckCodes::kReport);
    if (protocol == "gt06") {
      session->Feed(*ParseHex(kGt06Login));
      ASSERT_TRUE(session->Next(kNow).has_value());
    }
    session->Feed(f.bytes);
    int decoded = 0;
    while (auto m = session->Next(kNow)) {
      CheckMessage(protocol, *m, where);
      positions += m->positions.size();
      ++decoded;
    }
    while (auto m = session->Flush(kNow)) {
      CheckMessage(protocol, *m, where);
      ++decoded;
    }
    if (decoded == 0) ++undecoded;  // a capture cut short (no stop bytes): nothing to frame
  }
  EXPECT_LE(undecoded, 1u);
  EXPECT_GT(positions, min_frames / 4);
}

TEST(ConformanceTest, Jt808Captures) { RunConformance("jt808", 150); }
TEST(ConformanceTest, Gt06Captures) { RunConformance("gt06", 190); }

}  // namespace
}  // namespace chelian
