// The n-gram index: document frequencies and per-FAQ weighted gram counts, BM25 scoring.
#include "assistant/faq_index.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "assistant/faq_rules.h"
#include "assistant/synonyms.h"
#include "assistant/text_match.h"

namespace chelian::assistant {
namespace {

constexpr double kAnswerWeight = 0.35;  // a gram of the answer counts this much of one of the question
constexpr double kK1 = 1.2, kB = 0.5;   // BM25 saturation and length normalisation
constexpr double kKeywordBonus = 0.25, kMaxKeywordBonus = 0.5;
constexpr int kMaxGram = 3;

// Unigrams say little in Chinese; trigrams say most.
double GramWeight(size_t chars) { return chars == 1 ? 0.2 : chars == 2 ? 1.0 : 1.5; }

using Grams = std::unordered_map<std::string, double>;

// Adds the 1–3-grams of `canonical` to `grams`, each counting `weight`; returns the characters.
size_t AddGrams(std::string_view canonical, double weight, Grams& grams) {
  std::vector<std::string> chars = SplitCharacters(canonical);
  for (size_t i = 0; i < chars.size(); ++i) {
    std::string gram;
    for (size_t n = 1; n <= kMaxGram && i + n <= chars.size(); ++n) {
      gram += chars[i + n - 1];
      grams[gram] += weight;
    }
  }
  return chars.size();
}

struct Doc {
  const FaqEntry* entry;
  Grams grams;
  double length = 0;
  std::vector<std::string> keywords;  // canonical
};

struct Index {
  std::vector<Doc> docs;
  std::unordered_map<std::string, double> idf;
  double avg_length = 1;
};

const Index& TheIndex() {
  static const Index kIndex = [] {
    Index x;
    std::unordered_map<std::string, int> df;
    for (const FaqEntry& e : FaqCatalog()) {
      Doc d{&e, {}, 0, {}};
      d.length += static_cast<double>(AddGrams(CanonicalText(e.question), 1.0, d.grams));
      d.length += static_cast<double>(AddGrams(CanonicalText(e.topic), 1.0, d.grams));
      for (auto k : e.keywords) {
        d.keywords.push_back(CanonicalText(k));
        d.length += static_cast<double>(AddGrams(d.keywords.back(), 1.0, d.grams));
      }
      d.length += kAnswerWeight * static_cast<double>(AddGrams(CanonicalText(e.answer), kAnswerWeight, d.grams));
      for (const auto& [gram, count] : d.grams) ++df[gram];
      x.docs.push_back(std::move(d));
    }
    double total = 0;
    for (const Doc& d : x.docs) total += d.length;
    x.avg_length = x.docs.empty() ? 1 : total / static_cast<double>(x.docs.size());
    double n = static_cast<double>(x.docs.size());
    for (const auto& [gram, f] : df) x.idf[gram] = std::log(1 + (n - f + 0.5) / (f + 0.5));
    return x;
  }();
  return kIndex;
}

}  // namespace

std::vector<FaqScore> RankFaq(std::string_view message) {
  const Index& x = TheIndex();
  std::string canonical = CanonicalText(message);
  // The query's distinct grams with their weight × idf; grams no FAQ has count toward the
  // maximum too (they are words the FAQ does not speak of).
  Grams query;
  AddGrams(canonical, 1.0, query);
  double max_score = 0;
  std::vector<std::pair<const std::string*, double>> weighted;
  for (const auto& [gram, count] : query) {
    double w = GramWeight(SplitCharacters(gram).size());
    auto it = x.idf.find(gram);
    double idf = it == x.idf.end() ? std::log(1 + (static_cast<double>(x.docs.size()) + 0.5) / 0.5) : it->second;
    max_score += w * idf;
    if (it != x.idf.end()) weighted.push_back({&gram, w * idf});
  }
  std::vector<FaqScore> ranked;
  for (const Doc& d : x.docs) {
    double s = 0;
    double norm = kK1 * (1 - kB + kB * d.length / x.avg_length);
    for (const auto& [gram, wi] : weighted) {
      auto it = d.grams.find(*gram);
      if (it == d.grams.end()) continue;
      s += wi * it->second * (kK1 + 1) / (it->second + norm) / (kK1 + 1);
    }
    double relevance = max_score > 0 ? s / max_score : 0;
    double keywords = 0;
    for (const auto& k : d.keywords)
      if (!k.empty() && canonical.find(k) != std::string::npos) keywords += kKeywordBonus;
    double rules = canonical.empty() ? 0 : RuleBonus(d.entry->id, canonical);
    ranked.push_back({d.entry, relevance + std::min(keywords, kMaxKeywordBonus) + rules});
  }
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const FaqScore& a, const FaqScore& b) { return a.score > b.score; });
  return ranked;
}

}  // namespace chelian::assistant
