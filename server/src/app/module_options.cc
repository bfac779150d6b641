// Implementation of the modules' configuration readers.
#include "app/module_options.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "app/install_layout.h"
#include "core/strings.h"
#include "protocol/registry.h"

namespace chelian {
namespace {

int Int(const Config& c, const char* key) { return static_cast<int>(c.GetInt(key)); }

// The value of `key` when it is one of `choices`; InvalidArgument naming them otherwise.
Result<std::string> Choice(const Config& c, const char* key, const std::vector<std::string>& choices) {
  const std::string& v = c.GetString(key);
  if (std::find(choices.begin(), choices.end(), v) != choices.end()) return v;
  std::string list;
  for (size_t i = 0; i < choices.size(); ++i)
    list += (i == 0 ? "" : i + 1 == choices.size() ? " or " : ", ") + choices[i];
  return InvalidArgument(std::string(key) + " must be " + list + ", got '" + v + "'");
}

}  // namespace

AuthConfig AuthFromConfig(const Config& c) {
  AuthConfig a;
  a.login.captcha_required = c.GetBool("auth.captcha");
  a.login.throttle.slowdown_after = Int(c, "auth.slowdown_after");
  a.login.throttle.lock_after = Int(c, "auth.lock_after");
  a.login.throttle.lock_ms = c.GetInt("auth.lock_minutes") * 60'000;
  a.login.throttle.window_ms = c.GetInt("auth.failure_window_minutes") * 60'000;
  a.login.address_failures = Int(c, "auth.address_failures");
  a.session_idle_ms = c.GetInt("auth.session_idle_minutes") * 60'000;
  a.session_max_ms = c.GetInt("auth.session_max_hours") * 3'600'000;
  a.captcha_ttl_ms = c.GetInt("auth.captcha_ttl_s") * 1000;
  return a;
}

api::ApiOptions ApiFromConfig(const Config& c) {
  api::ApiOptions o;
  o.captcha_enabled = c.GetBool("auth.captcha");
  o.test_hooks = c.GetBool("test.hooks");
  o.legacy_login_hosts = c.GetList("site.legacy_login_hosts");
  o.site_title = c.GetString("site.title");
  o.utc_offset_minutes = Int(c, "site.utc_offset_minutes");
  o.trusted_origins = c.GetList("http.ws_allowed_origins");
  o.hide_expired = c.GetBool("service.hide_expired");
  return o;
}

api::SmsCodeOptions SmsCodesFromConfig(const Config& c) {
  api::SmsCodeOptions o;
  o.code_ttl_ms = c.GetInt("sms.code_ttl_s") * 1000;
  o.resend_ms = c.GetInt("sms.resend_s") * 1000;
  o.daily_limit = Int(c, "sms.daily_limit");
  return o;
}

api::track::TrackOptions TrackFromConfig(const Config& c) {
  api::track::TrackOptions o;
  o.motion.moving_kmh = static_cast<double>(c.GetInt("track.moving_kmh"));
  o.motion.stop_radius_m = static_cast<double>(c.GetInt("track.stop_radius_m"));
  o.motion.min_stop_ms = c.GetInt("track.min_stop_s") * 1000;
  o.motion.min_trip_ms = c.GetInt("track.min_trip_s") * 1000;
  o.motion.min_trip_m = static_cast<double>(c.GetInt("track.min_trip_m"));
  o.motion.max_gap_ms = c.GetInt("track.max_gap_s") * 1000;
  o.motion.use_ignition = c.GetBool("track.use_ignition");
  o.max_days_wired = Int(c, "track.max_days_wired");
  o.max_days_wireless = Int(c, "track.max_days_wireless");
  o.max_points = c.GetInt("track.max_points");
  o.direct_export_max = c.GetInt("track.direct_export_max");
  o.hide_expired = c.GetBool("service.hide_expired");
  o.place_radius_m = static_cast<double>(c.GetInt("track.place_radius_m"));
  o.utc_offset_minutes = Int(c, "site.utc_offset_minutes");
  return o;
}

api::AddressOptions AddressFromConfig(const Config& c) {
  api::AddressOptions o;
  o.regions_file = RegionsFile(c);
  o.online = {c.GetString("geo.provider"), c.GetString("geo.provider_key"), Int(c, "geo.provider_timeout_ms")};
  o.default_layer = c.GetString("map.default_layer");
  o.layers =
      api::MapLayersFromConfig(c.GetList("map.layers"), c.GetString("map.osm_tiles"), c.GetString("map.tianditu_key"));
  return o;
}

api::PushStatus PushStatusFromConfig(const Config& c) {
  return {!c.GetString("alarm_push.smtp_url").empty(), c.GetString("sms.provider"),
          c.GetBool("notify.webhook_allow_private")};
}

Result<api::CommandApiOptions> CommandApiFromConfig(const Config& c) {
  auto over_speed = Choice(c, "command.cut_oil_over_speed", {"queue", "refuse"});
  if (!over_speed.ok()) return over_speed.status();
  return api::CommandApiOptions{c.GetInt("command.pending_ttl_s") * 1000, *over_speed == "refuse",
                                static_cast<size_t>(c.GetInt("command.batch_max"))};
}

Result<api::AssistantOptions> AssistantFromConfig(const Config& c) {
  api::AssistantOptions o;
  o.enabled = c.GetBool("assistant.enabled");
  o.bot_name = c.GetString("assistant.bot_name");
  o.llm = {c.GetString("assistant.llm_url"), c.GetString("assistant.llm_model"), c.GetString("assistant.llm_key"),
           static_cast<int>(c.GetInt("assistant.llm_timeout_s") * 1000), c.GetBool("assistant.llm_allow_private")};
  if (Status st = api::CheckLlmOptions(o.llm); !st.ok()) return st;
  return o;
}

exporter::ExportOptions ExportFromConfig(const Config& c) {
  exporter::ExportOptions o;
  o.dir = DataPath(c, "export.dir");
  o.node = ClusterNodeId(c);
  o.keep_ms = c.GetInt("export.keep_days") * 24 * 3'600'000;
  o.max_queue = static_cast<size_t>(c.GetInt("export.queue_size"));
  o.utc_offset_minutes = Int(c, "site.utc_offset_minutes");
  return o;
}

risk::RiskJobOptions RiskJobFromConfig(const Config& c) {
  risk::RiskJobOptions o;
  o.interval_ms = c.GetInt("risk.interval_s") * 1000;
  o.rules.window_ms = c.GetInt("risk.window_days") * 86'400'000;
  return o;
}

lease::LeaseJobOptions LeaseJobFromConfig(const Config& c) {
  lease::LeaseJobOptions o;
  o.interval_ms = c.GetInt("lease.interval_s") * 1000;
  o.utc_offset_minutes = Int(c, "site.utc_offset_minutes");
  return o;
}

api::RiskApiOptions RiskApiFromConfig(const Config& c) {
  return {c.GetInt("monitor.offline_after_s") * 1000, c.GetInt("risk.window_days") * 86'400'000};
}

api::gb::GbSettings GbFromConfig(const Config& c) {
  api::gb::GbSettings o;
  o.rules.report_interval_s = Int(c, "gb.report_interval_s");
  o.rules.speed_limit_kmh = static_cast<double>(c.GetInt("gb.speed_limit_kmh"));
  o.rules.offline_after_s = c.GetInt("monitor.offline_after_s");
  o.rules.long_offline_s = c.GetInt("gb.max_offline_h") * 3600;
  o.rules.min_beidou_share = static_cast<double>(c.GetInt("gb.min_beidou_percent")) / 100.0;
  o.rules.min_fixes = c.GetInt("gb.min_fixes");
  o.utc_offset_minutes = Int(c, "site.utc_offset_minutes");
  return o;
}

notify::NotifierOptions NotifierFromConfig(const Config& c) {
  notify::NotifierOptions o;
  o.max_queue = static_cast<size_t>(c.GetInt("alarm_push.queue_size"));
  o.webhook_attempts = Int(c, "alarm_push.webhook_attempts");
  o.webhook_timeout_ms = Int(c, "alarm_push.webhook_timeout_ms");
  o.webhook_allow_private = c.GetBool("notify.webhook_allow_private");
  o.smtp = {c.GetString("alarm_push.smtp_url"), c.GetString("alarm_push.smtp_user"),
            c.GetString("alarm_push.smtp_password"), c.GetString("alarm_push.smtp_from")};
  o.utc_offset_minutes = Int(c, "site.utc_offset_minutes");
  return o;
}

net::HttpServerOptions HttpFromConfig(const Config& c) {
  net::HttpServerOptions o;
  o.host = c.GetString("http.host");
  o.port = Int(c, "http.port");
  o.threads = Int(c, "http.threads");
  o.body_limit_bytes = static_cast<size_t>(c.GetInt("http.body_limit_bytes"));
  o.header_timeout_s = Int(c, "http.header_timeout_s");
  o.keepalive_timeout_s = Int(c, "http.keepalive_timeout_s");
  o.gzip_min_bytes = static_cast<size_t>(c.GetInt("http.gzip_min_bytes"));
  o.max_connections = static_cast<size_t>(c.GetInt("http.max_connections"));
  o.trusted_proxies = c.GetList("http.trusted_proxies");
  return o;
}

RequestRunnerOptions RequestRunnerFromConfig(const Config& c) {
  RequestRunnerOptions o;
  o.request_threads = Int(c, "http.workers");
  if (o.request_threads == 0) o.request_threads = DefaultRequestThreads();
  o.password_threads = Int(c, "auth.password_threads");
  return o;
}

Result<DeviceSideConfig> DeviceSideFromConfig(const Config& c) {
  DeviceSideConfig d;
  auto ack = Choice(c, "gateway.ack", {"received", "committed"});
  if (!ack.ok()) return ack.status();
  d.ack = *ack == "committed" ? gateway::AckMode::kCommitted : gateway::AckMode::kReceived;
  auto auth = Choice(c, "gateway.jt808_auth", {"off", "warn", "require"});
  if (!auth.ok()) return auth.status();
  d.auth = *auth == "require" ? gateway::AuthMode::kRequire
           : *auth == "warn"  ? gateway::AuthMode::kWarn
                              : gateway::AuthMode::kOff;
  auto unknown = Choice(c, "gateway.unknown_devices", {"refuse", "register"});
  if (!unknown.ok()) return unknown.status();
  d.unknown = {*unknown == "register", c.GetString("gateway.default_group")};
  // With ack = received the threads behind the device sockets yield a busy core to them; with
  // committed the writer is on the acknowledgement's path and they keep the normal priority
  // (docs/pipeline.md, D66).
  d.background_nice = d.ack == gateway::AckMode::kCommitted ? 0 : Int(c, "gateway.background_nice");
  d.max_inflight = Int(c, "gateway.max_inflight");
  d.store = c.GetBool("gateway.store");
  d.logins_per_minute = Int(c, "gateway.logins_per_minute_per_address");
  return d;
}

store::PositionWriterOptions WriterFromConfig(const Config& c, const DeviceSideConfig& device_side) {
  store::PositionWriterOptions o;
  o.max_batch_rows = static_cast<size_t>(c.GetInt("store.batch_rows"));
  o.max_batch_delay_ms = Int(c, "store.batch_delay_ms");
  o.max_queued_rows = static_cast<size_t>(c.GetInt("store.max_queued_rows"));
  o.fold_rows = static_cast<size_t>(std::max<long long>(1, c.GetInt("store.fold_rows")));
  o.thread_nice = device_side.background_nice;
  o.keep_ms = c.GetInt("store.keep_days") * 86'400'000;
  o.purge_step_rows = static_cast<size_t>(c.GetInt("store.purge_step_rows"));
  return o;
}

store::RetentionOptions RetentionFromConfig(const Config& c) {
  store::RetentionOptions o;
  o.alarm_keep_days = Int(c, "store.alarm_keep_days");
  o.command_keep_days = Int(c, "store.command_keep_days");
  o.log_keep_days = Int(c, "store.log_keep_days");
  o.step_rows = static_cast<size_t>(c.GetInt("store.purge_step_rows"));
  return o;
}

pipeline::PipelineOptions PipelineFromConfig(const Config& c, const DeviceSideConfig& device_side) {
  pipeline::PipelineOptions o;
  o.shards = Int(c, "pipeline.shards");
  o.filter.max_future_ms = c.GetInt("pipeline.max_future_s") * 1000;
  o.filter.max_jump_kmh = static_cast<double>(c.GetInt("pipeline.max_jump_kmh"));
  o.filter.drop_zero = c.GetBool("pipeline.drop_zero");
  o.filter.keep_invalid = c.GetBool("pipeline.keep_invalid");
  o.filter.drop_duplicates = c.GetBool("pipeline.drop_duplicates");
  o.filter.min_jump_distance_m = static_cast<double>(c.GetInt("pipeline.jump_min_distance_m"));
  o.filter.jump_recovery_fixes = Int(c, "pipeline.jump_recovery_fixes");
  o.mileage.max_kmh = static_cast<double>(c.GetInt("pipeline.mileage_max_kmh"));
  o.mileage.min_step_m = static_cast<double>(c.GetInt("pipeline.mileage_min_step_m"));
  o.motion.moving_kmh = static_cast<double>(c.GetInt("pipeline.moving_kmh"));
  o.utc_offset_minutes = Int(c, "site.utc_offset_minutes");
  o.media_dir = DataPath(c, "media.dir");
  o.node_id = ClusterNodeId(c);
  o.thread_nice = device_side.background_nice;
  o.push_after_commit = device_side.ack == gateway::AckMode::kCommitted;
  o.hide_expired = c.GetBool("service.hide_expired");
  return o;
}

gateway::CommandTrackerOptions CommandTrackerFromConfig(const Config& c) {
  gateway::CommandTrackerOptions o;
  o.reply_timeout_ms = c.GetInt("command.reply_timeout_s") * 1000;
  o.abandoned_after_ms = c.GetInt("command.abandoned_after_s") * 1000LL;
  o.cut_oil_max_kmh = static_cast<double>(c.GetInt("command.cut_oil_max_kmh"));
  o.max_queue = static_cast<size_t>(c.GetInt("command.queue_size"));
  o.utc_offset_minutes = Int(c, "site.utc_offset_minutes");
  return o;
}

Result<gateway::GatewayOptions> GatewayFromConfig(const Config& c) {
  auto io = Choice(c, "gateway.io", {"uring", "asio"});
  if (!io.ok()) return io.status();
  gateway::GatewayOptions o;
  o.host = c.GetString("gateway.host");
  for (const ProtocolInfo& protocol : Protocols())
    o.ports[std::string(protocol.name)] = static_cast<int>(c.GetInt(protocol.port_key));
  o.threads = Int(c, "gateway.threads");
  o.engine = *io == "asio" ? net::TcpEngine::kAsio : net::TcpEngine::kUring;
  o.idle_timeout_s = Int(c, "gateway.idle_timeout_s");
  o.batch_wait_us = Int(c, "gateway.batch_wait_us");
  o.max_connections = static_cast<size_t>(c.GetInt("gateway.max_connections"));
  return o;
}

Result<LogOptions> LogFromConfig(const Config& c) {
  auto format = Choice(c, "log.format", {"text", "json"});
  if (!format.ok()) return format.status();
  return LogOptions{*format == "json", c.GetBool("log.access")};
}

Result<MetricsOptions> MetricsFromConfig(const Config& c) {
  MetricsOptions o;
  o.token = c.GetString("metrics.token");
  const std::string& listen = c.GetString("metrics.listen");
  if (listen.empty()) return o;
  size_t colon = listen.rfind(':');
  long long port = 0;
  if (colon == std::string::npos || colon == 0 || !ParseInt64(std::string_view(listen).substr(colon + 1), &port) ||
      port < 0 || port > 65535)
    return InvalidArgument("metrics.listen '" + listen + "' is not host:port (e.g. 127.0.0.1:9100)");
  o.listen_host = listen.substr(0, colon);
  if (o.listen_host.size() > 2 && o.listen_host.front() == '[' && o.listen_host.back() == ']')
    o.listen_host = o.listen_host.substr(1, o.listen_host.size() - 2);
  o.listen_port = static_cast<int>(port);
  return o;
}

std::string ClusterNodeId(const Config& c) {
  if (c.GetString("cluster.nats_url").empty()) return "";
  auto o = ClusterFromConfig(c);
  return o.ok() ? o->node_id : "";
}

Result<cluster::ClusterOptions> ClusterFromConfig(const Config& c) {
  cluster::ClusterOptions o;
  o.nats_url = c.GetString("cluster.nats_url");
  o.utc_offset_minutes = static_cast<int>(c.GetInt("site.utc_offset_minutes"));
  o.node_id = c.GetString("cluster.node_id");
  o.file_dirs = {{"exports", DataPath(c, "export.dir")}, {"media", DataPath(c, "media.dir")}};
  if (o.node_id.empty()) {
    char host[256] = {};
    if (::gethostname(host, sizeof host - 1) != 0) std::snprintf(host, sizeof host, "node");
    o.node_id = std::string(host) + ":" + std::to_string(c.GetInt("http.port"));
  }
  for (char ch : o.node_id)
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '-' && ch != '_' && ch != '.' && ch != ':')
      return InvalidArgument("cluster.node_id '" + o.node_id + "' may hold only letters, digits, '-', '_', '.', ':'");
  return o;
}

}  // namespace chelian
