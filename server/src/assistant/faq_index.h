// FAQ retrieval robust to paraphrase: a BM25-weighted index of character 1–3-grams over each
// FAQ's question, topic, keywords (weighted fully) and answer (weighted lightly), built from text
// rewritten by the synonym table, plus the intent rules of faq_rules.h. Built once; read-only.
#pragma once

#include <string_view>
#include <vector>

#include "assistant/faq_catalog.h"

namespace chelian::assistant {

struct FaqScore {
  const FaqEntry* entry = nullptr;
  double score = 0;  // 0 … about 2: n-gram relevance (0 … 1) + keyword and rule bonuses
};

// Every FAQ entry scored against `message`, best first (ties keep the catalogue's order).
std::vector<FaqScore> RankFaq(std::string_view message);

}  // namespace chelian::assistant
