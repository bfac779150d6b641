// The rule table: per FAQ, alternatives of "every group has one of its words present".
#include "assistant/faq_rules.h"

#include <vector>

namespace chelian::assistant {
namespace {

using Words = std::vector<std::string_view>;
using Conjunction = std::vector<Words>;  // each group must have one word in the text

struct Rule {
  int faq_id;
  std::vector<Conjunction> any_of;  // the rule holds when one conjunction holds
  Words unless;                     // …and none of these words is present
};

const std::vector<Rule>& Rules() {
  static const std::vector<Rule> kRules = {
      {1, {{{"助手"}}, {{"你"}, {"能", "会", "干", "做", "功能", "名字", "是谁", "人工", "本事", "对话", "问"}}}, {}},
      {2,
       {{{"子账号"}},
        {{"账号", "帐号", "账户", "用户", "登平台", "登录"}, {"开", "建", "创建", "添加", "加", "分", "怎么"}}},
       {}},
      {3,
       {{{"添加", "导入", "新买", "买了", "新装", "填到", "填在", "入口", "建"},
         {"设备", "车", "平台", "系统", "资料"}}},
       {"激活", "续费", "安装", "子账号", "用户"}},
      {4,
       {{{"轨迹", "报警", "位置"}, {"怎么", "哪", "能", "吗", "可以", "以前", "之前", "历史", "记录", "什么", "方法"}}},
       {"偏差", "上传", "离线", "子账号"}},
      {5, {{{"续费", "到期"}}}, {}},
      {6, {{{"指令"}}, {{"不生效"}, {"断油", "断电", "设备", "车"}}}, {}},
      {7,
       {{{"上传", "位置", "定位", "轨迹点", "点"},
         {"慢",   "久",   "低",   "稀",   "少",   "不及时", "间隔", "频率", "勤", "延迟", "半天",
          "好久", "分钟", "太长", "调快", "缩短", "不上传", "不动", "隔",   "远", "稀疏"}}},
       {"偏差", "离线", "指令"}},
      {8, {{{"离线"}}}, {"续费", "到期"}},
      {9, {{{"安装"}}, {{"红线", "黑线", "继电器", "acc", "隐蔽"}}, {{"线"}, {"接"}}}, {}},
      {10,
       {{{"充电"}},
        {{"电池", "电量", "没电"}, {"充", "不亮", "低"}},
        {{"充"}, {"不行", "不进", "不了", "没反应", "不亮"}}},
       {}},
      {11, {{{"偏差"}}}, {}},
      {12, {{{"激活"}}, {{"第一次", "拿到"}, {"设备", "用"}}, {{"服务期"}, {"算", "开始"}}}, {}},
      {13, {{{"协议", "兼容", "品牌", "厂家", "康凯斯", "gt06"}}}, {"4g", "2g"}},
      {14, {{{"域名", "端口"}}, {{"地址"}, {"设置", "填", "配", "设备"}}}, {}},
      {15, {{{"指示灯"}}, {{"闪"}, {"一闪", "灯", "常亮", "代表", "意思"}}}, {"充电"}},
      {16, {{{"4g", "2g"}}}, {}},
  };
  return kRules;
}

bool Has(std::string_view text, const Words& words) {
  for (auto w : words)
    if (text.find(w) != std::string_view::npos) return true;
  return false;
}

}  // namespace

double RuleBonus(int faq_id, std::string_view canonical) {
  for (const Rule& rule : Rules()) {
    if (rule.faq_id != faq_id || Has(canonical, rule.unless)) continue;
    for (const Conjunction& c : rule.any_of) {
      bool all = true;
      for (const Words& group : c) all = all && Has(canonical, group);
      if (all) return kRuleBonus;
    }
  }
  return 0;
}

}  // namespace chelian::assistant
