// Implementation of the admin commands.
#include "app/admin_cli.h"

#include <cstdio>
#include <iostream>
#include <map>
#include <set>

#include "app/data_care_cli.h"
#include "app/demo_ebike_seed.h"
#include "app/demo_rental_seed.h"
#include "app/demo_seed.h"
#include "app/device_reset_auth.h"
#include "app/rebuild_days.h"
#include "app/server_app.h"
#include "auth/login_service.h"
#include "auth/password.h"
#include "core/clock.h"
#include "core/strings.h"
#include "sim/demo_ebikes.h"
#include "store/group_repo.h"
#include "store/user_repo.h"

namespace chelian {
namespace {

constexpr char kUsage[] =
    "usage:\n"
    "  chelian-server [--config FILE] [--set k=v]… admin user-add --username U --password P --role admin|user --group "
    "G\n"
    "      G is a group id or name; a name that does not exist yet becomes a new top-level group.\n"
    "  chelian-server [--config FILE] [--set k=v]… admin demo-seed [--vehicles N] [--wearables N] "
    "[--ebikes N]\n"
    "      creates the demo tenant (groups, users, N vehicles with devices, default 200); idempotent.\n"
    "      --wearables N adds a demo school (30 people with watch badges) and pet trackers (H02), N in all.\n"
    "      --ebikes N adds 电动车卫士's demo e-bikes (JT/T 808, every fourth GT06) in 电动车卫士体验组.\n"
    "  chelian-server [--config FILE] [--set k=v]… admin demo-rental\n"
    "      adds 电动车租赁's demo rental fleet (e-bikes and contracts) under the demo agent; idempotent.\n"
    "  chelian-server [--config FILE] [--set k=v]… admin device-reset-auth --terminal NO\n"
    "      forgets a JT/T 808 terminal's authentication code: it may register again and gets a new one.\n"
    "  chelian-server [--config FILE] [--set k=v]… admin rebuild-days --from yyyy-MM-dd [--to yyyy-MM-dd] "
    "[--terminal NO]\n"
    "      recomputes the daily aggregates of those local days from stored positions (all devices, or one).\n"
    "  chelian-server [--config FILE] [--set k=v]… admin backup --to FILE\n"
    "      an online, consistent copy of the database, also while the server runs.\n"
    "  chelian-server [--config FILE] [--set k=v]… admin restore --from FILE\n"
    "      puts a backup in place of the database (the server must be stopped; the old file is kept aside).\n"
    "  chelian-server [--config FILE] [--set k=v]… admin check [--integrity quick|full]\n"
    "      integrity check, file size, rows per main table, oldest and newest data.\n";

// The options each command takes after its name; nullptr for an unknown command. A command runs
// only when it is listed here, so an option it does not know, or a global one (--config, --set)
// put after it, fails the command before the database is opened instead of being ignored.
const std::set<std::string>* CommandOptions(const std::string& command) {
  static const std::map<std::string, std::set<std::string>> kOptions = {
      {"user-add", {"username", "password", "role", "group", "name"}},
      {"demo-seed", {"vehicles", "wearables", "ebikes"}},
      {"demo-rental", {}},
      {"device-reset-auth", {"terminal"}},
      {"rebuild-days", {"from", "to", "terminal"}},
      {"backup", {"to"}},
      {"restore", {"from"}},
      {"check", {"integrity"}},
  };
  auto it = kOptions.find(command);
  return it == kOptions.end() ? nullptr : &it->second;
}

bool IsGlobalOption(const std::string& arg) { return arg == "--config" || arg == "--set"; }

std::string MisplacedGlobal(const std::string& option, const std::string& command) {
  return option + " is a global option: put it before 'admin' (chelian-server " + option + " … admin " + command +
         " …); nothing was done";
}

// Parses the "--key value" pairs after the command `args[0]` into `out`. Returns the error to
// print, empty when every option is the command's own and has a value.
std::string ParseOptions(const std::vector<std::string>& args, std::map<std::string, std::string>* out) {
  const std::set<std::string>* known = CommandOptions(args[0]);
  if (!known) {
    if (IsGlobalOption(args[0])) return MisplacedGlobal(args[0], args.size() > 2 ? args[2] : "<command>");
    return "unknown admin command '" + args[0] + "'";
  }
  for (size_t i = 1; i < args.size(); i += 2) {
    const std::string& arg = args[i];
    if (IsGlobalOption(arg)) return MisplacedGlobal(arg, args[0]);
    if (!StartsWith(arg, "--") || arg.size() == 2) return "'" + arg + "' is not an option of admin " + args[0];
    if (!known->count(arg.substr(2))) return "unknown option " + arg + " for admin " + args[0];
    if (i + 1 >= args.size()) return "option " + arg + " needs a value";
    (*out)[arg.substr(2)] = args[i + 1];
  }
  return "";
}

int Fail(const std::string& msg) {
  std::cerr << "error: " << msg << "\n";
  return 1;
}

int UserAdd(store::Database& db, const std::map<std::string, std::string>& opts) {
  for (const char* k : {"username", "password", "role", "group"})
    if (!opts.count(k)) return Fail(std::string("missing --") + k + "\n" + kUsage);
  const std::string& role = opts.at("role");
  if (role != "admin" && role != "user") return Fail("--role must be admin or user");
  if (Status s = auth::CheckNewPassword(opts.at("password")); !s.ok()) return Fail(s.message());
  auto conn = db.Acquire();
  const auto everything = store::Scope::Everything();
  long long now = SystemNowMs();
  long long group_id = 0;
  long long numeric;
  if (ParseInt64(opts.at("group"), &numeric)) {
    auto g = store::GetGroup(*conn, everything, numeric);
    if (!g.ok()) return Fail("group " + opts.at("group") + " does not exist");
    group_id = g->id;
  } else if (auto g = store::FindGroupByName(*conn, everything, opts.at("group")); g.ok()) {
    group_id = g->id;
  } else {
    auto created = store::CreateGroup(*conn, everything, {0, opts.at("group")}, now);
    if (!created.ok()) return Fail(created.status().message());
    group_id = created->id;
    std::cout << "created group " << created->name << " (id " << group_id << ")\n";
  }
  auto hash = auth::HashPassword(opts.at("password"));
  if (!hash.ok()) return Fail(hash.status().message());
  std::string name = opts.count("name") ? opts.at("name") : opts.at("username");
  auto user =
      store::CreateUser(*conn, everything, {opts.at("username"), *hash, name, group_id, role == "admin" ? 1 : 2}, now);
  if (!user.ok()) return Fail(user.status().message());
  std::cout << "created user " << user->username << " (id " << user->id << ", role " << user->role_name << ", group "
            << user->group_name << ")\n";
  return 0;
}

int DemoSeed(store::Database& db, const std::map<std::string, std::string>& opts) {
  long long vehicles = 200;
  if (opts.count("vehicles") && !ParseInt64(opts.at("vehicles"), &vehicles)) return Fail("--vehicles needs a number");
  auto r = SeedDemo(db, static_cast<int>(vehicles), SystemNowMs());
  if (!r.ok()) return Fail(r.status().message());
  if (!r->created) {
    std::cout << "demo tenant already present; nothing changed\n";
  } else {
    std::cout << "demo tenant created: " << r->groups << " groups, " << r->users << " users, " << r->vehicles
              << " vehicles\n";
  }
  long long wearables = 0;
  if (opts.count("wearables") && !ParseInt64(opts.at("wearables"), &wearables))
    return Fail("--wearables needs a number");
  auto w = SeedDemoWearables(db, static_cast<int>(wearables), SystemNowMs());
  if (!w.ok()) return Fail(w.status().message());
  if (*w > 0) std::cout << "demo school and pets created: " << *w << " people and pets with devices\n";
  long long ebikes = 0;
  if (opts.count("ebikes") && !ParseInt64(opts.at("ebikes"), &ebikes)) return Fail("--ebikes needs a number");
  auto e = SeedDemoEbikes(db, static_cast<int>(ebikes), SystemNowMs());
  if (!e.ok()) return Fail(e.status().message());
  if (*e > 0) std::cout << "demo e-bikes created: " << *e << " in " << sim::kEbikeGroup << "\n";
  std::cout << "sign in as " << kDemoAdminUser << " / " << kDemoAdminPassword << " (admin) or " << kDemoFleetUser
            << " / " << kDemoFleetPassword << " (fleet user)\n";
  return 0;
}

// 电动车租赁's demo rental fleet under the demo agent (docs/elec-lease.md).
int DemoRental(store::Database& db) {
  auto bikes = SeedDemoRental(db, SystemNowMs());
  if (!bikes.ok()) return Fail(bikes.status().message());
  if (*bikes == 0)
    std::cout << "demo rental fleet already present; nothing changed\n";
  else
    std::cout << "demo rental fleet created: " << *bikes << " e-bikes with their contracts\n";
  return 0;
}

}  // namespace

int RunAdminCommand(const Config& config, const std::vector<std::string>& args) {
  if (args.empty() || args[0] == "help" || args[0] == "--help") {
    std::cout << kUsage;
    return args.empty() ? 2 : 0;
  }
  std::map<std::string, std::string> opts;
  if (std::string error = ParseOptions(args, &opts); !error.empty()) return Fail(error + "\n" + kUsage);
  auto opt = [&](const char* k, const char* fallback = "") {
    return opts.count(k) ? opts.at(k) : std::string(fallback);
  };
  // The database file's own care: these must not open (restore: not even create) it first.
  if (args[0] == "backup") return BackupCommand(config, opt("to"));
  if (args[0] == "restore") return RestoreCommand(config, opt("from"));
  if (args[0] == "check") return CheckCommand(config, opt("integrity", "quick"));
  if (!auth::InitCrypto()) return Fail("libsodium failed to initialise");
  auto db = OpenConfiguredDatabase(config);
  if (!db.ok()) return Fail(db.status().message());
  if (args[0] == "user-add") return UserAdd(**db, opts);
  if (args[0] == "demo-seed") return DemoSeed(**db, opts);
  if (args[0] == "demo-rental") return DemoRental(**db);
  if (args[0] == "rebuild-days") {
    return RebuildDaysCommand(**db, opt("from"), opt("to"), opt("terminal"),
                              static_cast<int>(config.GetInt("site.utc_offset_minutes")));
  }
  if (args[0] == "device-reset-auth")
    return DeviceResetAuthCommand(**db, opts.count("terminal") ? opts.at("terminal") : "");
  return Fail("unknown admin command '" + args[0] + "'\n" + kUsage);
}

}  // namespace chelian
