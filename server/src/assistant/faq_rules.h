// Intent rules of the FAQ retrieval: word combinations (over synonym-rewritten text) that name
// a topic even when few of the FAQ's characters are used — where sub-accounts are made, how a new
// tracker gets onto the platform, why positions update rarely, why the map is hundreds of metres off…
#pragma once

#include <string_view>

namespace chelian::assistant {

// The bonus the rules give FAQ `faq_id` for `canonical` (CanonicalText of the message): 0 or kRuleBonus.
double RuleBonus(int faq_id, std::string_view canonical);

inline constexpr double kRuleBonus = 0.5;

}  // namespace chelian::assistant
