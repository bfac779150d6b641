// Implementation of the OsmAnd decoder.
#include "protocol/osmand/decoder.h"

#include "core/strings.h"
#include "protocol/osmand/constants.h"
#include "protocol/osmand/http_message.h"
#include "protocol/osmand/report.h"

namespace chelian::osmand {
namespace {

DeviceMessage Refuse(DeviceMessage m, std::string reason, bool close) {
  m.replies.push_back(BadRequestAnswer(reason, close));
  m.close_after_replies = close;
  m.error = std::move(reason);
  return m;
}

bool IsJson(const HttpMessage& h) {
  std::string type = ToLower(h.Header("Content-Type").value_or(""));
  if (type.find("json") != std::string::npos) return true;
  std::string_view body = Trim(h.body);
  return !body.empty() && (body.front() == '{' || body.front() == '[');
}

}  // namespace

DeviceMessage Decode(ByteView frame, int64_t now_ms) {
  DeviceMessage m;
  m.protocol = "osmand";
  m.msg_id = kMsgUnknown;
  std::string_view text(reinterpret_cast<const char*>(frame.data()), frame.size());
  auto http = ReadHttpMessage(text);
  if (!http) {
    bool long_head = text.size() >= kMaxHeadBytes && text.substr(0, kMaxHeadBytes).find("\n\r\n") == std::string::npos;
    return Refuse(std::move(m), long_head ? "请求头过长" : "不是 HTTP 请求", true);
  }
  if (http->response) {
    m.msg_id = kMsgResponse;
    return m;
  }
  const bool close = http->WantsClose();
  if (http->Chunked()) return Refuse(std::move(m), "不支持分块传输（chunked）的请求体", true);
  auto length = http->ContentLength();
  if (!length) return Refuse(std::move(m), "Content-Length 无效", true);
  if (*length > kMaxBodyBytes) return Refuse(std::move(m), "请求体过大", true);
  if (http->body.size() < *length) return Refuse(std::move(m), "请求体不完整", true);
  std::string_view body = http->body.substr(0, *length);
  http->body = body;

  Result<Report> report = InvalidArgument("");
  if (IsJson(*http)) {
    m.msg_id = kMsgJson;
    report = ReadJsonReport(body, now_ms);
  } else {
    m.msg_id = kMsgQuery;
    Params params;
    size_t query = http->target.find('?');
    if (query != std::string_view::npos) AppendParams(http->target.substr(query + 1), params);
    AppendParams(body, params);  // a form body (application/x-www-form-urlencoded)
    report = ReadParamsReport(params, now_ms);
  }
  if (!report.ok()) return Refuse(std::move(m), report.status().message(), close);
  m.device_id = std::move(report->device_id);
  for (Position& p : report->positions) m.positions.push_back(std::move(p));
  m.attributes = std::move(report->attributes);
  m.replies.push_back(OkAnswer(close));
  m.close_after_replies = close;
  return m;
}

}  // namespace chelian::osmand
