// Implementation of the background packer of ended months of positions.
#include "store/position_month_packer.h"

#include <spdlog/spdlog.h>

#include "core/thread_name.h"
#include "store/position_day_packer.h"
#include "store/position_months.h"

namespace chelian::store {

PositionMonthPacker::PositionMonthPacker(std::unique_ptr<Connection> conn, NowFn now, std::chrono::milliseconds every)
    : conn_(std::move(conn)), now_(std::move(now)), every_(every) {
  thread_ = std::thread([this] {
    NameThisThread("month-pack");
    Run();
  });
}

PositionMonthPacker::~PositionMonthPacker() {
  {
    std::lock_guard lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

void PositionMonthPacker::Run() {
  std::unique_lock lock(mu_);
  // Not at the start, when the server is busiest catching up with its devices.
  auto wait = std::min<std::chrono::milliseconds>(every_, std::chrono::hours(1));
  while (!cv_.wait_for(lock, wait, [this] { return stop_.load(); })) {
    lock.unlock();
    if (conn_->Engine() == "postgres") {
      auto packed = PackEndedPositionMonths(*conn_, now_());
      if (!packed.ok()) spdlog::error("positions: ended months not packed: {}", packed.status().message());
    } else {
      auto packed = PackPositionDays(*conn_, PackPositionsBefore(now_()), [this] { return stop_.load(); });
      if (!packed.ok())
        spdlog::error("positions: ended months not packed: {}", packed.status().message());
      else if (packed->days > 0)
        spdlog::info("positions: {} vehicle-days packed ({} fixes), {} rows freed", packed->days, packed->fixes,
                     packed->rows_deleted);
    }
    lock.lock();
    wait = every_;
  }
}

}  // namespace chelian::store
