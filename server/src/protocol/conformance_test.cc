// The shared conformance check over every capture in <protocol>/testdata/*.hex: whatever a
// decoder makes of a real frame must be sane — coordinates in range, plausible UTC times,
// attribute values of their key's type, known alarm codes, replies that are valid frames, and
// JSON the real clients' literal parser accepts. Runs over every protocol of the registry, through
// its sessions like the gateway.
#include <gtest/gtest.h>

#include <map>

#include "core/civil_time.h"
#include "core/hex.h"
#include "core/json.h"
#include "protocol/message_json.h"
#include "protocol/registry.h"
#include "protocol/testdata.h"

namespace chelian {
namespace {

constexpr int64_t kNow = 1'736'500'000'000;                         // 2025-01-10
const int64_t kLatest = *CivilToEpochMs({2027, 1, 1, 0, 0, 0}, 0);  // the newest captures are from 2026
// The captures each protocol has at least (0: at least 10); a guard against losing test data.
const std::map<std::string, size_t> kMinCaptures = {{"jt808", 150}, {"gt06", 190}, {"h02", 80}};

// A reply is one well-formed frame of its protocol: a fresh session frames exactly it, with a check
// code that verifies and a length field and escaping that agree.
void CheckReply(const ProtocolInfo& protocol, const Bytes& reply, const std::string& where) {
  auto session = protocol.NewSession(CheckCodes::kReport);
  session->Feed(reply);
  auto m = session->Next(kNow);
  ASSERT_TRUE(m.has_value()) << where << ": reply " << ToHex(reply) << " is no frame";
  EXPECT_EQ(ToHex(m->frame), ToHex(reply)) << where;
  EXPECT_FALSE(m->bad_check) << where << ": reply " << ToHex(reply);
  for (const char* off : {"length", "escap"})
    EXPECT_EQ(m->warning.find(off), std::string::npos) << where << ": reply " << ToHex(reply) << ": " << m->warning;
  EXPECT_EQ(session->buffered(), 0u) << where;
}

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
  for (const Bytes& r : m.replies) CheckReply(*FindProtocol(protocol), r, where);
  std::string line = MessageToJsonLine(m);
  bool ok = false;
  ParseJson(line, &ok);
  EXPECT_TRUE(ok) << where << ": " << line;
  for (const char* literal : {":true", ":false", ":null"}) EXPECT_EQ(line.find(literal), std::string::npos) << line;
}

void RunConformance(const ProtocolInfo& info, size_t min_frames) {
  const std::string protocol(info.name);
  auto frames = testing::LoadTestDir(testing::ProtocolDir() / protocol / "testdata");
  EXPECT_GE(frames.size(), min_frames);
  size_t positions = 0, undecoded = 0;
  for (const auto& f : frames) {
    std::string where = f.file + ":" + std::to_string(f.line);
    ASSERT_FALSE(f.bytes.empty()) << where << " is not hex";
    ASSERT_FALSE(f.comment.empty()) << where << " has no source comment";
    auto session = info.NewSession(CheckCodes::kReport);
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

TEST(ConformanceTest, EveryProtocolsCaptures) {
  for (const ProtocolInfo& p : Protocols()) {
    SCOPED_TRACE(std::string(p.name));
    auto min = kMinCaptures.find(std::string(p.name));
    RunConformance(p, min == kMinCaptures.end() ? 10 : min->second);
  }
}

}  // namespace
}  // namespace chelian
