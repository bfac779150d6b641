// The alarm push channels against real loopback receivers: settings inheritance and validation,
// the webhook signature and retries, e-mail over SMTP, SMS through the adapter function, the log
// of every delivery and the bounded queue; webhooks reach private or loopback addresses only when
// the operator allows it (notify.webhook_allow_private), and never through an environment proxy.
#include <gtest/gtest.h>
#include <sodium.h>
#include <stdlib.h>

#include <optional>
#include <utility>
#include <vector>

#include "core/json.h"
#include "core/strings.h"
#include "notify/alarm_notifier.h"
#include "notify/loopback_servers_for_test.h"
#include "notify/push_settings.h"
#include "notify/smtp_mailer.h"
#include "notify/webhook.h"
#include "notify/webhook_address.h"
#include "store/group_repo.h"
#include "store/test_db.h"

namespace chelian::notify {
namespace {

using store::PushChannels;
using store::PushTargets;
const store::Scope kAll = store::Scope::Everything();

AlarmMessage Sample(long long group_id, const std::string& path) {
  AlarmMessage a;
  a.alarm_id = 42;
  a.asset_id = 7;
  a.group_id = group_id;
  a.group_path = path;
  a.plate = "粤B12345";
  a.code = "emergencyAlarm";
  a.label = "紧急报警";
  a.time_ms = 1'736'469'000'000;  // 2025-01-10 08:30:00 +08
  a.lat = 23.012173;
  a.lon = 114.340462;
  a.speed = 60;
  return a;
}

class NotifyTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_GE(sodium_init(), 0);
    db_ = store::OpenTestDatabase("notify");
    auto c = db_->Acquire();
    root_ = store::CreateGroup(*c, store::Scope::Everything(), {0, "代理商"}, 1).value();
    fleet_ = store::CreateGroup(*c, store::Scope::Everything(), {root_.id, "车队"}, 1).value();
  }
  long long Count(const std::string& sql) { return db_->Acquire()->Query(sql)->at(0).Int(0); }
  store::TestDb db_;
  store::Group root_, fleet_;
};

TEST_F(NotifyTest, ChannelsInheritFromTheNearestGroupAndRecipientsAreChecked) {
  auto c = db_->Acquire();
  PushChannels mail;
  mail.email = true;
  ASSERT_TRUE(store::SavePushConfigRows(*c, kAll, root_.id, {{0, "emergencyAlarm", mail}}, 1, 1).ok());
  PushChannels quiet;
  quiet.popup = quiet.voice = false;
  ASSERT_TRUE(store::SavePushConfigRows(*c, kAll, fleet_.id, {{0, "shockAlarm", quiet}}, 1, 1).ok());
  auto resolved = ResolvePushChannels(store::LoadPushConfigRows(*c, kAll, fleet_.path).value());
  EXPECT_TRUE(ChannelsFor(resolved, "emergencyAlarm").email);  // from the agent
  EXPECT_FALSE(ChannelsFor(resolved, "shockAlarm").popup);
  PushChannels d = ChannelsFor(resolved, "overSpeed");  // defaults
  EXPECT_TRUE(d.popup && d.voice && !d.email && !d.sms && !d.webhook);

  PushTargets t{root_.id, SplitList("ops@example.com, boss@example.cn"), SplitList("13800000000"),
                "https://hooks.example.com/a", "s"};
  ASSERT_TRUE(ValidatePushTargets(t).ok());
  ASSERT_TRUE(store::SavePushTargets(*c, kAll, t, 1, 1).ok());
  auto inherited = store::LoadPushTargets(*c, kAll, fleet_.path).value();  // the fleet has none of its own
  EXPECT_EQ(inherited.group_id, root_.id);
  EXPECT_EQ(inherited.emails.size(), 2u);
  PushTargets bad{0, {"not-an-address"}};
  EXPECT_EQ(ValidatePushTargets(bad).message(), "邮箱格式不正确: not-an-address");
  PushTargets phone{0, {}, {"1380000"}};
  EXPECT_EQ(ValidatePushTargets(phone).message(), "手机号格式不正确: 1380000");
  PushTargets url{0, {}, {}, "ftp://x"};
  EXPECT_FALSE(ValidatePushTargets(url).ok());
}

TEST_F(NotifyTest, WebhookSignatureIsHmacSha256OfTimestampAndBody) {
  // RFC 4231 test case 2 (key "Jefe"), with the message split as "<timestamp>.<body>".
  EXPECT_EQ(SignWebhook("Jefe", 0, "what do ya want for nothing?").size(), 64u);
  unsigned char mac[crypto_auth_hmacsha256_BYTES];
  std::string msg = "1700000000.{\"a\":1}";
  crypto_auth_hmacsha256_state st;
  crypto_auth_hmacsha256_init(&st, reinterpret_cast<const unsigned char*>("k"), 1);
  crypto_auth_hmacsha256_update(&st, reinterpret_cast<const unsigned char*>(msg.data()), msg.size());
  crypto_auth_hmacsha256_final(&st, mac);
  char hex[65];
  sodium_bin2hex(hex, sizeof hex, mac, sizeof mac);
  EXPECT_EQ(SignWebhook("k", 1700000000, "{\"a\":1}"), hex);
  EXPECT_NE(SignWebhook("k", 1700000001, "{\"a\":1}"), hex);  // another time, another signature
}

TEST_F(NotifyTest, EverySelectedChannelDeliversAndIsLogged) {
  testing::RecordingSmtpServer smtp;
  testing::RecordingHttpServer hook;
  auto c = db_->Acquire();
  PushChannels all{true, true, true, true, true};
  ASSERT_TRUE(store::SavePushConfigRows(*c, kAll, fleet_.id, {{0, "emergencyAlarm", all}}, 1, 1).ok());
  ASSERT_TRUE(
      store::SavePushTargets(
          *c, kAll, {fleet_.id, {"ops@example.com"}, {"13800000001", "13800000002"}, hook.url(), "sekret"}, 1, 1)
          .ok());
  std::vector<std::string> texts;
  std::mutex mu;
  NotifierOptions o;
  o.webhook_allow_private = true;  // the receiver is on loopback
  o.smtp = {smtp.url(), "", "", "alarm@chelian.local"};
  AlarmNotifier n(
      *db_, o,
      [&](const std::string& phone, const std::string& text, long long) {
        std::lock_guard lock(mu);
        texts.push_back(phone + ":" + text);
        return Status::Ok();
      },
      SystemNowMs);
  n.Start();
  ASSERT_TRUE(n.Notify(Sample(fleet_.id, fleet_.path)));
  AlarmMessage quiet = Sample(fleet_.id, fleet_.path);
  quiet.code = "shockAlarm";  // defaults: popup and voice only, nothing leaves the server
  ASSERT_TRUE(n.Notify(quiet));
  n.WaitIdle();

  auto mails = smtp.messages();
  ASSERT_EQ(mails.size(), 1u);
  EXPECT_EQ(mails[0].from, "<alarm@chelian.local>");
  EXPECT_EQ(mails[0].to, std::vector<std::string>{"<ops@example.com>"});
  EXPECT_NE(mails[0].data.find("Subject: =?UTF-8?B?"), std::string::npos);
  ASSERT_EQ(texts.size(), 2u);
  EXPECT_EQ(
      texts[0],
      "13800000001:【车联报警】粤B12345 紧急报警，时间 2025-01-10 08:30:00，速度 60km/h，位置 23.012173,114.340462。");
  auto hooks = hook.requests();
  ASSERT_EQ(hooks.size(), 1u);
  std::string ts = hooks[0].Header("X-Chelian-Timestamp");
  EXPECT_EQ(hooks[0].Header("X-Chelian-Signature"), "sha256=" + SignWebhook("sekret", std::stoll(ts), hooks[0].body));
  bool ok = false;
  auto body = ParseJson(hooks[0].body, &ok);
  ASSERT_TRUE(ok);
  EXPECT_EQ(body.at("enType").as_string(), "emergencyAlarm");
  EXPECT_EQ(body.at("alarmId").as_int64(), 42);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM alarm_push_log WHERE status = 1 AND alarm_id = 42"), 4);  // mail, 2 SMS, hook
  EXPECT_EQ(n.stats().sent, 4u);
}

TEST_F(NotifyTest, WebhookIsRetriedUntilItSucceedsOrGivesUp) {
  testing::RecordingHttpServer flaky({500, 503});  // two failures, then 200
  auto c = db_->Acquire();
  PushChannels hook;
  hook.webhook = true;
  ASSERT_TRUE(store::SavePushConfigRows(*c, kAll, fleet_.id, {{0, "emergencyAlarm", hook}}, 1, 1).ok());
  ASSERT_TRUE(store::SavePushTargets(*c, kAll, {fleet_.id, {}, {}, flaky.url(), ""}, 1, 1).ok());
  NotifierOptions o;
  o.webhook_allow_private = true;  // the receivers are on loopback
  o.retry_delays_ms = {10, 10, 10};
  AlarmNotifier n(*db_, o, nullptr, SystemNowMs);
  n.Start();
  n.Notify(Sample(fleet_.id, fleet_.path));
  n.WaitIdle(1000);
  EXPECT_EQ(flaky.requests().size(), 3u);
  EXPECT_TRUE(flaky.requests()[0].Header("X-Chelian-Signature").empty());  // no secret, no signature
  EXPECT_EQ(Count("SELECT attempts FROM alarm_push_log WHERE channel = 'webhook' AND status = 1"), 3);
  EXPECT_EQ(n.stats().retried, 2u);

  // A receiver that never answers 2xx: four attempts, then one failed row with the reason.
  testing::RecordingHttpServer broken({500, 500, 500, 500, 500});
  ASSERT_TRUE(store::SavePushTargets(*c, kAll, {fleet_.id, {}, {}, broken.url(), ""}, 1, 2).ok());
  AlarmNotifier m(*db_, o, nullptr, SystemNowMs);  // fresh settings cache
  m.Start();
  m.Notify(Sample(fleet_.id, fleet_.path));
  m.WaitIdle(1000);
  EXPECT_EQ(broken.requests().size(), 4u);
  auto row = c->Query("SELECT attempts, error FROM alarm_push_log WHERE status = 2");
  ASSERT_EQ(row->size(), 1u);
  EXPECT_EQ(row->at(0).Int(0), 4);
  EXPECT_EQ(row->at(0).Text(1), "HTTP 500");
}

TEST_F(NotifyTest, PushesWaitingAtStopAreSavedAndSentAfterTheNextStart) {
  testing::RecordingHttpServer receiver({500, 200, 200});  // the first try fails, then it answers
  auto c = db_->Acquire();
  PushChannels hook;
  hook.webhook = true;
  ASSERT_TRUE(store::SavePushConfigRows(*c, kAll, fleet_.id, {{0, "emergencyAlarm", hook}}, 1, 1).ok());
  ASSERT_TRUE(store::SavePushTargets(*c, kAll, {fleet_.id, {}, {}, receiver.url(), "s3cret"}, 1, 1).ok());
  NotifierOptions o;
  o.webhook_allow_private = true;  // the receiver is on loopback
  o.retry_delays_ms = {60'000};    // the retry is not due before the stop
  {
    AlarmNotifier n(*db_, o, nullptr, SystemNowMs);
    n.Start();
    n.Notify(Sample(fleet_.id, fleet_.path));
    n.WaitIdle(0);
    ASSERT_EQ(receiver.requests().size(), 1u);
    n.Stop();
    // An alarm queued while stopped (never expanded) is kept too.
    AlarmMessage later = Sample(fleet_.id, fleet_.path);
    later.alarm_id = 43;
    n.Notify(later);
    n.Stop();
  }
  EXPECT_EQ(Count("SELECT COUNT(*) FROM alarm_push_pending"), 2);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM alarm_push_log"), 0);  // nothing finished yet

  o.retry_delays_ms = {10};
  AlarmNotifier next(*db_, o, nullptr, [] { return SystemNowMs() + 120'000; });  // the retry is due now
  next.Start();
  next.WaitIdle(0);
  ASSERT_EQ(receiver.requests().size(), 3u);
  EXPECT_FALSE(receiver.requests()[1].Header("X-Chelian-Signature").empty());  // the secret came along
  EXPECT_EQ(Count("SELECT COUNT(*) FROM alarm_push_pending"), 0);
  EXPECT_EQ(Count("SELECT attempts FROM alarm_push_log WHERE alarm_id = 42 AND status = 1"), 2);
  EXPECT_EQ(Count("SELECT attempts FROM alarm_push_log WHERE alarm_id = 43 AND status = 1"), 1);
}

TEST_F(NotifyTest, MailWithoutAServerFailsVisiblyAndAFullQueueDropsAlarms) {
  auto c = db_->Acquire();
  PushChannels mail;
  mail.email = true;
  ASSERT_TRUE(store::SavePushConfigRows(*c, kAll, fleet_.id, {{0, "emergencyAlarm", mail}}, 1, 1).ok());
  ASSERT_TRUE(store::SavePushTargets(*c, kAll, {fleet_.id, {"ops@example.com"}}, 1, 1).ok());
  NotifierOptions o;  // no smtp url
  o.max_queue = 2;
  AlarmNotifier n(*db_, o, nullptr, SystemNowMs);
  EXPECT_TRUE(n.Notify(Sample(fleet_.id, fleet_.path)));  // not started yet: the queue fills
  EXPECT_TRUE(n.Notify(Sample(fleet_.id, fleet_.path)));
  EXPECT_FALSE(n.Notify(Sample(fleet_.id, fleet_.path)));
  EXPECT_EQ(n.stats().dropped, 1u);
  n.Start();
  n.WaitIdle();
  auto rows = c->Query("SELECT status, error FROM alarm_push_log");
  ASSERT_EQ(rows->size(), 2u);
  EXPECT_EQ(rows->at(0).Int(0), 2);
  EXPECT_EQ(rows->at(0).Text(1), "未配置邮件服务器 (alarm_push.smtp_url)");
}

// Without notify.webhook_allow_private a webhook may not reach this machine or its networks: the
// delivery is refused before anything is sent and logged as failed with the reason.
TEST_F(NotifyTest, WebhookToLoopbackIsRefusedWithoutTheOperatorSetting) {
  testing::RecordingHttpServer receiver;
  auto c = db_->Acquire();
  PushChannels hook;
  hook.webhook = true;
  ASSERT_TRUE(store::SavePushConfigRows(*c, kAll, fleet_.id, {{0, "emergencyAlarm", hook}}, 1, 1).ok());
  // http://127.0.0.1:<port>/hook
  ASSERT_TRUE(store::SavePushTargets(*c, kAll, {fleet_.id, {}, {}, receiver.url(), ""}, 1, 1).ok());
  NotifierOptions o;  // webhook_allow_private off, as by default
  AlarmNotifier n(*db_, o, nullptr, SystemNowMs);
  n.Start();
  n.Notify(Sample(fleet_.id, fleet_.path));
  n.WaitIdle(0);
  EXPECT_TRUE(receiver.requests().empty());
  auto rows = c->Query("SELECT status, attempts, error FROM alarm_push_log WHERE channel = 'webhook'");
  ASSERT_EQ(rows->size(), 1u);
  EXPECT_EQ(rows->at(0).Int(0), 2);
  EXPECT_EQ(rows->at(0).Int(1), 1);  // a refusal is not retried
  EXPECT_NE(rows->at(0).Text(2).find("内网或本机地址"), std::string::npos) << rows->at(0).Text(2);
  EXPECT_NE(rows->at(0).Text(2).find("127.0.0.1"), std::string::npos) << rows->at(0).Text(2);
  EXPECT_EQ(n.stats().failed, 1u);
}

// A host name is checked where curl connects, after resolving: `localhost` (::1 or 127.0.0.1) is
// refused at send time too.
TEST_F(NotifyTest, WebhookToANameResolvingToLoopbackIsRefusedAtSendTime) {
  testing::RecordingHttpServer receiver;
  auto c = db_->Acquire();
  const std::string url = "http://localhost:" + std::to_string(receiver.port()) + "/hook";
  ASSERT_TRUE(store::SavePushTargets(*c, kAll, {fleet_.id, {}, {}, url, "s"}, 1, 1).ok());
  NotifierOptions o;
  AlarmNotifier n(*db_, o, nullptr, SystemNowMs);
  n.Start();
  PushChannels hook{false, false, false, false, true};
  ASSERT_TRUE(n.NotifyTest(fleet_.id, fleet_.path, hook));
  n.WaitIdle(0);
  EXPECT_TRUE(receiver.requests().empty());
  auto rows = c->Query("SELECT status, target, error FROM alarm_push_log WHERE channel = 'webhook'");
  ASSERT_EQ(rows->size(), 1u);
  EXPECT_EQ(rows->at(0).Int(0), 2);
  EXPECT_EQ(rows->at(0).Text(1), url);
  EXPECT_NE(rows->at(0).Text(2).find("内网或本机地址"), std::string::npos) << rows->at(0).Text(2);
}

// A proxy from the environment would connect in the receiver's place, so the check would judge the
// proxy's address, not the receiver's: webhooks never use one.
TEST_F(NotifyTest, WebhooksIgnoreProxiesFromTheEnvironment) {
  testing::RecordingHttpServer proxy;
  testing::RecordingHttpServer receiver;
  const std::string proxy_url = "http://127.0.0.1:" + std::to_string(proxy.port());
  std::vector<std::pair<std::string, std::optional<std::string>>> saved;
  for (const char* name : {"http_proxy", "HTTPS_PROXY", "ALL_PROXY", "no_proxy", "NO_PROXY"}) {
    const char* old = ::getenv(name);
    saved.emplace_back(name, old ? std::optional<std::string>(old) : std::nullopt);
  }
  for (const char* name : {"http_proxy", "HTTPS_PROXY", "ALL_PROXY"}) ::setenv(name, proxy_url.c_str(), 1);
  for (const char* name : {"no_proxy", "NO_PROXY"}) ::unsetenv(name);
  HttpOutcome r = PostWebhook(receiver.url(), "", 1, "{}", 5000, /*allow_private=*/true);
  for (const auto& [name, value] : saved) value ? ::setenv(name.c_str(), value->c_str(), 1) : ::unsetenv(name.c_str());
  EXPECT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(receiver.requests().size(), 1u);
  EXPECT_TRUE(proxy.requests().empty());
}

TEST_F(NotifyTest, PostWebhookRefusesEveryAddressOfANameAndSaysWhich) {
  testing::RecordingHttpServer receiver;
  HttpOutcome r =
      PostWebhook("http://localhost:" + std::to_string(receiver.port()) + "/hook", "", 1, "{}", 5000, false);
  EXPECT_TRUE(r.refused);
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.error.find("本机回环地址"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("notify.webhook_allow_private"), std::string::npos) << r.error;
  HttpOutcome literal =
      PostWebhook("http://[::ffff:127.0.0.1]:" + std::to_string(receiver.port()) + "/x", "", 1, "{}", 5000, false);
  EXPECT_TRUE(literal.refused) << literal.error;
  EXPECT_TRUE(receiver.requests().empty());
  HttpOutcome allowed = PostWebhook(receiver.url(), "", 1, "{}", 5000, true);
  EXPECT_TRUE(allowed.ok()) << allowed.error;
  EXPECT_FALSE(allowed.refused);
}

TEST(WebhookAddress, SavedUrlsPointingInsideAreRefusedUnlessAllowed) {
  for (const char* url :
       {"http://127.0.0.1/x", "http://localhost:8080/", "http://Api.LocalHost./", "http://[::1]/", "http://10.0.0.1/",
        "http://172.16.5.4/", "http://192.168.0.1/", "http://169.254.169.254/", "http://100.100.100.200/",
        "http://0.0.0.0/", "http://2130706433/", "http://0x7f.1/", "http://127.0.0.%31/", "http://[fe80::1%25eth0]/",
        "http://[fd00::5]/", "http://[::ffff:10.1.1.1]/", "http://224.0.0.1/", "http://255.255.255.255/",
        "http://127.0.0.1./"}) {
    Status s = CheckWebhookUrl(url, false);
    EXPECT_EQ(s.message(), kWebhookAddressRefused) << url;
    EXPECT_TRUE(CheckWebhookUrl(url, true).ok()) << url;
  }
  for (const char* url : {"https://hooks.example.com/a", "http://8.8.8.8:8080/x", "https://[2400:3200::1]/x",
                          "http://localhost.example.com/", ""})
    EXPECT_TRUE(CheckWebhookUrl(url, false).ok()) << url;
  EXPECT_EQ(CheckWebhookUrl("http://a b/", false).message(), "Webhook 地址格式不正确");
}

TEST(SmtpMailer, MessageCarriesUtf8SubjectAndBase64Body) {
  std::string m = BuildMail("a@b.c", {"x@y.z", "u@v.w"}, "报警", "正文", 0);
  EXPECT_NE(m.find("To: x@y.z, u@v.w\r\n"), std::string::npos);
  EXPECT_NE(m.find("Subject: =?UTF-8?B?5oql6K2m?=\r\n"), std::string::npos);
  EXPECT_NE(m.find("\r\n\r\n5q2j5paH\r\n"), std::string::npos);
  EXPECT_NE(m.find("Date: Thu, 01 Jan 1970 00:00:00 +0000"), std::string::npos);
}

}  // namespace
}  // namespace chelian::notify
