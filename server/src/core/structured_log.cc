// Implementation of the structured log: the JSON line formatter and fields beside a message.
#include "core/structured_log.h"

#include <spdlog/pattern_formatter.h>

#include <atomic>
#include <chrono>

#include "core/civil_time.h"
#include "core/json.h"

namespace chelian {
namespace {

std::atomic<bool> json_logs{false};
// The fields of the line being logged on this thread (JSON object text), read by the formatter.
thread_local std::string_view current_fields;

void AppendField(std::string& out, const LogField& f) {
  if (const auto* s = std::get_if<std::string_view>(&f.value))
    AppendJsonString(out, *s);
  else if (const auto* i = std::get_if<long long>(&f.value))
    out += std::to_string(*i);
  else
    AppendJsonDouble(out, std::get<double>(f.value));
}

class JsonFormatter final : public spdlog::formatter {
 public:
  void format(const spdlog::details::log_msg& msg, spdlog::memory_buf_t& dest) override {
    long long ms = std::chrono::duration_cast<std::chrono::milliseconds>(msg.time.time_since_epoch()).count();
    auto level = spdlog::level::to_string_view(msg.level);
    std::string line = JsonLogLine(ms, std::string_view(level.data(), level.size()),
                                   std::string_view(msg.logger_name.data(), msg.logger_name.size()),
                                   std::string_view(msg.payload.data(), msg.payload.size()), current_fields);
    line += '\n';
    dest.append(line.data(), line.data() + line.size());
  }
  std::unique_ptr<spdlog::formatter> clone() const override { return std::make_unique<JsonFormatter>(); }
};

}  // namespace

std::string JsonLogLine(long long time_ms, std::string_view level, std::string_view logger, std::string_view message,
                        std::string_view fields_json) {
  std::string out = "{\"time\":";
  AppendJsonString(out, FormatIsoUtc(time_ms));
  out += ",\"level\":";
  AppendJsonString(out, level);
  out += ",\"logger\":";
  AppendJsonString(out, logger);
  out += ",\"message\":";
  AppendJsonString(out, message);
  out += ",\"fields\":";
  out += fields_json.empty() ? std::string_view("{}") : fields_json;
  out += '}';
  return out;
}

void LogWithFields(spdlog::level::level_enum level, std::string_view message, std::initializer_list<LogField> fields) {
  if (!spdlog::should_log(level)) return;
  if (JsonLogsOn()) {
    std::string obj = "{";
    for (const LogField& f : fields) {
      if (obj.size() > 1) obj += ',';
      AppendJsonString(obj, f.key);
      obj += ':';
      AppendField(obj, f);
    }
    obj += '}';
    current_fields = obj;
    spdlog::log(level, "{}", message);
    current_fields = {};
    return;
  }
  std::string line(message);
  for (const LogField& f : fields) {
    line += ' ';
    line += f.key;
    line += '=';
    if (const auto* s = std::get_if<std::string_view>(&f.value))
      line += s->empty() ? std::string_view("-") : *s;
    else if (const auto* i = std::get_if<long long>(&f.value))
      line += std::to_string(*i);
    else
      line += fmt::format("{:.1f}", std::get<double>(f.value));
  }
  spdlog::log(level, "{}", line);
}

void SetJsonLogs(bool on) {
  json_logs = on;
  if (on)
    spdlog::set_formatter(std::make_unique<JsonFormatter>());
  else
    spdlog::set_formatter(std::make_unique<spdlog::pattern_formatter>());
}

bool JsonLogsOn() { return json_logs.load(std::memory_order_relaxed); }

}  // namespace chelian
