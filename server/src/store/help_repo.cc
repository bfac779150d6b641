// Help message and dictionary repository.
#include "store/help_repo.h"

#include <algorithm>

namespace chelian::store {
namespace {

HelpMessage FromRow(const Row& r) {
  return HelpMessage{r.Int(0), r.Text(1), r.Text(2), r.Text(3), static_cast<int>(r.Int(4)), r.Int(5), r.Int(6)};
}

constexpr char kSelect[] =
    "SELECT h.id, h.page_key, h.title, h.content, h.sort, h.created_at, r.read_at FROM help_messages h "
    "LEFT JOIN help_reads r ON r.message_id = h.id AND r.user_id = ? ";

}  // namespace

Result<std::pair<std::vector<HelpMessage>, long long>> PageHelpMessages(Connection& conn, long long user_id,
                                                                        const HelpQuery& q) {
  std::string where = "WHERE 1 = 1 ";
  Params filter;
  if (!q.page_key.empty()) {
    where += "AND (h.page_key = ? OR h.page_key = '*') ";
    filter.push_back(q.page_key);
  }
  if (!q.keyword.empty()) {
    where += "AND (h.title LIKE ? OR h.content LIKE ?) ";
    filter.push_back("%" + q.keyword + "%");
    filter.push_back("%" + q.keyword + "%");
  }
  auto count = conn.Query("SELECT COUNT(*) FROM help_messages h " + where, filter);
  if (!count.ok()) return count.status();
  Params params = {user_id};
  params.insert(params.end(), filter.begin(), filter.end());
  int size = std::clamp(q.page_size, 1, 100);
  params.push_back(size);
  params.push_back(static_cast<long long>(std::max(q.page_number, 1) - 1) * size);
  // A page's own help first, then the general entries.
  auto rows = conn.Query(std::string(kSelect) + where +
                             "ORDER BY CASE WHEN h.page_key = '*' THEN 1 ELSE 0 END, h.sort, h.id LIMIT ? OFFSET ?",
                         params);
  if (!rows.ok()) return rows.status();
  std::vector<HelpMessage> out;
  for (const auto& r : *rows) out.push_back(FromRow(r));
  return std::make_pair(std::move(out), count->at(0).Int(0));
}

Result<HelpMessage> GetHelpMessage(Connection& conn, long long user_id, long long id) {
  auto rows = conn.Query(std::string(kSelect) + "WHERE h.id = ?", {user_id, id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound("帮助信息不存在");
  return FromRow(rows->front());
}

Result<long long> MarkHelpRead(Connection& conn, long long user_id, const std::vector<long long>& ids,
                               long long now_ms) {
  long long marked = 0;
  Status s = InTransaction(conn, [&]() -> Status {
    for (long long id : ids) {
      auto r = conn.Query(
          "INSERT INTO help_reads (message_id, user_id, read_at) SELECT h.id, ?, ? FROM help_messages h WHERE h.id = ? "
          "AND NOT EXISTS (SELECT 1 FROM help_reads x WHERE x.message_id = h.id AND x.user_id = ?)",
          {user_id, now_ms, id, user_id});
      if (!r.ok()) return r.status();
      marked += conn.Changes();
    }
    return Status::Ok();
  });
  if (!s.ok()) return s;
  return marked;
}

Result<std::vector<DictionaryItem>> ListDictionary(Connection& conn, const std::string& dict_type) {
  auto rows =
      dict_type.empty()
          ? conn.Query("SELECT dict_type, code, label, remark, sort FROM dictionary ORDER BY dict_type, sort, id")
          : conn.Query(
                "SELECT dict_type, code, label, remark, sort FROM dictionary WHERE dict_type = ? "
                "ORDER BY sort, id",
                {dict_type});
  if (!rows.ok()) return rows.status();
  std::vector<DictionaryItem> out;
  for (const auto& r : *rows)
    out.push_back(DictionaryItem{r.Text(0), r.Text(1), r.Text(2), r.Text(3), static_cast<int>(r.Int(4))});
  return out;
}

}  // namespace chelian::store
