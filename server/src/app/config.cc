// Implementation of the configuration key table and its loaders (defaults, TOML, overrides).
#include "app/config.h"

#include <spdlog/spdlog.h>
#include <toml++/toml.h>

#include <cstdlib>
#include <sstream>

#include "core/strings.h"
#include "protocol/registry.h"

namespace chelian {
namespace {

constexpr ConfigKeyDef kKeys[] = {
    {"http.host", ConfigType::kString, "127.0.0.1", "address the HTTP API and console listen on"},
    {"http.port", ConfigType::kInt, "8080", "port of the HTTP API, console and WebSocket"},
    {"http.threads", ConfigType::kInt, "2", "I/O threads serving HTTP"},
    {"http.body_limit_bytes", ConfigType::kInt, "10485760", "largest accepted request body"},
    {"http.header_timeout_s", ConfigType::kInt, "30", "seconds a client may take to send a request"},
    {"http.keepalive_timeout_s", ConfigType::kInt, "75", "seconds an idle keep-alive connection is kept"},
    {"http.gzip_min_bytes", ConfigType::kInt, "1024", "JSON replies at least this large are gzipped when asked"},
    {"http.ws_allowed_origins", ConfigType::kList, "",
     "besides this site, browser origins trusted with the session: they may open the live WebSocket and their requests "
     "may use the satoken cookie (comma-separated, e.g. https://console.example.com)"},
    {"http.frame_ancestors", ConfigType::kList, "",
     "besides this site, origins that may show the console in a frame (embedding systems; comma-separated, e.g. "
     "https://portal.example.com)"},
    {"http.max_connections", ConfigType::kInt, "0",
     "HTTP connections (WebSockets included) held at once; at the cap new ones wait. 0: a tenth of the descriptor "
     "limit",
     0, 1'000'000},
    {"http.trusted_proxies", ConfigType::kList, "",
     "addresses of reverse proxies in front of the server (comma-separated): for requests from them the client address "
     "is taken from X-Forwarded-For (sign-in limits, login log)"},
    {"http.workers", ConfigType::kInt, "0",
     "threads that run API handlers (never the I/O threads). 0: four per core, 4 to 32", 0, 256},
    {"web.root", ConfigType::kString, "",
     "built console: shell at the root, sub-apps under child/<name>/ (empty: the installed one, share/chelian/web "
     "beside the binary's bin/, else web/dist)"},
    {"data.dir", ConfigType::kString, "var",
     "folder of what the server writes: a relative store.sqlite_path, media.dir or export.dir lies inside it"},
    {"store.engine", ConfigType::kString, "sqlite", "database engine: sqlite or postgres (docs/scale-out.md)"},
    {"store.postgres_url", ConfigType::kString, "",
     "PostgreSQL connection URL when store.engine = postgres, e.g. postgresql://chelian@127.0.0.1:5432/chelian"},
    {"store.postgres_io_concurrency", ConfigType::kInt, "32",
     "pages a PostgreSQL read asks the disk for ahead (the sessions' effective_io_concurrency): a vehicle-day of "
     "track lies on thousands of pages written in arrival order (0: the database server's own setting)",
     0, 1000},
    {"store.sqlite_path", ConfigType::kString, "chelian.db", "SQLite database file (WAL mode; relative: in data.dir)"},
    {"store.keep_days", ConfigType::kInt, "0",
     "positions received longer ago than this many days are deleted in the background, between the writer's "
     "batches (0: kept forever)",
     0, 36'500},
    {"store.alarm_keep_days", ConfigType::kInt, "0",
     "ended alarms begun longer ago than this many days are deleted with their handling and push logs (0: kept "
     "forever)",
     0, 36'500},
    {"store.command_keep_days", ConfigType::kInt, "0",
     "finished commands and device texts older than this many days are deleted (0: kept forever)", 0, 36'500},
    {"store.log_keep_days", ConfigType::kInt, "0",
     "operation log, login log and SMS outbox rows older than this many days are deleted (0: kept forever)", 0, 36'500},
    {"store.purge_step_rows", ConfigType::kInt, "5000",
     "most rows (of positions: index keys) one retention step deletes in a transaction (between two steps the writer "
     "commits new positions)",
     100, 1'000'000},
    {"store.pool_size", ConfigType::kInt, "4", "database connections kept open"},
    {"auth.captcha", ConfigType::kBool, "on", "require the login captcha (off for API integrations and tests)"},
    {"auth.captcha_ttl_s", ConfigType::kInt, "300", "seconds a captcha stays valid (one use)"},
    {"auth.session_idle_minutes", ConfigType::kInt, "120", "a session expires after this many idle minutes"},
    {"auth.session_max_hours", ConfigType::kInt, "168",
     "a session ends this many hours after sign-in however much it is used (then sign in again)", 1, 87'600},
    {"auth.password_threads", ConfigType::kInt, "1",
     "threads that hash and verify passwords (sign-ins queue for them, so a flood of attempts cannot slow other calls)",
     1, 64},
    {"auth.slowdown_after", ConfigType::kInt, "3", "failed logins after which further attempts must wait"},
    {"auth.lock_after", ConfigType::kInt, "10", "failed logins within the window that lock the account"},
    {"auth.lock_minutes", ConfigType::kInt, "15", "minutes an account stays locked"},
    {"auth.address_failures", ConfigType::kInt, "60",
     "failed sign-ins one source address may make within the window, whatever the accounts (so one address cannot lock "
     "them all); then it waits",
     1, 1'000'000},
    {"auth.failure_window_minutes", ConfigType::kInt, "15", "window in which failed logins are counted"},
    {"site.legacy_login_hosts", ConfigType::kList, "", "hosts that get the legacy login screen (comma-separated)"},
    {"site.utc_offset_minutes", ConfigType::kInt, "480", "offset of displayed local times from UTC (Asia/Shanghai)"},
    {"site.title", ConfigType::kString, "车联智能监控平台", "product title for hosts without a customer config"},
    {"gateway.host", ConfigType::kString, "0.0.0.0", "address the device gateways listen on"},
    {"gateway.threads", ConfigType::kInt, "1", "I/O threads per protocol listener"},
    {"gateway.io", ConfigType::kString, "uring",
     "device sockets on io_uring (falls back to epoll where refused) or asio (epoll)"},
    {"gateway.idle_timeout_s", ConfigType::kInt, "600", "a device connection silent this long is closed"},
    {"gateway.ack", ConfigType::kString, "committed",
     "acknowledge devices once a message's positions are committed (committed), or as soon as it is received "
     "(received: faster under load, but a crash loses what was acknowledged and not yet committed, and the device will "
     "not send it again)"},
    {"gateway.max_connections", ConfigType::kInt, "0",
     "device connections held at once over all protocols; beyond it new ones are closed at once, so the console keeps "
     "descriptors. 0: the descriptor limit less a fifth and 64",
     0, 10'000'000},
    {"gateway.max_inflight", ConfigType::kInt, "32",
     "messages of one connection in the pipeline before it stops reading"},
    {"gateway.background_nice", ConfigType::kInt, "10",
     "with gateway.ack = received, nice value (0-19) of the pipeline, position writer and WAL checkpoint threads: on a "
     "busy core device sockets and acknowledgements go first, positions wait in the bounded queues (with committed "
     "they keep the normal priority: the writer is on the acknowledgement's path)",
     0, 19},
    {"gateway.batch_wait_us", ConfigType::kInt, "1000",
     "under load a gateway thread gathers up to 128 socket events for this long before handling them (fewer wake-ups; "
     "an answer waits at most this much longer)",
     0, 100'000},
    {"gateway.store", ConfigType::kBool, "on", "off only for benchmarks: decode and acknowledge without storing"},
    {"gateway.unknown_devices", ConfigType::kString, "refuse",
     "unregistered terminals: refuse (listed only) or register"},
    {"gateway.default_group", ConfigType::kString, "未分组设备", "group that auto-registered devices go to"},
    {"gateway.jt808_auth", ConfigType::kString, "warn",
     "JT/T 808 terminal authentication (docs/pipeline.md): require = a connection's reports are stored, its commands "
     "delivered and its answers trusted only after a 0x0102 with the code the platform issued at the terminal's "
     "registration; warn = nothing is refused, connections that require would refuse are counted and logged; off = no "
     "checks. With warn or off anyone who knows a terminal number can inject its positions and alarms (off: also take "
     "its commands and fake their answers; warn: unless an authenticated connection holds them)"},
    {"gateway.logins_per_minute_per_address", ConfigType::kInt, "120",
     "device sign-ins (JT/T 808 0x0100 and 0x0102, a GT06 login, the first message of a connection in protocols "
     "without a login message such as the 3G* watch) accepted per source address and minute, in bursts of as many; "
     "over it the connection is closed unanswered. Carrier NAT puts many devices behind one address: keep it generous "
     "(0: no limit)",
     0, 1'000'000},
    {"media.dir", ConfigType::kString, "media",
     "where photos and recordings uploaded by devices are kept (relative: in data.dir)"},
    {"command.reply_timeout_s", ConfigType::kInt, "60",
     "a command sent without an answer for this long is timed out (超时)"},
    {"command.abandoned_after_s", ConfigType::kInt, "60",
     "cluster: a command still 已下发 this long after its reply timeout (its node died) is timed out by any node", 1,
     86'400},
    {"command.pending_ttl_s", ConfigType::kInt, "86400",
     "a command for an offline device waits this long for it to connect, then expires"},
    {"command.cut_oil_max_kmh", ConfigType::kInt, "20",
     "断开油电 is not executed while the vehicle is faster than this"},
    {"command.cut_oil_over_speed", ConfigType::kString, "queue",
     "断开油电 above that speed: queue (send once slower) or refuse"},
    {"command.batch_max", ConfigType::kInt, "5000", "vehicles one group or batch command may reach"},
    {"command.queue_size", ConfigType::kInt, "10000",
     "command events waiting for the tracker before new commands are refused"},
    {"pipeline.shards", ConfigType::kInt, "2", "pipeline threads; a device's messages always go to the same one"},
    {"pipeline.drop_zero", ConfigType::kBool, "on",
     "drop fixes at (0,0), what devices without a fix send (out-of-range coordinates are always dropped)"},
    {"pipeline.keep_invalid", ConfigType::kBool, "on",
     "store invalid (no GNSS) fixes, flagged, as devices parked indoors report them; off: drop them"},
    {"pipeline.drop_duplicates", ConfigType::kBool, "on",
     "drop a resend of the latest fix (same time, place and alarms)"},
    {"pipeline.max_future_s", ConfigType::kInt, "600", "fixes further in the future than this are dropped", 0,
     31'622'400},
    {"pipeline.max_jump_kmh", ConfigType::kInt, "300", "fixes implying a faster jump from the last fix are dropped", 1,
     100'000},
    {"pipeline.jump_min_distance_m", ConfigType::kInt, "2000",
     "a jump shorter than this many metres is never dropped (GNSS noise)", 0, 1'000'000},
    {"pipeline.jump_recovery_fixes", ConfigType::kInt, "3",
     "this many fixes dropped as jumps in a row that agree with one another (each within max_jump_kmh of the one "
     "before) re-anchor the vehicle: the last is kept",
     2, 100},
    {"pipeline.mileage_max_kmh", ConfigType::kInt, "250",
     "mileage: a device odometer increase or a distance step implying more than this speed is not counted", 1, 2000},
    {"pipeline.mileage_min_step_m", ConfigType::kInt, "15",
     "mileage: a distance step shorter than this at under 3 km/h is GNSS jitter, not counted", 0, 10'000},
    {"pipeline.moving_kmh", ConfigType::kInt, "5", "speed from which a vehicle counts as driving"},
    {"store.batch_rows", ConfigType::kInt, "4000", "most positions committed in one transaction"},
    {"store.batch_delay_ms", ConfigType::kInt, "200", "longest a position waits for its batch to commit"},
    {"store.max_queued_rows", ConfigType::kInt, "200000", "positions queued for the writer before the pipeline waits"},
    {"store.fold_rows", ConfigType::kInt, "100000", "committed positions moved together into the indexed table"},
    {"store.checkpoint_interval_ms", ConfigType::kInt, "500",
     "how often the WAL is copied back into the database file"},
    {"store.writer_cache_mb", ConfigType::kInt, "256", "page cache of the position writer's connection (MB, at most)"},
    {"store.wal_restart_frames", ConfigType::kInt, "65536",
     "once the WAL holds this many pages the position writer copies the rest back itself, so the log starts over (0: "
     "never)",
     0, 10'000'000},
    {"service.hide_expired", ConfigType::kBool, "on",
     "a vehicle past its service expiry (车辆续费) shows as 已过期 without position, track, reports or alarms until "
     "renewed; it keeps reporting and its positions are stored (docs/renewal.md)"},
    {"monitor.offline_after_s", ConfigType::kInt, "600",
     "a vehicle with no data for this long shows as 离线 in the monitor"},
    {"monitor.alarm_window_hours", ConfigType::kInt, "24",
     "the monitor's real-time alarm list shows unhandled alarms begun this recently"},
    {"risk.interval_s", ConfigType::kInt, "300",
     "风控中心: the risk job evaluates the fleet's combinations this often (0: never; docs/risk.md)", 0, 86'400},
    {"risk.window_days", ConfigType::kInt, "7",
     "风控中心: alarms begun this many days back count for the risk combinations, tiles and lists", 1, 90},
    {"lease.interval_s", ConfigType::kInt, "600",
     "电动车租赁: the overdue job evaluates the contracts this often (0: never; docs/elec-lease.md)", 0, 86'400},
    {"gb.report_interval_s", ConfigType::kInt, "30",
     "新国标: the reporting interval an e-bike must keep (median gap at most this; docs/elec-gb.md)", 1, 3600},
    {"gb.speed_limit_kmh", ConfigType::kInt, "25", "新国标: a fix faster than this is speeding (GB 17761-2024)", 1,
     100},
    {"gb.min_beidou_percent", ConfigType::kInt, "90",
     "新国标: the least share of Beidou-based fixes (of those saying their satellite systems)", 0, 100},
    {"gb.min_fixes", ConfigType::kInt, "20", "新国标: fewer fixes in a checked period give 数据不足", 1, 100'000},
    {"gb.max_offline_h", ConfigType::kInt, "24", "新国标: an offline period longer than this fails the check", 1, 720},
    {"track.moving_kmh", ConfigType::kInt, "5",
     "playback: a fix at least this fast is driving (unless the ignition is off)"},
    {"track.stop_radius_m", ConfigType::kInt, "100",
     "playback: a stop lasts while fixes stay this close (metres) to where it stands"},
    {"track.min_stop_s", ConfigType::kInt, "180",
     "playback: standing shorter than this is no stop (filterTime can only raise it)"},
    {"track.min_trip_s", ConfigType::kInt, "60", "playback: a movement shorter than this is no trip"},
    {"track.min_trip_m", ConfigType::kInt, "300", "playback: a movement shorter than this many metres is no trip"},
    {"track.max_gap_s", ConfigType::kInt, "600",
     "playback: a silence longer than this is a data gap (a stop if the vehicle is found where it was)"},
    {"track.use_ignition", ConfigType::kBool, "on",
     "playback: ignition off means standing (for devices seen reporting it on)"},
    {"track.max_days_wired", ConfigType::kInt, "31", "longest period of one track query for wired devices, days"},
    {"track.max_days_wireless", ConfigType::kInt, "90",
     "longest period of one track query for wireless (long-standby) devices, days"},
    {"track.max_points", ConfigType::kInt, "500000",
     "most fixes one track query reads; beyond it the user is asked to shorten the period"},
    {"track.direct_export_max", ConfigType::kInt, "2000",
     "tracks with fewer points export as a direct download, larger ones as a download-center job"},
    {"track.place_radius_m", ConfigType::kInt, "200", "经常停留点: stops this close (metres) count as one place"},
    {"export.dir", ConfigType::kString, "exports",
     "folder of the download center's export files (relative: in data.dir)"},
    {"export.keep_days", ConfigType::kInt, "3", "days an export file is kept before it is deleted"},
    {"export.queue_size", ConfigType::kInt, "16", "export jobs waiting at most; further requests are refused"},
    {"assistant.enabled", ConfigType::kBool, "on", "the console's AI assistant (FAQ answers and quick actions)"},
    {"assistant.bot_name", ConfigType::kString, "车联小助手", "name the assistant introduces itself with"},
    {"assistant.llm_url", ConfigType::kString, "",
     "OpenAI-compatible chat API the assistant answers questions with (base URL or …/chat/completions); empty: off"},
    {"assistant.llm_model", ConfigType::kString, "", "model name sent to assistant.llm_url"},
    {"assistant.llm_key", ConfigType::kString, "", "API key sent as Authorization: Bearer (empty: none)"},
    {"assistant.llm_timeout_s", ConfigType::kInt, "30", "longest wait for one model answer, seconds"},
    {"assistant.llm_allow_private", ConfigType::kBool, "off",
     "let assistant.llm_url reach this machine and private networks (as notify.webhook_allow_private)"},
    {"sms.provider", ConfigType::kString, "log", "SMS adapter: log (writes texts to the log and the sms_outbox table)"},
    {"sms.code_ttl_s", ConfigType::kInt, "300", "seconds an SMS code stays valid"},
    {"sms.resend_s", ConfigType::kInt, "60", "seconds before another code may be sent to the same phone"},
    {"sms.daily_limit", ConfigType::kInt, "10", "codes one phone may receive in 24 hours"},
    {"alarm_push.smtp_url", ConfigType::kString, "",
     "SMTP server of alarm e-mails: smtp://host:587 (STARTTLS when offered) or smtps://host:465; empty: no e-mail"},
    {"alarm_push.smtp_user", ConfigType::kString, "", "SMTP account (empty: no login)"},
    {"alarm_push.smtp_password", ConfigType::kString, "", "SMTP password"},
    {"alarm_push.smtp_from", ConfigType::kString, "alarm@chelian.local", "sender address of alarm e-mails"},
    {"alarm_push.queue_size", ConfigType::kInt, "10000",
     "alarm pushes waiting at most; beyond, new alarms are not pushed (logged)"},
    {"alarm_push.webhook_attempts", ConfigType::kInt, "4",
     "tries of one webhook delivery (retries after 2 s, 10 s, 60 s)"},
    {"alarm_push.webhook_timeout_ms", ConfigType::kInt, "5000", "longest wait for a webhook receiver"},
    {"notify.webhook_allow_private", ConfigType::kBool, "off",
     "let webhooks reach this machine and private networks (loopback, 10/8, 172.16/12, 192.168/16, link-local and "
     "cloud metadata 169.254/16, CGNAT 100.64/10, fc00::/7, fe80::/10 …); off: such URLs are refused when saved and "
     "every address is checked when sending. On only for a receiver on the operator's own network"},
    {"geo.regions_file", ConfigType::kString, "",
     "offline boundary data of the reverse geocoder (empty: the installed share/chelian/data/china-regions.bin, else "
     "server/data/china-regions.bin of the source tree)"},
    {"geo.provider", ConfigType::kString, "offline",
     "address lookup: offline, or amap / baidu / tianditu (online, needs geo.provider_key; falls back to offline)"},
    {"geo.provider_key", ConfigType::kString, "", "key of the online address provider (never compiled in)"},
    {"geo.provider_timeout_ms", ConfigType::kInt, "2000", "longest wait for one online address lookup"},
    {"map.layers", ConfigType::kList, "",
     "base maps the console offers besides the offline one: osm, amap, tianditu (empty: all available)"},
    {"map.default_layer", ConfigType::kString, "auto",
     "base map shown first: offline, osm, amap or tianditu; auto: the first online one the browser reaches, else "
     "offline"},
    {"map.osm_tiles", ConfigType::kString, "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
     "OpenStreetMap tile URL template (a self-hosted tile server works too)"},
    {"map.tianditu_key", ConfigType::kString, "",
     "Tianditu browser key; the Tianditu base map is offered only with one"},
    {"log.level", ConfigType::kString, "info", "trace, debug, info, warn, error"},
    {"log.stats_interval_s", ConfigType::kInt, "60",
     "seconds between the device side's status lines (connections, frames and positions per second, writer queue, "
     "folds, WAL); 0: none",
     0, 86'400},
    {"log.format", ConfigType::kString, "text",
     "text, or json: one JSON object per line (time, level, logger, message, fields)"},
    {"log.access", ConfigType::kBool, "on",
     "an info line per HTTP request: method, route, status, duration, address, user (never queries, tokens or bodies)"},
    {"metrics.token", ConfigType::kString, "",
     "bearer token that may read GET /metrics on the HTTP port besides administrators' sessions (empty: none)"},
    {"metrics.listen", ConfigType::kString, "",
     "host:port of a separate listener answering GET /metrics without sign-in, e.g. 127.0.0.1:9100 (empty: none)"},
    {"cluster.nats_url", ConfigType::kString, "",
     "NATS server(s) the nodes of one cluster share, e.g. nats://127.0.0.1:4222 (comma-separated for several); empty: "
     "a single node, nothing goes to NATS (docs/cluster.md)"},
    {"cluster.node_id", ConfigType::kString, "",
     "this node's name in the cluster, unique per node (letters, digits, '-', '_'); empty: the host name and the HTTP "
     "port"},
    {"test.hooks", ConfigType::kBool, "off", "test-only endpoints (captcha answer); never enable in production"},
};

// The port of each protocol of the registry ("gateway.jt808_port"), after this key.
constexpr std::string_view kPortKeysAfter = "gateway.host";

// Every key: the table above with the registry's port keys inserted after kPortKeysAfter. Built
// once; the strings the port keys' views point into live as long as the table.
const std::vector<ConfigKeyDef>& AllKeys() {
  struct Table {
    std::vector<std::string> texts;  // defaults and descriptions of the port keys
    std::vector<ConfigKeyDef> keys;
  };
  static const Table table = [] {
    Table t;
    t.texts.reserve(2 * Protocols().size());
    for (const ConfigKeyDef& k : kKeys) {
      t.keys.push_back(k);
      if (k.key != kPortKeysAfter) continue;
      for (const ProtocolInfo& p : Protocols()) {
        const std::string& def = t.texts.emplace_back(std::to_string(p.default_port));
        const std::string& text =
            t.texts.emplace_back(std::string(p.title) + " port (-1 turns the protocol off, 0 picks a free port)");
        t.keys.push_back({p.port_key, ConfigType::kInt, def, text, -1, 65535});
      }
    }
    return t;
  }();
  return table.keys;
}

bool ParseBool(std::string_view v, bool* out) {
  std::string s = ToLower(Trim(v));
  if (s == "on" || s == "true" || s == "1" || s == "yes") return *out = true, true;
  if (s == "off" || s == "false" || s == "0" || s == "no") return *out = false, true;
  return false;
}

const ConfigKeyDef* Find(std::string_view key) {
  for (const auto& k : AllKeys())
    if (k.key == key) return &k;
  return nullptr;
}

const ConfigKeyDef& Require(std::string_view key, ConfigType type) {
  const ConfigKeyDef* def = Find(key);
  if (!def || def->type != type) {
    spdlog::critical("config key {} read with the wrong type or not in the key table", key);
    std::abort();
  }
  return *def;
}

// Flattens a TOML table into dotted keys with string values.
Status Flatten(const toml::table& table, const std::string& prefix, Config& config) {
  for (const auto& [k, node] : table) {
    std::string key = prefix.empty() ? std::string(k.str()) : prefix + "." + std::string(k.str());
    if (const toml::table* sub = node.as_table()) {
      if (Status s = Flatten(*sub, key, config); !s.ok()) return s;
      continue;
    }
    std::string value;
    if (auto s = node.value<std::string>(); s && node.is_string())
      value = *s;
    else if (auto i = node.value<int64_t>(); i && node.is_integer())
      value = std::to_string(*i);
    else if (auto b = node.value<bool>(); b && node.is_boolean())
      value = *b ? "on" : "off";
    else if (const toml::array* arr = node.as_array()) {
      for (const auto& e : *arr) {
        if (!value.empty()) value += ",";
        if (auto s = e.value<std::string>()) value += *s;
      }
    } else {
      return InvalidArgument("config key " + key + ": unsupported value type");
    }
    if (Status s = config.Set(key, value); !s.ok()) return s;
  }
  return Status::Ok();
}

}  // namespace

std::span<const ConfigKeyDef> ConfigKeys() { return AllKeys(); }

Config::Config() {
  for (const auto& k : AllKeys()) values_[std::string(k.key)] = std::string(k.default_value);
}

Status Config::Set(std::string_view key, std::string_view value) {
  const ConfigKeyDef* def = Find(key);
  if (!def) return InvalidArgument("unknown config key: " + std::string(key));
  value = Trim(value);
  switch (def->type) {
    case ConfigType::kInt: {
      long long v;
      if (!ParseInt64(value, &v))
        return InvalidArgument("config key " + std::string(key) + " needs an integer, got '" + std::string(value) +
                               "'");
      if (v < def->min || v > def->max)
        return InvalidArgument("config key " + std::string(key) + " must be " + std::to_string(def->min) + " to " +
                               std::to_string(def->max) + ", got " + std::to_string(v));
      break;
    }
    case ConfigType::kBool: {
      bool b;
      if (!ParseBool(value, &b))
        return InvalidArgument("config key " + std::string(key) + " needs on/off, got '" + std::string(value) + "'");
      break;
    }
    default:
      break;
  }
  values_[std::string(key)] = std::string(value);
  return Status::Ok();
}

Result<Config> Config::Load(const std::string& toml_path, const std::vector<std::string>& overrides) {
  Config config;
  if (!toml_path.empty()) {
    toml::table table;
    try {  // Debian's toml++ reports parse errors by exception; convert at this boundary
      table = toml::parse_file(toml_path);
    } catch (const toml::parse_error& e) {
      std::ostringstream msg;
      msg << "cannot read config " << toml_path << ": " << e.description() << " at line " << e.source().begin.line;
      return InvalidArgument(msg.str());
    }
    if (Status s = Flatten(table, "", config); !s.ok()) return s;
  }
  for (const auto& o : overrides) {
    size_t eq = o.find('=');
    if (eq == std::string::npos) return InvalidArgument("--set needs key=value, got '" + o + "'");
    if (Status s = config.Set(Trim(std::string_view(o).substr(0, eq)), std::string_view(o).substr(eq + 1)); !s.ok())
      return s;
  }
  return config;
}

const std::string& Config::GetString(std::string_view key) const {
  Require(key, ConfigType::kString);
  return values_.find(std::string(key))->second;
}

long long Config::GetInt(std::string_view key) const {
  Require(key, ConfigType::kInt);
  long long v = 0;
  ParseInt64(values_.find(std::string(key))->second, &v);
  return v;
}

bool Config::GetBool(std::string_view key) const {
  Require(key, ConfigType::kBool);
  bool b = false;
  ParseBool(values_.find(std::string(key))->second, &b);
  return b;
}

std::vector<std::string> Config::GetList(std::string_view key) const {
  Require(key, ConfigType::kList);
  std::vector<std::string> out;
  for (auto part : Split(values_.find(std::string(key))->second, ','))
    if (auto t = Trim(part); !t.empty()) out.emplace_back(t);
  return out;
}

std::string Config::Describe() const {
  std::string out;
  for (const auto& k : AllKeys()) {
    std::string value = values_.find(std::string(k.key))->second;
    std::string quoted = (k.type == ConfigType::kInt) ? value : "\"" + value + "\"";
    out += std::string(k.key) + " = " + quoted + "  # " + std::string(k.description) +
           " (default: " + (k.default_value.empty() ? "empty" : std::string(k.default_value)) + ")\n";
  }
  return out;
}

}  // namespace chelian
