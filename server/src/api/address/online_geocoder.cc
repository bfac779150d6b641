// Online reverse geocoding providers over libcurl.
#include "api/address/online_geocoder.h"

#include <curl/curl.h>
#include <spdlog/spdlog.h>

#include <cstdio>

#include "core/json.h"
#include "geo/coord_systems.h"

namespace chelian::api::address {
namespace {

size_t Append(char* data, size_t size, size_t n, void* out) {
  static_cast<std::string*>(out)->append(data, size * n);
  return size * n;
}

std::string Fixed(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6f", v);
  return buf;
}

std::string Encode(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      char buf[4];
      std::snprintf(buf, sizeof buf, "%%%02X", c);
      out += buf;
    }
  }
  return out;
}

// The string at a path of object members, if every step exists.
std::optional<std::string> StringAt(const boost::json::value& v, std::initializer_list<const char*> path) {
  const boost::json::value* at = &v;
  for (const char* key : path) {
    if (!at->is_object()) return std::nullopt;
    at = at->get_object().if_contains(key);
    if (!at) return std::nullopt;
  }
  if (!at->is_string() || at->get_string().empty()) return std::nullopt;
  return std::string(at->get_string());
}

}  // namespace

OnlineGeocoder::OnlineGeocoder(OnlineOptions options) : options_(std::move(options)) {
  if (enabled()) curl_global_init(CURL_GLOBAL_DEFAULT);
}

bool OnlineGeocoder::enabled() const {
  return !options_.key.empty() &&
         (options_.provider == "amap" || options_.provider == "baidu" || options_.provider == "tianditu");
}

std::string OnlineGeocoder::RequestUrl(geo::LatLon p) const {
  if (options_.provider == "amap") {  // GCJ-02 input
    geo::LatLon g = geo::Wgs84ToGcj02(p);
    return "https://restapi.amap.com/v3/geocode/regeo?output=json&key=" + Encode(options_.key) +
           "&location=" + Fixed(g.lon) + "," + Fixed(g.lat);
  }
  if (options_.provider == "baidu") {  // accepts WGS-84 directly
    return "https://api.map.baidu.com/reverse_geocoding/v3/?output=json&coordtype=wgs84ll&ak=" + Encode(options_.key) +
           "&location=" + Fixed(p.lat) + "," + Fixed(p.lon);
  }
  // Tianditu: CGCS2000, practically WGS-84.
  std::string post = "{'lon':" + Fixed(p.lon) + ",'lat':" + Fixed(p.lat) + ",'ver':1}";
  return "https://api.tianditu.gov.cn/geocoder?type=geocode&tk=" + Encode(options_.key) + "&postStr=" + Encode(post);
}

std::optional<std::string> OnlineGeocoder::ParseReply(const std::string& body) const {
  bool ok = false;
  boost::json::value v = ParseJson(body, &ok);
  if (!ok) return std::nullopt;
  if (options_.provider == "amap") return StringAt(v, {"regeocode", "formatted_address"});
  if (options_.provider == "baidu") return StringAt(v, {"result", "formatted_address"});
  return StringAt(v, {"result", "formatted_address"});
}

std::optional<std::string> OnlineGeocoder::Fetch(const std::string& url) {
  CURL* curl = curl_easy_init();
  if (!curl) return std::nullopt;
  std::string body;
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, Append);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &body);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, static_cast<long>(options_.timeout_ms));
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "https");
  CURLcode rc = curl_easy_perform(curl);
  long status = 0;
  curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
  curl_easy_cleanup(curl);
  if (rc != CURLE_OK || status != 200) {
    spdlog::warn("online geocoder {} failed: {} (HTTP {})", options_.provider, curl_easy_strerror(rc), status);
    return std::nullopt;
  }
  return body;
}

std::optional<std::string> OnlineGeocoder::Lookup(geo::LatLon p) {
  if (!enabled()) return std::nullopt;
  std::string key = Fixed(p.lat).substr(0, 8) + "," + Fixed(p.lon).substr(0, 9);
  {
    std::lock_guard lock(mu_);
    if (auto it = cache_.find(key); it != cache_.end()) return it->second;
    if (std::chrono::steady_clock::now() < paused_until_) return std::nullopt;
  }
  auto body = Fetch(RequestUrl(p));
  auto address = body ? ParseReply(*body) : std::nullopt;
  std::lock_guard lock(mu_);
  if (!address) {
    paused_until_ = std::chrono::steady_clock::now() + std::chrono::seconds(options_.pause_after_failure_s);
    return std::nullopt;
  }
  if (cache_.emplace(key, *address).second) {
    order_.push_back(key);
    if (order_.size() > options_.cache_entries) {
      cache_.erase(order_.front());
      order_.pop_front();
    }
  }
  return address;
}

}  // namespace chelian::api::address
