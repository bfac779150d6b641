// Wiring of the server's parts.
#include "app/server_app.h"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "api/accounts/account_routes.h"
#include "api/address/address_routes.h"
#include "api/alarm/alarm_control_routes.h"
#include "api/alarm/alarm_handle_routes.h"
#include "api/alarm/alarm_push_routes.h"
#include "api/alarm/alarm_report_routes.h"
#include "api/alarm/place_routes.h"
#include "api/api_router.h"
#include "api/assets/asset_routes.h"
#include "api/assets/device_auth_routes.h"
#include "api/assistant/assistant_routes.h"
#include "api/card/card_routes.h"
#include "api/command/command_report_routes.h"
#include "api/command/command_routes.h"
#include "api/elecar/elecar_routes.h"
#include "api/export/export_routes.h"
#include "api/fleet/fleet_routes.h"
#include "api/gb/gb_routes.h"
#include "api/health/health_routes.h"
#include "api/help/help_routes.h"
#include "api/home/home_routes.h"
#include "api/import/import_routes.h"
#include "api/lease/lease_routes.h"
#include "api/live/live_socket.h"
#include "api/media/media_routes.h"
#include "api/monitor/monitor_routes.h"
#include "api/notice/notice_routes.h"
#include "api/oauth/oauth_routes.h"
#include "api/oauth_token/oauth_token_routes.h"
#include "api/pet/pet_routes.h"
#include "api/qrcode/qrcode_routes.h"
#include "api/reference/openapi.h"
#include "api/renewal/renewal_routes.h"
#include "api/report/day_report_routes.h"
#include "api/report/report_routes.h"
#include "api/resource/resource_routes.h"
#include "api/risk/risk_routes.h"
#include "api/security/security_routes.h"
#include "api/services.h"
#include "api/sms/sms_routes.h"
#include "api/track/track_routes.h"
#include "api/user/user_routes.h"
#include "api/voice/voice_routes.h"
#include "app/http_front.h"
#include "app/install_layout.h"
#include "app/module_options.h"
#include "app/request_runner.h"
#include "app/server_metrics.h"
#include "app/web_root_check.h"
#include "auth/password.h"
#include "cluster/cluster_node.h"
#include "export/export_runner.h"
#include "gateway/gateway.h"
#include "lease/lease_job.h"
#include "live/push_hub.h"
#include "net/http_server.h"
#include "net/static_site.h"
#include "notify/alarm_notifier.h"
#include "pipeline/pipeline.h"
#include "pipeline/risk_catalog.h"
#include "protocol/registry.h"
#include "risk/risk_job.h"
#include "store/device_directory.h"
#include "store/migrations.h"
#include "store/position_month_packer.h"
#include "store/position_writer.h"
#include "store/postgres_db.h"
#include "store/security_repo.h"
#include "store/wal_checkpointer.h"

namespace chelian {

struct ServerApp::Parts {
  std::unique_ptr<store::Database> db;
  std::unique_ptr<auth::SessionManager> sessions;
  std::unique_ptr<auth::CaptchaStore> captchas;
  std::unique_ptr<auth::LoginService> login;
  std::unique_ptr<api::ApiServices> services;
  std::unique_ptr<api::SmsSender> sms_sender;
  std::unique_ptr<api::SmsCodeService> sms_codes;
  std::unique_ptr<exporter::ExportRunner> exports;
  std::unique_ptr<risk::RiskJob> risk_job;     // 风控中心: its own thread (docs/risk.md)
  std::unique_ptr<lease::LeaseJob> lease_job;  // 电动车租赁's overdue job: its own thread (docs/elec-lease.md)
  // Alarms: the places of the platform rules and the push notifier outlive the pipeline.
  std::unique_ptr<pipeline::RiskCatalog> risk;
  std::unique_ptr<notify::AlarmNotifier> notifier;
  std::unique_ptr<api::AlarmServices> alarm;
  std::unique_ptr<api::ApiRouter> router;
  std::unique_ptr<net::StaticSite> site;
  std::unique_ptr<HttpFront> front;
  std::unique_ptr<RequestRunner> runner;  // stopped before the HTTP server (ServerApp::Stop)
  std::unique_ptr<live::PushHub> hub;
  // The cluster (cluster.nats_url): stops receiving first (ServerApp::Stop), is destroyed after the
  // device side that publishes through it.
  std::unique_ptr<cluster::ClusterNode> cluster;
  std::unique_ptr<api::PendingLiveSockets> pending_sockets;  // live sockets yet to authenticate
  std::unique_ptr<net::HttpServer> http;
  // Devices: declared after their consumers' dependencies so destruction stops the gateway first,
  // then drains the pipeline, then flushes the writer — nothing acknowledged is lost on a clean stop.
  std::unique_ptr<store::WalCheckpointer> checkpointer;
  std::unique_ptr<store::PositionMonthPacker> month_packer;  // ended months: packed (D160, D168)
  std::unique_ptr<store::PositionWriter> writer;
  std::unique_ptr<store::DeviceDirectory> directory;
  std::unique_ptr<pipeline::Pipeline> pipeline;
  std::unique_ptr<gateway::DeviceChannels> channels;
  std::unique_ptr<gateway::CommandTracker> commands;
  std::unique_ptr<gateway::DeviceAuth> device_auth;
  std::unique_ptr<gateway::LoginLimiter> logins;
  std::unique_ptr<gateway::GatewayContext> gateway_context;
  std::unique_ptr<gateway::Gateway> gateway;
  store::RetentionOptions retention_options;
  std::unique_ptr<store::RetentionSweeper> retention;  // old alarms, commands, logs (store.*_keep_days)
  // Metrics (docs/metrics.md): read the parts above; their own listener (metrics.listen) stops first.
  std::unique_ptr<metrics::Registry> metrics;
  std::unique_ptr<net::HttpServer> metrics_http;
};

Result<std::unique_ptr<store::Database>> OpenConfiguredDatabase(const Config& config, bool checkpointer_runs) {
  const std::string& engine = config.GetString("store.engine");
  if (engine != "sqlite" && engine != "postgres")
    return InvalidArgument("store.engine '" + engine + "' is not supported (use sqlite or postgres)");
  if (engine == "postgres" && config.GetString("store.postgres_url").empty())
    return InvalidArgument("store.engine = postgres needs store.postgres_url");
  const int pool_size = static_cast<int>(config.GetInt("store.pool_size"));
  auto db = engine == "postgres"
                ? store::OpenPostgres(config.GetString("store.postgres_url"), pool_size,
                                      static_cast<int>(config.GetInt("store.postgres_io_concurrency")))
                : store::OpenSqlite(DataPath(config, "store.sqlite_path"), pool_size, !checkpointer_runs);
  if (!db.ok()) return db.status();
  auto conn = (*db)->Acquire();
  auto migrated = store::Migrate(*conn);
  if (!migrated.ok()) return migrated.status();
  return std::move(db.value());
}

namespace {

// Accounts: sessions, captchas, sign-in; the API's shared services and router.
void WireAccounts(ServerApp::Parts& p, const Config& config, NowFn now) {
  AuthConfig auth = AuthFromConfig(config);
  p.sessions = std::make_unique<auth::SessionManager>(*p.db, now, auth.session_idle_ms, auth.session_max_ms);
  p.captchas = std::make_unique<auth::CaptchaStore>(now, auth.captcha_ttl_ms);
  p.login = std::make_unique<auth::LoginService>(*p.db, *p.sessions, *p.captchas, auth.login, now);
  api::ApiOptions options = ApiFromConfig(config);
  p.services.reset(new api::ApiServices{*p.db, *p.sessions, *p.captchas, *p.login, now, options});
  p.router = std::make_unique<api::ApiRouter>(*p.sessions, *p.db, options.trusted_origins);
}

// Sends one SMS of `kind` ("alarm", "lease") and keeps it in the outbox.
std::function<Status(const std::string&, const std::string&, long long)> LoggedSms(ServerApp::Parts& p,
                                                                                   std::string kind, NowFn now) {
  return [sender = p.sms_sender.get(), db = p.db.get(), kind, now](const std::string& phone, const std::string& text,
                                                                   long long group_id) {
    Status sent = sender->Send({phone, text, kind});
    auto conn = db->Acquire();
    (void)store::InsertSmsOutbox(
        *conn, {0, phone, text, kind, sender->name(), sent.ok() ? 1 : 2, sent.message(), 0, group_id, now()});
    return sent;
  };
}

// The system center's services (SMS codes, exports) and the alarms' (places, push notifier).
void WireServices(ServerApp::Parts& p, const Config& config, std::unique_ptr<api::SmsSender> sms_sender, NowFn now) {
  p.sms_sender = std::move(sms_sender);
  p.sms_codes = std::make_unique<api::SmsCodeService>(*p.db, *p.sms_sender, SmsCodesFromConfig(config), now);
  p.exports = std::make_unique<exporter::ExportRunner>(*p.db, ExportFromConfig(config), now);
  p.services->exports = p.exports.get();
  p.risk_job = std::make_unique<risk::RiskJob>(*p.db, RiskJobFromConfig(config), now);
  p.risk = std::make_unique<pipeline::RiskCatalog>(*p.db, RegionsFile(config));
  p.notifier =
      std::make_unique<notify::AlarmNotifier>(*p.db, NotifierFromConfig(config), LoggedSms(p, "alarm", now), now);
  p.alarm.reset(new api::AlarmServices{*p.risk, *p.notifier, [&hub = p.hub](const live::LiveUpdate& u) {
                                         if (hub) hub->Publish(u);
                                       }});
}

// The HTTP side: the console's files, the front, the server, its pools and the live socket.
void WireHttp(ServerApp::Parts& p, const Config& config, NowFn now) {
  p.site = std::make_unique<net::StaticSite>(WebRoot(config));
  p.front = std::make_unique<HttpFront>(*p.router, *p.site, config.GetList("http.frame_ancestors"));
  HttpFront* front = p.front.get();
  p.http = std::make_unique<net::HttpServer>(HttpFromConfig(config),
                                             [front](const net::HttpRequest& r) { return front->Handle(r); });
  p.runner = std::make_unique<RequestRunner>(*p.router, RequestRunnerFromConfig(config));
  p.http->SetHandlerRunner([runner = p.runner.get()](const net::HttpRequest& r, std::function<void()> job) {
    return runner->Run(r, std::move(job));
  });
  p.hub = std::make_unique<live::PushHub>();
  p.pending_sockets = std::make_unique<api::PendingLiveSockets>(now);
  p.http->SetWebSocket(api::kLiveSocketPath, api::MakeLiveSocketAcceptor(*p.sessions, *p.hub, *p.pending_sockets,
                                                                         config.GetList("http.ws_allowed_origins")));
}

// The freshest state of a device: this node's pipeline, or another node's live updates.
std::optional<pipeline::DeviceState> LatestState(const ServerApp::Parts& p, long long device_id) {
  auto local = p.pipeline ? p.pipeline->State(device_id) : std::nullopt;
  if (!p.cluster) return local;
  return cluster::Fresher(std::move(local), p.cluster->RemoteState(device_id));
}

// The device side: writer (own connection; the checkpointer's thread copies the WAL back, the writer
// only past store.wal_restart_frames) → pipeline → commands → gateway.
Status WireDeviceSide(ServerApp::Parts& p, const Config& config, const DeviceSideConfig& device_side,
                      gateway::GatewayOptions gateway_options, NowFn now) {
  const std::string path = DataPath(config, "store.sqlite_path");
  const bool postgres = config.GetString("store.engine") == "postgres";  // no WAL of ours to copy back
  auto writer_conn =
      postgres ? store::OpenPostgresConnection(config.GetString("store.postgres_url"))
               : store::OpenPositionWriterConnection(path, static_cast<int>(config.GetInt("store.writer_cache_mb")),
                                                     static_cast<int>(config.GetInt("store.wal_restart_frames")));
  if (!writer_conn.ok()) return writer_conn.status();
  if (!postgres) {
    auto checkpoint_conn = store::OpenSqliteConnection(path);
    if (!checkpoint_conn.ok()) return checkpoint_conn.status();
    p.checkpointer = std::make_unique<store::WalCheckpointer>(
        std::move(checkpoint_conn.value()), static_cast<int>(config.GetInt("store.checkpoint_interval_ms")),
        device_side.background_nice);
  }
  // Ended months are packed on a connection of their own (D160, D168).
  auto pack_conn = postgres ? store::OpenPostgresConnection(config.GetString("store.postgres_url"))
                            : store::OpenSqliteConnection(path);
  if (!pack_conn.ok()) return pack_conn.status();
  p.month_packer = std::make_unique<store::PositionMonthPacker>(std::move(pack_conn.value()), now);
  p.writer =
      std::make_unique<store::PositionWriter>(std::move(writer_conn.value()), WriterFromConfig(config, device_side));
  p.directory = std::make_unique<store::DeviceDirectory>(*p.db, device_side.unknown, now);
  p.pipeline =
      std::make_unique<pipeline::Pipeline>(*p.db, *p.writer, *p.hub, PipelineFromConfig(config, device_side), now);
  p.pipeline->SetRiskCatalog(p.risk.get());
  p.pipeline->SetAlarmListener([notifier = p.notifier.get()](const pipeline::AlarmBegun& a) {
    notifier->Notify({a.alarm_id, a.asset_id, a.group_id, a.group_path, a.plate, a.code, a.label, a.place_name,
                      a.source, a.time_ms, a.lat, a.lon, a.speed});
  });
  // Commands: the tracker sends through the gateway's connections (docs/commands.md).
  p.channels = std::make_unique<gateway::DeviceChannels>();
  p.commands = std::make_unique<gateway::CommandTracker>(
      *p.db, *p.channels, *p.hub,
      [&p](long long id) -> std::optional<double> {
        auto st = LatestState(p, id);
        return st && st->has_fix ? std::optional<double>(st->speed_kmh) : std::nullopt;
      },
      CommandTrackerFromConfig(config), now);
  p.gateway_context.reset(new gateway::GatewayContext{*p.directory, *p.pipeline, now, device_side.ack,
                                                      device_side.max_inflight, device_side.store});
  p.gateway_context->channels = p.channels.get();
  p.gateway_context->commands = p.commands.get();
  p.gateway_context->utc_offset_minutes = static_cast<int>(config.GetInt("site.utc_offset_minutes"));
  p.gateway_context->auth = device_side.auth;
  p.device_auth = std::make_unique<gateway::DeviceAuth>(*p.db);
  p.gateway_context->device_auth = p.device_auth.get();
  if (device_side.logins_per_minute > 0) {
    p.logins = std::make_unique<gateway::LoginLimiter>(device_side.logins_per_minute);
    p.gateway_context->logins = p.logins.get();
  }
  p.services->devices_changed = [dir = p.directory.get()] { dir->InvalidateAll(); };
  p.services->device_auth_reset = [channels = p.channels.get()](long long device_id) { channels->Drop(device_id); };
  p.gateway = std::make_unique<gateway::Gateway>(std::move(gateway_options), *p.gateway_context);
  return Status::Ok();
}

// Several nodes (docs/cluster.md): live updates and stored commands over NATS.
Status WireCluster(ServerApp::Parts& p, const cluster::ClusterOptions& options, long long offline_after_ms, NowFn now) {
  if (options.nats_url.empty()) return Status::Ok();
  auto bus = cluster::ConnectNats(options.nats_url, options.node_id);
  if (!bus.ok()) return bus.status();
  p.cluster = std::make_unique<cluster::ClusterNode>(
      std::move(bus.value()), options, *p.hub,
      [tracker = p.commands.get()](const std::vector<long long>& ids) { return tracker->Take(ids); });
  p.cluster->SetSessionsEndedHandler([sessions = p.sessions.get()](const cluster::SessionsEnded& e) {
    sessions->ForgetEnded(e.token_hash, e.user_id, e.except_hash);
  });
  if (Status s = p.cluster->Start(); !s.ok()) return s;
  p.commands->SetPeers([node = p.cluster.get()](const std::vector<long long>& ids) { node->AnnounceCommands(ids); });
  p.services->fetch_file = [node = p.cluster.get()](const std::string& owner, std::string_view kind,
                                                    const std::string& relative) {
    return node->FetchFile(owner, kind, relative);
  };
  p.services->node_id = options.node_id;
  // A sign-out or password change on one node ends the sessions cached on the others at once.
  p.sessions->SetEndedListener(
      [node = p.cluster.get()](const std::string& token, long long user, const std::string& except) {
        node->AnnounceSessionsEnded({token, user, except});
      });
  // Online elsewhere as the monitor counts it: another node received from it lately.
  p.commands->SetOnlineElsewhere([node = p.cluster.get(), offline_after_ms, now](long long device_id) {
    auto st = node->RemoteState(device_id);
    return st && now() - st->recv_time_ms < offline_after_ms;
  });
  return Status::Ok();
}

// Every route of the API, by area.
Status RegisterRoutes(ServerApp::Parts& p, const Config& config, const api::CommandApiOptions& command_api) {
  api::ApiRouter& r = *p.router;
  api::ApiServices& s = *p.services;
  api::RegisterOauthRoutes(r, s);
  api::RegisterOauthTokenRoutes(r, s);
  api::RegisterUserRoutes(r, s);
  api::RegisterAccountsRoutes(r, s);
  api::RegisterImportRoutes(r, s);
  api::RegisterResourceRoutes(r, s);
  api::RegisterAssetRoutes(r, s);
  api::RegisterDeviceAuthRoutes(r, s);
  api::RegisterSmsRoutes(r, s, *p.sms_codes);
  api::RegisterSecurityRoutes(r, s, *p.sms_codes);
  api::RegisterExportRoutes(r, s, *p.exports);
  api::RegisterDayReportRoutes(r, s, *p.exports);
  api::RegisterNoticeRoutes(r, s);
  api::RegisterHealthRoutes(r, s);
  api::RegisterCardRoutes(r, s);
  api::RegisterHelpRoutes(r, s);
  api::RegisterQrCodeRoutes(r, s);
  api::RegisterAlarmReportRoutes(r, s);
  api::RegisterAlarmControlRoutes(r, s);
  api::RegisterFenceRoutes(r, s, *p.alarm);
  api::RegisterPointRoutes(r, s, *p.alarm);
  api::RegisterAdminAreaRoutes(r, s, *p.alarm);
  api::RegisterAlarmHandleRoutes(r, s, *p.alarm);
  api::RegisterAlarmPushRoutes(r, s, *p.alarm, PushStatusFromConfig(config));
  const long long alarm_window_ms = config.GetInt("monitor.alarm_window_hours") * 3'600'000;
  api::RegisterAlarmQueryRoutes(r, s, alarm_window_ms);
  auto assistant = AssistantFromConfig(config);
  if (!assistant.ok()) return assistant.status();
  assistant->gateway_port = [&gateway = p.gateway](const std::string& protocol) {
    return gateway ? gateway->port(protocol) : 0;
  };
  api::RegisterAssistantRoutes(r, s, std::move(*assistant));
  api::RegisterMonitorRoutes(
      r, s,
      {[&p](long long id) { return LatestState(p, id); }, config.GetInt("monitor.offline_after_s") * 1000,
       alarm_window_ms, config.GetBool("service.hide_expired")});
  api::RegisterTrackRoutes(r, s, TrackFromConfig(config), *p.exports);
  api::RegisterFleetRoutes(
      r, s, *p.exports, *p.alarm,
      {[&p](long long id) { return LatestState(p, id); }, config.GetInt("monitor.offline_after_s") * 1000});
  if (Status st = api::RegisterAddressRoutes(r, s, AddressFromConfig(config)); !st.ok()) return st;
  api::RegisterCommandRoutes(r, s, *p.commands, command_api);
  api::RegisterCommandReportRoutes(r, s);
  api::RegisterMediaRoutes(r, s, DataPath(config, "media.dir"));
  api::RegisterPetRoutes(r, s, *p.commands, command_api, DataPath(config, "media.dir"));
  api::RegisterVoiceRoutes(r, s, *p.commands, command_api, DataPath(config, "media.dir"));
  api::RegisterRenewalRoutes(r, s, *p.exports);
  api::RegisterEventReportRoutes(r, s);
  api::RegisterAlarmExportRoutes(r, s, *p.exports);
  api::RegisterHomeRoutes(
      r, s, {config.GetInt("monitor.offline_after_s") * 1000, [&risk = *p.risk] { return risk.Geocoder(); }});
  auto risk_api = RiskApiFromConfig(config);
  risk_api.geocoder = [&risk = *p.risk] { return risk.Geocoder(); };
  api::RegisterRiskRoutes(r, s, *p.exports, std::move(risk_api));
  p.lease_job = std::make_unique<lease::LeaseJob>(
      *p.db, LeaseJobFromConfig(config),
      lease::LeaseHooks{[&tracker = *p.commands](const std::vector<long long>& ids) { return tracker.Submit(ids); },
                        LoggedSms(p, "lease", s.now)},
      s.now);
  api::RegisterLeaseRoutes(r, s, *p.lease_job);
  api::RegisterElecarRoutes(r, s, *p.commands, command_api);
  api::RegisterGbRoutes(r, s, GbFromConfig(config));
  api::RegisterReferenceRoutes(r);  // last: it documents the routes above
  return Status::Ok();
}

// GET /metrics on the HTTP port (administrators, metrics.token) and on metrics.listen; the access log.
void WireMetrics(ServerApp::Parts& p, const Config& config, const MetricsOptions& options, const LogOptions& log) {
  p.metrics = std::make_unique<metrics::Registry>();
  RegisterServerMetrics(*p.metrics, {*p.router, *p.front, *p.runner, *p.sessions, *p.db, *p.gateway, *p.gateway_context,
                                     *p.pipeline, *p.writer, *p.hub, *p.notifier, p.cluster.get()});
  p.front->ServeMetrics(*p.metrics, options.token);
  p.front->LogAccess(log.access);
  if (options.listen_host.empty()) return;
  net::HttpServerOptions o = HttpFromConfig(config);
  o.host = options.listen_host;
  o.port = options.listen_port;
  o.threads = 1;
  p.metrics_http = std::make_unique<net::HttpServer>(o, [registry = p.metrics.get()](const net::HttpRequest& req) {
    net::HttpResponse res;
    if (req.path != "/metrics") {
      res.status = 404;
      res.content_type = "text/plain; charset=utf-8";
      res.body = "only /metrics here\n";
      return res;
    }
    res.content_type = "text/plain; version=0.0.4; charset=utf-8";
    res.body = registry->Render();
    return res;
  });
}

}  // namespace

Result<std::unique_ptr<ServerApp>> ServerApp::Create(const Config& config) {
  if (!auth::InitCrypto()) return Internal("libsodium failed to initialise");
  if (Status s = CheckDataOutsideWebRoot(
          WebRoot(config),
          {DataPath(config, "store.sqlite_path"), DataPath(config, "media.dir"), DataPath(config, "export.dir")});
      !s.ok())
    return s;
  // What the key table cannot check, checked before anything is opened.
  auto device_side = DeviceSideFromConfig(config);
  if (!device_side.ok()) return device_side.status();
  auto command_api = CommandApiFromConfig(config);
  if (!command_api.ok()) return command_api.status();
  auto gateway_options = GatewayFromConfig(config);
  if (!gateway_options.ok()) return gateway_options.status();
  auto sms_sender = api::MakeSmsSender(config.GetString("sms.provider"));
  if (!sms_sender.ok()) return sms_sender.status();
  auto metrics_options = MetricsFromConfig(config);
  if (!metrics_options.ok()) return metrics_options.status();
  auto log_options = LogFromConfig(config);
  if (!log_options.ok()) return log_options.status();
  auto cluster_options = ClusterFromConfig(config);
  if (!cluster_options.ok()) return cluster_options.status();

  auto app = std::unique_ptr<ServerApp>(new ServerApp());
  auto p = std::make_unique<Parts>();
  // The checkpointer (device side) copies the WAL back: a pipeline thread's alarm commit never does.
  auto db = OpenConfiguredDatabase(config, /*checkpointer_runs=*/true);
  if (!db.ok()) return db.status();
  p->db = std::move(db.value());
  NowFn now = SystemNowMs;
  WireAccounts(*p, config, now);
  WireServices(*p, config, std::move(sms_sender.value()), now);
  WireHttp(*p, config, now);
  if (Status s = WireDeviceSide(*p, config, *device_side, std::move(gateway_options.value()), now); !s.ok()) return s;
  if (Status s = WireCluster(*p, *cluster_options, config.GetInt("monitor.offline_after_s") * 1000, now); !s.ok())
    return s;
  if (Status s = RegisterRoutes(*p, config, *command_api); !s.ok()) return s;
  p->retention_options = RetentionFromConfig(config);
  WireMetrics(*p, config, *metrics_options, *log_options);

  app->stats_interval_s_ = static_cast<int>(config.GetInt("log.stats_interval_s"));
  if (config.GetBool("test.hooks"))
    spdlog::warn("test.hooks is on: test-only endpoints answer; never use this in production");
  app->parts_ = std::move(p);
  return app;
}

ServerApp::~ServerApp() { Stop(); }

Status ServerApp::Start() {
  // The tracker first: it loads the stored open commands before any call can add one.
  if (Status s = parts_->commands->Start(); !s.ok()) return s;
  if (Status s = parts_->risk->Reload(); !s.ok()) return s;
  parts_->notifier->Start();
  if (Status s = parts_->http->Start(); !s.ok()) return s;
  if (parts_->metrics_http)
    if (Status s = parts_->metrics_http->Start(); !s.ok()) return s;
  if (Status s = parts_->gateway->Start(); !s.ok()) return s;
  if (Status s = parts_->exports->Start(); !s.ok()) return s;
  if (store::RetentionOptions r = parts_->retention_options; store::RetentionSweeper::Needed(r))
    parts_->retention = std::make_unique<store::RetentionSweeper>(*parts_->db, r, SystemNowMs);
  parts_->risk_job->Start();
  parts_->lease_job->Start();
  // Housekeeping: live pushes every 250 ms (≤ 4 per second per client), live connections of ended
  // sessions closed every 2 s, idle sessions every 10 min, the device side's status line every
  // log.stats_interval_s.
  housekeeping_ = std::thread([this] {
    using Clock = std::chrono::steady_clock;
    auto next_sweep = Clock::now() + std::chrono::minutes(10);
    auto next_session_check = Clock::now() + std::chrono::seconds(2);
    auto stats_every = std::chrono::seconds(stats_interval_s_);
    auto stats_at = Clock::now();
    DeviceSideCounters stats = DeviceSide();
    std::unique_lock lock(mu_);
    while (!cv_.wait_for(lock, std::chrono::milliseconds(250), [this] { return stopping_; })) {
      lock.unlock();
      parts_->hub->Flush();
      auto now = Clock::now();
      if (now >= next_session_check) {
        size_t closed =
            api::CloseEndedSessions(*parts_->hub, *parts_->sessions) + parts_->pending_sockets->CloseExpired();
        if (closed) spdlog::info("closed {} live connections of ended sessions", closed);
        next_session_check = now + std::chrono::seconds(2);
      }
      if (now >= next_sweep) {
        long long swept = parts_->sessions->Sweep();
        if (swept) spdlog::info("removed {} idle sessions", swept);
        next_sweep = now + std::chrono::minutes(10);
      }
      if (stats_interval_s_ > 0 && now - stats_at >= stats_every) {
        DeviceSideCounters current = DeviceSide();
        spdlog::info(FormatStatusLine(current, stats, std::chrono::duration<double>(now - stats_at).count()));
        stats = current;
        stats_at = now;
      }
      lock.lock();
    }
  });
  return Status::Ok();
}

int ServerApp::http_port() const { return parts_->http->port(); }
int ServerApp::metrics_port() const { return parts_->metrics_http ? parts_->metrics_http->port() : 0; }
live::PushHub& ServerApp::hub() { return *parts_->hub; }
const api::ApiRouter& ServerApp::router() const { return *parts_->router; }
int ServerApp::gateway_port(const std::string& protocol) const { return parts_->gateway->port(protocol); }
DeviceSideCounters ServerApp::DeviceSide() const {
  DeviceSideCounters c;
  c.connections = parts_->gateway->connection_count();
  c.paused_connections = *parts_->gateway_context->paused;
  c.frames = parts_->gateway_context->frames;
  const gateway::GatewayContext& g = *parts_->gateway_context;
  c.bad_frames = g.errors;
  c.bad_check = g.bad_check;
  c.unauthenticated = g.unauthenticated;
  c.refused = g.refused;
  c.auth_failures = g.auth_failures;
  c.logins_limited = g.logins_limited;
  c.channel_takeovers = g.channel_takeovers;
  c.channel_refusals = g.channel_refusals;
  c.answers_ignored = g.answers_ignored;
  store::PositionWriterStats w = parts_->writer->stats();
  c.committed_rows = w.committed_rows;
  c.queued_rows = w.queued_rows;
  c.folds = w.fold.folds;
  c.longest_fold_step_ms = w.fold.longest_step_ms;
  c.longest_fold_prepare_ms = w.fold.longest_prepare_ms;
  store::WalCheckpointerStats k = parts_->checkpointer ? parts_->checkpointer->stats() : store::WalCheckpointerStats{};
  c.checkpoints = k.checkpoints;
  c.wal_frames = k.log_frames;
  c.wal_frames_copied = k.copied_frames;
  c.longest_checkpoint_ms = k.longest_ms;
  return c;
}

void ServerApp::FlushPipeline() {
  parts_->pipeline->Flush();
  parts_->commands->Flush();
}

void ServerApp::Stop() {
  {
    std::lock_guard lock(mu_);
    if (stopping_) return;
    stopping_ = true;
  }
  cv_.notify_all();
  if (housekeeping_.joinable()) housekeeping_.join();
  if (parts_ && parts_->cluster) parts_->cluster->StopReceiving();  // before what it hands over to
  if (parts_ && parts_->lease_job) parts_->lease_job->Stop();       // before the tracker it submits to
  if (parts_ && parts_->gateway) parts_->gateway->Stop();
  if (parts_ && parts_->commands) parts_->commands->Stop();
  if (parts_ && parts_->runner) parts_->runner->Stop();  // its last replies go out through the server
  if (parts_ && parts_->metrics_http) parts_->metrics_http->Stop();
  if (parts_ && parts_->http) parts_->http->Stop();
  if (parts_ && parts_->exports) parts_->exports->Stop();
  if (parts_) parts_->retention.reset();
  if (parts_ && parts_->risk_job) parts_->risk_job->Stop();
  if (parts_) {  // drain in order: pipeline (its jobs reach the writer), then the writer
    parts_->pipeline.reset();
    parts_->writer.reset();
    if (parts_->notifier) parts_->notifier->Stop();
  }
}

}  // namespace chelian
