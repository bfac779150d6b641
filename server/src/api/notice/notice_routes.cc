// Handlers of the in-site messages (docs/decisions.md D7 lists the paths):
//   page.json {kind 0|1|2, read -1|0|1, keyword, pageNumber, pageSize}   unreadCount.json
//   detail.json {id} (marks it read)   markRead.json {ids}   markAllRead.json {kind}
//   publish.json {title, content, groupId, top} (administrators)
#include "api/notice/notice_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "api/center/center_common.h"
#include "api/envelope.h"
#include "api/paging.h"
#include "store/notice_repo.h"

namespace chelian::api {
namespace {

store::NoticeReader ReaderOf(const ApiCall& call) {
  return store::NoticeReader{call.session().user_id, call.session().group_path};
}

boost::json::object NoticeObject(const ApiServices& s, const store::Notice& n, bool with_content) {
  boost::json::object o;
  o["id"] = n.id;
  o["kind"] = n.kind;
  o["kindName"] = n.kind == store::kNoticeAnnouncement ? "公告" : "站内信";
  o["category"] = n.category;
  o["title"] = n.title;
  if (with_content)
    o["content"] = n.content;
  else {
    // A one-line summary: the first 60 characters (UTF-8 safe) without line breaks.
    std::string summary;
    int chars = 0;
    for (size_t i = 0; i < n.content.size() && chars < 60; ++chars) {
      unsigned char c = static_cast<unsigned char>(n.content[i]);
      size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : 4;
      std::string piece = n.content.substr(i, len);
      summary += piece == "\n" ? " " : piece;
      i += len;
    }
    o["summary"] = summary;
  }
  o["publisher"] = n.publisher;
  o["top"] = n.top;
  o["read"] = n.read_at ? 1 : 0;
  o["readTime"] = n.read_at ? FormatLocalTime(n.read_at, s.options.utc_offset_minutes) : "";
  o["createTime"] = FormatLocalTime(n.created_at, s.options.utc_offset_minutes);
  return o;
}

net::HttpResponse Page(ApiServices& s, const ApiCall& call) {
  PageParams page = ReadPage(call, 10, 100);
  store::NoticeQuery q;
  q.kind = static_cast<int>(call.IntParam("kind").value_or(0));
  q.read = static_cast<int>(call.IntParam("read").value_or(-1));
  q.keyword = call.ParamOr("keyword", "");
  q.page_number = page.page_number;
  q.page_size = page.page_size;
  auto conn = s.db.Acquire();
  auto rows = store::QueryNotices(*conn, ReaderOf(call), q);
  if (!rows.ok()) return FromStatus(rows.status());
  boost::json::array data;
  for (const auto& n : rows->rows) data.push_back(NoticeObject(s, n, false));
  return Ok(PageObject(std::move(data), rows->total, page));
}

net::HttpResponse UnreadCount(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto counts = store::CountUnreadNotices(*conn, ReaderOf(call));
  if (!counts.ok()) return FromStatus(counts.status());
  boost::json::object o;
  o["message"] = counts->messages;
  o["announcement"] = counts->announcements;
  o["total"] = counts->messages + counts->announcements;
  return Ok(std::move(o));
}

net::HttpResponse Detail(ApiServices& s, const ApiCall& call) {
  long long id = call.IntParam("id").value_or(0);
  auto conn = s.db.Acquire();
  auto reader = ReaderOf(call);
  auto n = store::GetNotice(*conn, reader, id);
  if (!n.ok()) return FromStatus(n.status());
  if (!n->read_at) {
    (void)store::MarkNoticesRead(*conn, reader, {id}, s.now());
    n->read_at = s.now();
  }
  return Ok(NoticeObject(s, *n, true));
}

net::HttpResponse MarkRead(ApiServices& s, const ApiCall& call) {
  std::vector<long long> ids = IdList(call, "ids");
  if (ids.empty()) ids = IdList(call, "id");
  if (ids.empty()) return Fail(kFlagFail, "请选择消息");
  auto conn = s.db.Acquire();
  auto marked = store::MarkNoticesRead(*conn, ReaderOf(call), ids, s.now());
  if (!marked.ok()) return FromStatus(marked.status());
  boost::json::object o;
  o["marked"] = *marked;
  return Ok(std::move(o));
}

net::HttpResponse MarkAllRead(ApiServices& s, const ApiCall& call) {
  auto conn = s.db.Acquire();
  auto marked =
      store::MarkAllNoticesRead(*conn, ReaderOf(call), static_cast<int>(call.IntParam("kind").value_or(0)), s.now());
  if (!marked.ok()) return FromStatus(marked.status());
  boost::json::object o;
  o["marked"] = *marked;
  return Ok(std::move(o));
}

net::HttpResponse Publish(ApiServices& s, const ApiCall& call) {
  const auto& session = call.session();
  auto conn = s.db.Acquire();
  auto id = store::PublishAnnouncement(*conn, session.scope(), call.IntParam("groupId").value_or(0),
                                       call.ParamOr("title", ""), call.ParamOr("content", ""), session.username,
                                       static_cast<int>(call.IntParam("top").value_or(0)), s.now());
  if (!id.ok()) return FromStatus(id.status());
  boost::json::object o;
  o["id"] = *id;
  return Ok(std::move(o));
}

}  // namespace

void RegisterNoticeRoutes(ApiRouter& router, ApiServices& s) {
  router.Add("/car/v4/api/notice/page.json", Access::kSession, [&s](ApiCall& c) { return Page(s, c); });
  router.Add("/car/v4/api/notice/unreadCount.json", Access::kSession, [&s](ApiCall& c) { return UnreadCount(s, c); });
  router.Add("/car/v4/api/notice/detail.json", Access::kSession, [&s](ApiCall& c) { return Detail(s, c); });
  router.Add("/car/v4/api/notice/markRead.json", Access::kSession, [&s](ApiCall& c) { return MarkRead(s, c); });
  router.Add("/car/v4/api/notice/markAllRead.json", Access::kSession, [&s](ApiCall& c) { return MarkAllRead(s, c); });
  router.Add("/car/v4/api/notice/publish.json", Access::kAdmin, [&s](ApiCall& c) { return Publish(s, c); },
             {.refusal = "仅管理员可以发布公告"});
}

}  // namespace chelian::api
