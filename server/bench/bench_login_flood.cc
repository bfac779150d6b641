// Benchmark (issue #19): a signed-in user's getUser latency while 48 clients send bogus sign-ins
// without pause (each a fresh username, so every attempt costs one argon2id verification and no
// throttle makes it cheap), against the whole server in this process. Prints p50/p99/max of
// getUser idle and under the flood, and the sign-ins answered per second.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/server_app.h"
#include "tests/gateway_ports.h"
#include "tests/http_client.h"

using namespace chelian;
using Clock = std::chrono::steady_clock;

namespace {

struct Figures {
  double p50 = 0, p99 = 0, max = 0;
};

Figures Summarise(std::vector<double> ms) {
  if (ms.empty()) return {};
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) {
    return ms[std::min(ms.size() - 1, static_cast<size_t>(q * static_cast<double>(ms.size())))];
  };
  return {at(0.5), at(0.99), ms.back()};
}

// getUser `n` times, one after the other; the latency of each in ms.
std::vector<double> GetUserLatencies(int port, const std::string& token, int n) {
  std::vector<double> out;
  for (int i = 0; i < n; ++i) {
    auto start = Clock::now();
    auto r = testing::HttpCall(port, "GET", "/car/v1/api/user/getUser.json", {{"sessionId", token}});
    double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    if (r.status == 200 && r.body.find("\"flag\":1") != std::string::npos) out.push_back(ms);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return out;
}

}  // namespace

int main() {
  auto dir = std::filesystem::temp_directory_path() / ("chelian_bench_login_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  // Many attacking addresses: the per-address limit is out of the way, only the pools protect.
  auto config = Config::Load(
      "", testing::GatewaysOff({"http.port=0", "auth.captcha=off", "store.sqlite_path=" + (dir / "db.sqlite").string(),
                                "auth.address_failures=1000000", "log.level=warn"}));
  if (!config.ok()) return std::printf("%s\n", config.status().message().c_str()), 1;
  if (RunAdminCommand(*config, {"demo-seed", "--vehicles", "10"}) != 0) return 1;
  auto app = ServerApp::Create(*config);
  if (!app.ok() || !(*app)->Start().ok()) return 1;
  int port = (*app)->http_port();
  std::string token = testing::SignIn(port, "admin", "admin123");
  if (token.empty()) return std::printf("sign-in failed\n"), 1;

  Figures idle = Summarise(GetUserLatencies(port, token, 100));

  std::atomic<bool> flooding{true};
  std::atomic<long long> answered{0}, busy{0};
  std::vector<std::thread> flood;
  for (int t = 0; t < 48; ++t) {
    flood.emplace_back([&, t] {
      for (long long i = 0; flooding; ++i) {
        auto r =
            testing::HttpCall(port, "POST", "/oauth/v4/token", {{"Content-Type", "application/x-www-form-urlencoded"}},
                              "username=flood-" + std::to_string(t) + "-" + std::to_string(i) + "&password=guess");
        if (r.status == 200)
          ++answered;
        else if (r.status == 503)
          ++busy;
      }
    });
  }
  std::this_thread::sleep_for(std::chrono::seconds(1));  // the flood under way
  auto start = Clock::now();
  long long answered_before = answered;
  std::vector<double> under = GetUserLatencies(port, token, 150);
  double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  long long sign_ins = answered - answered_before;
  flooding = false;
  for (auto& t : flood) t.join();
  Figures loaded = Summarise(under);
  std::printf("getUser idle:                    p50 %.1f ms  p99 %.1f ms  max %.1f ms\n", idle.p50, idle.p99, idle.max);
  std::printf("getUser under 48 bogus sign-ins: p50 %.1f ms  p99 %.1f ms  max %.1f ms (%zu calls)\n", loaded.p50,
              loaded.p99, loaded.max, under.size());
  std::printf("bogus sign-ins answered: %.0f/s (argon2id on auth.password_threads = 1); %lld answered busy (503)\n",
              static_cast<double>(sign_ins) / seconds, busy.load());
  (*app)->Stop();
  std::filesystem::remove_all(dir);
  return 0;
}
