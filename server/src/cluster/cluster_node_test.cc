// Tests of a node's part in the cluster over the in-memory bus: live updates reach the other
// node's consoles and state cache without coming back, commands stored on one node reach the
// other's tracker, and what is malformed or the node's own is ignored.
#include "cluster/cluster_node.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <thread>

#include "cluster/memory_bus.h"
#include "cluster/messages.h"
#include "live/live_messages.h"

namespace chelian::cluster {
namespace {

class FakeLink : public net::WsLink {
 public:
  void Send(std::string text) override {
    std::lock_guard lock(mu);
    sent.push_back(std::move(text));
  }
  void Close() override {}
  size_t QueuedBytes() const override { return 0; }
  std::vector<std::string> Sent() {
    std::lock_guard lock(mu);
    return sent;
  }
  std::mutex mu;
  std::vector<std::string> sent;
};

// Polls `done` (bounded) while the node's thread works.
bool WaitFor(const std::function<bool()>& done) {
  for (int i = 0; i < 500; ++i) {
    if (done()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return done();
}

struct TwoNodes {
  std::shared_ptr<MemoryBroker> broker = std::make_shared<MemoryBroker>();
  live::PushHub hub_a, hub_b;
  std::mutex mu;
  std::vector<long long> taken_by_b;
  std::vector<SessionsEnded> sessions_ended_on_b;
  std::unique_ptr<ClusterNode> a, b;
  TwoNodes() {
    a = std::make_unique<ClusterNode>(broker->NewBus(), ClusterOptions{"mem", "A"}, hub_a,
                                      [](const std::vector<long long>&) { return true; });
    b = std::make_unique<ClusterNode>(broker->NewBus(), ClusterOptions{"mem", "B"}, hub_b,
                                      [this](const std::vector<long long>& ids) {
                                        std::lock_guard lock(mu);
                                        taken_by_b.insert(taken_by_b.end(), ids.begin(), ids.end());
                                        return true;
                                      });
    b->SetSessionsEndedHandler([this](const SessionsEnded& e) {
      std::lock_guard lock(mu);
      sessions_ended_on_b.push_back(e);
    });
    EXPECT_TRUE(a->Start().ok());
    EXPECT_TRUE(b->Start().ok());
  }
};

live::LiveUpdate PositionOf(long long vehicle, long long device, double lat, int64_t recv_ms) {
  live::VehiclePosition p;
  p.vehicle_id = vehicle;
  p.plate = "粤B12345";
  p.lat = lat;
  p.lon = 114.05;
  p.speed_kmh = 42.5;
  p.course = 90;
  p.acc = 1;
  p.valid = true;
  p.mileage_km = 12.5;
  p.motion = 1;
  p.fix_time_ms = recv_ms - 1000;
  p.recv_time_ms = recv_ms;
  p.alarms = {"overSpeed"};
  live::LiveUpdate u{"positions", vehicle, "/1/5/", live::PositionJson(p, 480)};
  u.device_id = device;
  u.attributes = R"({"fuel":31.5})";
  return u;
}

TEST(ClusterNode, PositionsPublishedOnOneNodeReachTheOthersConsolesAndStates) {
  TwoNodes n;
  auto console_a = std::make_shared<FakeLink>(), console_b = std::make_shared<FakeLink>();
  n.hub_a.AddClient(console_a, store::Scope{1, "/1/"});
  n.hub_b.AddClient(console_b, store::Scope{1, "/1/"});
  const int64_t recv = 1'790'000'000'000;
  n.hub_b.Publish(PositionOf(7, 70, 22.5, recv));  // the device is connected to B
  ASSERT_TRUE(WaitFor([&] { return n.a->RemoteState(70).has_value(); }));
  auto st = n.a->RemoteState(70);
  EXPECT_TRUE(st->has_fix);
  EXPECT_DOUBLE_EQ(st->lat, 22.5);
  EXPECT_DOUBLE_EQ(st->speed_kmh, 42.5);
  EXPECT_EQ(st->recv_time_ms, recv);
  EXPECT_EQ(st->fix_time_ms, recv - 1000);
  EXPECT_EQ(st->acc, 1);
  EXPECT_EQ(st->motion, pipeline::Motion::kDriving);
  EXPECT_EQ(st->active_alarms.count(AlarmCode::kOverSpeed), 1u);
  EXPECT_EQ(st->attributes_json, R"({"fuel":31.5})");
  EXPECT_FALSE(n.b->RemoteState(70).has_value());  // B's own device is not "remote" to B
  n.hub_a.Flush();
  n.hub_b.Flush();
  ASSERT_EQ(console_a->Sent().size(), 1u);
  EXPECT_NE(console_a->Sent()[0].find("\"lat\":22.5"), std::string::npos) << console_a->Sent()[0];
  ASSERT_EQ(console_b->Sent().size(), 1u);
  // A relays nothing it received: B's bus saw one live message (its own), A published none.
  EXPECT_EQ(n.broker->published(), 1u);
  EXPECT_EQ(n.a->stats().sent, 0u);
  EXPECT_EQ(n.a->stats().received, 1u);
  // An older state does not replace a newer one.
  n.hub_b.Publish(PositionOf(7, 70, 23.0, recv - 60'000));
  ASSERT_TRUE(WaitFor([&] { return n.a->stats().received == 2; }));
  EXPECT_DOUBLE_EQ(n.a->RemoteState(70)->lat, 22.5);
}

TEST(ClusterNode, AlarmsAndCommandUpdatesKeepTheirKindAndKey) {
  TwoNodes n;
  auto console_a = std::make_shared<FakeLink>();
  n.hub_a.AddClient(console_a, store::Scope::Everything());
  n.hub_b.Publish({"commands", 7, "/1/5/", R"({"id":31,"status":2})", 31});
  n.hub_b.Publish({"commands", 7, "/1/5/", R"({"id":32,"status":1})", 32});
  ASSERT_TRUE(WaitFor([&] { return n.a->stats().received == 2; }));
  n.hub_a.Flush();
  ASSERT_EQ(console_a->Sent().size(), 1u);
  // Two commands of one vehicle stay two (coalesced per command, not per vehicle).
  EXPECT_NE(console_a->Sent()[0].find(R"({"id":31,"status":2})"), std::string::npos);
  EXPECT_NE(console_a->Sent()[0].find(R"({"id":32,"status":1})"), std::string::npos);
  EXPECT_EQ(console_a->Sent()[0].rfind(R"({"type":"commands")", 0), 0u) << console_a->Sent()[0];
}

TEST(ClusterNode, CommandsStoredOnOneNodeAreTakenByTheOthers) {
  TwoNodes n;
  n.a->AnnounceCommands({11, 12});
  ASSERT_TRUE(WaitFor([&] {
    std::lock_guard lock(n.mu);
    return n.taken_by_b.size() == 2;
  }));
  std::lock_guard lock(n.mu);
  EXPECT_EQ(n.taken_by_b, (std::vector<long long>{11, 12}));
}

TEST(ClusterNode, SessionsEndedOnOneNodeReachTheOthers) {
  TwoNodes n;
  n.a->AnnounceSessionsEnded({"ab12", 0, ""});
  n.a->AnnounceSessionsEnded({"", 7, "cd34"});
  ASSERT_TRUE(WaitFor([&] {
    std::lock_guard lock(n.mu);
    return n.sessions_ended_on_b.size() == 2;
  }));
  std::lock_guard lock(n.mu);
  EXPECT_EQ(n.sessions_ended_on_b[0].token_hash, "ab12");
  EXPECT_EQ(n.sessions_ended_on_b[1].token_hash, "");
  EXPECT_EQ(n.sessions_ended_on_b[1].user_id, 7);
  EXPECT_EQ(n.sessions_ended_on_b[1].except_hash, "cd34");
}

TEST(ClusterNode, MalformedSessionMessagesAndOwnAreIgnored) {
  TwoNodes n;
  auto bus = n.broker->NewBus();
  bus->Publish("chelian.sessions", "not json");
  bus->Publish("chelian.sessions", R"({"node":"X"})");                         // neither form
  bus->Publish("chelian.sessions", R"({"node":"X","token":""})");              // no session named
  bus->Publish("chelian.sessions", R"({"node":"X","user":0,"except":""})");    // no user
  bus->Publish("chelian.sessions", R"({"node":"X","user":"7","except":""})");  // not a number
  bus->Publish("chelian.sessions", EncodeSessions("B", {"own", 0, ""}));       // B's own name
  bus->Publish("chelian.sessions", EncodeSessions("X", {"marker", 0, ""}));
  ASSERT_TRUE(WaitFor([&] {
    std::lock_guard lock(n.mu);
    return !n.sessions_ended_on_b.empty();
  }));
  std::lock_guard lock(n.mu);
  ASSERT_EQ(n.sessions_ended_on_b.size(), 1u);
  EXPECT_EQ(n.sessions_ended_on_b[0].token_hash, "marker");
}

TEST(ClusterNode, MalformedMessagesAndOwnNodesAreIgnored) {
  TwoNodes n;
  auto bus = n.broker->NewBus();
  bus->Publish("chelian.live.positions", "not json");
  bus->Publish("chelian.live.positions", R"({"node":"X","kind":"positions"})");  // no vehicle
  bus->Publish("chelian.commands", R"({"node":"X","ids":[1,"x"]})");
  bus->Publish("chelian.commands", EncodeCommands("B", {5}));  // B's own name: not taken by B
  bus->Publish("chelian.commands", EncodeCommands("X", {6}));  // the marker that all were seen
  ASSERT_TRUE(WaitFor([&] {
    std::lock_guard lock(n.mu);
    return !n.taken_by_b.empty();
  }));
  std::lock_guard lock(n.mu);
  EXPECT_EQ(n.taken_by_b, std::vector<long long>{6});
  EXPECT_FALSE(n.b->RemoteState(0).has_value());
}

TEST(ClusterMessages, LiveUpdatesRoundTrip) {
  live::LiveUpdate u{"alarms", 7, "/1/5/", R"({"alarmId":3,"type":"超速报警"})", 3};
  auto m = DecodeLive(EncodeLive("node-1", u));
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->node, "node-1");
  EXPECT_EQ(m->update.kind, "alarms");
  EXPECT_EQ(m->update.vehicle_id, 7);
  EXPECT_EQ(m->update.group_path, "/1/5/");
  EXPECT_EQ(m->update.json, u.json);
  EXPECT_EQ(m->update.key, 3);
  EXPECT_TRUE(std::isnan(m->update.lat));                  // an alarm carries no place
  EXPECT_FALSE(StateOfPosition(u.json, 480).has_value());  // not a position
  u.lat = 22.54;
  u.lon = 114.05;
  m = DecodeLive(EncodeLive("node-1", u));
  ASSERT_TRUE(m.has_value());
  EXPECT_DOUBLE_EQ(m->update.lat, 22.54);  // for the subscriptions by area on the other node
  EXPECT_DOUBLE_EQ(m->update.lon, 114.05);
}

TEST(RemoteStates, TheFresherStateWins) {
  pipeline::DeviceState local, remote;
  local.has_fix = remote.has_fix = true;
  local.recv_time_ms = 1000;
  remote.recv_time_ms = 2000;
  local.lat = 1;
  remote.lat = 2;
  EXPECT_EQ(Fresher(local, remote)->lat, 2);
  remote.recv_time_ms = 500;  // the device moved here since
  EXPECT_EQ(Fresher(local, remote)->lat, 1);
  EXPECT_EQ(Fresher(std::nullopt, remote)->lat, 2);
  EXPECT_EQ(Fresher(local, std::nullopt)->lat, 1);
  EXPECT_FALSE(Fresher(std::nullopt, std::nullopt).has_value());
}

}  // namespace
}  // namespace chelian::cluster
