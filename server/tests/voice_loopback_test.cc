// Loopback test of voice messages (docs/card.md § Voice messages, D133–D135) inside the whole
// server: a watch's TK upload is listed and plays as WAV with the right number of samples; a voice
// sent from the console (a WAV) reaches the watch as one escaped TK frame holding a valid AMR file,
// the watch's TK,1 completes the command and the list shows it; another tenant sees and sends nothing.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "audio/amr.h"
#include "audio/wav.h"
#include "core/json.h"
#include "device_socket.h"
#include "http_client.h"
#include "protocol/watch/packet.h"
#include "seeded_server.h"
#include "store/db.h"
#include "watch_voice.h"
#include "xlsx_upload.h"

namespace chelian {
namespace {

namespace json = boost::json;
using Clock = std::chrono::steady_clock;

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }

// A frame from the test's watch.
std::string Watch(std::string_view head, const Bytes& binary = {}) {
  return testing::WatchFrame("8800000015", head, binary);
}

class VoiceLoopbackTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(
        server_.Start("voice_test", 2, {"gateway.watch_port=0", "gateway.host=127.0.0.1", "store.batch_delay_ms=20"})
            .ok());
    app_ = server_.app.get();
    admin_ = testing::SignIn(app_->http_port(), "admin", "admin123");
    demo_ = testing::SignIn(app_->http_port(), "demo", "demo123");  // 顺达物流: not the top group
    ASSERT_FALSE(demo_.empty());
    // The watch under the top group, outside demo's subtree.
    long long group = 0;
    {
      auto db = OpenConfiguredDatabase(server_.config);
      auto c = (*db)->Acquire();
      group = c->Query("SELECT id FROM groups WHERE parent_id IS NULL ORDER BY id LIMIT 1", {})->at(0).Int(0);
    }
    json::value added = Call(admin_, "POST", "/car/v4/api/assets/add.json",
                             R"({"assetsBaseVO":{"plate":"小明的工牌","groupId":)" + std::to_string(group) +
                                 R"(,"iconType":0,"terminalType":"GPRS-手表","terminalNo":"8800000015"}})",
                             "application/json");
    ASSERT_EQ(Int(added.at("flag")), 1) << WriteJson(added);
    wearer_ = Int(added.at("obj").at("vehicleId"));
  }

  testing::HttpReply Raw(const std::string& session, const std::string& method, const std::string& target,
                         const std::string& body = "", const std::string& type = "") {
    std::vector<std::pair<std::string, std::string>> headers = {{"sessionId", session}};
    if (!type.empty()) headers.emplace_back("Content-Type", type);
    return testing::HttpCall(app_->http_port(), method, target, headers, body);
  }
  json::value Call(const std::string& session, const std::string& method, const std::string& target,
                   const std::string& body = "", const std::string& type = "") {
    auto r = Raw(session, method, target, body, type);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << target << ": " << r.body.substr(0, 200);
    return v;
  }
  // The wearer's voice list once it has `n` messages (the pipeline stores uploads in the background).
  json::array List(size_t n) {
    json::array rows;
    for (auto end = Clock::now() + std::chrono::seconds(20); Clock::now() < end;) {
      app_->FlushPipeline();
      json::value r = Call(admin_, "GET", "/car/v4/api/voice/list.json?vehicleId=" + std::to_string(wearer_));
      rows = r.at("obj").at("data").as_array();
      if (rows.size() >= n) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return rows;
  }
  std::string WavPath(long long voice, const std::string& session) {
    // The session in the query, as the console's <audio> sends it (no header).
    return "/car/v4/api/voice/wav.json?vehicleId=" + std::to_string(wearer_) + "&voiceId=" + std::to_string(voice) +
           "&sessionId=" + session;
  }
  // The RIFF/WAVE body's sample count (44-byte header, 16-bit mono); -1 when it is no such WAV.
  static long long WavSamples(const testing::HttpReply& r) {
    if (r.body.size() < 44 || r.body.compare(0, 4, "RIFF") != 0 || r.body.compare(8, 4, "WAVE") != 0) return -1;
    const auto* b = reinterpret_cast<const uint8_t*>(r.body.data());
    long long bytes = b[40] | (b[41] << 8) | (b[42] << 16) | (static_cast<long long>(b[43]) << 24);
    return bytes / 2;
  }

  testing::SeededServer server_;
  ServerApp* app_ = nullptr;
  std::string admin_, demo_;
  long long wearer_ = 0;
};

TEST_F(VoiceLoopbackTest, AWatchsVoiceIsListedAndPlaysAsWav) {
  testing::DeviceSocket watch(app_->gateway_port("watch"));
  ASSERT_TRUE(watch.connected());
  watch.Send(Watch("LK"));
  ASSERT_EQ(watch.Read(23), "[3G*8800000015*0002*LK]");
  Bytes amr = *audio::EncodeAmr(testing::Tone(1000, 8000));
  watch.Send(Watch("TK,", amr));

  json::array rows = List(1);
  ASSERT_EQ(rows.size(), 1u);
  const json::object& up = rows[0].as_object();
  EXPECT_EQ(Int(up.at("direction")), 0);
  EXPECT_EQ(Int(up.at("durationMs")), 1000);
  EXPECT_EQ(Int(up.at("bytes")), static_cast<long long>(amr.size()));
  long long voice = Int(up.at("voiceId"));

  testing::HttpReply wav = Raw("", "GET", WavPath(voice, admin_));
  EXPECT_EQ(wav.status, 200);
  EXPECT_EQ(wav.Header("Content-Type"), "audio/wav");
  EXPECT_EQ(WavSamples(wav), 8000);  // 50 frames of 160 samples

  // Another tenant: neither the list nor the file.
  json::value other = Call(demo_, "GET", "/car/v4/api/voice/list.json?vehicleId=" + std::to_string(wearer_));
  EXPECT_EQ(Int(other.at("flag")), 0);
  testing::HttpReply stolen = Raw("", "GET", WavPath(voice, demo_));
  EXPECT_EQ(WavSamples(stolen), -1);
  bool ok = false;
  EXPECT_EQ(Int(ParseJson(stolen.body, &ok).at("flag")), 0);
}

TEST_F(VoiceLoopbackTest, AVoiceSentFromTheConsoleReachesTheWatchAsTk) {
  testing::DeviceSocket watch(app_->gateway_port("watch"));
  ASSERT_TRUE(watch.connected());
  watch.Send(Watch("LK"));
  ASSERT_EQ(watch.Read(23), "[3G*8800000015*0002*LK]");

  // The console uploads a 2 s recording (WAV, 16 kHz here: the server brings it to 8 kHz).
  Bytes wav = audio::WriteWav(testing::Tone(2000, 16000), 16000);
  const std::string upload = testing::UploadBody(std::string(wav.begin(), wav.end()), "录音.wav");
  const std::string send = "/car/v4/api/voice/send.json?vehicleId=" + std::to_string(wearer_);
  // Another tenant cannot send to it.
  json::value refused = Call(demo_, "POST", send, upload, testing::kUploadContentType);
  EXPECT_EQ(Int(refused.at("flag")), 0) << WriteJson(refused);
  json::value sent = Call(admin_, "POST", send, upload, testing::kUploadContentType);
  ASSERT_EQ(Int(sent.at("flag")), 1) << WriteJson(sent);
  EXPECT_EQ(Int(sent.at("obj").at("durationMs")), 2000);
  long long command = Int(sent.at("obj").at("id"));

  // One frame: [SG*8800000015*LLLL*TK,<escaped AMR>] (SG for a watch that says 3G).
  std::string head = watch.Read(20);
  ASSERT_EQ(head.substr(0, 15), "[SG*8800000015*");
  size_t length = std::stoul(head.substr(15, 4), nullptr, 16);
  std::string frame = head + watch.Read(length + 1);
  ASSERT_EQ(frame.back(), ']');
  auto parsed = watch::ParseFrame(AsBytes(frame));
  ASSERT_TRUE(parsed.ok()) << parsed.status().message();
  EXPECT_FALSE(parsed->length_mismatch);
  ASSERT_EQ(parsed->type(), "TK");
  std::string_view file = parsed->fields();
  ASSERT_EQ(file.substr(0, 6), "#!AMR\n");
  EXPECT_EQ(*audio::AmrDurationMs(AsBytes(file)), 2000);
  EXPECT_TRUE(audio::DecodeAmr(AsBytes(file)).ok());

  // The watch says it received it: the command succeeds, the list shows it sent.
  watch.Send(Watch("TK,1"));
  json::object row;
  for (auto end = Clock::now() + std::chrono::seconds(20); Clock::now() < end;) {
    row =
        Call(admin_, "GET", "/car/v1/api/command/getCommand.json?id=" + std::to_string(command)).at("obj").as_object();
    if (Int(row.at("status")) >= 2) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(Int(row.at("status")), 2) << WriteJson(row);
  EXPECT_EQ(row.at("replyText").as_string(), "手表已收到语音");
  json::array rows = List(1);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(Int(rows[0].at("direction")), 1);
  EXPECT_EQ(Int(rows[0].at("status")), 2);
  EXPECT_EQ(Int(rows[0].at("commandId")), command);
  EXPECT_EQ(WavSamples(Raw("", "GET", WavPath(Int(rows[0].at("voiceId")), admin_))), 16000);

  // 发送语音 has its own page: the instructions dialog's list for watches leaves it out.
  bool find = false, voice_offered = false;
  json::value resources = Call(admin_, "GET", "/car/v1/api/resource/listTerminalResource.json");
  for (const auto& t : resources.at("obj").as_array())
    if (t.at("terminalType").as_string() == "GPRS-手表")
      for (const auto& id : t.at("resourceIdList").as_array()) {
        find |= Int(id) == 7027;
        voice_offered |= Int(id) == 7028;
      }
  EXPECT_TRUE(find);
  EXPECT_FALSE(voice_offered);

  // What cannot be sent is refused in Chinese: another format, too long.
  json::value mp3 =
      Call(admin_, "POST", send, testing::UploadBody("ID3\x04 not audio", "a.mp3"), testing::kUploadContentType);
  EXPECT_EQ(mp3.at("msg").as_string(), "只能发送WAV或AMR格式的语音");
  Bytes long_wav = audio::WriteWav(testing::Tone(16000, 8000), 8000);
  json::value too_long =
      Call(admin_, "POST", send, testing::UploadBody(std::string(long_wav.begin(), long_wav.end()), "长.wav"),
           testing::kUploadContentType);
  EXPECT_EQ(too_long.at("msg").as_string(), "语音不能超过15.0秒（这段16.0秒）");
}

}  // namespace
}  // namespace chelian
