// Tests for the decode tool's output (issue 3's JSON lines).
#include "protocol/decode_tool.h"

#include <gtest/gtest.h>

#include "core/json.h"

namespace chelian {
namespace {

constexpr int64_t kNow = 1'736'500'000'000;

std::vector<std::string> Lines(std::string_view protocol, std::vector<std::string> hex) {
  auto r = DecodeHexToLines(protocol, hex, kNow);
  EXPECT_TRUE(r.ok()) << r.status().message();
  return r.ok() ? *r : std::vector<std::string>{};
}

TEST(DecodeToolTest, Jt808LocationLine) {
  auto lines = Lines("jt808", {"7E02000032013511221122000700000000000C000301578CC006CA3A5C0047000000001407231720150104"
                               "0000000030011631010BD07E"});
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(
      lines[0],
      R"({"protocol":"jt808","msgId":"0x0200","deviceId":"013511221122","serial":7,)"
      R"("position":{"fixTime":"2014-07-23T09:20:15.000Z","valid":1,"lat":22.51488,"lon":113.916508,)"
      R"("altitude":71.0,"speedKmh":0.0,"course":0.0,"satellites":11,"acc":1},)"
      R"("attributes":{"statusFlags":786435,"mileageKm":0.0,"signal":22},)"
      R"("replies":["7e8001000501351122112200010007020002b67e"],)"  // the gateway's: message error
      R"("warning":"check code mismatch (the gateway drops such frames); body length field disagrees with the frame"})");
}

TEST(DecodeToolTest, AlarmsAndAttributes) {
  // api-contract §3.2 frame with the emergency bit (testdata/api_contract.hex).
  auto lines = Lines("jt808", {"7e0200002f01382965585400020000000100000003015f234d06d0b26e00",
                               "320258005a25011008300001040000006e0202044c250400000000300103607e"});
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_NE(lines[0].find(R"("alarms":["emergencyAlarm"])"), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find(R"("mileageKm":11.0,"fuelL":110.0)"), std::string::npos) << lines[0];
  EXPECT_EQ(lines[0].find("warning"), std::string::npos) << lines[0];
}

TEST(DecodeToolTest, FramesAcrossArgumentsWithSpaces) {
  auto lines = Lines("gt06", {"78781101 07525336 78900242", "70003201000512790d0a7878", "0a13c40604000201298f5b0d0a"});
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0],
            R"({"protocol":"gt06","msgId":"0x01","deviceId":"752533678900242","serial":5,)"
            R"("attributes":{"imei":"752533678900242","deviceType":28672,"timezoneMinutes":480,"language":1},)"
            R"("replies":["7878050100059ff80d0a"]})");
  EXPECT_NE(lines[1].find(R"("msgId":"0x13","deviceId":"752533678900242")"), std::string::npos);
}

TEST(DecodeToolTest, BatchPrintsPositionsAndBackFill) {
  auto lines = Lines("jt808", {"7e0704005d0123456789017fff000301001c000004000000080006eeb6ad02633df70138000300632007"
                               "07192359001c000004000000080006eeb6ad02633df7013800030063200707192359001c00000400000008"
                               "0006eeb6ad02633df7013800030063200707192359067e"});
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_NE(lines[0].find(R"("positions":[{)"), std::string::npos);
  EXPECT_NE(lines[0].find(R"("backFilled":1)"), std::string::npos);
}

TEST(DecodeToolTest, ErrorsArePrintedAsLines) {
  auto lines = Lines("jt808", {"7e0002000001237e", "7e0002"});
  ASSERT_EQ(lines.size(), 2u) << lines[0];
  EXPECT_NE(lines[0].find(R"("error":)"), std::string::npos);
  EXPECT_EQ(lines[1], R"({"protocol":"jt808","error":"incomplete frame","hex":"7e0002"})");
  // Unescaped JT808 frame pasted without 7E: wrapped.
  auto bare = Lines("jt808", {"000200000123456789017fff0a"});
  ASSERT_EQ(bare.size(), 1u);
  EXPECT_EQ(bare[0].find("error"), std::string::npos) << bare[0];
  EXPECT_FALSE(DecodeHexToLines("tk103", {"00"}, kNow).ok());
  EXPECT_FALSE(DecodeHexToLines("gt06", {"78z8"}, kNow).ok());
  auto none = Lines("gt06", {"0102"});
  EXPECT_EQ(none[0], R"({"protocol":"gt06","error":"no complete frame","hex":"0102"})");
}

TEST(DecodeToolTest, RunDecodeToolExitCodes) {
  char name[] = "decode", p[] = "--protocol", jt[] = "jt808", hb[] = "7e000200000123456789017fff0a7e", bad[] = "7e7e01",
       eq[] = "--protocol=gt06";
  char* ok_args[] = {name, p, jt, hb};
  EXPECT_EQ(RunDecodeTool(4, ok_args), 0);
  char* bad_args[] = {name, eq, bad};
  EXPECT_EQ(RunDecodeTool(3, bad_args), 1);
  char* usage[] = {name, p};
  EXPECT_EQ(RunDecodeTool(2, usage), 2);
}

}  // namespace
}  // namespace chelian
