// In-site messages and announcements of the system center, with per-user read marks. A reader
// sees the messages sent to them and the announcements whose audience group is their own group
// or one of its ancestors (an announcement reaches the whole subtree of its group).
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

inline constexpr int kNoticeAnnouncement = 1;  // 公告
inline constexpr int kNoticeMessage = 2;       // 站内信

// Who is reading: the signed-in user and their group's materialised path.
struct NoticeReader {
  long long user_id = 0;
  std::string group_path;
};

struct Notice {
  long long id = 0;
  int kind = kNoticeMessage;
  std::string category, title, content, publisher;
  long long group_id = 0;  // 0: everyone
  long long user_id = 0;   // 0: the whole audience
  int top = 0;
  long long created_at = 0;
  long long read_at = 0;  // 0: unread
};

struct NoticeQuery {
  int kind = 0;         // 0: both kinds
  int read = -1;        // -1 all, 0 unread, 1 read
  std::string keyword;  // substring of the title
  int page_number = 1;
  int page_size = 10;
};

struct NoticePage {
  std::vector<Notice> rows;
  long long total = 0;
};

struct UnreadCounts {
  long long messages = 0;
  long long announcements = 0;
};

// A page of what `reader` may see, pinned first, then newest first.
Result<NoticePage> QueryNotices(Connection& conn, const NoticeReader& reader, const NoticeQuery& query);
// One notice `reader` may see; NotFound otherwise.
Result<Notice> GetNotice(Connection& conn, const NoticeReader& reader, long long id);
Result<UnreadCounts> CountUnreadNotices(Connection& conn, const NoticeReader& reader);
// Marks the given notices read (those the reader may not see are ignored). Returns how many were new.
Result<long long> MarkNoticesRead(Connection& conn, const NoticeReader& reader, const std::vector<long long>& ids,
                                  long long now_ms);
// Marks everything of `kind` (0: both) read. Returns how many were new.
Result<long long> MarkAllNoticesRead(Connection& conn, const NoticeReader& reader, int kind, long long now_ms);

// A message to one user (system-generated: export finished, password changed, new sign-in).
Result<long long> SendUserMessage(Connection& conn, long long user_id, const std::string& category,
                                  const std::string& title, const std::string& content, long long now_ms);

// An announcement to the subtree of `group_id` (0: the scope's own group). NotFound when the group
// is outside `scope`; InvalidArgument for an empty title or content.
Result<long long> PublishAnnouncement(Connection& conn, const Scope& scope, long long group_id,
                                      const std::string& title, const std::string& content,
                                      const std::string& publisher, int top, long long now_ms);

}  // namespace chelian::store
