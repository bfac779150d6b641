// Tests for the live push hub: scope and subscription filtering, coalescing, idle-only flushing.
#include "live/push_hub.h"

#include <gtest/gtest.h>

namespace chelian::live {
namespace {

class FakeLink : public net::WsLink {
 public:
  void Send(std::string text) override { sent.push_back(std::move(text)); }
  void Close() override { closed = true; }
  size_t QueuedBytes() const override { return busy; }
  std::vector<std::string> sent;
  size_t busy = 0;
  bool closed = false;
};

LiveUpdate Update(long long vehicle, std::string path, std::string json) {
  return LiveUpdate{"positions", vehicle, std::move(path), std::move(json)};
}

TEST(PushHub, OnlyWhatTheUserMaySee) {
  PushHub hub;
  auto a = std::make_shared<FakeLink>(), b = std::make_shared<FakeLink>();
  hub.AddClient(a, store::Scope{2, "/1/2/"});
  hub.AddClient(b, store::Scope::Everything());
  hub.Publish(Update(10, "/1/2/5/", R"({"v":10})"));
  hub.Publish(Update(11, "/1/3/", R"({"v":11})"));
  hub.Flush();
  ASSERT_EQ(a->sent.size(), 1u);
  EXPECT_EQ(a->sent[0], R"({"type":"positions","data":[{"v":10}]})");
  ASSERT_EQ(b->sent.size(), 1u);
  EXPECT_NE(b->sent[0].find(R"({"v":11})"), std::string::npos);
  // /1/20/ must not match the scope /1/2/.
  EXPECT_FALSE(PushHub::Wants(store::Scope{2, "/1/2/"}, {}, Update(1, "/1/20/", "")));
}

TEST(PushHub, CoalescesPerVehicleAndWaitsForIdleLinks) {
  PushHub hub;
  auto a = std::make_shared<FakeLink>();
  hub.AddClient(a, store::Scope::Everything());
  hub.Publish(Update(7, "/1/", R"({"t":1})"));
  hub.Publish(Update(7, "/1/", R"({"t":2})"));
  a->busy = 10;
  hub.Flush();
  EXPECT_TRUE(a->sent.empty());
  hub.Publish(Update(7, "/1/", R"({"t":3})"));
  a->busy = 0;
  hub.Flush();
  ASSERT_EQ(a->sent.size(), 1u);
  EXPECT_EQ(a->sent[0], R"({"type":"positions","data":[{"t":3}]})");
  hub.Flush();
  EXPECT_EQ(a->sent.size(), 1u);  // nothing new
}

LiveUpdate At(long long vehicle, double lat, double lon, std::string json) {
  LiveUpdate u = Update(vehicle, "/1/", std::move(json));
  u.lat = lat;
  u.lon = lon;
  return u;
}

TEST(PushHub, PositionsOutsideTheMapsAreaComeOnlyWithTheSlowRound) {
  PushHub hub;
  hub.set_outside_every(4);
  auto a = std::make_shared<FakeLink>(), b = std::make_shared<FakeLink>();
  uint64_t viewer = hub.AddClient(a, store::Scope::Everything());
  hub.AddClient(b, store::Scope::Everything());  // no area: everything at once
  Subscription shenzhen;
  shenzhen.area = Area{113.7, 22.4, 114.4, 22.9};
  shenzhen.vehicles = {3};  // followed wherever it is
  hub.Subscribe(viewer, shenzhen);
  hub.Publish(At(1, 22.54, 114.05, R"({"v":1})"));  // in view
  hub.Publish(At(2, 31.23, 121.47, R"({"v":2})"));  // Shanghai: outside
  hub.Publish(At(3, 39.90, 116.40, R"({"v":3})"));  // Beijing, but followed
  hub.Publish(Update(4, "/1/", R"({"alarm":4})"));  // no position: not held back
  hub.Flush();
  ASSERT_EQ(a->sent.size(), 1u);
  EXPECT_NE(a->sent[0].find(R"({"v":1})"), std::string::npos);
  EXPECT_NE(a->sent[0].find(R"({"v":3})"), std::string::npos);
  EXPECT_NE(a->sent[0].find(R"({"alarm":4})"), std::string::npos);
  EXPECT_EQ(a->sent[0].find(R"({"v":2})"), std::string::npos);
  ASSERT_EQ(b->sent.size(), 1u);
  EXPECT_NE(b->sent[0].find(R"({"v":2})"), std::string::npos);
  // Vehicle 2 moves twice outside: only its newest position goes, with the fourth flush.
  hub.Publish(At(2, 31.24, 121.48, R"({"v":2,"t":2})"));
  hub.Flush();
  hub.Flush();
  EXPECT_EQ(a->sent.size(), 1u);
  hub.Publish(At(2, 31.25, 121.49, R"({"v":2,"t":3})"));
  hub.Flush();
  ASSERT_EQ(a->sent.size(), 2u);
  EXPECT_EQ(a->sent[1], R"({"type":"positions","data":[{"v":2,"t":3}]})");
  // It drives into view: at once, and nothing of it is left for the slow round.
  hub.Publish(At(2, 31.26, 121.50, R"({"v":2,"t":4})"));
  hub.Publish(At(2, 22.60, 114.10, R"({"v":2,"t":5})"));
  hub.Flush();
  ASSERT_EQ(a->sent.size(), 3u);
  EXPECT_EQ(a->sent[2], R"({"type":"positions","data":[{"v":2,"t":5}]})");
  for (int i = 0; i < 8; ++i) hub.Flush();
  EXPECT_EQ(a->sent.size(), 3u);
}

TEST(PushHub, MovingTheMapSendsWhatTheNewViewShows) {
  PushHub hub;
  hub.set_outside_every(1000);
  auto a = std::make_shared<FakeLink>();
  uint64_t viewer = hub.AddClient(a, store::Scope::Everything());
  Subscription shenzhen;
  shenzhen.area = Area{113.7, 22.4, 114.4, 22.9};
  hub.Subscribe(viewer, shenzhen);
  hub.Publish(At(2, 31.23, 121.47, R"({"v":2})"));  // Shanghai
  hub.Publish(At(5, 39.90, 116.40, R"({"v":5})"));  // Beijing
  hub.Flush();
  EXPECT_TRUE(a->sent.empty());
  Subscription shanghai;
  shanghai.area = Area{120.8, 30.7, 122.2, 31.9};
  hub.Subscribe(viewer, shanghai);
  hub.Flush();
  ASSERT_EQ(a->sent.size(), 1u);
  EXPECT_EQ(a->sent[0], R"({"type":"positions","data":[{"v":2}]})");  // Beijing still waits
  EXPECT_TRUE(PushHub::Outside(shanghai, At(5, 39.90, 116.40, "")));
  EXPECT_FALSE(PushHub::Outside(Subscription{}, At(5, 39.90, 116.40, "")));
}

TEST(PushHub, SubscriptionsByVehicleOrGroup) {
  PushHub hub;
  auto a = std::make_shared<FakeLink>();
  uint64_t id = hub.AddClient(a, store::Scope::Everything());
  hub.Subscribe(id, Subscription{false, {5}, {30}});
  hub.Publish(Update(5, "/1/2/", R"({"v":5})"));
  hub.Publish(Update(6, "/1/30/31/", R"({"v":6})"));
  hub.Publish(Update(7, "/1/2/", R"({"v":7})"));
  hub.Flush();
  ASSERT_EQ(a->sent.size(), 1u);
  EXPECT_NE(a->sent[0].find(R"({"v":5})"), std::string::npos);
  EXPECT_NE(a->sent[0].find(R"({"v":6})"), std::string::npos);
  EXPECT_EQ(a->sent[0].find(R"({"v":7})"), std::string::npos);
  hub.RemoveClient(id);
  EXPECT_EQ(hub.client_count(), 0u);
}

TEST(PushHub, CommandsCoalescePerCommandNotPerVehicle) {
  PushHub hub;
  auto a = std::make_shared<FakeLink>();
  uint64_t client = hub.AddClient(a, store::Scope::Everything());
  // Two commands of one vehicle in one flush: both arrive; each shows its newest state.
  hub.Publish({"commands", 7, "/1/", R"({"id":1,"status":1})", 1});
  hub.Publish({"commands", 7, "/1/", R"({"id":2,"status":1})", 2});
  hub.Publish({"commands", 7, "/1/", R"({"id":1,"status":2})", 1});
  hub.Flush();
  ASSERT_EQ(a->sent.size(), 1u);
  EXPECT_NE(a->sent[0].find(R"({"id":1,"status":2})"), std::string::npos);
  EXPECT_NE(a->sent[0].find(R"({"id":2,"status":1})"), std::string::npos);
  EXPECT_EQ(a->sent[0].find(R"({"id":1,"status":1})"), std::string::npos);
  // A subscription to other vehicles drops what is pending for this one.
  hub.Publish({"commands", 7, "/1/", R"({"id":3,"status":0})", 3});
  hub.Subscribe(client, Subscription{false, {8}, {}});
  hub.Flush();
  EXPECT_EQ(a->sent.size(), 1u);
}

TEST(PushHub, AlarmsKeepEachEpisodeAndKindsFilter) {
  PushHub hub;
  auto tip = std::make_shared<FakeLink>(), map = std::make_shared<FakeLink>();
  uint64_t t = hub.AddClient(tip, store::Scope::Everything());
  hub.AddClient(map, store::Scope::Everything());
  Subscription alarms_only;
  alarms_only.kinds = {"alarms"};
  hub.Subscribe(t, alarms_only);
  // Two alarms of one vehicle in one flush interval: both reach the client (keyed by alarm id).
  hub.Publish(LiveUpdate{"alarms", 5, "/1/", R"({"alarmId":1})", 1});
  hub.Publish(LiveUpdate{"alarms", 5, "/1/", R"({"alarmId":2})", 2});
  hub.Publish(Update(5, "/1/", R"({"v":5})"));
  hub.Flush();
  ASSERT_EQ(tip->sent.size(), 1u);  // no positions for an alarms-only client
  EXPECT_EQ(tip->sent[0].rfind(R"({"type":"alarms","data":[)", 0), 0u);
  EXPECT_NE(tip->sent[0].find(R"({"alarmId":1})"), std::string::npos);
  EXPECT_NE(tip->sent[0].find(R"({"alarmId":2})"), std::string::npos);
  // A client wanting both kinds gets one frame per flush: a batch of the two messages.
  ASSERT_EQ(map->sent.size(), 1u);
  EXPECT_EQ(map->sent[0].rfind(R"({"type":"batch","messages":[{"type":")", 0), 0u) << map->sent[0];
  EXPECT_NE(map->sent[0].find(R"({"type":"alarms","data":[)"), std::string::npos);
  EXPECT_NE(map->sent[0].find(R"({"type":"positions","data":[{"v":5}]})"), std::string::npos);
  // A subscription by vehicle still gets that vehicle's alarms.
  EXPECT_TRUE(
      PushHub::Wants(store::Scope::Everything(), Subscription{false, {5}, {}}, LiveUpdate{"alarms", 5, "/1/", "", 99}));
}

TEST(PushHub, ClientsWhoseSessionEndedAreToldAndClosed) {
  PushHub hub;
  auto gone = std::make_shared<FakeLink>(), live = std::make_shared<FakeLink>(),
       anonymous = std::make_shared<FakeLink>();
  hub.AddClient(gone, store::Scope::Everything(), "token-out");
  hub.AddClient(live, store::Scope::Everything(), "token-in");
  hub.AddClient(anonymous, store::Scope::Everything());  // no session to check
  std::vector<std::string> asked;
  hub.AddClient(std::make_shared<FakeLink>(), store::Scope::Everything(), "token-in");  // a second tab
  size_t closed = hub.CloseEnded(
      [&](const std::string& session) {
        asked.push_back(session);
        return session == "token-out";
      },
      R"({"type":"error","code":4010,"msg":"登陆超时!"})");
  EXPECT_EQ(closed, 1u);
  EXPECT_EQ(asked.size(), 2u);  // each session once
  EXPECT_TRUE(gone->closed);
  ASSERT_EQ(gone->sent.size(), 1u);
  EXPECT_EQ(gone->sent[0], R"({"type":"error","code":4010,"msg":"登陆超时!"})");
  EXPECT_FALSE(live->closed);
  EXPECT_EQ(hub.client_count(), 3u);
  // The closed client gets nothing more.
  hub.Publish(Update(5, "/1/", R"({"v":5})"));
  hub.Flush();
  EXPECT_EQ(gone->sent.size(), 1u);
  EXPECT_EQ(live->sent.size(), 1u);
}

TEST(PushHub, LocalUpdatesGoToTheRelayAndRemoteOnesOnlyToClients) {
  PushHub hub;
  EXPECT_FALSE(hub.Wanted());
  std::vector<long long> relayed;
  hub.SetRelay([&](const LiveUpdate& u) { relayed.push_back(u.vehicle_id); });
  EXPECT_TRUE(hub.Wanted());  // no client, but another node may have some
  auto a = std::make_shared<FakeLink>();
  hub.AddClient(a, store::Scope::Everything());
  hub.Publish(Update(10, "/1/", R"({"v":10})"));
  hub.PublishRemote(Update(11, "/1/", R"({"v":11})"));
  EXPECT_EQ(relayed, std::vector<long long>{10});  // what came from another node never goes back
  hub.Flush();
  ASSERT_EQ(a->sent.size(), 1u);
  EXPECT_NE(a->sent[0].find(R"({"v":10})"), std::string::npos);
  EXPECT_NE(a->sent[0].find(R"({"v":11})"), std::string::npos);
}

}  // namespace
}  // namespace chelian::live
