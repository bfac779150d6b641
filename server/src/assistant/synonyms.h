// The assistant's domain synonym table: the many words users have for one thing (子账户/下级用户 →
// 子账号, 定位器/追踪器/GPS → 设备, 回传/上报/刷新 → 上传, 不准/漂移/差几百米 → 偏差 …). Text is
// rewritten to the canonical words before FAQ texts are indexed and before a question is scored.
#pragma once

#include <string>
#include <string_view>

namespace chelian::assistant {

// `text` normalised (NormalizeForMatch) with every listed variant replaced by its canonical word;
// at each position the longest variant wins, so "从未上线" is read before "上线".
std::string CanonicalText(std::string_view text);

}  // namespace chelian::assistant
