// Loopback tests of device identity (issue 19) against the whole server: JT/T 808 terminals get a
// code at registration and must authenticate with it under gateway.jt808_auth = require; warn
// lets the real scripts' unauthenticated flow through but counts it; a proven terminal cannot
// register again until an administrator resets it; frames with a wrong check code are answered
// "message error" and dropped; sign-ins are limited per source address.
#include <gtest/gtest.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include "app/admin_cli.h"
#include "core/crc.h"
#include "core/hex.h"
#include "core/json.h"
#include "gateway_ports.h"
#include "http_client.h"
#include "jt808_terminal.h"
#include "seeded_server.h"
#include "sim/demo_fleet.h"
#include "sim/device_frames.h"

namespace chelian {
namespace {

namespace json = boost::json;
using testing::TestTerminal;

long long Int(const json::value& v) { return v.is_int64() ? v.as_int64() : static_cast<long long>(v.as_double()); }

sim::Fix FixAt(long long time_ms) {
  sim::Fix f;
  f.time_ms = time_ms;
  f.where = {22.54, 114.05};
  f.valid = true;
  f.acc = true;
  f.speed_kmh = 30;
  return f;
}

class DeviceIdentityTest : public ::testing::Test {
 protected:
  void Start(const std::string& auth, std::vector<std::string> extra = {}) {
    std::vector<std::string> sets =
        testing::GatewaysOff({"gateway.jt808_port=0", "gateway.gt06_port=0", "gateway.host=127.0.0.1",
                              "store.batch_delay_ms=20", "gateway.jt808_auth=" + auth});
    sets.insert(sets.end(), extra.begin(), extra.end());
    // 10 demo vehicles: index 4 and 9 are GT06; the fleet user (顺达物流) sees 0, 1, 2, 6, 7, 8.
    ASSERT_TRUE(server_.Start("identity", 10, sets).ok());
    jt808_ = server_.app->gateway_port("jt808");
    gt06_ = server_.app->gateway_port("gt06");
    db_ = std::move(OpenConfiguredDatabase(server_.config).value());
  }
  long long Count(const std::string& sql, const store::Params& params = {}) {
    return db_->Acquire()->Query(sql, params)->at(0).Int(0);
  }
  long long Stored(int vehicle) {
    server_.app->FlushPipeline();
    return Count("SELECT COUNT(*) FROM stored_positions p JOIN devices d ON d.id = p.device_id WHERE d.terminal_no = ?",
                 {sim::DemoVehicleAt(vehicle).terminal_no});
  }
  static sim::Jt808Terminal Terminal(int vehicle) { return {sim::DemoVehicleAt(vehicle).terminal_no, false}; }
  json::value Post(const std::string& token, const std::string& target, const std::string& form) {
    auto r = testing::HttpCall(server_.app->http_port(), "POST", target,
                               {{"sessionId", token}, {"Content-Type", "application/x-www-form-urlencoded"}}, form);
    bool ok = false;
    json::value v = ParseJson(r.body, &ok);
    EXPECT_TRUE(ok) << r.body;
    return v;
  }

  testing::SeededServer server_;
  std::unique_ptr<store::Database> db_;
  int jt808_ = 0, gt06_ = 0;
  long long t0_ = 1'736'469'000'000;  // 2025-01-10 08:30 in Beijing
};

// A terminal that reports without authenticating is answered "failure" and nothing is stored;
// once it registers and authenticates with the code it got, its reports are stored.
TEST_F(DeviceIdentityTest, RequireRefusesReportsOfATerminalThatSkipsAuthentication) {
  Start("require");
  TestTerminal t(jt808_, Terminal(0));
  ASSERT_TRUE(t.Connect());
  EXPECT_EQ(t.Send(sim::Jt808Location(t.terminal(), t.NextSerial(), FixAt(t0_))), uint8_t{1});
  EXPECT_EQ(t.Send(sim::Jt808Heartbeat(t.terminal(), t.NextSerial())), uint8_t{1});
  EXPECT_EQ(Stored(0), 0);
  EXPECT_EQ(server_.app->DeviceSide().unauthenticated, 1);  // the connection, once
  EXPECT_EQ(server_.app->DeviceSide().refused, 2);
  // Registration issues a code of its own (not the terminal number), kept only as a hash.
  ASSERT_EQ(t.Register(), uint8_t{0});
  EXPECT_EQ(t.code().size(), 16u);
  EXPECT_NE(t.code(), sim::DemoVehicleAt(0).terminal_no);
  ASSERT_EQ(t.Authenticate(), uint8_t{0});
  EXPECT_EQ(t.Send(sim::Jt808Location(t.terminal(), t.NextSerial(), FixAt(t0_ + 10'000))), uint8_t{0});
  EXPECT_EQ(Stored(0), 1);
  auto row = db_->Acquire()->Query("SELECT auth_code_hash, auth_proven_at FROM devices WHERE terminal_no = ?",
                                   {sim::DemoVehicleAt(0).terminal_no});
  ASSERT_TRUE(row.ok()) << row.status().message();
  ASSERT_EQ(row->size(), 1u);
  EXPECT_EQ(row->at(0).Text(0).size(), 64u);  // SHA-256, hex
  EXPECT_EQ(row->at(0).Text(0).find(t.code()), std::string::npos);
  EXPECT_GT(row->at(0).Int(1), 0);
  // Another connection of the same terminal authenticates with the code it keeps, no registration.
  TestTerminal again(jt808_, Terminal(0), t.code());
  ASSERT_TRUE(again.Connect());
  EXPECT_EQ(again.Authenticate(), uint8_t{0});
  EXPECT_EQ(again.Send(sim::Jt808Location(again.terminal(), again.NextSerial(), FixAt(t0_ + 20'000))), uint8_t{0});
  EXPECT_EQ(Stored(0), 2);
}

// The real scripts (api-contract §4.1) report on a fresh connection, then send 0x0102 "123456":
// with warn both are answered with success and the report is stored, and the connection counts as
// unauthenticated.
TEST_F(DeviceIdentityTest, WarnStoresTheScriptsReportsAndCountsTheirConnections) {
  Start("warn");
  for (int i = 0; i < 2; ++i) {
    TestTerminal script(jt808_, Terminal(0));
    ASSERT_TRUE(script.Connect());
    EXPECT_EQ(script.Send(sim::Jt808Location(script.terminal(), 0, FixAt(t0_ + i * 10'000))), uint8_t{0});
    EXPECT_EQ(script.Authenticate("123456"), uint8_t{0});
  }
  EXPECT_EQ(Stored(0), 2);
  EXPECT_EQ(server_.app->DeviceSide().unauthenticated, 2);
  EXPECT_EQ(server_.app->DeviceSide().auth_failures, 2);
  EXPECT_EQ(server_.app->DeviceSide().refused, 0);
}

// A wrong code is refused (0x8001 result 1) and the connection's reports with it; after five
// failures the connection is closed. The right code on a new connection works.
TEST_F(DeviceIdentityTest, AWrongCodeIsRefused) {
  Start("require");
  TestTerminal t(jt808_, Terminal(1));
  ASSERT_TRUE(t.SignIn());
  std::string code = t.code();
  TestTerminal guess(jt808_, Terminal(1));
  ASSERT_TRUE(guess.Connect());
  EXPECT_EQ(guess.Authenticate(sim::DemoVehicleAt(1).terminal_no), uint8_t{1});  // today's code: the number
  EXPECT_EQ(guess.Send(sim::Jt808Location(guess.terminal(), guess.NextSerial(), FixAt(t0_))), uint8_t{1});
  for (int i = 0; i < 3; ++i) EXPECT_EQ(guess.Authenticate("guess" + std::to_string(i)), uint8_t{1});
  EXPECT_EQ(guess.Authenticate(std::string(code.size(), 'A')), uint8_t{1});  // the fifth failure
  EXPECT_TRUE(guess.ClosedByServer(10'000));
  EXPECT_EQ(server_.app->DeviceSide().auth_failures, 5);
  EXPECT_EQ(Stored(1), 0);
  TestTerminal right(jt808_, Terminal(1), code);
  ASSERT_TRUE(right.Connect());
  EXPECT_EQ(right.Authenticate(), uint8_t{0});
  EXPECT_EQ(right.Send(sim::Jt808Location(right.terminal(), right.NextSerial(), FixAt(t0_))), uint8_t{0});
  EXPECT_EQ(Stored(1), 1);
}

// Once a terminal proved its code, registering again gets 0x8100 result 3 (终端已被注册) without a
// code, so nobody else can obtain one; an administrator's reset (API or CLI) lets it register anew.
TEST_F(DeviceIdentityTest, AProvenTerminalRegistersAgainOnlyAfterAReset) {
  Start("require");
  const std::string number = sim::DemoVehicleAt(2).terminal_no;
  TestTerminal t(jt808_, Terminal(2));
  ASSERT_TRUE(t.SignIn());
  std::string first = t.code();
  // Before the code was proven a registration replaces it (a terminal that lost the answer).
  TestTerminal unproven(jt808_, Terminal(6));
  ASSERT_TRUE(unproven.Connect());
  ASSERT_EQ(unproven.Register(), uint8_t{0});
  std::string lost = unproven.code();
  ASSERT_EQ(unproven.Register(), uint8_t{0});
  EXPECT_NE(unproven.code(), lost);
  EXPECT_EQ(unproven.Authenticate(lost), uint8_t{1});
  EXPECT_EQ(unproven.Authenticate(), uint8_t{0});

  TestTerminal thief(jt808_, Terminal(2));
  ASSERT_TRUE(thief.Connect());
  EXPECT_EQ(thief.Register(), uint8_t{3});
  EXPECT_TRUE(thief.code().empty());
  // The reset: administrators only, inside their subtree.
  std::string admin = testing::SignIn(server_.app->http_port(), "admin", "admin123");
  std::string fleet_user = testing::SignIn(server_.app->http_port(), "demo", "demo123");
  const std::string reset = "/car/v4/api/device/resetAuth.json";
  EXPECT_EQ(Post(fleet_user, reset, "terminalNo=" + number).at("msg").as_string(), "仅管理员可重置终端鉴权");
  ASSERT_EQ(RunAdminCommand(server_.config, {"user-add", "--username", "sunda-admin", "--password", "sunda-12345",
                                             "--role", "admin", "--group", "顺达物流有限公司"}),
            0);
  std::string sub_admin = testing::SignIn(server_.app->http_port(), "sunda-admin", "sunda-12345");
  const std::string other_company = sim::DemoVehicleAt(3).terminal_no;  // 1路车队, outside 顺达物流
  EXPECT_EQ(Post(sub_admin, reset, "terminalNo=" + other_company).at("msg").as_string(), "终端不存在或无权操作");
  EXPECT_EQ(Post(admin, reset, "terminalNo=").at("msg").as_string(), "终端号不能为空");
  json::value done = Post(sub_admin, reset, "terminalNo=" + number);
  ASSERT_EQ(Int(done.at("flag")), 1) << WriteJson(done);
  // The connection that proved the old code proves nothing any more: it is closed.
  EXPECT_TRUE(t.ClosedByServer(3000));
  // The old code is void; registering gives a new one, which works.
  TestTerminal back(jt808_, Terminal(2), first);
  ASSERT_TRUE(back.Connect());
  EXPECT_EQ(back.Authenticate(), uint8_t{1});
  ASSERT_EQ(back.Register(), uint8_t{0});
  EXPECT_NE(back.code(), first);
  EXPECT_EQ(back.Authenticate(), uint8_t{0});
  EXPECT_EQ(back.Send(sim::Jt808Location(back.terminal(), back.NextSerial(), FixAt(t0_))), uint8_t{0});
  EXPECT_EQ(Stored(2), 1);
  // The admin CLI does the same.
  TestTerminal again(jt808_, Terminal(2));
  ASSERT_TRUE(again.Connect());
  EXPECT_EQ(again.Register(), uint8_t{3});
  EXPECT_EQ(RunAdminCommand(server_.config, {"device-reset-auth", "--terminal", number}), 0);
  EXPECT_NE(RunAdminCommand(server_.config, {"device-reset-auth", "--terminal", "19999999999"}), 0);
  EXPECT_EQ(again.Register(), uint8_t{0});
  EXPECT_EQ(again.Authenticate(), uint8_t{0});
}

// With warn a proven terminal that registers again is not refused (warn refuses nothing) but gets
// no code that authenticates: its connection stays unauthenticated and is counted.
TEST_F(DeviceIdentityTest, WarnNeverHandsOutTheCodeOfAProvenTerminal) {
  Start("warn");
  TestTerminal t(jt808_, Terminal(0));
  ASSERT_TRUE(t.SignIn());
  TestTerminal other(jt808_, Terminal(0));
  ASSERT_TRUE(other.Connect());
  EXPECT_EQ(other.Register(), uint8_t{0});
  EXPECT_NE(other.code(), t.code());
  EXPECT_EQ(other.Authenticate(), uint8_t{0});            // warn: answered with success…
  EXPECT_EQ(server_.app->DeviceSide().auth_failures, 1);  // …but not authenticated
  EXPECT_EQ(other.Send(sim::Jt808Location(other.terminal(), other.NextSerial(), FixAt(t0_))), uint8_t{0});
  EXPECT_EQ(server_.app->DeviceSide().unauthenticated, 1);
  // The first terminal's code still works.
  TestTerminal first(jt808_, Terminal(0), t.code());
  ASSERT_TRUE(first.SignIn());
  EXPECT_EQ(server_.app->DeviceSide().auth_failures, 1);
}

// With warn a second unauthenticated connection of a terminal may take the command channel of an
// unauthenticated one, but it is counted (and logged); it never takes that of an authenticated one.
TEST_F(DeviceIdentityTest, ChannelTakeOversAreCountedAndNeverFromAnAuthenticatedConnection) {
  Start("warn");
  TestTerminal first(jt808_, Terminal(7)), second(jt808_, Terminal(7));
  ASSERT_TRUE(first.Connect());
  ASSERT_TRUE(second.Connect());
  EXPECT_EQ(first.Send(sim::Jt808Heartbeat(first.terminal(), first.NextSerial())), uint8_t{0});
  EXPECT_EQ(second.Send(sim::Jt808Heartbeat(second.terminal(), second.NextSerial())), uint8_t{0});
  EXPECT_EQ(server_.app->DeviceSide().channel_takeovers, 1);
  TestTerminal real(jt808_, Terminal(7));
  ASSERT_TRUE(real.SignIn());  // an authenticated connection takes the channel (the device reconnected)
  TestTerminal late(jt808_, Terminal(7));
  ASSERT_TRUE(late.Connect());
  EXPECT_EQ(late.Send(sim::Jt808Heartbeat(late.terminal(), late.NextSerial())), uint8_t{0});
  EXPECT_EQ(server_.app->DeviceSide().channel_takeovers, 1);
  EXPECT_EQ(server_.app->DeviceSide().channel_refusals, 1);
}

// A frame whose check code does not verify is answered 0x8001 result 2 (消息有误), nothing of it is
// stored and it is counted; so are the scripts' frames broken by their "7E" → "01" substitution.
// A GT06 frame with a wrong CRC is dropped without an answer.
TEST_F(DeviceIdentityTest, FramesWithAWrongCheckCodeAreAnsweredAsErrorsAndDropped) {
  Start("require");
  TestTerminal t(jt808_, Terminal(0));
  ASSERT_TRUE(t.SignIn());
  Bytes frame = sim::Jt808Location(t.terminal(), t.NextSerial(), FixAt(t0_));
  frame[frame.size() - 2] ^= 0x01;  // the check code (never 0x7D/0x7E here: no escape before the end flag)
  ASSERT_NE(frame[frame.size() - 3], 0x7D);
  EXPECT_EQ(t.Send(frame), uint8_t{2});
  EXPECT_EQ(t.Send(sim::Jt808Location(t.terminal(), t.NextSerial(), FixAt(t0_ + 10'000))), uint8_t{0});
  EXPECT_EQ(Stored(0), 1);
  EXPECT_EQ(server_.app->DeviceSide().bad_check, 1);
  // A registration with a wrong check code is no registration.
  TestTerminal broken(jt808_, Terminal(1));
  ASSERT_TRUE(broken.Connect());
  Bytes reg = sim::Jt808Register(broken.terminal(), 5, "粤B00001");
  reg[reg.size() - 2] ^= 0x01;
  ASSERT_NE(reg[reg.size() - 3], 0x7D);
  EXPECT_EQ(broken.Send(reg), uint8_t{2});
  EXPECT_EQ(server_.app->DeviceSide().bad_check, 2);

  // GT06: logged in, a heartbeat with a wrong CRC gets no answer; the next one does.
  int fd = testing::ConnectLoopback(gt06_);
  ASSERT_GE(fd, 0);
  const std::string imei = sim::DemoVehicleAt(4).terminal_no;
  Bytes login = sim::Gt06Login(imei, 1);
  ::send(fd, login.data(), login.size(), MSG_NOSIGNAL);
  sim::Fix f = FixAt(t0_);
  Bytes bad = sim::Gt06Location(2, f);
  bad[bad.size() - 3] ^= 0x01;  // CRC low byte
  Bytes bad_heartbeat = sim::Gt06Heartbeat(3, f);
  bad_heartbeat[bad_heartbeat.size() - 3] ^= 0x01;
  Bytes good_heartbeat = sim::Gt06Heartbeat(4, f);
  for (const Bytes* b : {&bad, &bad_heartbeat, &good_heartbeat}) ::send(fd, b->data(), b->size(), MSG_NOSIGNAL);
  std::string replies;
  for (int i = 0; i < 100 && replies.find("78780513") == std::string::npos; ++i) {
    pollfd p{fd, POLLIN, 0};
    if (::poll(&p, 1, 100) <= 0) continue;
    char buf[256];
    ssize_t n = ::recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    replies += ToHex(ByteView(reinterpret_cast<uint8_t*>(buf), static_cast<size_t>(n)));
  }
  ::close(fd);
  size_t heartbeat_reply = replies.find("78780513");
  ASSERT_NE(heartbeat_reply, std::string::npos) << replies;
  EXPECT_EQ(replies.substr(heartbeat_reply + 8, 4), "0004") << replies;  // the good one's serial, first
  EXPECT_EQ(Stored(4), 0);                                               // the only location had a wrong CRC
  EXPECT_EQ(server_.app->DeviceSide().bad_check, 4);
}

// Sign-ins (JT/T 808 0x0100/0x0102, GT06 login) beyond gateway.logins_per_minute_per_address are
// not answered and their connection is closed; reports are not limited.
TEST_F(DeviceIdentityTest, SignInsOverThePerAddressLimitAreClosedUnanswered) {
  Start("warn", {"gateway.logins_per_minute_per_address=2"});
  TestTerminal t(jt808_, Terminal(0));
  ASSERT_TRUE(t.Connect());
  ASSERT_EQ(t.Register(), uint8_t{0});
  ASSERT_EQ(t.Authenticate(), uint8_t{0});
  TestTerminal third(jt808_, Terminal(1));
  ASSERT_TRUE(third.Connect());
  third.Write(sim::Jt808Register(third.terminal(), third.NextSerial(), "粤B00001"));
  EXPECT_TRUE(third.ClosedByServer(10'000));
  int fd = testing::ConnectLoopback(gt06_);
  timeval wait{10, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
  Bytes login = sim::Gt06Login(sim::DemoVehicleAt(4).terminal_no, 1);
  ::send(fd, login.data(), login.size(), MSG_NOSIGNAL);
  char buf[64];
  EXPECT_EQ(::recv(fd, buf, sizeof buf, 0), 0);  // closed, unanswered
  ::close(fd);
  EXPECT_EQ(server_.app->DeviceSide().logins_limited, 2);
  // Reports of the address still go through.
  TestTerminal report(jt808_, Terminal(1));
  ASSERT_TRUE(report.Connect());
  EXPECT_EQ(report.Send(sim::Jt808Location(report.terminal(), 1, FixAt(t0_))), uint8_t{0});
}

TEST_F(DeviceIdentityTest, AnUnknownAuthSettingStopsTheStart) {
  Status started = server_.Start("identity", 1, {"gateway.jt808_auth=maybe"});
  ASSERT_FALSE(started.ok());
  EXPECT_NE(started.message().find("gateway.jt808_auth"), std::string::npos);
}

}  // namespace
}  // namespace chelian
