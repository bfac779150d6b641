// The synonym table, written for this platform's users, and the longest-match rewriting.
#include "assistant/synonyms.h"

#include <algorithm>
#include <unordered_map>
#include <utility>
#include <vector>

#include "assistant/text_match.h"

namespace chelian::assistant {
namespace {

struct SynonymGroup {
  std::string_view canonical;
  std::vector<std::string_view> variants;
};

// Variants are written normalised (lower case, no punctuation). A variant may hold its canonical
// word; the canonical word need not be listed.
const std::vector<SynonymGroup>& Groups() {
  static const std::vector<SynonymGroup> kGroups = {
      {"子账号",
       {"子账户", "子帐号", "子帐户", "子用户", "下级用户", "下级账号", "下级帐号", "下级账户", "下级帐户", "分账号",
        "子账号", "登录账号", "登陆账号", "开号", "开个号", "开一个号"}},
      {"设备",
       {"定位器", "追踪器", "跟踪器", "定位终端", "定位设备", "车载终端", "终端", "gps", "北斗", "机器", "盒子",
        "手表定位器"}},
      {"上传", {"回传", "上报", "上送", "更新", "刷新", "传上来", "报上来", "来一条", "变一次", "才动"}},
      {"偏差",
       {"不准",       "不准确",       "漂移",   "偏移",     "飘",       "乱飘",       "乱跳",     "在跳",   "误差",
        "偏了",       "对不上",       "错位",   "跑偏",     "差几百米", "差了几百米", "差这么多", "差很多", "差得远",
        "差好几百米", "差了好几百米", "几百米", "马路对面", "河里",     "偏到",       "偏离"}},
      {"添加",
       {"录入", "录进", "接入", "加进", "加到", "增加", "新增", "登记", "建档", "上到平台", "上线到", "弄到平台",
        "添到", "放到平台", "加一辆"}},
      {"添加车辆", {"加车"}},
      {"新买", {"新采购", "新购", "刚买", "刚到货", "新到"}},
      {"导入", {"导进", "批量录入", "批量添加"}},
      {"添加", {"录", "添"}},
      {"记录", {"记录"}},  // not 记 + 录
      {"登录", {"登录", "登陆"}},
      {"设备号", {"终端号", "设备编号", "imei", "imei号", "sim卡号"}},
      {"位置", {"跑到哪", "开到哪", "跑哪"}},
      {"离线", {"掉线", "断线", "不在线", "没上线", "没在线", "从未上线", "连不上", "没信号", "灰色"}},
      {"续费", {"延期", "续期", "续年费", "交费", "缴费", "交钱", "年费", "欠费", "服务期满"}},
      {"到期", {"过期", "期满"}},
      {"指令", {"命令", "远程控制", "下发的"}},
      {"不生效",
       {"不管用", "没反应", "没效果", "没有效果", "不执行", "失灵", "不理", "没停", "不起作用", "没用", "不好使"}},
      {"充电", {"充不进", "充不上", "充不满", "充电器", "充电线"}},
      {"轨迹", {"行驶路线", "走过的路", "走了哪些路", "路线", "行程", "跑过的地方", "去过的地方", "跑过", "去过"}},
      {"报警", {"告警", "警报"}},
      {"激活", {"开通", "启用", "开始工作"}},
      {"协议", {"通讯协议", "部标", "808"}},
      {"兼容", {"支持", "能接", "能用", "可以用"}},
      {"域名", {"网址", "ip", "服务器地址", "接入地址", "服务器"}},
      {"端口", {"端口号"}},
      {"指示灯", {"红灯", "绿灯", "蓝灯", "灯"}},
      {"安装", {"装到", "装在", "装机", "装哪", "接线", "线怎么接", "接哪", "藏在", "藏哪", "接到车上"}},
      {"怎么", {"如何", "怎样", "咋", "怎么样", "怎么弄", "咋弄", "咋整", "怎么办", "怎么操作"}},
      {"助手", {"小助手", "助理", "机器人", "你是谁", "你叫什么"}},
      {"4g", {"lte", "全网通", "4g卡"}},
      {"2g", {"2g退网", "关了2g", "关闭2g"}},
  };
  return kGroups;
}

// Variant → canonical, and the longest variant in characters.
struct Table {
  std::unordered_map<std::string, std::string> map;
  size_t longest = 0;
};

const Table& Lookup() {
  static const Table kTable = [] {
    Table t;
    for (const auto& g : Groups()) {
      for (auto v : g.variants) {
        t.map.emplace(std::string(v), std::string(g.canonical));
        t.longest = std::max(t.longest, SplitCharacters(v).size());
      }
    }
    return t;
  }();
  return kTable;
}

}  // namespace

std::string CanonicalText(std::string_view text) {
  const Table& table = Lookup();
  std::vector<std::string> chars = SplitCharacters(NormalizeForMatch(text));
  std::string out;
  size_t i = 0;
  while (i < chars.size()) {
    size_t taken = 0;
    std::string candidate;
    std::string best;
    for (size_t n = 1; n <= table.longest && i + n <= chars.size(); ++n) {
      candidate += chars[i + n - 1];
      auto it = table.map.find(candidate);
      if (it != table.map.end()) {
        taken = n;
        best = it->second;
      }
    }
    if (taken > 0) {
      out += best;
      i += taken;
    } else {
      out += chars[i++];
    }
  }
  return out;
}

}  // namespace chelian::assistant
