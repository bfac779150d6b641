// The OsmAnd decoder and session over every capture (Traccar's OsmAnd decoder test requests with
// our HTTP heads) and real request shapes: what is stored, the 200 and 400 answers, sign-ins.
#include "protocol/osmand/decoder.h"

#include <gtest/gtest.h>

#include "protocol/osmand/constants.h"
#include "protocol/osmand/session.h"
#include "protocol/testdata.h"

namespace chelian::osmand {
namespace {

constexpr int64_t kNow = 1'736'500'000'000;

Bytes B(std::string_view s) { return Bytes(s.begin(), s.end()); }
std::string Reply(const DeviceMessage& m) {
  return m.replies.empty() ? "" : std::string(m.replies[0].begin(), m.replies[0].end());
}

TEST(OsmAndDecoderTest, EveryCaptureDecodesAsItsTestAsserts) {
  auto frames = testing::LoadTestFrames(testing::ProtocolDir() / "osmand/testdata/traccar_decoder.hex");
  ASSERT_EQ(frames.size(), 15u);
  for (const auto& f : frames) {
    std::string where = f.file + ":" + std::to_string(f.line);
    DeviceMessage m = Decode(f.bytes, kNow);
    ASSERT_EQ(m.replies.size(), 1u) << where;
    if (f.comment.find("verifyNull") != std::string::npos) {
      EXPECT_FALSE(m.ok()) << where;
      EXPECT_EQ(Reply(m).rfind("HTTP/1.1 400 Bad Request\r\n", 0), 0u) << where;
      continue;
    }
    EXPECT_TRUE(m.ok()) << where << ": " << m.error;
    EXPECT_FALSE(m.device_id.empty()) << where;
    EXPECT_EQ(Reply(m), "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n") << where;
    EXPECT_EQ(m.positions.size(), f.comment.find("verifyPosition") != std::string::npos ? 1u : 0u) << where;
  }
}

TEST(OsmAndDecoderTest, TraccarClientAndroidQuery) {
  DeviceMessage m = Decode(B("POST /?id=517823&timestamp=1732780800&lat=31.2304&lon=121.4737&speed=5.4&bearing=87.0&"
                             "altitude=12.0&accuracy=6.0&batt=76.0 HTTP/1.1\r\nHost: 10.0.0.1:5055\r\n"
                             "Content-Length: 0\r\n\r\n"),
                           kNow);
  ASSERT_TRUE(m.ok()) << m.error;
  EXPECT_EQ(m.msg_id, kMsgQuery);
  EXPECT_EQ(m.device_id, "517823");
  ASSERT_EQ(m.positions.size(), 1u);
  EXPECT_EQ(m.positions[0].device_id, "517823");
  EXPECT_EQ(m.positions[0].fix_time_ms, 1732780800000);
  EXPECT_NEAR(m.positions[0].speed_kmh, 5.4 * 1.852, 1e-9);
}

TEST(OsmAndDecoderTest, FormBodyAndJsonBody) {
  std::string form = "id=77&lat=22.5&lon=114.05&speed=0";
  DeviceMessage f = Decode(B("POST / HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: " +
                             std::to_string(form.size()) + "\r\n\r\n" + form),
                           kNow);
  ASSERT_TRUE(f.ok()) << f.error;
  EXPECT_EQ(f.device_id, "77");
  std::string json = R"({"device_id":"88","location":{"coords":{"latitude":22.5,"longitude":114.05}}})";
  DeviceMessage j =
      Decode(B("POST / HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(json.size()) +
               "\r\n\r\n" + json),
             kNow);
  ASSERT_TRUE(j.ok()) << j.error;
  EXPECT_EQ(j.msg_id, kMsgJson);
  EXPECT_EQ(j.device_id, "88");
  EXPECT_EQ(j.positions.size(), 1u);
}

TEST(OsmAndDecoderTest, BadRequestsAre400WithAReasonNeverACrash) {
  struct Case {
    std::string request;
    std::string reason;
  } cases[] = {
      {"GET /?lat=1&lon=2 HTTP/1.1\r\n\r\n", "缺少设备号（id 或 deviceid）"},
      {"GET /?id=1&lat=x&lon=2 HTTP/1.1\r\n\r\n", "参数 lat 无效"},
      {"HELLO\r\n\r\n", "不是 HTTP 请求"},
      {"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", "不支持分块传输（chunked）的请求体"},
      {"POST / HTTP/1.1\r\nContent-Length: 99999\r\n\r\n", "请求体过大"},
      {"POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc", "请求体不完整"},
      {"POST / HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 1\r\n\r\n{", "JSON 无法解析"},
  };
  for (const Case& c : cases) {
    DeviceMessage m = Decode(B(c.request), kNow);
    EXPECT_EQ(m.error, c.reason) << c.request;
    std::string reply = Reply(m);
    EXPECT_EQ(reply.rfind("HTTP/1.1 400 Bad Request\r\n", 0), 0u) << c.request;
    EXPECT_NE(reply.find("Content-Length: " + std::to_string(c.reason.size()) + "\r\n"), std::string::npos) << reply;
    EXPECT_EQ(reply.substr(reply.size() - c.reason.size()), c.reason);
  }
}

TEST(OsmAndDecoderTest, Http10WithoutKeepAliveIsAnsweredWithConnectionClose) {
  DeviceMessage m = Decode(B("GET /?id=1&lat=1&lon=2 HTTP/1.0\r\n\r\n"), kNow);
  EXPECT_EQ(Reply(m), "HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
  EXPECT_TRUE(m.close_after_replies);
  DeviceMessage kept = Decode(B("GET /?id=1&lat=1&lon=2 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"), kNow);
  EXPECT_EQ(Reply(kept), "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n");
  EXPECT_FALSE(kept.close_after_replies);
  DeviceMessage chunked = Decode(B("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"), kNow);
  EXPECT_TRUE(chunked.close_after_replies);  // the stream's boundaries are lost
}

TEST(OsmAndSessionTest, FirstRequestNamingADeviceSignsInAndUnknownDevicesAre400) {
  auto s = NewSession(CheckCodes::kEnforce);
  s->Feed(
      B("GET /?id=5&lat=1&lon=2 HTTP/1.1\r\n\r\nGET /?id=5&lat=1&lon=2 HTTP/1.1\r\n\r\n"
        "GET /?id=6&lat=1&lon=2 HTTP/1.1\r\n\r\n"));
  std::vector<SignIn> sign_ins;
  std::optional<DeviceMessage> last;
  while (auto m = s->Next(kNow)) {
    sign_ins.push_back(s->SignInOf(*m));
    last = std::move(m);
  }
  EXPECT_EQ(sign_ins, (std::vector<SignIn>{SignIn::kLogin, SignIn::kNone, SignIn::kLogin}));
  EXPECT_EQ(s->device_id(), "6");
  auto refused = s->Answer(*last, Verdict::kUnknownDevice, "");
  ASSERT_EQ(refused.size(), 1u);
  EXPECT_EQ(std::string(refused[0].begin(), refused[0].end()).rfind("HTTP/1.1 400 Bad Request\r\n", 0), 0u);
  EXPECT_TRUE(s->Answer(*last, Verdict::kRefused, "").empty());
  DeviceCommand locate;
  locate.msg_id = 1;
  locate.text = "x";
  EXPECT_FALSE(s->EncodeCommand(locate, 0));
}

}  // namespace
}  // namespace chelian::osmand
