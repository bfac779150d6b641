// One reader per module of what the configuration says about it: each turns the key table's values
// (app/config.cc) into the module's own options struct, checking the values the key table cannot
// (choices such as gateway.ack). ServerApp wires the modules with these and nothing else reads keys.
#pragma once

#include <string>
#include <vector>

#include "api/address/address_routes.h"
#include "api/alarm/alarm_push_routes.h"
#include "api/assistant/assistant_routes.h"
#include "api/command/command_routes.h"
#include "api/gb/gb_compute.h"
#include "api/risk/risk_routes.h"
#include "api/services.h"
#include "api/sms/sms_code_service.h"
#include "api/track/track_service.h"
#include "app/config.h"
#include "app/request_runner.h"
#include "auth/login_service.h"
#include "cluster/cluster_node.h"
#include "core/status.h"
#include "export/export_runner.h"
#include "gateway/command_tracker.h"
#include "gateway/device_connection.h"
#include "gateway/gateway.h"
#include "lease/lease_job.h"
#include "net/http_server.h"
#include "notify/alarm_notifier.h"
#include "pipeline/pipeline.h"
#include "risk/risk_job.h"
#include "store/device_directory.h"
#include "store/position_writer.h"
#include "store/retention_sweeper.h"

namespace chelian {

// auth: sign-in, sessions and their lifetimes.
struct AuthConfig {
  auth::LoginOptions login;
  long long session_idle_ms = 0, session_max_ms = 0, captcha_ttl_ms = 0;
};
AuthConfig AuthFromConfig(const Config& config);

// api: the handlers' shared options and the options of the areas that have their own.
api::ApiOptions ApiFromConfig(const Config& config);
api::SmsCodeOptions SmsCodesFromConfig(const Config& config);
api::track::TrackOptions TrackFromConfig(const Config& config);
api::AddressOptions AddressFromConfig(const Config& config);
api::PushStatus PushStatusFromConfig(const Config& config);
Result<api::CommandApiOptions> CommandApiFromConfig(const Config& config);
// The assistant; Errors: InvalidArgument when assistant.llm_url may not be used.
Result<api::AssistantOptions> AssistantFromConfig(const Config& config);

// export, notify: the download center's runner and the alarm push notifier.
exporter::ExportOptions ExportFromConfig(const Config& config);
// 风控中心: the risk job (risk.*) and its calls (risk.window_days, monitor.offline_after_s).
risk::RiskJobOptions RiskJobFromConfig(const Config& config);
api::RiskApiOptions RiskApiFromConfig(const Config& config);
lease::LeaseJobOptions LeaseJobFromConfig(const Config& config);
api::gb::GbSettings GbFromConfig(const Config& config);
notify::NotifierOptions NotifierFromConfig(const Config& config);

// net and app: the HTTP server and the pools its handlers run on.
net::HttpServerOptions HttpFromConfig(const Config& config);
RequestRunnerOptions RequestRunnerFromConfig(const Config& config);

// The device side: how answers wait for storage, what unknown devices get, which threads yield.
struct DeviceSideConfig {
  gateway::AckMode ack = gateway::AckMode::kCommitted;
  gateway::AuthMode auth = gateway::AuthMode::kWarn;
  store::UnknownDevicePolicy unknown;
  int background_nice = 0;  // of the threads behind the sockets (0 with committed acks: D66)
  int max_inflight = 32;
  bool store = true;
  int logins_per_minute = 0;  // 0: no limit
};
Result<DeviceSideConfig> DeviceSideFromConfig(const Config& config);
store::PositionWriterOptions WriterFromConfig(const Config& config, const DeviceSideConfig& device_side);
// Retention of alarms, commands and logs (store.*_keep_days; positions: WriterFromConfig).
store::RetentionOptions RetentionFromConfig(const Config& config);
pipeline::PipelineOptions PipelineFromConfig(const Config& config, const DeviceSideConfig& device_side);
gateway::CommandTrackerOptions CommandTrackerFromConfig(const Config& config);
Result<gateway::GatewayOptions> GatewayFromConfig(const Config& config);

// Logs (log.format, log.access) and metrics (metrics.*, docs/metrics.md).
struct LogOptions {
  bool json = false;
  bool access = true;
};
Result<LogOptions> LogFromConfig(const Config& config);
struct MetricsOptions {
  std::string token;
  std::string listen_host;  // empty: no separate listener
  int listen_port = 0;
};
Result<MetricsOptions> MetricsFromConfig(const Config& config);

// cluster: the NATS bus and this node's name (cluster.nats_url empty: nats_url empty, no cluster);
// a node id made of other than letters, digits, '-', '_', '.', ':' is refused.
Result<cluster::ClusterOptions> ClusterFromConfig(const Config& config);
// This node's id when it is part of a cluster (cluster.nats_url set), else empty.
std::string ClusterNodeId(const Config& config);

}  // namespace chelian
