// Benchmark: the assistant's answer time without a language model (issue 29: ≤ 20 ms). Answers
// every question of the evaluation set R rounds (default 20), each call timed alone, and prints
// mean, p50, p99 and max in ms with the set's top-1 accuracy. Prints figures; never fails.
//   bench_assistant [--set server/src/assistant/eval/questions.tsv] [--rounds R]
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "assistant/eval_set.h"
#include "bench_args.h"

using namespace chelian;
using bench::Arg;
using bench::Clock;
using bench::Ms;
using bench::StrArg;

int main(int argc, char** argv) {
  const std::string set = StrArg(argc, argv, "--set", "server/src/assistant/eval/questions.tsv");
  const int rounds = static_cast<int>(Arg(argc, argv, "--rounds", 20));
  auto cases = assistant::ReadEvalSet(set);
  if (!cases.ok()) return std::fprintf(stderr, "%s\n", cases.status().message().c_str()), 1;
  assistant::VehicleFinder find = assistant::EvalFinder();
  assistant::PlatformAddress address{"gps.example.com", 80, {}};
  Clock::time_point first = Clock::now();
  assistant::Answer("预热", 0, find, address);  // builds the index once
  double build_ms = Ms(first);
  std::vector<double> ms;
  size_t sink = 0;
  for (int r = 0; r < rounds; ++r) {
    for (const auto& c : *cases) {
      Clock::time_point t = Clock::now();
      sink += assistant::Answer(c.question, 0, find, address).text.size();
      ms.push_back(Ms(t));
    }
  }
  std::sort(ms.begin(), ms.end());
  double sum = 0;
  for (double m : ms) sum += m;
  auto at = [&](double q) {
    return ms[std::min(ms.size() - 1, static_cast<size_t>(q * static_cast<double>(ms.size())))];
  };
  assistant::EvalResult accuracy = assistant::RunEval(*cases);
  std::printf("assistant answer (no model): %zu answers of %zu questions, index built in %.2f ms\n", ms.size(),
              cases->size(), build_ms);
  std::printf("  mean %.3f ms, p50 %.3f ms, p99 %.3f ms, max %.3f ms (%zu bytes answered)\n", sum / ms.size(), at(0.5),
              at(0.99), ms.back(), sink);
  std::printf("  top-1 accuracy %d/%d = %.1f %%\n", accuracy.correct, accuracy.total, accuracy.Accuracy());
  return 0;
}
