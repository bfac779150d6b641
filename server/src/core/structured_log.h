// Log lines with named fields (the access log): in the text format the fields follow the message
// as key=value; with log.format = json every line is one JSON object {time, level, logger,
// message, fields} (SetJsonLogs). Fields never carry secrets: callers pass only what may be read.
#pragma once

#include <spdlog/spdlog.h>

#include <initializer_list>
#include <string>
#include <string_view>
#include <variant>

namespace chelian {

struct LogField {
  std::string_view key;
  std::variant<std::string_view, long long, double> value;
};

// Logs `message` with `fields` at `level` on the default logger.
void LogWithFields(spdlog::level::level_enum level, std::string_view message, std::initializer_list<LogField> fields);

// Every registered logger writes JSON lines from now on (on) or spdlog's default text again (off).
void SetJsonLogs(bool on);
bool JsonLogsOn();

// One line of the JSON format (exposed for tests): `fields_json` is an object's text or empty.
std::string JsonLogLine(long long time_ms, std::string_view level, std::string_view logger, std::string_view message,
                        std::string_view fields_json);

}  // namespace chelian
