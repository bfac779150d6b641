// Benchmark: the position pipeline alone (no sockets): decoded JT/T 808 location messages of
// 10,000 devices through filter → mileage → motion → episodes → state → batched SQLite store.
// Prints jobs/s and where the time goes. Never fails.
//   bench_pipeline [--messages N] [--db PATH]
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "app/demo_seed.h"
#include "auth/password.h"
#include "live/push_hub.h"
#include "pipeline/pipeline.h"
#include "store/migrations.h"
#include "store/position_writer.h"

using namespace chelian;
using Clock = std::chrono::steady_clock;

int main(int argc, char** argv) {
  long long messages = 400'000;
  std::string path = "build/bench-data/pipeline.db";
  for (int i = 1; i + 1 < argc; ++i) {
    if (!std::strcmp(argv[i], "--messages")) messages = std::atoll(argv[i + 1]);
    if (!std::strcmp(argv[i], "--db")) path = argv[i + 1];
  }
  std::filesystem::create_directories(std::filesystem::path(path).parent_path());
  for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(path + s);
  auth::InitCrypto();
  auto db = store::OpenSqlite(path, 4).value();
  {
    auto c = db->Acquire();
    store::Migrate(*c).value();
  }
  SeedDemo(*db, 10'000, 0).value();
  store::PositionWriter writer(store::OpenSqliteConnection(path).value(), {});
  live::PushHub hub;
  pipeline::Pipeline pipe(*db, writer, hub, {}, SystemNowMs);
  const int devices = 10'000;
  std::vector<std::shared_ptr<const store::DeviceRef>> refs;
  for (int d = 1; d <= devices; ++d)
    refs.push_back(std::make_shared<const store::DeviceRef>(store::DeviceRef{d, d, 3, "/1/2/3/", "粤B", "", "jt808"}));
  long long t0 = SystemNowMs() - 3'600'000;
  auto start = Clock::now();
  for (long long i = 0; i < messages; ++i) {
    DeviceMessage m;
    m.protocol = "jt808";
    m.msg_id = 0x0200;
    Position p;
    p.fix_time_ms = t0 + (i / devices) * 1000;
    p.valid = true;
    p.lat = 22.5 + (i / devices) * 1e-4;
    p.lon = 114.0 + (i % devices) * 1e-5;
    p.speed_kmh = 40;
    p.course = 90;
    p.acc = true;
    p.satellites = 12;
    p.attributes.Set(AttrKey::kMileageKm, 1000.0 + i * 0.01);
    p.attributes.Set(AttrKey::kFuelL, 50.0);
    p.attributes.Set(AttrKey::kSignal, int64_t{25});
    m.positions.push_back(std::move(p));
    pipe.Submit({refs[static_cast<size_t>(i % devices)], std::move(m), SystemNowMs(), nullptr});
    while (pipe.queued() > 50'000) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  pipe.Flush();
  double s = std::chrono::duration<double>(Clock::now() - start).count();
  auto st = pipe.stats();
  std::printf("pipeline: %lld messages of 10,000 devices in %.1f s = %.0f messages/s (stored %llu, filtered %llu)\n",
              messages, s, messages / s, static_cast<unsigned long long>(st.positions),
              static_cast<unsigned long long>(st.filtered));
  return 0;
}
