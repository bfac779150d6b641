// The assistant's evaluation set (eval/questions.tsv): reading it, naming what a reply did in the
// set's terms ("8", "v:location:粤B12345", "ask:track", "fallback") and scoring top-1 accuracy.
#pragma once

#include <string>
#include <vector>

#include "assistant/assistant.h"
#include "core/status.h"

namespace chelian::assistant {

struct EvalCase {
  std::string question;
  std::string expected;
  int line = 0;
};

// The cases of a questions.tsv file. Errors: NotFound (no file), InvalidArgument (a line without
// exactly one tab).
Result<std::vector<EvalCase>> ReadEvalSet(const std::string& path);

// A finder for the set: every vehicle named exists and is visible, under the name as typed.
VehicleFinder EvalFinder();

// What `r` did, in the set's terms.
std::string EvalOutcome(const Reply& r);

struct EvalResult {
  int total = 0, correct = 0;
  std::vector<std::string> misses;  // "line: question → got (expected)"
  double Accuracy() const { return total == 0 ? 0 : 100.0 * correct / total; }
};

EvalResult RunEval(const std::vector<EvalCase>& cases);

}  // namespace chelian::assistant
