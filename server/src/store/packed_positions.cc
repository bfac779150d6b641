// The packed_positions virtual table: a device's packs (position_packs) from the first China day
// asked for to the last, decoded one at a time, their fixes within the asked time range given as
// rows. Reads the rest blob only when a column from it is used. Bad bytes are an error, not a crash.
#include "store/packed_positions.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "store/position_pack.h"

namespace chelian::store {
namespace {

enum Column {
  kDeviceId,
  kFixTime,
  kRecvTime,
  kLat,
  kLon,
  kAltitude,
  kSpeed,
  kCourse,
  kSatellites,
  kFlags,
  kMileage,
  kAlarms,
  kAttributes,
  kBattery
};
constexpr sqlite3_uint64 kRestColumns =
    (1ULL << kRecvTime) | (1ULL << kAltitude) | (1ULL << kSatellites) | (1ULL << kAlarms) | (1ULL << kAttributes);
// xBestIndex's plan, in idxNum.
constexpr int kByDevice = 1, kLower = 2, kLowerStrict = 4, kUpper = 8, kUpperStrict = 16, kTimeEqual = 32,
              kNeedRest = 64, kNewestFirst = 128;

struct Table {
  sqlite3_vtab base{};
  sqlite3* db = nullptr;
};

struct Cursor {
  sqlite3_vtab_cursor base{};
  sqlite3_stmt* packs = nullptr;
  bool need_rest = false;
  bool one_device = false;    // packs of one device (else of every device, device by device)
  bool newest_first = false;  // ORDER BY fix_time DESC: packs from the last day, each one reversed
  long long lo = std::numeric_limits<long long>::min(), hi = std::numeric_limits<long long>::max();
  long long device = 0;
  std::vector<PackedFix> fixes;
  size_t at = 0;
  long long rowid = 0;
  bool eof = true;
};

int Fail(Cursor* c, const std::string& msg) {
  sqlite3_free(c->base.pVtab->zErrMsg);
  c->base.pVtab->zErrMsg = sqlite3_mprintf("%s", msg.c_str());
  return SQLITE_ERROR;
}

int Connect(sqlite3* db, void*, int, const char* const*, sqlite3_vtab** out, char**) {
  int rc = sqlite3_declare_vtab(db,
                                "CREATE TABLE x(device_id INTEGER, fix_time INTEGER, recv_time INTEGER, lat REAL, "
                                "lon REAL, altitude INTEGER, speed REAL, course INTEGER, satellites INTEGER, flags "
                                "INTEGER, mileage REAL, alarms TEXT, attributes TEXT, battery INTEGER)");
  if (rc != SQLITE_OK) return rc;
  auto* t = new Table();
  t->db = db;
  *out = &t->base;
  return SQLITE_OK;
}

int Disconnect(sqlite3_vtab* vtab) {
  delete reinterpret_cast<Table*>(vtab);
  return SQLITE_OK;
}

int BestIndex(sqlite3_vtab*, sqlite3_index_info* info) {
  int device = -1, equal = -1, lower = -1, upper = -1, plan = 0;
  bool device_in = false;
  for (int i = 0; i < info->nConstraint; ++i) {
    const auto& c = info->aConstraint[i];
    if (!c.usable) continue;
    if (c.iColumn == kDeviceId && c.op == SQLITE_INDEX_CONSTRAINT_EQ && device < 0) {
      device = i;
      device_in = sqlite3_vtab_in(info, i, -1) != 0;
    } else if (c.iColumn == kFixTime) {
      if (c.op == SQLITE_INDEX_CONSTRAINT_EQ && equal < 0) {
        equal = i;
      } else if ((c.op == SQLITE_INDEX_CONSTRAINT_GE || c.op == SQLITE_INDEX_CONSTRAINT_GT) && lower < 0) {
        lower = i;
        if (c.op == SQLITE_INDEX_CONSTRAINT_GT) plan |= kLowerStrict;
      } else if ((c.op == SQLITE_INDEX_CONSTRAINT_LE || c.op == SQLITE_INDEX_CONSTRAINT_LT) && upper < 0) {
        upper = i;
        if (c.op == SQLITE_INDEX_CONSTRAINT_LT) plan |= kUpperStrict;
      }
    }
  }
  int arg = 0;
  auto use = [&](int i, int bit) {
    if (i < 0) return;
    plan |= bit;
    info->aConstraintUsage[i].argvIndex = ++arg;
    info->aConstraintUsage[i].omit = 1;
  };
  use(device, kByDevice);
  if (equal >= 0) {
    plan &= ~(kLowerStrict | kUpperStrict);
    use(equal, kTimeEqual);
  } else {
    use(lower, kLower);
    use(upper, kUpper);
  }
  if (info->colUsed & kRestColumns) plan |= kNeedRest;
  // A device's day is one index probe and a blob; every pack is the whole table.
  info->estimatedCost = device >= 0 ? (equal >= 0 || lower >= 0 || upper >= 0 ? 10.0 : 1000.0) : 1e12;
  info->estimatedRows = device >= 0 ? 8640 : 1'000'000'000;
  // Fixes come in fix time order for one device (not across the values of an IN), either way.
  bool by_time = info->nOrderBy == 1 && info->aOrderBy[0].iColumn == kFixTime && device >= 0 && !device_in;
  if (by_time && info->aOrderBy[0].desc) plan |= kNewestFirst;
  bool by_device_time = info->nOrderBy == 2 && info->aOrderBy[0].iColumn == kDeviceId && !info->aOrderBy[0].desc &&
                        info->aOrderBy[1].iColumn == kFixTime && !info->aOrderBy[1].desc && !device_in;
  info->orderByConsumed = by_time || by_device_time ? 1 : 0;
  info->idxNum = plan;
  return SQLITE_OK;
}

int Open(sqlite3_vtab*, sqlite3_vtab_cursor** out) {
  auto* c = new Cursor();
  *out = &c->base;
  return SQLITE_OK;
}

int Close(sqlite3_vtab_cursor* base) {
  auto* c = reinterpret_cast<Cursor*>(base);
  sqlite3_finalize(c->packs);
  delete c;
  return SQLITE_OK;
}

// Moves to the next fix within [lo, hi], reading and decoding packs as needed.
int Advance(Cursor* c) {
  for (;;) {
    while (c->at < c->fixes.size()) {
      long long t = c->fixes[c->at].row.fix_time;
      if (c->newest_first ? t < c->lo : t > c->hi) {  // past the range: so is the device's every later pack
        if (c->one_device) {
          c->eof = true;
          return SQLITE_OK;
        }
        c->at = c->fixes.size();
        break;
      }
      if (t >= c->lo && t <= c->hi) {
        ++c->rowid;
        return SQLITE_OK;
      }
      ++c->at;
    }
    int rc = sqlite3_step(c->packs);
    if (rc == SQLITE_DONE) {
      c->eof = true;
      return SQLITE_OK;
    }
    if (rc != SQLITE_ROW) return Fail(c, sqlite3_errmsg(sqlite3_db_handle(c->packs)));
    auto blob = [&](int col) {
      const void* p = sqlite3_column_blob(c->packs, col);
      return std::string_view(static_cast<const char*>(p ? p : ""),
                              static_cast<size_t>(sqlite3_column_bytes(c->packs, col)));
    };
    c->device = sqlite3_column_int64(c->packs, 0);
    auto fixes = DecodePackTrack(blob(1));
    if (!fixes.ok()) return Fail(c, std::string(fixes.status().message()));
    if (c->need_rest) {
      if (Status s = DecodePackRest(blob(2), *fixes); !s.ok()) return Fail(c, std::string(s.message()));
    }
    c->fixes = std::move(fixes.value());
    if (c->newest_first) std::reverse(c->fixes.begin(), c->fixes.end());
    c->at = 0;
  }
}

int Filter(sqlite3_vtab_cursor* base, int plan, const char*, int argc, sqlite3_value** argv) {
  auto* c = reinterpret_cast<Cursor*>(base);
  auto* table = reinterpret_cast<Table*>(base->pVtab);
  sqlite3_finalize(c->packs);
  c->packs = nullptr;
  c->fixes.clear();
  c->at = 0;
  c->eof = false;
  c->need_rest = (plan & kNeedRest) != 0;
  c->newest_first = (plan & kNewestFirst) != 0;
  c->one_device = (plan & kByDevice) != 0;
  c->lo = std::numeric_limits<long long>::min();
  c->hi = std::numeric_limits<long long>::max();
  // One argument per constraint xBestIndex took, in its order: device, then the time bound(s).
  const int wanted = ((plan & kByDevice) ? 1 : 0) + ((plan & kTimeEqual) ? 1 : 0) + ((plan & kLower) ? 1 : 0) +
                     ((plan & kUpper) ? 1 : 0);
  if (argc != wanted) return SQLITE_ERROR;
  int arg = 0;
  bool null_argument = false;  // a comparison with NULL holds for no row
  long long device = 0;
  if (plan & kByDevice) {
    null_argument = sqlite3_value_type(argv[arg]) == SQLITE_NULL;
    device = sqlite3_value_int64(argv[arg++]);
  }
  // Bounds compared as integers: a real bound is rounded towards the rows it lets through.
  auto bound = [&](bool is_lower, bool strict) -> long long {
    sqlite3_value* v = argv[arg++];
    if (sqlite3_value_type(v) == SQLITE_NULL) null_argument = true;
    long long n = sqlite3_value_int64(v);
    if (sqlite3_value_type(v) == SQLITE_FLOAT) {
      double d = sqlite3_value_double(v);
      if (is_lower && static_cast<double>(n) < d) ++n;
      if (!is_lower && static_cast<double>(n) > d) --n;
      if (static_cast<double>(n) != d) strict = false;  // already moved past the bound
    }
    constexpr long long kMin = std::numeric_limits<long long>::min(), kMax = std::numeric_limits<long long>::max();
    if (!strict) return n;
    if (is_lower) return n == kMax ? (c->eof = true, n) : n + 1;
    return n == kMin ? (c->eof = true, n) : n - 1;
  };
  if (plan & kTimeEqual) {
    sqlite3_value* v = argv[arg];
    c->lo = c->hi = bound(true, false);
    if (sqlite3_value_type(v) == SQLITE_FLOAT && static_cast<double>(c->lo) != sqlite3_value_double(v)) c->eof = true;
  }
  if (plan & kLower) c->lo = bound(true, (plan & kLowerStrict) != 0);
  if (plan & kUpper) c->hi = bound(false, (plan & kUpperStrict) != 0);
  if (c->eof || null_argument || c->lo > c->hi) {  // a bound past the integers, NULL, or an empty range
    c->eof = true;
    return SQLITE_OK;
  }
  std::string sql = std::string("SELECT device_id, track, ") + (c->need_rest ? "rest" : "NULL") +
                    " FROM position_packs WHERE day_start >= ?2 AND day_start <= ?3";
  sql += !(plan & kByDevice) ? " ORDER BY device_id, day_start"
         : c->newest_first   ? " AND device_id = ?1 ORDER BY day_start DESC"
                             : " AND device_id = ?1 ORDER BY day_start";
  if (int rc = sqlite3_prepare_v2(table->db, sql.c_str(), -1, &c->packs, nullptr); rc != SQLITE_OK)
    return Fail(c, sqlite3_errmsg(table->db));
  sqlite3_bind_int64(c->packs, 1, device);
  // The pack holding the first fix asked for starts up to a day before it.
  sqlite3_bind_int64(c->packs, 2, c->lo < -(1LL << 60) ? c->lo : PackDayStart(c->lo));
  sqlite3_bind_int64(c->packs, 3, c->hi);
  return Advance(c);
}

int Next(sqlite3_vtab_cursor* base) {
  auto* c = reinterpret_cast<Cursor*>(base);
  ++c->at;
  return Advance(c);
}

int Eof(sqlite3_vtab_cursor* base) { return reinterpret_cast<Cursor*>(base)->eof ? 1 : 0; }

void Text(sqlite3_context* ctx, const std::string& v, bool null) {
  if (null)
    sqlite3_result_null(ctx);
  else
    sqlite3_result_text(ctx, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
}

int ColumnValue(sqlite3_vtab_cursor* base, sqlite3_context* ctx, int col) {
  auto* c = reinterpret_cast<Cursor*>(base);
  const PackedFix& f = c->fixes[c->at];
  const PositionRow& r = f.row;
  switch (col) {
    case kDeviceId:
      sqlite3_result_int64(ctx, c->device);
      break;
    case kFixTime:
      sqlite3_result_int64(ctx, r.fix_time);
      break;
    case kRecvTime:
      sqlite3_result_int64(ctx, r.recv_time);
      break;
    case kLat:
      sqlite3_result_double(ctx, r.lat);
      break;
    case kLon:
      sqlite3_result_double(ctx, r.lon);
      break;
    case kAltitude:
      sqlite3_result_int64(ctx, r.altitude);
      break;
    case kSpeed:
      sqlite3_result_double(ctx, r.speed);
      break;
    case kCourse:
      sqlite3_result_int64(ctx, r.course);
      break;
    case kSatellites:
      sqlite3_result_int64(ctx, r.satellites);
      break;
    case kFlags:
      sqlite3_result_int64(ctx, r.flags);
      break;
    case kMileage:
      sqlite3_result_double(ctx, r.mileage);
      break;
    case kAlarms:
      Text(ctx, r.alarms, f.alarms_null);
      break;
    case kAttributes:
      Text(ctx, r.attributes, f.attributes_null);
      break;
    case kBattery:
      if (r.battery < 0)
        sqlite3_result_null(ctx);
      else
        sqlite3_result_int64(ctx, r.battery);
      break;
    default:
      sqlite3_result_null(ctx);
  }
  return SQLITE_OK;
}

int Rowid(sqlite3_vtab_cursor* base, sqlite3_int64* out) {
  *out = reinterpret_cast<Cursor*>(base)->rowid;
  return SQLITE_OK;
}

sqlite3_module MakeModule() {
  sqlite3_module m;
  std::memset(&m, 0, sizeof m);
  m.iVersion = 1;
  m.xCreate = nullptr;  // eponymous only: usable as packed_positions on every connection that registers it
  m.xConnect = Connect;
  m.xBestIndex = BestIndex;
  m.xDisconnect = Disconnect;
  m.xDestroy = Disconnect;
  m.xOpen = Open;
  m.xClose = Close;
  m.xFilter = Filter;
  m.xNext = Next;
  m.xEof = Eof;
  m.xColumn = ColumnValue;
  m.xRowid = Rowid;
  return m;
}

const sqlite3_module kModule = MakeModule();

}  // namespace

int RegisterPackedPositions(sqlite3* db) { return sqlite3_create_module(db, "packed_positions", &kModule, nullptr); }

}  // namespace chelian::store
