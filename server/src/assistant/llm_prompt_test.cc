// Tests of the model backend's pure parts: the request holds only the passages and the question,
// the stream reader takes pieces however they are cut, citations count only passages given.
#include "assistant/llm_prompt.h"

#include <gtest/gtest.h>

#include "core/json.h"

namespace chelian::assistant {
namespace {

TEST(LlmPrompt, RequestStreamsAndHoldsOnlyThePassagesWithTheirIds) {
  std::vector<Passage> passages = {{7, "定位上传慢？", "上报间隔……"}, {11, "定位偏差？", "卫星信号……"}};
  std::string body = BuildChatRequest("qwen-mini", "车联小助手", passages, "位置老是半天不动");
  bool ok = false;
  boost::json::value v = ParseJson(body, &ok);
  ASSERT_TRUE(ok) << body;
  EXPECT_NE(body.find("\"stream\":true"), std::string::npos);  // a JSON boolean, as the API wants
  EXPECT_EQ(v.at("model").as_string(), "qwen-mini");
  const auto& messages = v.at("messages").as_array();
  ASSERT_EQ(messages.size(), 2u);
  std::string system(messages[0].at("content").as_string());
  EXPECT_NE(system.find("【FAQ 7】定位上传慢？"), std::string::npos);
  EXPECT_NE(system.find("【FAQ 11】定位偏差？"), std::string::npos);
  EXPECT_EQ(system.find("【FAQ 8】"), std::string::npos);
  EXPECT_EQ(messages[1].at("role").as_string(), "user");
  EXPECT_EQ(messages[1].at("content").as_string(), "位置老是半天不动");
}

TEST(LlmPrompt, RetrievesRelevantPassagesOnly) {
  auto passages = RetrievePassages("位置半天才变一次", {"h", 80, {}}, 3);
  ASSERT_FALSE(passages.empty());
  EXPECT_EQ(passages[0].faq_id, 7);
  EXPECT_LE(passages.size(), 3u);
  EXPECT_TRUE(RetrievePassages("zzzz qqqq", {"h", 80, {}}, 3).empty());
}

TEST(LlmPrompt, ReadsEventsCutAnywhere) {
  std::string stream =
      "data: {\"choices\":[{\"delta\":{\"role\":\"assistant\"}}]}\n\n"
      "data: {\"choices\":[{\"delta\":{\"content\":\"上报间隔\"}}]}\r\n\r\n"
      ": keep-alive comment\n\n"
      "data: {\"choices\":[{\"delta\":{\"content\":\"可以缩短【FAQ 7】\"}}]}\n\n"
      "data: [DONE]\n\n"
      "data: {\"choices\":[{\"delta\":{\"content\":\"after the end\"}}]}\n\n";
  for (size_t cut = 1; cut < stream.size(); cut += 7) {
    ChatStreamReader reader;
    std::string text = reader.Feed(stream.substr(0, cut));
    text += reader.Feed(stream.substr(cut));
    text += reader.Finish();
    EXPECT_EQ(text, "上报间隔可以缩短【FAQ 7】") << cut;
    EXPECT_TRUE(reader.done());
  }
}

TEST(LlmPrompt, ReadsAReplyThatIsNotAStream) {
  ChatStreamReader reader;
  EXPECT_EQ(reader.Feed("{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":\"整段回答\"}}]}"), "");
  EXPECT_EQ(reader.Finish(), "整段回答");
  ChatStreamReader broken;
  broken.Feed("<html>502</html>");
  EXPECT_EQ(broken.Finish(), "");
}

TEST(LlmPrompt, CitesOnlyThePassagesGiven) {
  std::vector<Passage> passages = {{7, "", ""}, {11, "", ""}};
  EXPECT_EQ(CitedFaqIds("先看【FAQ 11】，再看[FAQ 7]，又见 FAQ11、FAQ 3 和 FAQ 99999", passages),
            (std::vector<int>{11, 7}));
  EXPECT_TRUE(CitedFaqIds("没有出处", passages).empty());
}

}  // namespace
}  // namespace chelian::assistant
