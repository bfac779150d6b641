// Tests of the assistant: text matching, intent parsing, FAQ retrieval and the quick-action replies
// (console-spec §1 and §4: R-APP-5, R-QA-1..3).
#include "assistant/assistant.h"

#include <gtest/gtest.h>

#include "assistant/faq_catalog.h"
#include "assistant/intent.h"
#include "assistant/text_match.h"

namespace chelian::assistant {
namespace {

TEST(TextMatch, SplitsUtf8AndSurvivesBrokenBytes) {
  EXPECT_EQ(SplitCharacters("粤B1").size(), 3u);
  EXPECT_EQ(SplitCharacters(std::string("\xe7\xb2", 2)).size(), 2u);  // a cut-off character
  EXPECT_EQ(NormalizeForMatch("GT06，协议？ "), "gt06协议");
}

TEST(Intent, FindsPlatesNumbersAndActions) {
  Intent a = ParseIntent("粤b12345 的轨迹");
  EXPECT_EQ(a.vehicle, "粤B12345");
  EXPECT_EQ(a.action, QuickAction::kTrack);
  EXPECT_EQ(ParseIntent("京AD12345在哪").vehicle, "京AD12345");  // new-energy plate
  EXPECT_EQ(ParseIntent("京AD12345在哪").action, QuickAction::kLocation);
  Intent n = ParseIntent("13800000001 详情");
  EXPECT_EQ(n.vehicle, "13800000001");
  EXPECT_EQ(n.action, QuickAction::kDetail);
  EXPECT_EQ(ParseIntent("粤B12345 报警信息").action, QuickAction::kAlarmDetail);  // 报警 before 信息
  EXPECT_EQ(ParseIntent("粤B12345 今天里程").action, QuickAction::kMileage);
  EXPECT_EQ(ParseIntent("粤B12345 在线明细").action, QuickAction::kOnlineDetail);
  EXPECT_TRUE(ParseIntent("支持808协议吗").vehicle.empty());  // too short to be a number
  EXPECT_TRUE(ParseIntent("如何激活设备？").is_question);
  EXPECT_EQ(ParseIntent("").action, QuickAction::kNone);
}

TEST(Faq, R_APP_5_OffersTheSixteenTopicsOfTheSpec) {
  const auto& faq = FaqCatalog();
  ASSERT_EQ(faq.size(), 16u);
  for (size_t i = 0; i < faq.size(); ++i) {
    EXPECT_EQ(faq[i].id, static_cast<int>(i) + 1);
    EXPECT_FALSE(faq[i].question.empty());
    EXPECT_FALSE(faq[i].answer.empty());
  }
  const char* topics[] = {"助手", "子账号", "资产", "轨迹", "续费", "指令", "上传慢", "离线",
                          "安装", "充",     "偏差", "激活", "协议", "端口", "指示灯", "4G"};
  for (size_t i = 0; i < 16; ++i) EXPECT_NE(faq[i].question.find(topics[i]), std::string_view::npos) << topics[i];
}

VehicleFinder Fleet() {
  return [](const std::string& keyword) {
    std::vector<VehicleHit> all = {{11, "粤B12345", "13800000001", "一车队"},
                                   {12, "粤B12346", "13800000002", "一车队"},
                                   {13, "粤B12347", "13800000003", "二车队"}};
    std::vector<VehicleHit> out;
    for (const auto& v : all) {
      if (v.plate.find(keyword) != std::string::npos || v.terminal_no.find(keyword) != std::string::npos)
        out.push_back(v);
    }
    return out;
  };
}

PlatformAddress Address() {
  return {"gps.example.com", 8080, {{"JT/T 808（部标 2011/2013/2019 版）", 7788}, {"GT06（康凯斯及兼容协议）", 5023}}};
}

TEST(Answer, R_QA_1_TrackOfANamedVehicleIsAnAction) {
  Reply r = Answer("粤B12345 轨迹", 0, Fleet(), Address());
  EXPECT_EQ(r.kind, ReplyKind::kAction);
  EXPECT_EQ(r.action, QuickAction::kTrack);
  ASSERT_EQ(r.vehicles.size(), 1u);
  EXPECT_EQ(r.vehicles[0].vehicle_id, 11);
}

TEST(Answer, R_QA_2_DetailAndLocationByDeviceNumber) {
  Reply d = Answer("13800000003 详情", 0, Fleet(), Address());
  EXPECT_EQ(d.kind, ReplyKind::kAction);
  EXPECT_EQ(d.action, QuickAction::kDetail);
  EXPECT_EQ(d.vehicles[0].vehicle_id, 13);
  EXPECT_EQ(Answer("粤B12346在哪里", 0, Fleet(), Address()).action, QuickAction::kLocation);
}

TEST(Answer, R_QA_3_ReportsAndChoices) {
  Reply several = Answer("粤B1234 里程", 0, Fleet(), Address());  // a prefix of three plates
  EXPECT_EQ(several.kind, ReplyKind::kChooseVehicle);
  EXPECT_EQ(several.action, QuickAction::kMileage);
  EXPECT_EQ(several.vehicles.size(), 3u);
  EXPECT_EQ(Answer("粤B12347 报警", 0, Fleet(), Address()).action, QuickAction::kAlarmDetail);
  EXPECT_EQ(Answer("粤B12347 在线情况", 0, Fleet(), Address()).action, QuickAction::kOnlineDetail);
  Reply bare = Answer("粤B12347", 0, Fleet(), Address());
  EXPECT_EQ(bare.kind, ReplyKind::kChooseAction);
  EXPECT_EQ(bare.vehicles.size(), 1u);
}

TEST(Answer, UnknownVehiclesAndMissingPlates) {
  Reply none = Answer("粤Z99999 轨迹", 0, Fleet(), Address());
  EXPECT_EQ(none.kind, ReplyKind::kNotFound);
  EXPECT_NE(none.text.find("粤Z99999"), std::string::npos);
  Reply ask = Answer("看一下轨迹", 0, Fleet(), Address());
  EXPECT_EQ(ask.kind, ReplyKind::kAskVehicle);
  EXPECT_EQ(ask.action, QuickAction::kTrack);
}

TEST(Answer, R_APP_5_QuestionsFindTheirFaq) {
  EXPECT_EQ(Answer("设备为什么离线了？", 0, Fleet(), Address()).faq_id, 8);
  EXPECT_EQ(Answer("怎么创建子账号", 0, Fleet(), Address()).faq_id, 2);
  EXPECT_EQ(Answer("如何查看资产当前位置和历史报警？", 0, Fleet(), Address()).faq_id, 4);
  EXPECT_EQ(Answer("定位漂移很严重", 0, Fleet(), Address()).faq_id, 11);
  EXPECT_EQ(Answer("位置不对", 0, Fleet(), Address()).faq_id, 11);  // an action word, but a FAQ fits
  EXPECT_EQ(Answer("哪些设备支持4G", 0, Fleet(), Address()).faq_id, 16);
  Reply ports = Answer("平台的服务器地址和端口是多少", 0, Fleet(), Address());
  EXPECT_EQ(ports.faq_id, 14);
  EXPECT_NE(ports.text.find("http://gps.example.com:8080"), std::string::npos);
  EXPECT_NE(ports.text.find("7788"), std::string::npos);
  EXPECT_NE(ports.text.find("5023"), std::string::npos);
  EXPECT_EQ(ports.text.find('{'), std::string::npos);  // every placeholder filled
}

TEST(Answer, ClickedPromptAndGibberish) {
  Reply clicked = Answer("", 13, Fleet(), Address());
  EXPECT_EQ(clicked.kind, ReplyKind::kFaq);
  EXPECT_EQ(clicked.faq_id, 13);
  EXPECT_NE(clicked.text.find("JT/T 808"), std::string::npos);
  Reply off = Answer("", 13, Fleet(), PlatformAddress{"h", 0, {{"GT06（康凯斯及兼容协议）", 5023}}});
  EXPECT_EQ(off.text.find("JT/T 808（"), std::string::npos);  // a protocol that is off is not offered
  Reply lost = Answer("zzzz qqqq", 0, Fleet(), Address());
  EXPECT_EQ(lost.kind, ReplyKind::kFallback);
  EXPECT_FALSE(lost.suggestions.empty());
  EXPECT_EQ(Answer(std::string("\xff\xfe\x00", 3), 0, Fleet(), Address()).kind, ReplyKind::kFallback);
}

}  // namespace
}  // namespace chelian::assistant
