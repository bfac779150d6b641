// Tests of the assistant: text matching, intent parsing, FAQ retrieval and the quick-action replies
// (console-spec §1 and §4: R-APP-5, R-QA-1..3).
#include "assistant/assistant.h"

#include <gtest/gtest.h>

#include "assistant/faq_catalog.h"
#include "assistant/faq_index.h"
#include "assistant/intent.h"
#include "assistant/synonyms.h"
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

TEST(Intent, PlatesOfEveryProvinceAndKind) {
  const char* provinces[] = {"京", "津", "沪", "渝", "冀", "豫", "云", "辽", "黑", "湘", "皖",
                             "鲁", "新", "苏", "浙", "赣", "鄂", "桂", "甘", "晋", "蒙", "陕",
                             "吉", "闽", "贵", "粤", "青", "藏", "川", "宁", "琼"};
  for (const char* p : provinces) {
    Intent i = ParseIntent(std::string("帮我看看") + p + "a12345呢");
    EXPECT_EQ(i.vehicle, std::string(p) + "A12345") << p;
    EXPECT_EQ(i.vehicle_kind, VehicleKind::kPlate) << p;
  }
  EXPECT_EQ(ParseIntent("粤BD12345的位置").vehicle, "粤BD12345");  // new energy: 8 signs
  EXPECT_EQ(ParseIntent("湘A12345D在哪").vehicle, "湘A12345D");
  for (const char* suffix : {"挂", "学", "警", "港", "澳", "领"}) {
    Intent i = ParseIntent(std::string("鲁B1234") + suffix + " 轨迹");
    EXPECT_EQ(i.vehicle, std::string("鲁B1234") + suffix) << suffix;
    EXPECT_EQ(i.vehicle_kind, VehicleKind::kPlate) << suffix;
  }
  EXPECT_EQ(ParseIntent("使123456 在哪").vehicle, "使123456");                 // embassy
  EXPECT_EQ(ParseIntent("粤B1234 里程").vehicle_kind, VehicleKind::kPartial);  // the start of a plate
  EXPECT_EQ(ParseIntent("粤B123456789").vehicle_kind, VehicleKind::kPartial);  // too long: a number
}

TEST(Intent, TerminalNumbersAndImeiWithAnyVerbOrNone) {
  for (const char* text : {"帮我瞅瞅 13800001234 在哪", "13800001234", "瞧瞧13800001234呗"}) {
    Intent i = ParseIntent(text);
    EXPECT_EQ(i.vehicle, "13800001234") << text;
    EXPECT_EQ(i.vehicle_kind, VehicleKind::kTerminal) << text;
  }
  EXPECT_EQ(ParseIntent("帮我瞅瞅 13800001234 在哪").action, QuickAction::kLocation);
  EXPECT_EQ(ParseIntent("863012345678901 跑哪去了").vehicle_kind, VehicleKind::kTerminal);  // IMEI
  EXPECT_EQ(ParseIntent("12345678901234567890").vehicle_kind, VehicleKind::kTerminal);      // 20 digits
  EXPECT_EQ(ParseIntent("1380000").vehicle_kind, VehicleKind::kPartial);
}

TEST(Synonyms, RewriteToOneWordLongestFirst) {
  EXPECT_EQ(CanonicalText("下级用户在哪开"), CanonicalText("子账户在哪开"));
  EXPECT_EQ(CanonicalText("追踪器"), "设备");
  EXPECT_EQ(CanonicalText("GPS回传"), "设备上传");
  EXPECT_EQ(CanonicalText("位置差了好几百米"), "位置偏差");
  EXPECT_EQ(CanonicalText("从未上线"), "离线");      // not 从未 + 上线
  EXPECT_EQ(CanonicalText("报警记录"), "报警记录");  // not 记 + 录入
}

TEST(Faq, ParaphrasesOfTheIssueFindTheirAnswer) {
  EXPECT_EQ(RankFaq("在哪里开子账户")[0].entry->id, 2);
  EXPECT_EQ(RankFaq("刚买的定位器怎么弄到平台上")[0].entry->id, 3);
  EXPECT_EQ(RankFaq("位置半天才变一次")[0].entry->id, 7);
  EXPECT_EQ(RankFaq("地图上的位置和实际差了好几百米")[0].entry->id, 11);
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
  // A whole plate or number without an action word is still a vehicle, found or not.
  Reply bare = Answer("粤Z99999呢", 0, Fleet(), Address());
  EXPECT_EQ(bare.kind, ReplyKind::kNotFound);
  EXPECT_EQ(bare.text, NotFoundText("粤Z99999"));
  EXPECT_EQ(Answer("帮我瞅瞅 13900009999", 0, Fleet(), Address()).kind, ReplyKind::kNotFound);
  Reply found = Answer("帮我瞅瞅 13800000003 在哪", 0, Fleet(), Address());
  EXPECT_EQ(found.kind, ReplyKind::kAction);
  EXPECT_EQ(found.vehicles[0].vehicle_id, 13);
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
