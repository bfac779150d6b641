// Tests for the configuration key table and its loaders.
#include "app/config.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>

#include "protocol/registry.h"

namespace chelian {
namespace {

TEST(Config, DefaultsComeFromTheKeyTable) {
  Config c;
  EXPECT_EQ(c.GetInt("http.port"), 8080);
  EXPECT_TRUE(c.GetBool("auth.captcha"));
  EXPECT_EQ(c.GetInt("auth.session_idle_minutes"), 120);
  EXPECT_EQ(c.GetString("store.sqlite_path"), "chelian.db");
  EXPECT_EQ(c.GetString("data.dir"), "var");
}

TEST(Config, OverridesApplyAndAreValidated) {
  auto c = Config::Load("", {"http.port=9000", "auth.captcha=off", "site.legacy_login_hosts=a.com, b.com"});
  ASSERT_TRUE(c.ok()) << c.status().message();
  EXPECT_EQ(c->GetInt("http.port"), 9000);
  EXPECT_FALSE(c->GetBool("auth.captcha"));
  EXPECT_EQ(c->GetList("site.legacy_login_hosts"), (std::vector<std::string>{"a.com", "b.com"}));

  EXPECT_FALSE(Config::Load("", {"http.port=abc"}).ok());
  EXPECT_FALSE(Config::Load("", {"no.such.key=1"}).ok());
  EXPECT_FALSE(Config::Load("", {"novalue"}).ok());
  EXPECT_FALSE(Config::Load("", {"auth.captcha=maybe"}).ok());
}

TEST(Config, IntegersOutsideTheirKeysRangeAreRefusedByName) {
  for (std::string bad : {"gateway.background_nice=20", "gateway.background_nice=-1", "store.wal_restart_frames=-1",
                          "gateway.batch_wait_us=100001", "log.stats_interval_s=-5", "pipeline.jump_recovery_fixes=1",
                          "pipeline.max_jump_kmh=0", "pipeline.mileage_max_kmh=0", "pipeline.mileage_min_step_m=-1",
                          "pipeline.jump_min_distance_m=-1", "pipeline.max_future_s=-1"}) {
    auto c = Config::Load("", {bad});
    ASSERT_FALSE(c.ok()) << bad;
    EXPECT_NE(c.status().message().find(bad.substr(0, bad.find('='))), std::string::npos) << c.status().message();
  }
  auto edges =
      Config::Load("", {"gateway.background_nice=19", "store.wal_restart_frames=0", "gateway.batch_wait_us=0"});
  ASSERT_TRUE(edges.ok()) << edges.status().message();
  EXPECT_EQ(edges->GetInt("gateway.background_nice"), 19);
}

TEST(Config, EveryPipelineFilterHasASaneDefault) {
  Config c;
  EXPECT_TRUE(c.GetBool("pipeline.drop_zero"));
  EXPECT_TRUE(c.GetBool("pipeline.keep_invalid"));
  EXPECT_TRUE(c.GetBool("pipeline.drop_duplicates"));
  EXPECT_EQ(c.GetInt("pipeline.max_future_s"), 600);
  EXPECT_EQ(c.GetInt("pipeline.max_jump_kmh"), 300);
  EXPECT_EQ(c.GetInt("pipeline.jump_min_distance_m"), 2000);
  EXPECT_EQ(c.GetInt("pipeline.jump_recovery_fixes"), 3);
  EXPECT_EQ(c.GetInt("pipeline.mileage_max_kmh"), 250);
  EXPECT_EQ(c.GetInt("pipeline.mileage_min_step_m"), 15);
  auto set = Config::Load("", {"pipeline.keep_invalid=off", "pipeline.jump_recovery_fixes=2"});
  ASSERT_TRUE(set.ok()) << set.status().message();
  EXPECT_FALSE(set->GetBool("pipeline.keep_invalid"));
  EXPECT_EQ(set->GetInt("pipeline.jump_recovery_fixes"), 2);
}

TEST(Config, TomlFileThenOverrides) {
  std::string path = ::testing::TempDir() + "/chelian_config_test.toml";
  {
    std::ofstream f(path);
    f << "[http]\nport = 8181\n[auth]\ncaptcha = false\n[site]\nlegacy_login_hosts = [\"x.cn\"]\n";
  }
  auto c = Config::Load(path, {"http.port=8282"});
  ASSERT_TRUE(c.ok()) << c.status().message();
  EXPECT_EQ(c->GetInt("http.port"), 8282);
  EXPECT_FALSE(c->GetBool("auth.captcha"));
  EXPECT_EQ(c->GetList("site.legacy_login_hosts"), std::vector<std::string>{"x.cn"});
  std::remove(path.c_str());
}

TEST(Config, BadTomlAndUnknownKeysAreErrors) {
  std::string path = ::testing::TempDir() + "/chelian_config_bad.toml";
  {
    std::ofstream f(path);
    f << "[http]\nprot = 1\n";
  }
  auto c = Config::Load(path, {});
  ASSERT_FALSE(c.ok());
  EXPECT_NE(c.status().message().find("http.prot"), std::string::npos);
  EXPECT_FALSE(Config::Load("/nonexistent/file.toml", {}).ok());
  std::remove(path.c_str());
}

TEST(Config, DescribeListsEveryKey) {
  Config c;
  std::string d = c.Describe();
  for (const auto& k : ConfigKeys()) EXPECT_NE(d.find(std::string(k.key) + " = "), std::string::npos) << k.key;
}

// The key table has one port key per protocol of the registry, with its default and a description
// naming the protocol, right after gateway.host; --print-config lists them.
TEST(Config, EveryProtocolsPortComesFromTheRegistry) {
  Config c;
  std::string described = c.Describe();
  std::vector<std::string_view> keys;
  for (const auto& k : ConfigKeys()) keys.push_back(k.key);
  auto host = std::find(keys.begin(), keys.end(), "gateway.host");
  ASSERT_NE(host, keys.end());
  size_t after = static_cast<size_t>(host - keys.begin()) + 1;
  for (const ProtocolInfo& p : Protocols()) {
    SCOPED_TRACE(std::string(p.name));
    ASSERT_LT(after, keys.size());
    EXPECT_EQ(keys[after++], p.port_key);
    const ConfigKeyDef* def = nullptr;
    for (const auto& k : ConfigKeys())
      if (k.key == p.port_key) def = &k;
    ASSERT_NE(def, nullptr);
    EXPECT_EQ(def->type, ConfigType::kInt);
    EXPECT_EQ(def->default_value, std::to_string(p.default_port));
    EXPECT_EQ(c.GetInt(p.port_key), p.default_port);
    std::string line = std::string(p.port_key) + " = " + std::to_string(p.default_port) + "  # " +
                       std::string(p.title) + " port (-1 turns the protocol off, 0 picks a free port)";
    EXPECT_NE(described.find(line), std::string::npos) << described;
    std::string key(p.port_key);
    EXPECT_TRUE(Config::Load("", {key + "=-1"}).ok());
    EXPECT_TRUE(Config::Load("", {key + "=0"}).ok());
    auto bad = Config::Load("", {key + "=70000"});
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.status().message().find(key), std::string::npos);
    EXPECT_FALSE(Config::Load("", {key + "=-2"}).ok());
  }
  EXPECT_EQ(c.GetInt("gateway.jt808_port"), 7788);
  EXPECT_EQ(c.GetInt("gateway.gt06_port"), 5023);
}

}  // namespace
}  // namespace chelian
