// What the metrics cost where they are touched: ns per counter add, histogram observe and status
// count (one thread, and two threads on the same instrument), the clock reads the acknowledgement
// latency adds per message, and one scrape of a registry the size of the server's.
// Usage: bench_metrics [--n 20000000]
#include <cstdio>
#include <thread>
#include <vector>

#include "bench_args.h"
#include "core/metrics.h"
#include "core/metrics_registry.h"

namespace {

using chelian::bench::Clock;
using chelian::bench::Ms;

// ns per call of `op(i)` over `n` calls on each of `threads` threads.
template <typename Op>
double NsPerCall(long long n, int threads, Op op) {
  auto start = Clock::now();
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      for (long long i = 0; i < n; ++i) op(i + t);
    });
  for (auto& th : pool) th.join();
  return Ms(start) * 1e6 / static_cast<double>(n);  // per call on one thread (they run side by side)
}

}  // namespace

int main(int argc, char** argv) {
  using namespace chelian::metrics;
  const long long n = chelian::bench::Arg(argc, argv, "--n", 20'000'000);
  Counter counter;
  Histogram histogram;
  StatusCounts statuses;
  volatile double sink = 0;
  for (int threads : {1, 2}) {
    double add = NsPerCall(n, threads, [&](long long) { counter.Add(); });
    double observe =
        NsPerCall(n, threads, [&](long long i) { histogram.Observe(static_cast<double>(i % 997) * 1e-4); });
    double count = NsPerCall(n, threads, [&](long long i) { statuses.Count(i % 7 ? 200 : 404); });
    std::printf(
        "metrics, %d thread(s) on one instrument: counter add %.2f ns, histogram observe %.2f ns, "
        "status count %.2f ns\n",
        threads, add, observe, count);
  }
  double clock = NsPerCall(n / 4, 1, [&](long long) {
    auto a = Clock::now();
    sink = sink + std::chrono::duration<double>(Clock::now() - a).count();
  });
  std::printf("ack latency's two steady_clock reads and a subtraction per message: %.2f ns\n", clock);

  // A registry as large as the server's: 240 routes with 3 statuses each, 20 other series, 3 histograms.
  Registry registry;
  std::vector<StatusCounts> routes(240);
  for (auto& r : routes)
    for (int s : {200, 404, 503}) r.Count(s);
  registry.AddSeries("chelian_http_requests_total", "Requests.", Type::kCounter, [&](const auto& emit) {
    for (size_t i = 0; i < routes.size(); ++i)
      routes[i].Each([&](const std::string& status, uint64_t c) {
        emit({{"route", "/car/v1/api/route" + std::to_string(i) + ".json"}, {"status", status}},
             static_cast<double>(c));
      });
  });
  std::vector<Counter> others(20);
  for (size_t i = 0; i < others.size(); ++i)
    registry.Add("chelian_other_" + std::to_string(i) + "_total", "x", others[i]);
  for (const char* h : {"chelian_a_seconds", "chelian_b_seconds", "chelian_c_seconds"}) registry.Add(h, "x", histogram);
  const int scrapes = 200;
  size_t bytes = 0;
  auto start = Clock::now();
  for (int i = 0; i < scrapes; ++i) bytes = registry.Render().size();
  std::printf("one scrape of %zu bytes (%zu route series): %.3f ms\n", bytes, routes.size() * 3, Ms(start) / scrapes);
  std::printf("(counted %llu, %llu)\n", static_cast<unsigned long long>(counter.value()),
              static_cast<unsigned long long>(histogram.count()));
  return 0;
}
