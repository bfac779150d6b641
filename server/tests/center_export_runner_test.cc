// The export job runner on its own: the bounded queue refuses when full, a failing table marks the
// record 失败 with a message to the owner, expired files and records are swept, and records a stop
// left unfinished are failed at the next start (only this node's, in a cluster), files whose records
// another node swept are removed; a streamed job shows its progress while it runs and
// its file holds every row.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>

#include "export/export_runner.h"
#include "store/export_repo.h"
#include "store/notice_repo.h"
#include "store/test_db.h"
#include "xlsx/xlsx_reader.h"

namespace chelian::exporter {
namespace {

namespace fs = std::filesystem;

class ExportRunnerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = store::OpenTestDatabase("export_runner");
    dir_ = fs::path(::testing::TempDir()) / ("chelian_exports_" + std::to_string(::getpid()) + "_" +
                                             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    auto conn = db_->Acquire();
    ASSERT_TRUE(
        conn->Exec("INSERT INTO groups (id, parent_id, name, path, created_at) VALUES (1, NULL, 'g', '/1/', 0)").ok());
  }
  void TearDown() override { fs::remove_all(dir_); }

  ExportOptions Options(size_t queue) {
    ExportOptions o;
    o.progress_every_ms = 0;
    o.dir = dir_.string();
    o.max_queue = queue;
    o.keep_ms = 1000;
    return o;
  }
  static ExportRequest Request(std::function<Result<Table>(store::Connection&)> build) {
    ExportRequest r;
    r.user_id = 7;
    r.group_id = 1;
    r.type = 3;
    r.title = "全部资料";
    r.produce = FromTable(std::move(build));
    return r;
  }
  static Result<Table> OneRow(store::Connection&) {
    Table t;
    t.sheet_name = "s";
    t.headers = {"序号", "车牌号"};
    t.rows.push_back({1LL, std::string("粤B12345")});
    return t;
  }
  // A record left waiting by a previous run of `node`'s runner.
  void InsertUnfinishedRecord(const std::string& node) {
    auto conn = db_->Acquire();
    store::ExportRecord rec;
    rec.user_id = 7;
    rec.group_id = 1;
    rec.name = "全部资料_x.xlsx";
    rec.file_name = "x.xlsx";
    rec.created_at = now_;
    rec.expires_at = now_ + 1000;
    rec.node = node;
    ASSERT_TRUE(store::InsertExportRecord(*conn, rec).ok());
  }
  store::ExportRecord Record(long long id) {
    auto conn = db_->Acquire();
    return store::FindExportRecord(*conn, 7, "", id).value();
  }

  store::TestDb db_;
  fs::path dir_;
  std::atomic<long long> now_{1'700'000'000'000};
};

TEST_F(ExportRunnerTest, QueueIsBoundedAndJobsFinishWithAFileAndAMessage) {
  ExportRunner runner(*db_, Options(1), [this] { return now_.load(); });
  ASSERT_TRUE(runner.Start().ok());
  std::mutex mu;
  std::condition_variable cv;
  bool release = false, started = false;
  auto held = [&](store::Connection& c) {
    std::unique_lock lock(mu);
    started = true;
    cv.notify_all();
    cv.wait(lock, [&] { return release; });
    return OneRow(c);
  };
  auto first = runner.Submit(Request(held));
  ASSERT_TRUE(first.ok());
  {
    std::unique_lock lock(mu);
    cv.wait(lock, [&] { return started; });  // the worker holds the first job
  }
  auto second = runner.Submit(Request(OneRow));  // fills the one-place queue
  ASSERT_TRUE(second.ok());
  auto third = runner.Submit(Request(OneRow));
  ASSERT_FALSE(third.ok());
  EXPECT_EQ(third.status().code(), StatusCode::kResourceExhausted);
  EXPECT_EQ(third.status().message(), "导出任务较多，请稍后再试");
  EXPECT_EQ(Record(first->id).status, store::kExportRunning);
  EXPECT_EQ(Record(second->id).status, store::kExportWaiting);
  {
    std::lock_guard lock(mu);
    release = true;
  }
  cv.notify_all();
  runner.WaitIdle();
  auto done = Record(second->id);
  EXPECT_EQ(done.status, store::kExportDone);
  EXPECT_EQ(done.row_count, 1);
  EXPECT_TRUE(fs::exists(runner.PathOf(done)));
  EXPECT_GT(done.size_bytes, 0);
  EXPECT_EQ(done.name.rfind("全部资料_", 0), 0u);
  auto conn = db_->Acquire();
  auto msgs = store::QueryNotices(*conn, {7, "/1/"}, {store::kNoticeMessage, -1, "", 1, 10}).value();
  EXPECT_EQ(msgs.total, 2);
}

TEST_F(ExportRunnerTest, AFailingTableMarksTheRecordFailed) {
  ExportRunner runner(*db_, Options(4), [this] { return now_.load(); });
  ASSERT_TRUE(runner.Start().ok());
  auto r =
      runner.Submit(Request([](store::Connection&) -> Result<Table> { return InvalidArgument("没有可导出的数据"); }));
  ASSERT_TRUE(r.ok());
  runner.WaitIdle();
  auto rec = Record(r->id);
  EXPECT_EQ(rec.status, store::kExportFailed);
  EXPECT_EQ(rec.error, "没有可导出的数据");
  EXPECT_FALSE(fs::exists(runner.PathOf(rec)));
}

TEST_F(ExportRunnerTest, ExpiredFilesAndRecordsAreSwept) {
  ExportRunner runner(*db_, Options(4), [this] { return now_.load(); });
  ASSERT_TRUE(runner.Start().ok());
  auto r = runner.Submit(Request(OneRow));
  ASSERT_TRUE(r.ok());
  runner.WaitIdle();
  std::string path = runner.PathOf(Record(r->id));
  ASSERT_TRUE(fs::exists(path));
  EXPECT_EQ(runner.Sweep(), 0);  // not expired yet
  now_ += 1001;                  // keep_ms is 1 s in this test
  EXPECT_EQ(runner.Sweep(), 1);
  EXPECT_FALSE(fs::exists(path));
  auto conn = db_->Acquire();
  EXPECT_FALSE(store::FindExportRecord(*conn, 7, "", r->id).ok());
}

// In a cluster each node keeps its own folder (files made here, copies fetched from others); the
// record is swept by whichever node comes first, and every node then removes its file of it.
TEST_F(ExportRunnerTest, FilesWhoseRecordsAreGoneAreRemovedAndNothingElse) {
  ExportRunner runner(*db_, Options(4), [this] { return now_.load(); });
  ASSERT_TRUE(runner.Start().ok());
  auto r = runner.Submit(Request(OneRow));
  ASSERT_TRUE(r.ok());
  runner.WaitIdle();
  const fs::path kept = runner.PathOf(Record(r->id));
  const fs::path swept_elsewhere = dir_ / "20261128_101500_7_0123456789ab.xlsx";
  const fs::path not_ours = dir_ / "notes.xlsx";
  const fs::path almost = dir_ / "20261128_101500_7_0123456789AB.xlsx";
  for (const fs::path& p : {swept_elsewhere, not_ours, almost}) std::ofstream(p) << "x";
  EXPECT_EQ(runner.Sweep(), 0);  // no record expired
  EXPECT_TRUE(fs::exists(kept));
  EXPECT_FALSE(fs::exists(swept_elsewhere));
  EXPECT_TRUE(fs::exists(not_ours));
  EXPECT_TRUE(fs::exists(almost));
}

TEST_F(ExportRunnerTest, AnotherNodesUnfinishedRecordIsLeftRunning) {
  InsertUnfinishedRecord("node-b");
  ExportOptions o = Options(4);
  o.node = "node-a";
  ExportRunner runner(*db_, o, [this] { return now_.load(); });
  ASSERT_TRUE(runner.Start().ok());
  auto conn = db_->Acquire();
  auto page = store::ListExportRecords(*conn, 7, 0, 1, 10).value();
  ASSERT_EQ(page.rows.size(), 1u);
  EXPECT_EQ(page.rows[0].status, store::kExportWaiting);
}

TEST_F(ExportRunnerTest, UnfinishedRecordsOfAPreviousRunAreFailedAtStart) {
  InsertUnfinishedRecord("");
  ExportRunner runner(*db_, Options(4), [this] { return now_.load(); });
  ASSERT_TRUE(runner.Start().ok());
  auto conn = db_->Acquire();
  auto page = store::ListExportRecords(*conn, 7, 0, 1, 10).value();
  ASSERT_EQ(page.rows.size(), 1u);
  EXPECT_EQ(page.rows[0].status, store::kExportFailed);
  EXPECT_EQ(page.rows[0].error, "服务重启，导出已中断，请重新导出");
}

TEST_F(ExportRunnerTest, AStreamedJobShowsItsProgressAndWritesEveryRow) {
  ExportRunner runner(*db_, Options(4), [this] { return now_.load(); });
  ASSERT_TRUE(runner.Start().ok());
  constexpr long long kRows = 5000;
  std::mutex mu;
  std::condition_variable cv;
  bool halfway = false, release = false;
  ExportRequest req;
  req.user_id = 7;
  req.group_id = 1;
  req.title = "报警记录";
  req.produce = [&](store::Connection&, RowSink& sink) -> Status {
    if (Status s = sink.Begin({"报警", "标题", {"序号", "车牌号", "里程"}}); !s.ok()) return s;
    sink.Expect(kRows);
    for (long long i = 1; i <= kRows; ++i) {
      if (Status s = sink.Add({i, "粤B" + std::to_string(10000 + i), 1.5 * static_cast<double>(i)}); !s.ok()) return s;
      if (i == kRows / 2) {
        std::unique_lock lock(mu);
        halfway = true;
        cv.notify_all();
        cv.wait(lock, [&] { return release; });
      }
    }
    return Status::Ok();
  };
  auto r = runner.Submit(std::move(req));
  ASSERT_TRUE(r.ok());
  {
    std::unique_lock lock(mu);
    cv.wait(lock, [&] { return halfway; });
  }
  auto running = Record(r->id);
  EXPECT_EQ(running.status, store::kExportRunning);
  EXPECT_GE(running.row_count, 2048);  // written every 1,024 rows
  EXPECT_LE(running.row_count, kRows / 2);
  EXPECT_GE(running.progress, 40);
  EXPECT_LE(running.progress, 50);
  {
    std::lock_guard lock(mu);
    release = true;
  }
  cv.notify_all();
  runner.WaitIdle();
  auto done = Record(r->id);
  EXPECT_EQ(done.status, store::kExportDone);
  EXPECT_EQ(done.progress, 100);
  EXPECT_EQ(done.row_count, kRows);
  std::ifstream in(runner.PathOf(done), std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto sheet = xlsx::ReadFirstSheet(bytes);
  ASSERT_TRUE(sheet.ok()) << sheet.status().message();
  ASSERT_EQ(sheet->rows.size(), static_cast<size_t>(kRows + 2));  // title, header, rows
  EXPECT_EQ(sheet->rows[0].cells.at(0), "标题");
  EXPECT_EQ(sheet->rows[1].cells.at(1), "车牌号");
  EXPECT_EQ(sheet->rows[2].cells.at(1), "粤B10001");
  EXPECT_EQ(sheet->rows.back().cells.at(0), "5000");
  EXPECT_EQ(sheet->rows.back().cells.at(1), "粤B15000");
}

TEST_F(ExportRunnerTest, AStreamWithFewerRowsThanTheWidthWindowIsWrittenWhole) {
  auto path = (dir_ / "few.xlsx").string();
  fs::create_directories(dir_);
  XlsxStream out(path);
  ASSERT_TRUE(out.Begin({"s", "", {"a"}}).ok());
  ASSERT_TRUE(out.Add({std::string("一")}).ok());
  ASSERT_TRUE(out.Close().ok());
  std::ifstream in(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto sheet = xlsx::ReadFirstSheet(bytes);
  ASSERT_TRUE(sheet.ok());
  ASSERT_EQ(sheet->rows.size(), 2u);
  EXPECT_EQ(sheet->rows[1].cells.at(0), "一");
}

}  // namespace
}  // namespace chelian::exporter
