// Benchmark: live push at fleet scale (issue 28). 50,000 vehicles spread over eastern China report
// every 10 s (5,000 positions/s); 20 consoles see the whole fleet: 10 without an area (everything at
// once) and 10 whose map shows one city (the area subscription: outside it, every 60 s). Simulated
// time: the hub's flush runs every 250 ms as in the server. Prints each kind of console's bytes per
// second and the hub's CPU per published position; never fails.
//   bench_live_push [--vehicles N] [--seconds S] [--consoles C]
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "bench_args.h"
#include "live/live_messages.h"
#include "live/push_hub.h"

using namespace chelian;

namespace {

// Counts what a console would receive.
class CountingLink : public net::WsLink {
 public:
  void Send(std::string text) override {
    bytes += text.size();
    ++frames;
  }
  void Close() override {}
  size_t QueuedBytes() const override { return 0; }
  size_t bytes = 0, frames = 0;
};

}  // namespace

int main(int argc, char** argv) {
  const long long vehicles = bench::Arg(argc, argv, "--vehicles", 50'000);
  const long long seconds = bench::Arg(argc, argv, "--seconds", 120);
  const long long consoles = bench::Arg(argc, argv, "--consoles", 20);
  constexpr int kReportEveryS = 10, kFlushMs = 250;

  // Vehicles between Guangzhou and Beijing (lat 22–40, lon 110–122), each on a slow random walk.
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> lat0(22, 40), lon0(110, 122), step(-0.002, 0.002);
  struct Vehicle {
    double lat, lon;
  };
  std::vector<Vehicle> fleet(static_cast<size_t>(vehicles));
  for (auto& v : fleet) v = {lat0(rng), lon0(rng)};

  live::PushHub hub;
  std::vector<std::shared_ptr<CountingLink>> whole, city;
  for (long long i = 0; i < consoles; ++i) {
    auto link = std::make_shared<CountingLink>();
    uint64_t id = hub.AddClient(link, store::Scope::Everything());
    live::Subscription sub;
    if (i % 2 == 1) {  // a city view: ~0.9° × 0.6° (Shenzhen and around, padded)
      sub.area = live::Area{113.6, 22.3, 114.5, 22.9};
      city.push_back(link);
    } else {
      whole.push_back(link);
    }
    hub.Subscribe(id, sub);
  }

  const long long per_flush = vehicles * kFlushMs / (kReportEveryS * 1000);
  long long published = 0;
  double publish_ms = 0, flush_ms = 0;
  size_t next = 0;
  const std::string plate = "粤B00000";
  for (long long t = 0; t < seconds * 1000; t += kFlushMs) {
    auto start = bench::Clock::now();
    for (long long k = 0; k < per_flush; ++k, next = (next + 1) % fleet.size()) {
      Vehicle& v = fleet[next];
      v.lat += step(rng);
      v.lon += step(rng);
      live::VehiclePosition p;
      p.vehicle_id = static_cast<long long>(next) + 1;
      p.plate = plate;
      p.lat = v.lat;
      p.lon = v.lon;
      p.speed_kmh = 36;
      p.valid = true;
      p.fix_time_ms = p.recv_time_ms = 1'795'000'000'000 + t;
      live::LiveUpdate u{"positions", p.vehicle_id, "/1/", live::PositionJson(p, 480)};
      u.lat = v.lat;
      u.lon = v.lon;
      hub.Publish(u);
      ++published;
    }
    publish_ms += bench::Ms(start);
    start = bench::Clock::now();
    hub.Flush();
    flush_ms += bench::Ms(start);
  }

  auto rate = [&](const std::vector<std::shared_ptr<CountingLink>>& links) {
    size_t bytes = 0, frames = 0;
    for (const auto& l : links) bytes += l->bytes, frames += l->frames;
    const double n = links.empty() ? 1 : static_cast<double>(links.size());
    return std::pair{bytes / n / static_cast<double>(seconds), frames / n / static_cast<double>(seconds)};
  };
  auto [whole_bps, whole_fps] = rate(whole);
  auto [city_bps, city_fps] = rate(city);
  std::printf("live push: %lld vehicles every %d s (%lld positions/s), %lld consoles, %lld s simulated\n", vehicles,
              kReportEveryS, vehicles / kReportEveryS, consoles, seconds);
  std::printf("  console without an area (whole fleet at once): %.0f KB/s, %.1f frames/s\n", whole_bps / 1000,
              whole_fps);
  std::printf("  console with a city's area (outside every 60 s): %.0f KB/s, %.1f frames/s\n", city_bps / 1000,
              city_fps);
  std::printf("  hub CPU: %.2f us per published position (publish %.0f ms, flush %.0f ms in all)\n",
              (publish_ms + flush_ms) * 1000 / static_cast<double>(published), publish_ms, flush_ms);
  return 0;
}
