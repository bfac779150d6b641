// Issue #19: 48 parallel bogus sign-ins raised a signed-in user's getUser from 2 ms to 5 s, because
// every handler ran on the two HTTP I/O threads. Here sign-ins that cannot finish (their handler
// waits until the test lets it go) occupy the password pool; another call must still be answered.
// (The latency under a real flood is measured by `make bench`, bench_login_flood.)
#include "app/request_runner.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>
#include <vector>

#include "api/api_router.h"
#include "api/envelope.h"
#include "auth/password.h"
#include "core/clock.h"
#include "http_client.h"
#include "net/http_server.h"
#include "store/test_db.h"

namespace chelian {
namespace {

TEST(RequestRunnerTest, ASignInFloodDoesNotHoldUpOtherCalls) {
  ASSERT_TRUE(auth::InitCrypto());
  auto db = store::OpenTestDatabase("runner");
  auth::SessionManager sessions(*db, SystemNowMs, 60'000, 86'400'000);
  api::ApiRouter router(sessions, *db);
  std::promise<void> release;
  std::shared_future<void> gate = release.get_future().share();
  std::atomic<int> signing_in{0};
  router.Add("/oauth/v4/token", api::Access::kPublic,
             [&](api::ApiCall&) {
               ++signing_in;
               gate.wait_for(std::chrono::seconds(30));  // a sign-in that takes as long as the test wants
               return api::Fail(api::kFlagFail, "用户名或密码错误");
             },
             {.work = api::Work::kPassword});
  router.Add("/car/v1/api/user/getUser.json", api::Access::kPublic, [](api::ApiCall&) { return api::Ok("answered"); });

  RequestRunnerOptions options;
  options.request_threads = 2;
  options.password_threads = 1;
  RequestRunner runner(router, options);
  net::HttpServerOptions http_options;
  http_options.port = 0;
  http_options.threads = 2;
  net::HttpServer http(http_options, [&router](const net::HttpRequest& r) {
    auto reply = router.Dispatch(r);
    return reply ? std::move(*reply) : api::Fail(api::kFlagNotFound, "接口不存在", 404, 404);
  });
  http.SetHandlerRunner(
      [&runner](const net::HttpRequest& r, std::function<void()> job) { return runner.Run(r, std::move(job)); });
  ASSERT_TRUE(http.Start().ok());

  std::vector<std::thread> flood;
  for (int i = 0; i < 48; ++i)
    flood.emplace_back([&] { testing::HttpCall(http.port(), "POST", "/oauth/v4/token", {}, "username=x&password=y"); });
  while (signing_in.load() == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));

  auto reply = testing::HttpCall(http.port(), "GET", "/car/v1/api/user/getUser.json");
  bool answered_while_signing_in =
      signing_in.load() >= 1 && gate.wait_for(std::chrono::seconds(0)) != std::future_status::ready;
  release.set_value();
  for (auto& t : flood) t.join();
  runner.Stop();
  http.Stop();
  EXPECT_EQ(reply.status, 200);
  EXPECT_NE(reply.body.find("answered"), std::string::npos);
  EXPECT_TRUE(answered_while_signing_in);
}

TEST(RequestRunnerTest, AFullQueueIsAnsweredBusyAtOnce) {
  ASSERT_TRUE(auth::InitCrypto());
  auto db = store::OpenTestDatabase("runner_busy");
  auth::SessionManager sessions(*db, SystemNowMs, 60'000, 86'400'000);
  api::ApiRouter router(sessions, *db);
  std::promise<void> release;
  std::shared_future<void> gate = release.get_future().share();
  std::atomic<int> started{0};
  router.Add("/oauth/v4/token", api::Access::kPublic,
             [&](api::ApiCall&) {
               ++started;
               gate.wait_for(std::chrono::seconds(30));
               return api::Ok();
             },
             {.work = api::Work::kPassword});
  RequestRunnerOptions options;
  options.password_threads = 1;
  options.max_queued_passwords = 1;
  RequestRunner runner(router, options);
  net::HttpServerOptions http_options;
  http_options.port = 0;
  net::HttpServer http(http_options, [&router](const net::HttpRequest& r) { return *router.Dispatch(r); });
  http.SetHandlerRunner(
      [&runner](const net::HttpRequest& r, std::function<void()> job) { return runner.Run(r, std::move(job)); });
  ASSERT_TRUE(http.Start().ok());
  std::thread running([&] { testing::HttpCall(http.port(), "POST", "/oauth/v4/token"); });
  while (started.load() == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  std::thread queued([&] { testing::HttpCall(http.port(), "POST", "/oauth/v4/token"); });
  while (runner.queued_passwords() == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  auto busy = testing::HttpCall(http.port(), "POST", "/oauth/v4/token");
  release.set_value();
  running.join();
  queued.join();
  runner.Stop();
  http.Stop();
  EXPECT_EQ(busy.status, 503);
  EXPECT_NE(busy.body.find("服务器繁忙，请稍后再试"), std::string::npos);
}

}  // namespace
}  // namespace chelian
