// Implementation of the metrics registry and its text format.
#include "core/metrics_registry.h"

#include <cassert>
#include <charconv>
#include <cmath>

namespace chelian::metrics {

namespace {

[[maybe_unused]] bool ValidName(const std::string& name) {
  if (name.empty() || (name[0] >= '0' && name[0] <= '9')) return false;
  for (char c : name)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == ':'))
      return false;
  return true;
}

const char* TypeName(Type t) {
  switch (t) {
    case Type::kCounter:
      return "counter";
    case Type::kGauge:
      return "gauge";
    case Type::kHistogram:
      return "histogram";
  }
  return "untyped";
}

// The help text escaped as the format wants (\\ and \n).
std::string EscapeHelp(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '\\')
      out += "\\\\";
    else if (c == '\n')
      out += "\\n";
    else
      out += c;
  }
  return out;
}

void Line(std::string& out, const std::string& name, const Labels& labels, double value) {
  out += name;
  out += FormatLabels(labels);
  out += ' ';
  out += FormatValue(value);
  out += '\n';
}

void RenderHistogram(std::string& out, const std::string& name, const Labels& labels, const Histogram& h) {
  Histogram::Snapshot s = h.Read();
  Labels with_le = labels;
  with_le.emplace_back("le", "");
  for (size_t i = 0; i < s.cumulative.size(); ++i) {
    with_le.back().second = i < s.upper_bounds.size() ? FormatValue(s.upper_bounds[i]) : "+Inf";
    Line(out, name + "_bucket", with_le, static_cast<double>(s.cumulative[i]));
  }
  Line(out, name + "_sum", labels, s.sum);
  Line(out, name + "_count", labels, static_cast<double>(s.cumulative.back()));
}

}  // namespace

std::string FormatValue(double v) {
  if (std::isnan(v)) return "NaN";
  if (std::isinf(v)) return v > 0 ? "+Inf" : "-Inf";
  char buf[32];
  if (v == std::trunc(v) && std::fabs(v) < 9.0e15) {
    auto r = std::to_chars(buf, buf + sizeof buf, static_cast<long long>(v));
    return std::string(buf, r.ptr);
  }
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

std::string FormatLabels(const Labels& labels) {
  if (labels.empty()) return "";
  std::string out = "{";
  for (size_t i = 0; i < labels.size(); ++i) {
    if (i) out += ',';
    out += labels[i].first;
    out += "=\"";
    for (char c : labels[i].second) {
      if (c == '\\')
        out += "\\\\";
      else if (c == '"')
        out += "\\\"";
      else if (c == '\n')
        out += "\\n";
      else
        out += c;
    }
    out += '"';
  }
  return out + "}";
}

Registry::Family& Registry::FamilyOf(const std::string& name, const std::string& help, Type type) {
  assert(ValidName(name) && "metric names are [a-zA-Z_:][a-zA-Z0-9_:]*");
  for (Family& f : families_)
    if (f.name == name) {
      assert(f.type == type && "one type per metric name");
      return f;
    }
  families_.push_back({name, help, type, {}});
  return families_.back();
}

void Registry::Add(const std::string& name, const std::string& help, const Counter& counter, Labels labels) {
  AddRead(
      name, help, Type::kCounter, [&counter] { return static_cast<double>(counter.value()); }, std::move(labels));
}

void Registry::Add(const std::string& name, const std::string& help, const Gauge& gauge, Labels labels) {
  AddRead(
      name, help, Type::kGauge, [&gauge] { return static_cast<double>(gauge.value()); }, std::move(labels));
}

void Registry::Add(const std::string& name, const std::string& help, const Histogram& histogram, Labels labels) {
  std::lock_guard lock(mu_);
  FamilyOf(name, help, Type::kHistogram).series.push_back({std::move(labels), &histogram, {}, {}});
}

void Registry::AddRead(const std::string& name, const std::string& help, Type type, std::function<double()> read,
                       Labels labels) {
  assert(type != Type::kHistogram);
  std::lock_guard lock(mu_);
  FamilyOf(name, help, type).series.push_back({std::move(labels), nullptr, std::move(read), {}});
}

void Registry::AddSeries(const std::string& name, const std::string& help, Type type, SeriesFn series) {
  assert(type != Type::kHistogram);
  std::lock_guard lock(mu_);
  FamilyOf(name, help, type).series.push_back({{}, nullptr, {}, std::move(series)});
}

std::string Registry::Render() const {
  std::lock_guard lock(mu_);
  std::string out;
  for (const Family& f : families_) {
    out += "# HELP " + f.name + " " + EscapeHelp(f.help) + "\n";
    out += "# TYPE " + f.name + " " + TypeName(f.type) + "\n";
    for (const Series& s : f.series) {
      if (s.histogram)
        RenderHistogram(out, f.name, s.labels, *s.histogram);
      else if (s.read)
        Line(out, f.name, s.labels, s.read());
      else
        s.many([&](const Labels& labels, double value) { Line(out, f.name, labels, value); });
    }
  }
  return out;
}

std::vector<Registry::FamilyInfo> Registry::Families() const {
  std::lock_guard lock(mu_);
  std::vector<FamilyInfo> out;
  for (const Family& f : families_) out.push_back({f.name, f.help, f.type});
  return out;
}

}  // namespace chelian::metrics
