// assistant-eval FILE [--min PERCENT]: prints the top-1 accuracy of the assistant on an evaluation
// set and the questions it missed; exits 1 below PERCENT (the ctest assistant_eval uses 95).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "assistant/eval_set.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: assistant-eval questions.tsv [--min PERCENT]\n");
    return 2;
  }
  double min = 0;
  for (int i = 2; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], "--min") == 0) min = std::atof(argv[i + 1]);
  auto cases = chelian::assistant::ReadEvalSet(argv[1]);
  if (!cases.ok()) {
    std::fprintf(stderr, "%s\n", cases.status().message().c_str());
    return 2;
  }
  chelian::assistant::EvalResult r = chelian::assistant::RunEval(*cases);
  for (const auto& m : r.misses) std::printf("miss %s\n", m.c_str());
  std::printf("top-1 accuracy: %d/%d = %.1f %%\n", r.correct, r.total, r.Accuracy());
  if (r.Accuracy() < min) {
    std::printf("below the threshold of %.1f %%\n", min);
    return 1;
  }
  return 0;
}
