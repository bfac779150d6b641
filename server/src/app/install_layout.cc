// Implementation of the installed layout and the data paths.
#include "app/install_layout.h"

#include <filesystem>
#include <system_error>

namespace chelian {
namespace fs = std::filesystem;

std::string InstalledShareDir() {
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec || exe.parent_path().filename() != "bin") return "";
  fs::path share = exe.parent_path().parent_path() / "share" / "chelian";
  return fs::is_directory(share, ec) ? share.string() : "";
}

std::string DefaultConfigFile(const std::string& share_dir, const std::string& system_file) {
  std::error_code ec;
  if (share_dir.empty() || !fs::is_regular_file(system_file, ec)) return "";
  return system_file;
}

std::string SystemConfigFile() { return "/etc/chelian/chelian.toml"; }

std::string DataPath(const Config& config, std::string_view key) {
  fs::path value = config.GetString(key);
  if (value.is_absolute()) return value.string();
  return (fs::path(config.GetString("data.dir")) / value).string();
}

namespace {
// `relative` inside the installed share folder when it is there, else "".
std::string Installed(const std::string& relative) {
  std::string share = InstalledShareDir();
  std::error_code ec;
  if (share.empty() || !fs::exists(fs::path(share) / relative, ec)) return "";
  return (fs::path(share) / relative).string();
}
}  // namespace

std::string WebRoot(const Config& config) {
  const std::string& configured = config.GetString("web.root");
  if (!configured.empty()) return configured;
  std::string installed = Installed("web");
  return installed.empty() ? "web/dist" : installed;
}

std::string RegionsFile(const Config& config) {
  const std::string& configured = config.GetString("geo.regions_file");
  return configured.empty() ? Installed("data/china-regions.bin") : configured;
}

}  // namespace chelian
