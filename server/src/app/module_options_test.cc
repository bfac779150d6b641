// Tests for the modules' configuration readers: values reach the options, choices are checked.
#include "app/module_options.h"

#include <gtest/gtest.h>

namespace chelian {
namespace {

Config With(std::vector<std::string> sets) { return Config::Load("", sets).value(); }

TEST(ModuleOptionsTest, ChoicesOutsideTheirListAreErrorsNamingTheKey) {
  auto bad = DeviceSideFromConfig(With({"gateway.ack=sometimes"}));
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().message(), "gateway.ack must be received or committed, got 'sometimes'");
  EXPECT_EQ(DeviceSideFromConfig(With({"gateway.jt808_auth=maybe"})).status().message(),
            "gateway.jt808_auth must be off, warn or require, got 'maybe'");
  EXPECT_FALSE(GatewayFromConfig(With({"gateway.io=poll"})).ok());
  EXPECT_FALSE(CommandApiFromConfig(With({"command.cut_oil_over_speed=later"})).ok());
}

TEST(ModuleOptionsTest, CommittedAcksKeepTheBackgroundAtNormalPriority) {
  auto committed = DeviceSideFromConfig(With({"gateway.background_nice=7"}));
  ASSERT_TRUE(committed.ok());
  EXPECT_EQ(committed->ack, gateway::AckMode::kCommitted);  // the default
  EXPECT_EQ(committed->background_nice, 0);
  auto received = DeviceSideFromConfig(With({"gateway.background_nice=7", "gateway.ack=received"}));
  EXPECT_EQ(received->background_nice, 7);
  EXPECT_EQ(WriterFromConfig(With({}), *received).thread_nice, 7);
  pipeline::PipelineOptions p = PipelineFromConfig(With({"pipeline.shards=3", "pipeline.max_jump_kmh=150"}), *received);
  EXPECT_EQ(p.shards, 3);
  EXPECT_EQ(p.filter.max_jump_kmh, 150);
  EXPECT_FALSE(p.push_after_commit);
}

TEST(ModuleOptionsTest, EveryRegistryProtocolGetsItsPort) {
  auto g = GatewayFromConfig(With({"gateway.jt808_port=9001", "gateway.gt06_port=-1"}));
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(g->ports.at("jt808"), 9001);
  EXPECT_EQ(g->ports.at("gt06"), -1);
  EXPECT_TRUE(g->ports.count("watch"));
}

TEST(ModuleOptionsTest, RetentionDaysReachTheWriterAndTheSweeper) {
  auto side = DeviceSideFromConfig(With({}));
  ASSERT_TRUE(side.ok());
  EXPECT_EQ(WriterFromConfig(With({}), *side).keep_ms, 0);  // kept forever by default
  EXPECT_FALSE(store::RetentionSweeper::Needed(RetentionFromConfig(With({}))));
  auto c =
      With({"store.keep_days=30", "store.alarm_keep_days=90", "store.log_keep_days=7", "store.purge_step_rows=800"});
  EXPECT_EQ(WriterFromConfig(c, *side).keep_ms, 30LL * 86'400'000);
  EXPECT_EQ(WriterFromConfig(c, *side).purge_step_rows, 800u);
  store::RetentionOptions r = RetentionFromConfig(c);
  EXPECT_EQ(r.alarm_keep_days, 90);
  EXPECT_EQ(r.command_keep_days, 0);
  EXPECT_EQ(r.log_keep_days, 7);
  EXPECT_EQ(r.step_rows, 800u);
}

TEST(ModuleOptionsTest, AuthTimesInMilliseconds) {
  AuthConfig a = AuthFromConfig(With({"auth.session_idle_minutes=30", "auth.session_max_hours=2"}));
  EXPECT_EQ(a.session_idle_ms, 30 * 60'000);
  EXPECT_EQ(a.session_max_ms, 2 * 3'600'000);
}

TEST(ModuleOptionsTest, LogFormatAndMetricsListenerAreChecked) {
  EXPECT_FALSE(LogFromConfig(With({})).value().json);
  EXPECT_TRUE(LogFromConfig(With({"log.format=json"})).value().json);
  EXPECT_EQ(LogFromConfig(With({"log.format=xml"})).status().message(), "log.format must be text or json, got 'xml'");
  EXPECT_TRUE(MetricsFromConfig(With({})).value().listen_host.empty());
  auto m = MetricsFromConfig(With({"metrics.listen=127.0.0.1:9100", "metrics.token=t"}));
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(m->listen_host, "127.0.0.1");
  EXPECT_EQ(m->listen_port, 9100);
  EXPECT_EQ(m->token, "t");
  EXPECT_EQ(MetricsFromConfig(With({"metrics.listen=[::1]:9100"})).value().listen_host, "::1");
  EXPECT_FALSE(MetricsFromConfig(With({"metrics.listen=9100"})).ok());
  EXPECT_FALSE(MetricsFromConfig(With({"metrics.listen=host:99999"})).ok());
}

TEST(ModuleOptionsTest, ClusterIsOffByDefaultAndNamesEachNode) {
  auto off = ClusterFromConfig(With({}));
  ASSERT_TRUE(off.ok());
  EXPECT_TRUE(off->nats_url.empty());                            // a single node: nothing connects to NATS
  EXPECT_TRUE(off->node_id.ends_with(":8080")) << off->node_id;  // host name and HTTP port
  auto on = ClusterFromConfig(With({"cluster.nats_url=nats://127.0.0.1:4222", "cluster.node_id=node-a"}));
  ASSERT_TRUE(on.ok());
  EXPECT_EQ(on->nats_url, "nats://127.0.0.1:4222");
  EXPECT_EQ(on->node_id, "node-a");
  auto bad = ClusterFromConfig(With({"cluster.node_id=node a"}));
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("cluster.node_id"), std::string::npos);
}

}  // namespace
}  // namespace chelian
