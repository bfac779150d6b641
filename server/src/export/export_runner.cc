// Implementation of the export job runner.
#include "export/export_runner.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <random>

#include "core/thread_name.h"
#include "store/notice_repo.h"

namespace chelian::exporter {
namespace fs = std::filesystem;
namespace {

// "yyyyMMdd_HHmmss" in local time.
std::string Stamp(long long ms, int offset) {
  std::string t = FormatLocalTime(ms, offset);  // yyyy-MM-dd HH:mm:ss
  std::string out;
  for (char c : t) {
    if (c == ' ')
      out += '_';
    else if (c != '-' && c != ':')
      out += c;
  }
  return out;
}

// A file this runner names (see Submit: yyyyMMdd_HHmmss_<user>_<12 hex>.xlsx), so that a sweep never
// touches anything else kept in the folder.
bool IsExportFileName(std::string_view name) {
  auto digits = [&](size_t from, size_t n) {
    return name.size() >= from + n &&
           std::all_of(name.begin() + from, name.begin() + from + n, [](char c) { return c >= '0' && c <= '9'; });
  };
  if (!digits(0, 8) || name.size() < 35 || name[8] != '_' || !digits(9, 6) || name[15] != '_') return false;
  if (!name.ends_with(".xlsx")) return false;
  std::string_view rest = name.substr(16, name.size() - 16 - 5);  // <user>_<hex>
  size_t cut = rest.find('_');
  if (cut == 0 || cut == std::string_view::npos || rest.size() - cut - 1 != 12) return false;
  for (size_t i = 0; i < cut; ++i)
    if (rest[i] < '0' || rest[i] > '9') return false;
  for (char c : rest.substr(cut + 1))
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

std::string RandomHex(int n) {
  static thread_local std::mt19937_64 rng{std::random_device{}()};
  static constexpr char kHex[] = "0123456789abcdef";
  std::string s;
  for (int i = 0; i < n; ++i) s += kHex[rng() % 16];
  return s;
}

// The job's sink: rows go to the .xlsx stream; the record's progress is written now and then.
class ProgressSink : public RowSink {
 public:
  ProgressSink(XlsxStream& out, store::Connection& conn, long long record_id, long long every_ms)
      : out_(out), conn_(conn), id_(record_id), every_(std::chrono::milliseconds(every_ms)) {}
  Status Begin(const TableHead& head) override { return out_.Begin(head); }
  void Expect(long long rows) override { expected_ = rows; }
  Status Add(const std::vector<Cell>& row) override {
    if (Status s = out_.Add(row); !s.ok()) return s;
    if ((out_.rows() & 1023) == 0) {
      auto now = std::chrono::steady_clock::now();
      if (now >= next_) {
        next_ = now + every_;
        int percent = expected_ > 0 ? static_cast<int>(std::min(99LL, out_.rows() * 100 / expected_)) : 0;
        (void)store::UpdateExportProgress(conn_, id_, percent, out_.rows());
      }
    }
    return Status::Ok();
  }

 private:
  XlsxStream& out_;
  store::Connection& conn_;
  long long id_;
  std::chrono::steady_clock::duration every_;
  std::chrono::steady_clock::time_point next_ = std::chrono::steady_clock::now();
  long long expected_ = 0;
};

}  // namespace

std::function<Status(store::Connection&, RowSink&)> FromTable(std::function<Result<Table>(store::Connection&)> build) {
  return [build = std::move(build)](store::Connection& conn, RowSink& sink) -> Status {
    auto table = build(conn);
    if (!table.ok()) return table.status();
    return WriteTable(sink, *table);
  };
}

ExportRunner::ExportRunner(store::Database& db, ExportOptions options, NowFn now)
    : db_(db), options_(std::move(options)), now_(std::move(now)) {}

ExportRunner::~ExportRunner() { Stop(); }

Status ExportRunner::Start() {
  std::error_code ec;
  fs::create_directories(options_.dir, ec);
  if (ec) return Internal("cannot create export folder " + options_.dir + ": " + ec.message());
  {
    auto conn = db_.Acquire();
    auto failed = store::FailInterruptedExports(*conn, options_.node, now_());
    if (failed.ok() && *failed) spdlog::warn("{} exports interrupted by the last stop were marked failed", *failed);
  }
  started_ = true;
  worker_ = std::thread([this] {
    NameThisThread("exports");
    Run();
  });
  return Status::Ok();
}

void ExportRunner::Stop() {
  std::deque<Job> dropped;
  {
    std::lock_guard lock(mu_);
    if (stopping_) return;
    stopping_ = true;
    dropped.swap(queue_);
  }
  cv_.notify_all();
  if (worker_.joinable()) worker_.join();
  if (!dropped.empty()) {
    auto conn = db_.Acquire();
    for (const auto& job : dropped)
      (void)store::UpdateExportStatus(*conn, job.record.id, store::kExportFailed, 0, 0, "服务停止，导出已取消", now_());
  }
  idle_cv_.notify_all();
}

Result<store::ExportRecord> ExportRunner::Submit(ExportRequest request) {
  if (!request.produce) return InvalidArgument("导出类型无效");
  {
    std::lock_guard lock(mu_);
    if (stopping_ || !started_) return Unavailable("导出服务未启动");
    if (queue_.size() >= options_.max_queue) return ResourceExhausted("导出任务较多，请稍后再试");
  }
  long long now = now_();
  store::ExportRecord record;
  record.user_id = request.user_id;
  record.group_id = request.group_id;
  record.type = request.type;
  record.name = request.title + "_" + Stamp(now, options_.utc_offset_minutes) + ".xlsx";
  record.file_name =
      Stamp(now, options_.utc_offset_minutes) + "_" + std::to_string(request.user_id) + "_" + RandomHex(12) + ".xlsx";
  record.created_at = now;
  record.expires_at = now + options_.keep_ms;
  Result<store::ExportRecord> saved = [&] {
    auto conn = db_.Acquire();
    record.node = options_.node;
    return store::InsertExportRecord(*conn, record);
  }();
  if (!saved.ok()) return saved.status();
  {
    std::lock_guard lock(mu_);
    if (queue_.size() >= options_.max_queue || stopping_) {
      auto conn = db_.Acquire();
      (void)store::UpdateExportStatus(*conn, saved->id, store::kExportFailed, 0, 0, "导出任务较多，请稍后再试", now);
      return ResourceExhausted("导出任务较多，请稍后再试");
    }
    queue_.push_back(Job{*saved, std::move(request)});
  }
  cv_.notify_one();
  return saved;
}

std::string ExportRunner::PathOf(const store::ExportRecord& record) const {
  return (fs::path(options_.dir) / record.file_name).string();
}

long long ExportRunner::Sweep() {
  auto conn = db_.Acquire();
  auto expired = store::ListExpiredExports(*conn, now_());
  if (!expired.ok()) {
    spdlog::warn("export sweep: {}", expired.status().message());
    return 0;
  }
  long long removed = 0;
  for (const auto& r : *expired) {
    std::error_code ec;
    fs::remove(PathOf(r), ec);
    if (store::DeleteExportRecord(*conn, r.id).ok()) ++removed;
  }
  if (removed) spdlog::info("removed {} expired exports", removed);
  RemoveUnrecordedFiles(*conn);
  return removed;
}

long long ExportRunner::RemoveUnrecordedFiles(store::Connection& conn) {
  constexpr size_t kMaxPerSweep = 10'000;
  std::vector<std::string> names;
  std::error_code ec;
  for (fs::directory_iterator it(options_.dir, ec), end; !ec && it != end && names.size() < kMaxPerSweep;
       it.increment(ec)) {
    std::string name = it->path().filename().string();
    if (IsExportFileName(name) && it->is_regular_file(ec)) names.push_back(std::move(name));
  }
  if (names.empty()) return 0;
  auto recorded = store::RecordedExportFiles(conn, names);
  if (!recorded.ok()) {
    spdlog::warn("export sweep: {}", recorded.status().message());
    return 0;
  }
  std::sort(recorded->begin(), recorded->end());
  long long removed = 0;
  for (const std::string& name : names) {
    if (std::binary_search(recorded->begin(), recorded->end(), name)) continue;
    if (fs::remove(fs::path(options_.dir) / name, ec)) ++removed;
  }
  if (removed) spdlog::info("removed {} export files whose records are gone", removed);
  return removed;
}

void ExportRunner::WaitIdle() {
  std::unique_lock lock(mu_);
  idle_cv_.wait(lock, [this] { return (queue_.empty() && !busy_) || stopping_; });
}

void ExportRunner::Run() {
  auto next_sweep = std::chrono::steady_clock::now();
  std::unique_lock lock(mu_);
  while (!stopping_) {
    if (std::chrono::steady_clock::now() >= next_sweep) {
      lock.unlock();
      Sweep();
      lock.lock();
      next_sweep = std::chrono::steady_clock::now() + std::chrono::hours(1);
      continue;
    }
    if (queue_.empty()) {
      cv_.wait_until(lock, next_sweep, [this] { return stopping_ || !queue_.empty(); });
      continue;
    }
    Job job = std::move(queue_.front());
    queue_.pop_front();
    busy_ = true;
    lock.unlock();
    Execute(job);
    lock.lock();
    busy_ = false;
    if (queue_.empty()) idle_cv_.notify_all();
  }
}

void ExportRunner::Execute(Job& job) {
  auto conn = db_.Acquire();
  const auto& rec = job.record;
  (void)store::UpdateExportStatus(*conn, rec.id, store::kExportRunning, 0, 0, "", 0);
  XlsxStream out(PathOf(rec));
  ProgressSink sink(out, *conn, rec.id, options_.progress_every_ms);
  Status written = job.request.produce(*conn, sink);
  if (written.ok()) written = out.Close();
  long long now = now_();
  if (written.ok()) {
    std::error_code ec;
    auto size = static_cast<long long>(fs::file_size(PathOf(rec), ec));
    (void)store::UpdateExportStatus(*conn, rec.id, store::kExportDone, out.rows(), ec ? 0 : size, "", now);
    (void)store::SendUserMessage(*conn, rec.user_id, "导出通知", "导出完成：" + rec.name,
                                 "您导出的文件「" + rec.name + "」已生成，共 " + std::to_string(out.rows()) +
                                     " 条记录。请在「系统中心 › 下载中心」下载，文件保留 " +
                                     std::to_string(std::max(1LL, options_.keep_ms / 86'400'000)) + " 天。",
                                 now);
  } else {
    (void)out.Close();
    std::error_code ec;
    fs::remove(PathOf(rec), ec);
    spdlog::warn("export {} failed: {}", rec.file_name, written.message());
    std::string reason = written.code() == StatusCode::kInternal ? "文件生成失败，请稍后重试" : written.message();
    (void)store::UpdateExportStatus(*conn, rec.id, store::kExportFailed, 0, 0, reason, now);
    (void)store::SendUserMessage(*conn, rec.user_id, "导出通知", "导出失败：" + rec.name,
                                 "您导出的文件「" + rec.name + "」生成失败：" + reason + "。", now);
  }
}

}  // namespace chelian::exporter
