// Where the server's files are: data.dir holds what it writes (a relative store.sqlite_path,
// media.dir or export.dir lies inside it), and an installed binary reads the console and the
// boundary data from share/chelian beside its bin/ and its configuration from /etc/chelian.
#pragma once

#include <string>
#include <string_view>

#include "app/config.h"

namespace chelian {

// <prefix>/share/chelian when the running binary is <prefix>/bin/chelian-server of an installed
// tree (cmake --install, the .deb); "" when it runs from a build folder.
std::string InstalledShareDir();

// The configuration file read when no --config is given: `system_file` (/etc/chelian/chelian.toml)
// when the binary is installed (`share_dir` not empty) and that file exists; else "" (defaults).
std::string DefaultConfigFile(const std::string& share_dir, const std::string& system_file);
// The packaged location of that file, /etc/chelian/chelian.toml, whatever the install prefix.
std::string SystemConfigFile();

// The path of a data key (store.sqlite_path, media.dir, export.dir): an absolute value as it is,
// a relative one inside data.dir.
std::string DataPath(const Config& config, std::string_view key);

// web.root, or when empty the installed console (share/chelian/web) or else web/dist.
std::string WebRoot(const Config& config);

// geo.regions_file, or when empty the installed boundary data (share/chelian/data) or else "" (the
// source tree's, which the geocoder knows).
std::string RegionsFile(const Config& config);

}  // namespace chelian
