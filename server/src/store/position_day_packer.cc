// Implementation of the SQLite packer: walks position_keys device by device, packs each
// vehicle-day before the cutoff (its keys deleted in the same transaction), then sweeps the packed
// rows out of positions.
#include "store/position_day_packer.h"

#include <algorithm>
#include <limits>
#include <vector>

#include "core/civil_time.h"
#include "store/position_pack.h"

namespace chelian::store {
namespace {

constexpr long long kSweepChunkRows = 50'000;

// Keys with the rows they index (LEFT JOIN: a key without its row still packs its track columns,
// as stored_track shows it), in fix time order, then arrival.
const char* const kDayFixes =
    "SELECT k.fix_time, p.recv_time, k.lat, k.lon, p.altitude, k.speed, k.course, p.satellites, k.flags, k.mileage, "
    "p.alarms, p.attributes, k.battery, p.rowid IS NULL, k.pos FROM position_keys k LEFT JOIN positions p "
    "ON p.rowid = k.pos "
    "WHERE k.device_id = ? AND k.fix_time >= ? AND k.fix_time < ? ORDER BY k.fix_time, k.pos";

PackedFix FromRow(const Row& r) {
  PackedFix f;
  PositionRow& p = f.row;
  p.fix_time = r.Int(0);
  p.lat = r.Real(2);
  p.lon = r.Real(3);
  p.speed = r.Real(5);
  p.course = static_cast<int>(r.Int(6));
  p.flags = static_cast<int>(r.Int(8));
  p.mileage = r.Real(9);
  p.battery = r.IsNull(12) ? -1 : static_cast<int>(r.Int(12));
  if (r.Int(13)) {  // no row: what a track shows, nothing more
    p.recv_time = p.fix_time;
    return f;
  }
  p.recv_time = r.Int(1);
  p.altitude = static_cast<int>(r.Int(4));
  p.satellites = static_cast<int>(r.Int(7));
  f.alarms_null = r.IsNull(10);
  if (!f.alarms_null) p.alarms = r.Text(10);
  f.attributes_null = r.IsNull(11);
  if (!f.attributes_null) p.attributes = r.Text(11);
  return f;
}

// Packs one vehicle-day [day, end). Its fixes are read before the transaction (from the disk that
// is ~8,640 random reads, which the writer should not wait for); the transaction merges them into
// the day's pack and deletes the keys read: a key the fold adds meanwhile has a higher pos than any
// of them (rowids grow, and a fold moves all of a device's keys at once) and stays.
Result<long long> PackDay(Connection& conn, long long device, long long day, long long end) {
  std::vector<PackedFix> fresh;
  long long max_pos = 0;
  Status read = conn.QueryEach(kDayFixes, {device, day, end}, [&](const Row& r) {
    fresh.push_back(FromRow(r));
    max_pos = std::max(max_pos, r.Int(14));
  });
  if (!read.ok()) return read;
  if (fresh.empty()) return 0LL;
  Status s = InTransaction(conn, [&]() -> Status {
    std::vector<PackedFix> fixes;
    auto before =
        conn.Query("SELECT track, rest FROM position_packs WHERE device_id = ? AND day_start = ?", {device, day});
    if (!before.ok()) return before.status();
    if (!before->empty()) {  // late fixes of a day packed before: merged into it
      auto old = DecodePackTrack(before->front().Text(0));
      if (!old.ok()) return old.status();
      if (Status e = DecodePackRest(before->front().Text(1), *old); !e.ok()) return e;
      fixes = std::move(old.value());
    }
    fixes.insert(fixes.end(), fresh.begin(), fresh.end());
    std::stable_sort(fixes.begin(), fixes.end(),
                     [](const PackedFix& a, const PackedFix& b) { return a.row.fix_time < b.row.fix_time; });
    if (Status e = StorePositionPack(conn, device, day, fixes); !e.ok()) return e;
    if (Status e =
            conn.Exec("DELETE FROM position_keys WHERE device_id = ? AND fix_time >= ? AND fix_time < ? AND pos <= ?",
                      {device, day, end, max_pos});
        !e.ok())
      return e;
    return conn.Exec("UPDATE position_fold SET packed_below = MAX(packed_below, ?) WHERE id = 1", {max_pos + 1});
  });
  if (!s.ok()) return s;
  return static_cast<long long>(fresh.size());
}

}  // namespace

Status StorePositionPack(Connection& conn, long long device_id, long long day_start,
                         const std::vector<PackedFix>& fixes) {
  if (fixes.empty()) return InvalidArgument("an empty vehicle-day has no pack");
  PositionPack pack = EncodePositionPack(fixes);
  return conn.Exec(
      "INSERT OR REPLACE INTO position_packs (device_id, day_start, fixes, last_fix, track, rest) "
      "VALUES (?, ?, ?, ?, CAST(? AS BLOB), CAST(? AS BLOB))",
      {device_id, day_start, static_cast<long long>(fixes.size()), fixes.back().row.fix_time,
       Value::Borrowed(pack.track), Value::Borrowed(pack.rest)});
}

long long PackPositionsBefore(long long now_ms) {
  CivilTime day_before = EpochMsToCivil(now_ms - kPackDayMs + kPackUtcOffsetMinutes * 60'000LL);
  return CivilToEpochMs({day_before.year, day_before.month, 1, 0, 0, 0}, kPackUtcOffsetMinutes).value_or(0);
}

Result<PackRunResult> PackPositionDays(Connection& conn, long long before_ms, const std::function<bool()>& stop) {
  PackRunResult out;
  // Rows keyed before the run began: every one of them before the cutoff gets packed by it.
  auto keyed = conn.Query("SELECT keyed_upto FROM position_fold WHERE id = 1");
  if (!keyed.ok()) return keyed.status();
  if (keyed->empty()) return Internal("position_fold has no row");
  const long long keyed_upto = keyed->front().Int(0);

  long long device = std::numeric_limits<long long>::min();
  long long from = std::numeric_limits<long long>::min();
  bool have_device = false;
  for (;;) {
    if (stop()) return out;
    if (have_device) {
      auto next = conn.Query(
          "SELECT fix_time FROM position_keys WHERE device_id = ? AND fix_time >= ? AND fix_time < ? "
          "ORDER BY fix_time LIMIT 1",
          {device, from, before_ms});
      if (!next.ok()) return next.status();
      if (!next->empty()) {
        long long day = PackDayStart(next->front().Int(0));
        long long end = std::min(day + kPackDayMs, before_ms);
        auto added = PackDay(conn, device, day, end);
        if (!added.ok()) return added.status();
        out.fixes += *added;
        if (*added > 0) ++out.days;
        from = end;
        continue;
      }
    }
    auto next_device = conn.Query(
        "SELECT device_id FROM position_keys WHERE device_id > ? ORDER BY device_id, fix_time LIMIT 1", {device});
    if (!next_device.ok()) return next_device.status();
    if (next_device->empty()) break;
    device = next_device->front().Int(0);
    from = std::numeric_limits<long long>::min();
    have_device = true;
  }

  // The packed rows, now without keys: those keyed before the run and fixed before the cutoff. Below
  // keyed_upto only, so the highest rowid stays and rowids keep growing (as retention, D62).
  // From the lowest row left to the highest packed (packed_below, kept with the packs: a run stopped
  // before its sweep has its rows swept by the next), not through the month being written.
  auto range = conn.Query("SELECT (SELECT COALESCE(MIN(rowid), 0) FROM positions), packed_below FROM position_fold");
  if (!range.ok()) return range.status();
  const long long sweep_end = std::min(range->front().Int(1), keyed_upto);
  for (long long lo = range->front().Int(0); lo < sweep_end; lo += kSweepChunkRows) {
    if (stop()) return out;
    long long hi = std::min(lo + kSweepChunkRows, sweep_end);
    long long deleted = 0;
    Status s = InTransaction(conn, [&]() -> Status {
      if (Status e =
              conn.Exec("DELETE FROM positions WHERE rowid >= ? AND rowid < ? AND fix_time < ?", {lo, hi, before_ms});
          !e.ok())
        return e;
      deleted = conn.Changes();
      return Status::Ok();
    });
    if (!s.ok()) return s;
    out.rows_deleted += deleted;
  }
  out.complete = true;
  return out;
}

}  // namespace chelian::store
