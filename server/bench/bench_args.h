// What the benchmarks share: their command-line options (`--name value`), a stopwatch in ms and the
// best of several runs.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>

namespace chelian::bench {

using Clock = std::chrono::steady_clock;

// The number after `name`, or `fallback`.
inline long long Arg(int argc, char** argv, const char* name, long long fallback) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], name) == 0) return std::atoll(argv[i + 1]);
  return fallback;
}

// The text after `name`, or `fallback`.
inline std::string StrArg(int argc, char** argv, const char* name, std::string fallback) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], name) == 0) return argv[i + 1];
  return fallback;
}

// Milliseconds since `from`.
inline double Ms(Clock::time_point from) {
  return std::chrono::duration<double, std::milli>(Clock::now() - from).count();
}

// The best time of `runs` calls of `f`, in ms.
inline double Best(int runs, const std::function<void()>& f) {
  double best = 1e18;
  for (int i = 0; i < runs; ++i) {
    auto start = Clock::now();
    f();
    best = std::min(best, Ms(start));
  }
  return best;
}

}  // namespace chelian::bench
