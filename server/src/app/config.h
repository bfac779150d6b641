// The server's configuration: one key table (name, type, default, description) is the single
// source of truth; values come from the table's defaults, a TOML file and `--set key=value`.
#pragma once

#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/status.h"

namespace chelian {

enum class ConfigType { kString, kInt, kBool, kList };

struct ConfigKeyDef {
  std::string_view key;
  ConfigType type;
  std::string_view default_value;
  std::string_view description;
  // kInt only: the values accepted (a value outside is an error naming the key).
  long long min = std::numeric_limits<long long>::min();
  long long max = std::numeric_limits<long long>::max();
};

// Every key the server reads: the table in config.cc (adding a key means adding one line there)
// and the port of every protocol of the registry (protocol/registry.cc: its port_key, default port
// and title), listed after gateway.host.
std::span<const ConfigKeyDef> ConfigKeys();

class Config {
 public:
  // Defaults only.
  Config();

  // Loads `toml_path` (may be empty) and then applies `overrides` ("key=value"). Unknown keys and
  // values that do not fit the key's type are errors naming the key.
  static Result<Config> Load(const std::string& toml_path, const std::vector<std::string>& overrides);

  // Sets one key, validating it. Used by Load and by tests.
  Status Set(std::string_view key, std::string_view value);

  // REQUIRES: `key` is in ConfigKeys() with a matching type (checked; a typo aborts in tests).
  const std::string& GetString(std::string_view key) const;
  long long GetInt(std::string_view key) const;
  bool GetBool(std::string_view key) const;
  std::vector<std::string> GetList(std::string_view key) const;

  // "key = value  # description" for every key, for --print-config.
  std::string Describe() const;

 private:
  std::unordered_map<std::string, std::string> values_;
};

}  // namespace chelian
