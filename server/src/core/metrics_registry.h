// The list of the server's metrics and their text for Prometheus (text exposition format 0.0.4):
// each family has a name, a help line and a type; its series read instruments (core/metrics.h)
// or functions called at scrape time. Registering and rendering are thread-safe.
#pragma once

#include <functional>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "core/metrics.h"

namespace chelian::metrics {

using Labels = std::vector<std::pair<std::string, std::string>>;
enum class Type { kCounter, kGauge, kHistogram };

// Called at scrape time with `emit(labels, value)` once per series of a family whose label values
// are only known then (HTTP status codes, export job states).
using SeriesFn = std::function<void(const std::function<void(const Labels&, double)>& emit)>;

class Registry {
 public:
  // REQUIRES: a valid metric name; a name added again keeps its help and type (series append).
  void Add(const std::string& name, const std::string& help, const Counter& counter, Labels labels = {});
  void Add(const std::string& name, const std::string& help, const Gauge& gauge, Labels labels = {});
  void Add(const std::string& name, const std::string& help, const Histogram& histogram, Labels labels = {});
  // A value read at scrape time (stats a part already keeps, a queue's size).
  void AddRead(const std::string& name, const std::string& help, Type type, std::function<double()> read,
               Labels labels = {});
  void AddSeries(const std::string& name, const std::string& help, Type type, SeriesFn series);

  // Every family in the order added.
  std::string Render() const;
  // The families' names, help and type (docs, tests).
  struct FamilyInfo {
    std::string name, help;
    Type type;
  };
  std::vector<FamilyInfo> Families() const;

 private:
  struct Series {
    Labels labels;
    const Histogram* histogram = nullptr;
    std::function<double()> read;  // counters, gauges, reads
    SeriesFn many;
  };
  struct Family {
    std::string name, help;
    Type type;
    std::vector<Series> series;
  };
  Family& FamilyOf(const std::string& name, const std::string& help, Type type);  // REQUIRES: mu_ held

  mutable std::mutex mu_;
  std::vector<Family> families_;  // GUARDED_BY(mu_)
};

// A metric value as the text format writes it: integers without a decimal point, NaN, ±Inf.
std::string FormatValue(double v);
// `{a="x",b="y"}` with values escaped (\\, \", \n); empty for no labels.
std::string FormatLabels(const Labels& labels);

}  // namespace chelian::metrics
