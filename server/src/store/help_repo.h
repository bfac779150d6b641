// Help messages shown per page (with per-user read marks) and the dictionary of codes and labels.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"

namespace chelian::store {

struct HelpMessage {
  long long id = 0;
  std::string page_key, title, content;
  int sort = 0;
  long long created_at = 0;
  long long read_at = 0;  // for the reading user; 0 unread
};

struct HelpQuery {
  std::string page_key;  // '' all; otherwise that page's messages plus the general ('*') ones
  std::string keyword;   // substring of title or content
  int page_number = 1;
  int page_size = 10;
};

Result<std::pair<std::vector<HelpMessage>, long long>> PageHelpMessages(Connection& conn, long long user_id,
                                                                        const HelpQuery& q);
Result<HelpMessage> GetHelpMessage(Connection& conn, long long user_id, long long id);
// Marks messages read for `user_id`; unknown ids are ignored. Returns how many were new.
Result<long long> MarkHelpRead(Connection& conn, long long user_id, const std::vector<long long>& ids,
                               long long now_ms);

struct DictionaryItem {
  std::string dict_type, code, label, remark;
  int sort = 0;
};

// Items of `dict_type` ('' = every type), ordered by type and sort.
Result<std::vector<DictionaryItem>> ListDictionary(Connection& conn, const std::string& dict_type);

}  // namespace chelian::store
