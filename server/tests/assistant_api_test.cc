// Loopback tests of the assistant's API: its configuration, FAQ answers, quick actions that only
// ever find vehicles inside the asking user's group subtree (R-ASSIST-1, R-APP-5, R-QA-1..3), and
// the optional language model against a stub OpenAI-compatible server (issue 29).
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "core/json.h"
#include "http_client.h"
#include "seeded_server.h"
#include "sim/demo_fleet.h"
#include "stub_chat_server.h"

namespace chelian {
namespace {

namespace json = boost::json;

class AssistantApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // 12 vehicles: fleet = i % 6, so the demo user (顺达物流: fleets 0–2) sees i = 0,1,2,6,7,8.
    ASSERT_TRUE(server_.Start("assistant_test", 12, {"gateway.jt808_port=0", "gateway.host=127.0.0.1"}).ok());
    port_ = server_.app->http_port();
    demo_ = Login("demo", "demo123");
    admin_ = Login("admin", "admin123");
  }
  std::string Login(const std::string& user, const std::string& password) {
    return testing::SignIn(port_, user, password);
  }
  json::value Chat(const std::string& token, const std::string& body) {
    auto r = testing::HttpCall(port_, "POST", "/car/v4/api/assistant/chat.json",
                               {{"sessionId", token}, {"Content-Type", "application/json"}}, body);
    EXPECT_EQ(r.body.find("true"), std::string::npos);
    EXPECT_EQ(r.body.find("null"), std::string::npos);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body;
    return v;
  }
  static std::string Str(const json::value& v) { return std::string(v.as_string()); }

  testing::SeededServer server_;
  int port_ = 0;
  std::string demo_, admin_;
};

TEST_F(AssistantApiTest, R_ASSIST_1_ConfigNamesTheBotAndOffersTheFaq) {
  auto r = testing::HttpCall(port_, "GET", "/car/v4/api/assistant/config.json", {{"sessionId", demo_}});
  bool ok = false;
  json::value v = ParseJson(r.body, &ok);
  ASSERT_TRUE(ok) << r.body;
  ASSERT_EQ(v.at("flag").as_int64(), 1);
  const auto& obj = v.at("obj");
  EXPECT_EQ(Str(obj.at("botName")), "车联小助手");
  EXPECT_EQ(Str(obj.at("appType")), "carWeb4");
  EXPECT_GT(obj.at("userId").as_int64(), 0);
  for (const char* key : {"baseUrl", "productName", "robotHeaderUrl", "staticUrl", "chatStyle"})
    EXPECT_TRUE(obj.as_object().contains(key)) << key;
  EXPECT_EQ(obj.at("faq").as_array().size(), 16u);
  // Without a session: the usual 4010.
  auto anon = testing::HttpCall(port_, "GET", "/car/v4/api/assistant/config.json");
  EXPECT_NE(anon.body.find("4010"), std::string::npos);
}

TEST_F(AssistantApiTest, R_QA_1_QuickActionsFindOnlyVehiclesOfTheUsersSubtree) {
  std::string mine = sim::DemoVehicleAt(0).plate;    // 一车队, the demo user's
  std::string theirs = sim::DemoVehicleAt(3).plate;  // 1路车队, not the demo user's
  json::value r = Chat(demo_, R"({"message":")" + mine + R"( 轨迹"})");
  ASSERT_EQ(r.at("flag").as_int64(), 1);
  EXPECT_EQ(Str(r.at("obj").at("kind")), "action");
  EXPECT_EQ(Str(r.at("obj").at("action")), "track");
  ASSERT_EQ(r.at("obj").at("vehicles").as_array().size(), 1u);
  EXPECT_EQ(Str(r.at("obj").at("vehicles").at(0).at("plate")), mine);

  json::value hidden = Chat(demo_, R"({"message":")" + theirs + R"( 在哪"})");
  EXPECT_EQ(Str(hidden.at("obj").at("kind")), "notFound");
  EXPECT_TRUE(hidden.at("obj").at("vehicles").as_array().empty());

  json::value admin = Chat(admin_, R"({"message":")" + theirs + R"( 在哪"})");
  EXPECT_EQ(Str(admin.at("obj").at("kind")), "action");
  EXPECT_EQ(Str(admin.at("obj").at("action")), "location");

  json::value by_number = Chat(demo_, R"({"message":")" + sim::DemoVehicleAt(1).terminal_no + R"( 报警"})");
  EXPECT_EQ(Str(by_number.at("obj").at("action")), "alarmDetail");
  EXPECT_EQ(Str(by_number.at("obj").at("vehicles").at(0).at("plate")), sim::DemoVehicleAt(1).plate);
}

// Two tenants: 顺达物流 (the demo user) and 京华城市客运. Another tenant's vehicle gets the very
// words a vehicle that exists nowhere gets, with or without an action, by plate or by number.
TEST_F(AssistantApiTest, AVehicleOfAnotherTenantIsAnsweredAsOneThatDoesNotExist) {
  sim::DemoVehicle theirs = sim::DemoVehicleAt(3);  // 1路车队
  const std::string nowhere_plate = "粤Z98765", nowhere_number = "13999999999";
  auto text_of = [&](const std::string& token, const std::string& message) {
    json::value r = Chat(token, R"({"message":")" + message + R"("})");
    EXPECT_EQ(r.at("flag").as_int64(), 1);
    EXPECT_EQ(Str(r.at("obj").at("kind")), "notFound") << message;
    EXPECT_TRUE(r.at("obj").at("vehicles").as_array().empty());
    return Str(r.at("obj").at("text"));
  };
  auto without = [](std::string text, const std::string& name) {
    return text.replace(text.find(name), name.size(), "X");
  };
  for (const char* form : {"%s呢", "帮我瞅瞅 %s 在哪", "%s 轨迹"}) {
    auto message = [&](const std::string& v) {
      std::string m = form;
      return m.replace(m.find("%s"), 2, v);
    };
    EXPECT_EQ(without(text_of(demo_, message(theirs.plate)), theirs.plate),
              without(text_of(demo_, message(nowhere_plate)), nowhere_plate))
        << form;
    EXPECT_EQ(without(text_of(demo_, message(theirs.terminal_no)), theirs.terminal_no),
              without(text_of(demo_, message(nowhere_number)), nowhere_number))
        << form;
  }
  json::value admin = Chat(admin_, R"({"message":"帮我瞅瞅 )" + theirs.terminal_no + R"( 在哪"})");
  EXPECT_EQ(Str(admin.at("obj").at("kind")), "action");
  EXPECT_EQ(Str(admin.at("obj").at("vehicles").at(0).at("plate")), theirs.plate);
}

TEST_F(AssistantApiTest, WithoutAModelQuestionsAreAnsweredFromTheFaq) {
  json::value r = Chat(demo_, R"({"message":"位置半天才变一次"})");
  EXPECT_EQ(Str(r.at("obj").at("kind")), "faq");
  EXPECT_EQ(r.at("obj").at("faqId").as_int64(), 7);
  auto config = testing::HttpCall(port_, "GET", "/car/v4/api/assistant/config.json", {{"sessionId", demo_}});
  EXPECT_NE(config.body.find("\"model\":0"), std::string::npos);
  auto read = testing::HttpCall(port_, "POST", "/car/v4/api/assistant/stream.json",
                                {{"sessionId", demo_}, {"Content-Type", "application/json"}}, R"({"streamId":"x"})");
  EXPECT_NE(read.body.find("\"flag\":0"), std::string::npos);
}

TEST_F(AssistantApiTest, R_APP_5_FaqAnswersNameThisPlatformsPorts) {
  json::value r = Chat(demo_, R"({"message":"设备接入的域名和端口是多少？"})");
  EXPECT_EQ(Str(r.at("obj").at("kind")), "faq");
  EXPECT_EQ(r.at("obj").at("faqId").as_int64(), 14);
  std::string text = Str(r.at("obj").at("text"));
  EXPECT_NE(text.find("http://127.0.0.1:" + std::to_string(port_)), std::string::npos) << text;
  EXPECT_NE(text.find(std::to_string(server_.app->gateway_port("jt808"))), std::string::npos) << text;
  EXPECT_EQ(text.find("GT06（"), std::string::npos) << text;  // GT06 is off in this server
  json::value clicked = Chat(demo_, R"({"faqId":8})");
  EXPECT_EQ(clicked.at("obj").at("faqId").as_int64(), 8);
}

TEST_F(AssistantApiTest, BadInputGetsAChineseMessage) {
  json::value empty = Chat(demo_, R"({"message":"   "})");
  EXPECT_EQ(empty.at("flag").as_int64(), 0);
  EXPECT_EQ(Str(empty.at("msg")), "请输入您的问题");
  json::value long_text = Chat(demo_, R"({"message":")" + std::string(600, 'a') + R"("})");
  EXPECT_EQ(long_text.at("flag").as_int64(), 0);
  auto broken = testing::HttpCall(port_, "POST", "/car/v4/api/assistant/chat.json",
                                  {{"sessionId", demo_}, {"Content-Type", "application/json"}}, "{not json");
  EXPECT_NE(broken.body.find("\"flag\""), std::string::npos);
  EXPECT_EQ(broken.body.find("\"flag\":1"), std::string::npos);
}

class AssistantModelTest : public ::testing::Test {
 protected:
  void StartWith(testing::StubChatServer& stub) {
    ASSERT_TRUE(server_
                    .Start("assistant_model_test", 12,
                           {"assistant.llm_url=" + stub.url(), "assistant.llm_model=stub-model",
                            "assistant.llm_key=sk-test", "assistant.llm_allow_private=on"})  // the stub is on loopback
                    .ok());
    port_ = server_.app->http_port();
    demo_ = testing::SignIn(port_, "demo", "demo123");
  }
  json::value Post(const std::string& path, const std::string& body, const std::string& token = "") {
    auto r =
        testing::HttpCall(port_, "POST", path,
                          {{"sessionId", token.empty() ? demo_ : token}, {"Content-Type", "application/json"}}, body);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body;
    return v;
  }
  // Reads the stream from the start until `until` holds (at most ~10 s), returning the last read.
  template <typename Until>
  json::object ReadUntil(const std::string& id, Until until) {
    json::object last;
    for (int i = 0; i < 500; ++i) {
      json::value r = Post("/car/v4/api/assistant/stream.json", R"({"streamId":")" + id + R"(","from":0})");
      if (r.at("flag").as_int64() != 1) return r.as_object();
      last = r.at("obj").as_object();
      if (until(last)) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return last;
  }

  testing::SeededServer server_;
  int port_ = 0;
  std::string demo_;
};

TEST_F(AssistantModelTest, AQuestionIsStreamedFromTheModelWithTheFaqPassagesAndCitations) {
  testing::StubChatServer stub({"上报间隔", "可以用指令缩短【FAQ 7】", "。"});
  StartWith(stub);
  json::value r = Post("/car/v4/api/assistant/chat.json", R"({"message":"位置半天才变一次"})");
  ASSERT_EQ(r.at("flag").as_int64(), 1) << WriteJson(r);
  const auto& obj = r.at("obj");
  ASSERT_EQ(std::string(obj.at("kind").as_string()), "llm");
  std::string id(obj.at("streamId").as_string());
  EXPECT_EQ(obj.at("sources").at(0).at("id").as_int64(), 7);

  // The first piece is readable while the model is still writing.
  json::object partial = ReadUntil(id, [](const json::object& o) { return !o.at("text").as_string().empty(); });
  EXPECT_EQ(std::string(partial.at("text").as_string()), "上报间隔");
  EXPECT_EQ(partial.at("done").as_int64(), 0);
  // Another user may not read it.
  std::string admin = testing::SignIn(port_, "admin", "admin123");
  EXPECT_EQ(Post("/car/v4/api/assistant/stream.json", R"({"streamId":")" + id + R"("})", admin).at("flag").as_int64(),
            0);

  stub.Release();
  json::object done = ReadUntil(id, [](const json::object& o) { return o.at("done").as_int64() == 1; });
  EXPECT_EQ(std::string(done.at("text").as_string()), "上报间隔可以用指令缩短【FAQ 7】。");
  EXPECT_EQ(done.at("failed").as_int64(), 0);
  ASSERT_EQ(done.at("citations").as_array().size(), 1u);
  EXPECT_EQ(done.at("citations").at(0).at("id").as_int64(), 7);
  // Reading on from `next` gives only what is new: nothing.
  json::value rest = Post("/car/v4/api/assistant/stream.json",
                          R"({"streamId":")" + id + R"(","from":)" + std::to_string(done.at("next").as_int64()) + "}");
  EXPECT_EQ(std::string(rest.at("obj").at("text").as_string()), "");

  // What the model was sent: the question and the retrieved passages with their ids, nothing else.
  ASSERT_EQ(stub.requests().size(), 1u);
  auto sent = stub.requests()[0];
  EXPECT_NE(sent.head.find("POST /v1/chat/completions"), std::string::npos);
  EXPECT_EQ(sent.Header("Authorization"), "Bearer sk-test");
  EXPECT_NE(sent.body.find("\"stream\":true"), std::string::npos);
  EXPECT_NE(sent.body.find("stub-model"), std::string::npos);
  EXPECT_NE(sent.body.find("【FAQ 7】"), std::string::npos);
  EXPECT_NE(sent.body.find("位置半天才变一次"), std::string::npos);
  EXPECT_EQ(sent.body.find(sim::DemoVehicleAt(0).plate), std::string::npos);

  // Vehicles never go to the model.
  json::value action =
      Post("/car/v4/api/assistant/chat.json", R"({"message":")" + sim::DemoVehicleAt(0).plate + R"( 轨迹"})");
  EXPECT_EQ(std::string(action.at("obj").at("kind").as_string()), "action");
  EXPECT_EQ(stub.requests().size(), 1u);
}

TEST_F(AssistantModelTest, AFailingModelEndsWithTheFaqAnswer) {
  testing::StubChatServer stub({}, 500);
  StartWith(stub);
  json::value r = Post("/car/v4/api/assistant/chat.json", R"({"message":"地图上的位置和实际差了好几百米"})");
  std::string id(r.at("obj").at("streamId").as_string());
  json::object done = ReadUntil(id, [](const json::object& o) { return o.at("done").as_int64() == 1; });
  EXPECT_EQ(done.at("failed").as_int64(), 1);
  EXPECT_NE(std::string(done.at("text").as_string()).find("坐标系"), std::string::npos);  // FAQ 11's answer
}

TEST(AssistantModelConfig, AModelOnThisMachineIsRefusedUnlessAllowed) {
  testing::SeededServer server;
  Status st = server.Start("assistant_model_refused", 1, {"assistant.llm_url=http://127.0.0.1:9/v1/chat/completions"});
  ASSERT_FALSE(st.ok());
  EXPECT_NE(st.message().find("assistant.llm_allow_private"), std::string::npos) << st.message();
  testing::SeededServer metadata;
  EXPECT_FALSE(metadata.Start("assistant_model_metadata", 1, {"assistant.llm_url=http://169.254.169.254/"}).ok());
}

}  // namespace
}  // namespace chelian
