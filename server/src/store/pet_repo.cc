// Implementation of the pets' storage: assets of kind 3 joined with pet_profiles, their device and
// its latest state; days from vehicle_days.
#include "store/pet_repo.h"

#include "store/asset_repo.h"
#include "store/fleet_repo.h"
#include "store/like_pattern.h"
#include "store/page_clause.h"
#include "store/track_repo.h"

namespace chelian::store {
namespace {

constexpr const char* kNotFound = "宠物不存在或无权操作";

constexpr const char* kPetSelect =
    "SELECT a.id, a.group_id, g.name, a.plate, COALESCE(p.breed, ''), COALESCE(p.birthday, ''), "
    "COALESCE(a.owner, ''), COALESCE(a.phone, ''), COALESCE(p.photo, ''), COALESCE(d.terminal_no, ''), "
    "COALESCE(d.terminal_type, ''), COALESCE(d.protocol, ''), COALESCE(p.weight_kg, 0), COALESCE(p.lost, 0), "
    "COALESCE(p.lost_at, 0), COALESCE(p.lost_interval_s, 30), COALESCE(p.normal_interval_s, 600), "
    "COALESCE(d.id, 0), COALESCE(s.fix_time, 0), COALESCE(s.recv_time, 0), COALESCE(s.lat, 0), COALESCE(s.lon, 0), "
    "COALESCE(s.attributes, ''), COALESCE(p.photo_node, '') "
    "FROM assets a JOIN groups g ON g.id = a.group_id LEFT JOIN pet_profiles p ON p.asset_id = a.id "
    "LEFT JOIN devices d ON d.asset_id = a.id LEFT JOIN device_state s ON s.device_id = d.id "
    "WHERE a.kind = 3 AND g.path LIKE ? ";

PetRow PetOf(const Row& r) {
  PetRow p;
  size_t i = 0;
  p.id = r.Int(i++);
  p.group_id = r.Int(i++);
  p.group_name = r.Text(i++);
  p.name = r.Text(i++);
  p.breed = r.Text(i++);
  p.birthday = r.Text(i++);
  p.owner = r.Text(i++);
  p.phone = r.Text(i++);
  p.photo = r.Text(i++);
  p.terminal_no = r.Text(i++);
  p.terminal_type = r.Text(i++);
  p.protocol = r.Text(i++);
  p.weight_kg = r.Real(i++);
  p.lost = static_cast<int>(r.Int(i++));
  p.lost_at = r.Int(i++);
  p.lost_interval_s = static_cast<int>(r.Int(i++));
  p.normal_interval_s = static_cast<int>(r.Int(i++));
  p.device_id = r.Int(i++);
  p.fix_time = r.Int(i++);
  p.recv_time = r.Int(i++);
  p.lat = r.Real(i++);
  p.lon = r.Real(i++);
  p.battery_pct = BatteryOf(r.Text(i++));
  p.photo_node = r.Text(i++);
  return p;
}

Status SaveProfile(Connection& conn, long long id, const PetInput& in) {
  return conn.Exec(
      "INSERT INTO pet_profiles (asset_id, breed, birthday, weight_kg, lost_interval_s, normal_interval_s) "
      "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (asset_id) DO UPDATE SET breed = excluded.breed, "
      "birthday = excluded.birthday, weight_kg = excluded.weight_kg, lost_interval_s = excluded.lost_interval_s, "
      "normal_interval_s = excluded.normal_interval_s",
      {id, in.breed, in.birthday, in.weight_kg, static_cast<long long>(in.lost_interval_s),
       static_cast<long long>(in.normal_interval_s)});
}

}  // namespace

Result<Page<PetRow>> ListPets(Connection& conn, const Scope& scope, const PetQuery& q) {
  std::string where;
  Params params{scope.LikePattern()};
  if (!q.keyword.empty()) {
    where += "AND (a.plate LIKE ? ESCAPE '\\' OR a.owner LIKE ? ESCAPE '\\' OR d.terminal_no LIKE ? ESCAPE '\\') ";
    std::string like = LikeContains(q.keyword);
    params.insert(params.end(), {like, like, like});
  }
  if (q.lost_only) where += "AND p.lost = 1 ";
  Page<PetRow> page;
  auto count = conn.Query(
      "SELECT COUNT(*) FROM assets a JOIN groups g ON g.id = a.group_id LEFT JOIN pet_profiles p ON p.asset_id = a.id "
      "LEFT JOIN devices d ON d.asset_id = a.id WHERE a.kind = 3 AND g.path LIKE ? " +
          where,
      params);
  if (!count.ok()) return count.status();
  page.total = count->at(0).Int(0);
  std::string sql = std::string(kPetSelect) + where + "ORDER BY a.id";
  AppendPage(sql, params, q.limit, q.offset);
  auto rows = conn.Query(sql, params);
  if (!rows.ok()) return rows.status();
  for (const Row& r : *rows) page.rows.push_back(PetOf(r));
  return page;
}

Result<PetRow> GetPet(Connection& conn, const Scope& scope, long long id) {
  auto rows = conn.Query(std::string(kPetSelect) + "AND a.id = ?", {scope.LikePattern(), id});
  if (!rows.ok()) return rows.status();
  if (rows->empty()) return NotFound(kNotFound);
  return PetOf(rows->at(0));
}

Result<long long> CreatePet(Connection& conn, const Scope& scope, const PetInput& in, long long now_ms) {
  long long id = 0;
  Status s = InTransaction(conn, [&]() -> Status {
    NewAsset a;
    a.group_id = in.group_id;
    a.kind = kPetKind;
    a.plate = in.name;
    a.owner = in.owner;
    a.phone = in.phone;
    NewDevice d;
    d.terminal_no = in.terminal_no;
    d.terminal_type = in.terminal_type;
    d.protocol = in.protocol;
    d.long_standby = 1;  // a wireless tracker
    auto row = CreateAssetWithDevice(conn, scope, a, d, now_ms);
    if (!row.ok()) return row.status();
    id = row->id;
    return SaveProfile(conn, id, in);
  });
  if (!s.ok()) return s;
  return id;
}

Status UpdatePet(Connection& conn, const Scope& scope, long long id, const PetInput& in) {
  if (auto pet = GetPet(conn, scope, id); !pet.ok()) return pet.status();
  return InTransaction(conn, [&]() -> Status {
    if (Status s = conn.Exec("UPDATE assets SET plate = ?, owner = ?, phone = ? WHERE id = ?",
                             {in.name, in.owner, in.phone, id});
        !s.ok())
      return s;
    return SaveProfile(conn, id, in);
  });
}

Status DeletePet(Connection& conn, const Scope& scope, long long id) {
  if (auto pet = GetPet(conn, scope, id); !pet.ok()) return pet.status();
  return InTransaction(conn, [&]() -> Status {
    if (Status s = DeleteFleetVehicle(conn, scope, id); !s.ok()) return s;
    return conn.Exec("DELETE FROM pet_profiles WHERE asset_id = ?", {id});
  });
}

Status SetPetPhoto(Connection& conn, const Scope& scope, long long id, const std::string& file,
                   const std::string& node) {
  auto pet = GetPet(conn, scope, id);
  if (!pet.ok()) return pet.status();
  if (Status s = conn.Exec("INSERT INTO pet_profiles (asset_id) VALUES (?) ON CONFLICT (asset_id) DO NOTHING", {id});
      !s.ok())
    return s;
  return conn.Exec("UPDATE pet_profiles SET photo = ?, photo_node = ? WHERE asset_id = ?", {file, node, id});
}

Status SetPetLost(Connection& conn, const Scope& scope, long long id, bool lost, long long now_ms) {
  auto pet = GetPet(conn, scope, id);
  if (!pet.ok()) return pet.status();
  if (Status s = conn.Exec("INSERT INTO pet_profiles (asset_id) VALUES (?) ON CONFLICT (asset_id) DO NOTHING", {id});
      !s.ok())
    return s;
  return conn.Exec("UPDATE pet_profiles SET lost = ?, lost_at = ? WHERE asset_id = ?",
                   {lost ? 1LL : 0LL, lost ? now_ms : 0LL, id});
}

Result<std::vector<PetDay>> ListPetDays(Connection& conn, const Scope& scope, long long id, int from_day, int to_day) {
  auto pet = GetPet(conn, scope, id);
  if (!pet.ok()) return pet.status();
  auto rows = conn.Query(
      "SELECT vd.day, MAX(vd.steps), SUM(vd.driven_km), SUM(vd.driving_s), SUM(vd.online_s) FROM vehicle_days vd "
      "JOIN devices d ON d.id = vd.device_id WHERE d.asset_id = ? AND vd.day >= ? AND vd.day <= ? "
      "GROUP BY vd.day ORDER BY vd.day",
      {id, static_cast<long long>(from_day), static_cast<long long>(to_day)});
  if (!rows.ok()) return rows.status();
  std::vector<PetDay> out;
  for (const Row& r : *rows) out.push_back({static_cast<int>(r.Int(0)), r.Int(1), r.Int(3), r.Int(4), r.Real(2)});
  return out;
}

}  // namespace chelian::store
