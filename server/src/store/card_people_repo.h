// 智能工牌 people: assets of kind 2 (the name is assets.plate) with their number and department
// (card_people, migration 0100) and the badge bound to each, always inside the caller's subtree.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

inline constexpr int kAssetKindPerson = 2;

struct CardPerson {
  long long id = 0, group_id = 0, device_id = 0;
  std::string group_name, group_path, name, person_no, department, phone, terminal_no, terminal_type;
  long long created_at = 0;
};

struct CardPersonEdit {
  long long group_id = 0;
  std::string name, person_no, department, phone;
  std::string terminal_no;  // the badge; required when adding, kept when empty on update
};

struct CardPersonQuery {
  long long group_id = 0;                    // 0: the scope's own group; its whole subtree is listed
  std::string keyword;                       // name, number, department or badge (substring)
  long long page_number = 1, page_size = 0;  // page_size 0: every row
};

struct CardPersonPage {
  std::vector<CardPerson> rows;
  long long total = 0;
};

// Adds a person with their badge (a 3G* watch terminal). NotFound when the group is outside
// `scope`, AlreadyExists when the badge is taken, InvalidArgument for an empty name or badge.
Result<CardPerson> AddCardPerson(Connection& conn, const Scope& scope, const CardPersonEdit& edit, long long now_ms);
// Changes the person `id` (name, number, department, phone, group, badge). NotFound outside `scope`.
Status UpdateCardPerson(Connection& conn, const Scope& scope, long long id, const CardPersonEdit& edit);
// Deletes the person with their badge and its latest state (positions stay until retention).
Status DeleteCardPerson(Connection& conn, const Scope& scope, long long id);

Result<CardPerson> GetCardPerson(Connection& conn, const Scope& scope, long long id);
// People of the group's subtree matching the query, ordered by id.
Result<CardPersonPage> QueryCardPeople(Connection& conn, const Scope& scope, const CardPersonQuery& query);

}  // namespace chelian::store
