// chelian-server: the server (default), `admin …` commands, `decode …` for support engineers,
// `--print-config`. Global options: --config FILE (default: /etc/chelian/chelian.toml when installed
// and present), --set key=value (repeatable).
#include <malloc.h>
#include <spdlog/spdlog.h>

#include <csignal>
#include <iostream>
#include <string>
#include <vector>

#include "app/admin_cli.h"
#include "app/config.h"
#include "app/install_layout.h"
#include "app/module_options.h"
#include "app/server_app.h"
#include "core/structured_log.h"
#include "net/descriptors.h"
#include "protocol/decode_tool.h"

namespace {

constexpr char kUsage[] =
    "usage: chelian-server [--config FILE] [--set key=value]… [--print-config]\n"
    "       chelian-server [global options] admin user-add|demo-seed|device-reset-auth …   (see: admin help)\n"
    "       chelian-server decode --protocol NAME HEX…   (names: decode --help)\n"
    "Global options go before the command: an option after `admin <command>` is that command's own.\n";

int Serve(const chelian::Config& config) {
  // Block the stop signals before any thread starts so only sigwait below receives them.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
  std::signal(SIGPIPE, SIG_IGN);
  // Device connections and the console share the descriptors: take all the system allows.
  spdlog::info("descriptor limit {}", chelian::net::RaiseDescriptorLimit());

  auto app = chelian::ServerApp::Create(config);
  if (!app.ok()) {
    spdlog::critical("cannot start: {}", app.status().message());
    return 1;
  }
  if (chelian::Status s = (*app)->Start(); !s.ok()) {
    spdlog::critical("cannot start: {}", s.message());
    return 1;
  }
  spdlog::info("Chelian is serving the console and API on http://{}:{}", config.GetString("http.host"),
               (*app)->http_port());
  int sig = 0;
  sigwait(&stop_signals, &sig);
  spdlog::info("received signal {}, stopping", sig);
  (*app)->Stop();
  spdlog::info("stopped cleanly");
  return 0;
}

// Large replies (a month of track points, tens of MB) would otherwise get fresh pages from the
// kernel on every request and page-fault them in again; keep freed memory for the next request.
void KeepFreedMemory() {
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
}

}  // namespace

int main(int argc, char** argv) {
  KeepFreedMemory();
  std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && args[0] == "decode") return chelian::RunDecodeTool(argc - 1, argv + 1);
  std::string config_path;
  std::vector<std::string> overrides;
  bool print_config = false;
  size_t i = 0;
  for (; i < args.size(); ++i) {
    if (args[i] == "--config" && i + 1 < args.size())
      config_path = args[++i];
    else if (args[i] == "--set" && i + 1 < args.size())
      overrides.push_back(args[++i]);
    else if (args[i] == "--print-config")
      print_config = true;
    else if (args[i] == "--help" || args[i] == "-h") {
      std::cout << kUsage;
      return 0;
    } else
      break;
  }
  // Installed (the .deb), the server reads /etc/chelian/chelian.toml unless --config names a file.
  if (config_path.empty())
    config_path = chelian::DefaultConfigFile(chelian::InstalledShareDir(), chelian::SystemConfigFile());
  auto config = chelian::Config::Load(config_path, overrides);
  if (!config.ok()) {
    std::cerr << "error: " << config.status().message() << "\n";
    return 2;
  }
  spdlog::set_level(spdlog::level::from_str(config->GetString("log.level")));
  auto log_options = chelian::LogFromConfig(*config);
  if (!log_options.ok()) {
    std::cerr << "error: " << log_options.status().message() << "\n";
    return 2;
  }
  chelian::SetJsonLogs(log_options->json);
  if (print_config) {
    if (i < args.size()) {  // it would print and skip the command
      std::cerr << "error: --print-config takes no command (got '" << args[i] << "')\n" << kUsage;
      return 2;
    }
    std::cout << config->Describe();
    return 0;
  }
  if (i < args.size()) {
    if (args[i] == "admin")
      return chelian::RunAdminCommand(*config, std::vector<std::string>(args.begin() + i + 1, args.end()));
    std::cerr << "unknown command '" << args[i] << "'\n" << kUsage;
    return 2;
  }
  if (!config_path.empty()) spdlog::info("configuration from {}", config_path);
  return Serve(*config);
}
