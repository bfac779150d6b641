// The assistant's frequently asked questions (console-spec §1, R-APP-5): sixteen topics, each with
// the question shown as a prompt, the words that point to it and the answer. Answers may name
// the platform's address and device ports, filled in per request.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace chelian::assistant {

struct FaqEntry {
  int id = 0;
  std::string_view topic;     // short name, e.g. "设备离线"
  std::string_view question;  // the prompt offered to the user
  std::vector<std::string_view> keywords;
  std::string_view answer;  // may hold {host}, {host_only}, {protocols}
};

// A device protocol's gateway as users are told of it.
struct DevicePort {
  std::string protocol;  // "JT/T 808（部标 2011/2013/2019 版）"
  int port = 0;
};

// Where devices and browsers reach this platform, for the answers that name it.
struct PlatformAddress {
  std::string host;                 // host name users typed into the browser, without port
  int http_port = 0;                // 0: not shown
  std::vector<DevicePort> devices;  // the protocols that listen, in the registry's order
};

// The sixteen entries, in the order the assistant offers them.
const std::vector<FaqEntry>& FaqCatalog();

// `answer` with its placeholders filled from `address`.
std::string FillAnswer(std::string_view answer, const PlatformAddress& address);

}  // namespace chelian::assistant
