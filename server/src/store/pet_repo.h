// Pets (宠物守护, docs/pet.md): assets of kind 3 with their profile (pet_profiles), the tracker fitted,
// its latest state (battery, last seen) and the days of activity (vehicle_days with steps). Every
// call takes the caller's Scope: a pet outside it is NotFound with a Chinese message.
#pragma once

#include <string>
#include <vector>

#include "core/status.h"
#include "store/alarm_query.h"
#include "store/db.h"
#include "store/scope.h"

namespace chelian::store {

inline constexpr int kPetKind = 3;  // assets.kind of pets (0003_assets.sql)

struct PetRow {
  long long id = 0, group_id = 0, device_id = 0;
  std::string group_name, name, breed, birthday, owner, phone, photo;
  std::string photo_node;  // the cluster node holding the photo (empty: this one, or no cluster)
  std::string terminal_no, terminal_type, protocol;
  double weight_kg = 0;
  int lost = 0, lost_interval_s = 30, normal_interval_s = 600;
  long long lost_at = 0;
  long long fix_time = 0, recv_time = 0;  // 0: never reported
  double lat = 0, lon = 0;
  int battery_pct = -1;  // -1: not reported
};

// What the console's pet form sets (the tracker only when adding).
struct PetInput {
  long long group_id = 0;
  std::string name, breed, birthday, owner, phone;
  double weight_kg = 0;
  int normal_interval_s = 600, lost_interval_s = 30;
  std::string terminal_no, terminal_type, protocol;  // adding only
};

struct PetQuery {
  std::string keyword;  // part of the name, owner or terminal number
  bool lost_only = false;
  long long limit = 0, offset = 0;  // limit 0: every pet
};

Result<Page<PetRow>> ListPets(Connection& conn, const Scope& scope, const PetQuery& q);
Result<PetRow> GetPet(Connection& conn, const Scope& scope, long long id);
// Adds the pet with its tracker in `in.group_id` (inside `scope`); returns its id. Errors as
// CreateAssetWithDevice (NotFound group, AlreadyExists terminal).
Result<long long> CreatePet(Connection& conn, const Scope& scope, const PetInput& in, long long now_ms);
// Changes the pet's name, owner, phone and profile (not its group or tracker).
Status UpdatePet(Connection& conn, const Scope& scope, long long id, const PetInput& in);
// Deletes the pet with its tracker and profile (the fleet's delete).
Status DeletePet(Connection& conn, const Scope& scope, long long id);
// The pet's photo is now `file` (under media.dir/pets) on cluster node `node` (empty outside one).
Status SetPetPhoto(Connection& conn, const Scope& scope, long long id, const std::string& file,
                   const std::string& node);
Status SetPetLost(Connection& conn, const Scope& scope, long long id, bool lost, long long now_ms);

// One day of a pet's activity: steps (the tracker's counter), distance and moving time from its
// fixes, rest = time online without moving.
struct PetDay {
  int day = 0;  // yyyymmdd
  long long steps = 0, moving_s = 0, online_s = 0;
  double distance_km = 0;
};
// Days from_day..to_day that have data, oldest first.
Result<std::vector<PetDay>> ListPetDays(Connection& conn, const Scope& scope, long long id, int from_day, int to_day);

}  // namespace chelian::store
