// Benchmark: time from a device's alarm frame to the alarm message on a console WebSocket, and (for
// every 10th alarm) to the episode being found by alarmDetail.json, against a running server (run
// it under load: scripts/bench-gateway.sh part 4). Prints p50/p99/max.
//   bench_alarm_latency --http-port P --jt808-port P [--user admin --password admin123]
//                       [--terminal 13800000001] [--alarms 100]
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "core/clock.h"
#include "core/json.h"
#include "sim/device_frames.h"
#include "tests/http_client.h"
#include "tests/ws_client.h"

using namespace chelian;
using Clock = std::chrono::steady_clock;

int main(int argc, char** argv) {
  int http = 0, jt808 = 0, alarms = 100;
  std::string user = "admin", password = "admin123", terminal = "13800000001";
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string a = argv[i], v = argv[i + 1];
    if (a == "--http-port")
      http = std::atoi(v.c_str());
    else if (a == "--jt808-port")
      jt808 = std::atoi(v.c_str());
    else if (a == "--user")
      user = v;
    else if (a == "--password")
      password = v;
    else if (a == "--terminal")
      terminal = v;
    else if (a == "--alarms")
      alarms = std::atoi(v.c_str());
  }
  if (http == 0 || jt808 == 0) {  // make bench runs every bench_* without arguments
    std::printf("needs a running server under load: see scripts/bench-gateway.sh part 4 (run by make bench)\n");
    return 0;
  }
  auto login =
      testing::HttpCall(http, "POST", "/oauth/v4/token", {{"Content-Type", "application/x-www-form-urlencoded"}},
                        "username=" + user + "&password=" + password);
  bool ok = false;
  auto reply = ParseJson(login.body, &ok);
  if (!ok || !reply.is_object() || !reply.as_object().contains("obj")) {
    std::printf("login failed (the server needs auth.captcha=off): %s\n", login.body.c_str());
    return 1;
  }
  std::string token(reply.at("obj").at("sessionId").as_string());
  testing::WsClient ws;
  if (ws.Connect(http, "/ws/live?sessionId=" + token) != 101) return std::printf("websocket refused\n"), 1;
  ws.Receive(2000);  // hello
  ws.SendText(R"({"type":"subscribe","all":1})");
  ws.Receive(2000);  // subscribed

  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(jt808));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) return std::printf("gateway refused\n"), 1;
  sim::Jt808Terminal t{terminal, false};
  std::vector<double> latencies, queryable;
  auto detail = [&](long long vehicle, const std::string& begin) {
    std::string day = begin.substr(0, 10);
    auto r = testing::HttpCall(http, "GET",
                               "/car/v1/accelerate/report/alarm/alarmDetail.json?vehicleId=" + std::to_string(vehicle) +
                                   "&enType=emergencyAlarm&pageSize=5&startTime=" + day + "%2000:00:00&endTime=" + day +
                                   "%2023:59:59",
                               {{"sessionId", token}});
    return r.body.find("\"timeBegin\":\"" + begin + "\"") != std::string::npos;
  };
  long long base = SystemNowMs() + 3'600'000;  // ahead of the simulator's fixes for this vehicle
  for (int i = 0; i < alarms; ++i) {
    for (bool on : {true, false}) {  // alarm on, then off again so the next one is a new episode
      sim::Fix f;
      f.time_ms = base + (2 * i + (on ? 0 : 1)) * 1000LL;
      f.where = {22.55 + i * 1e-4, 114.05};
      f.valid = true;
      f.emergency = on;
      Bytes frame = sim::Jt808Location(t, static_cast<uint16_t>(2 * i + on), f);
      auto sent = Clock::now();
      ::send(fd, frame.data(), frame.size(), MSG_NOSIGNAL);
      char buf[512];
      pollfd p{fd, POLLIN, 0};
      if (::poll(&p, 1, 5000) > 0) (void)::recv(fd, buf, sizeof buf, 0);  // the 0x8001
      if (!on) continue;
      std::string expect = FormatLocalTime(f.time_ms, 480);
      while (true) {
        auto msg = ws.Receive(5000);
        if (!msg) break;
        if (msg->find("\"alarms\"") != std::string::npos && msg->find(expect) != std::string::npos) {
          latencies.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
          if (i % 10 == 0) {  // how soon a report (alarmDetail.json) finds the episode
            size_t at = msg->find("\"vehicleId\":");
            long long vehicle = at == std::string::npos ? 0 : std::atoll(msg->c_str() + at + 12);
            for (int k = 0; k < 100 && vehicle; ++k) {
              if (detail(vehicle, expect)) {
                queryable.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
                break;
              }
              std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
          }
          break;
        }
      }
    }
  }
  ::close(fd);
  std::sort(latencies.begin(), latencies.end());
  auto pct = [&](double q) {
    return latencies.empty() ? 0.0 : latencies[std::min(latencies.size() - 1, size_t(q * latencies.size()))];
  };
  std::printf("frame → console alarm: %zu of %d alarms seen; p50 %.0f ms, p99 %.0f ms, max %.0f ms\n", latencies.size(),
              alarms, pct(0.5), pct(0.99), latencies.empty() ? 0.0 : latencies.back());
  std::sort(queryable.begin(), queryable.end());
  if (!queryable.empty())
    std::printf("frame → episode found by alarmDetail.json: %zu samples; p50 %.0f ms, max %.0f ms\n", queryable.size(),
                queryable[queryable.size() / 2], queryable.back());
  return 0;
}
