// 站内信 and 公告详情: paged messages and announcements (page size 10, first page 1), unread
// counts, details, marking read; administrators publish announcements to a group of their subtree.
#pragma once

#include "api/api_router.h"
#include "api/services.h"

namespace chelian::api {

void RegisterNoticeRoutes(ApiRouter& router, ApiServices& services);

}  // namespace chelian::api
