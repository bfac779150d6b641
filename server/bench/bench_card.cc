// Benchmark: the 智能工牌 reports (docs/card.md, D104) over N people (default 200) with a badge fix
// every 5 minutes from 07:00 to 20:00 for 30 days, read from the folded position store: the day
// report, the month report and the patrol record of one day for the whole subtree (best of R runs).
// Prints figures; never fails.
//   bench_card [--people N] [--runs R] [--db PATH]
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>

#include "api/card/card_reports.h"
#include "bench_args.h"
#include "core/clock.h"
#include "store/card_people_repo.h"
#include "store/card_place_repo.h"
#include "store/db.h"
#include "store/group_repo.h"
#include "store/migrations.h"
#include "store/position_folder.h"

using namespace chelian;
using bench::Arg;
using bench::Best;
using bench::Clock;
using bench::Ms;
using bench::StrArg;

namespace {

constexpr long long kDayMs = 86'400'000;
constexpr long long kMinMs = 60'000;

}  // namespace

int main(int argc, char** argv) {
  const long long people = Arg(argc, argv, "--people", 200);
  const int runs = static_cast<int>(Arg(argc, argv, "--runs", 3));
  const std::string path = StrArg(argc, argv, "--db", (std::filesystem::temp_directory_path() / "bench_card.db"));
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  auto db = store::OpenSqlite(path, 2);
  if (!db.ok()) return std::fprintf(stderr, "open: %s\n", db.status().message().c_str()), 1;
  const long long first_day = *ParseLocalTime("2026-11-01", 480);
  store::Scope scope;
  long long fixes = 0;
  {
    auto c = (*db)->Acquire();
    if (auto m = store::Migrate(*c); !m.ok())
      return std::fprintf(stderr, "migrate: %s\n", m.status().message().c_str()), 1;
    auto root = store::CreateGroup(*c, store::Scope::Everything(), {0, "学校"}, 1).value();
    scope = {root.id, root.path};
    auto start = Clock::now();
    Status st = store::InTransaction(*c, [&]() -> Status {
      for (long long i = 0; i < people; ++i) {
        auto p = store::AddCardPerson(
            *c, scope,
            {.group_id = root.id, .name = "学生" + std::to_string(i), .terminal_no = std::to_string(8600000 + i)}, 1);
        if (!p.ok()) return p.status();
        // Inside the fence (22.5, 114.0) during school hours, 2 km away otherwise; one in five late.
        for (int d = 0; d < 30; ++d)
          for (int m = 7 * 60; m <= 20 * 60; m += 5) {
            bool at_school = m >= (i % 5 == 0 ? 9 * 60 + 20 : 8 * 60 + 30) && m <= 17 * 60 + 30;
            long long t = first_day + d * kDayMs + m * kMinMs;
            if (Status s = c->Exec("INSERT INTO positions (device_id, fix_time, recv_time, lat, lon, flags) "
                                   "VALUES (?, ?, ?, ?, 114.0, 1)",
                                   {p->device_id, t, t, at_school ? 22.5 : 22.52});
                !s.ok())
              return s;
            ++fixes;
          }
      }
      // Folded as the writer leaves them (position_keys by device and time).
      if (Status s = store::KeyAllPositions(*c); !s.ok()) return s;
      if (Status s = store::SaveAttendanceRule(*c, scope,
                                               {.group_id = root.id,
                                                .name = "上课",
                                                .lat = 22.5,
                                                .lon = 114.0,
                                                .radius = 300,
                                                .start_min = 540,
                                                .end_min = 1020,
                                                .grace_min = 5},
                                               "bench", 1);
          !s.ok())
        return s;
      return store::SavePatrolPoint(*c, scope,
                                    {.group_id = root.id,
                                     .name = "校门",
                                     .lat = 22.5,
                                     .lon = 114.0,
                                     .radius = 100,
                                     .start_min = 7 * 60,
                                     .end_min = 9 * 60},
                                    1)
          .status();
    });
    if (!st.ok()) return std::fprintf(stderr, "seed: %s\n", st.message().c_str()), 1;
    std::printf("seeded %lld people, %lld fixes in %.0f ms\n", people, fixes, Ms(start));
  }
  auto c = (*db)->Acquire();
  const long long now = first_day + 40 * kDayMs;
  size_t late = 0;
  double day = Best(runs, [&] {
    auto rows = api::card::AttendanceOfDay(*c, scope, {}, first_day + 9 * kDayMs, now).value();
    late = std::count_if(rows.begin(), rows.end(), [](const auto& r) { return r.status == reports::kAttendLate; });
  });
  int month_late = 0;
  double month = Best(runs, [&] {
    auto rows = api::card::AttendanceOfMonth(*c, scope, {}, first_day, 30, now).value();
    month_late = rows.empty() ? 0 : rows[0].late;
  });
  size_t checked = 0;
  double patrol = Best(runs, [&] {
    auto rows = api::card::PatrolOfDay(*c, scope, {}, first_day + 9 * kDayMs).value();
    checked = std::count_if(rows.begin(), rows.end(), [](const auto& r) { return r.check_in_ms != 0; });
  });
  std::printf("考勤日报, %lld people: %.1f ms (%.2f ms a person; %zu late)\n", people, day, day / people, late);
  std::printf("考勤月报, %lld people × 30 days: %.1f ms (%.2f ms a person; the first person late %d days)\n", people,
              month, month / people, month_late);
  std::printf("巡更记录, %lld people × 1 point: %.1f ms (%zu checked in)\n", people, patrol, checked);
  return 0;
}
