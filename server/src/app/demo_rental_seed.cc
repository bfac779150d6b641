// The demo rental fleet's registration (demo_rental_seed.h).
#include "app/demo_rental_seed.h"

#include "lease/lease_rules.h"
#include "sim/demo_rental.h"
#include "store/asset_repo.h"
#include "store/group_repo.h"
#include "store/lease_fleet_repo.h"
#include "store/lease_repo.h"

namespace chelian {

namespace {

Result<int> Register(store::Connection& conn, long long root_group_id, long long now) {
  const auto everything = store::Scope::Everything();
  auto company = store::CreateGroup(conn, everything, {root_group_id, std::string(sim::kRentalCompany)}, now);
  if (!company.ok()) return company.status();
  auto shop = store::CreateGroup(conn, everything, {company->id, std::string(sim::kRentalStore)}, now);
  if (!shop.ok()) return shop.status();
  std::vector<long long> bikes;
  for (const sim::RentalBike& b : sim::RentalBikes()) {
    store::NewAsset asset{shop->id, store::kEbikeKind, std::string(b.plate), 0, "电动自行车"};
    store::NewDevice device{std::string(b.terminal_no)};
    auto a = store::CreateAssetWithDevice(conn, everything, asset, device, now);
    if (!a.ok()) return a.status();
    bikes.push_back(a->id);
    // The tracker's last report (parked), and a tamper alarm where the bike has one.
    const long long seen = now - b.offline_days * lease::kDayMs - 120'000;
    if (Status st = store::SetDemoBikeReport(conn, a->id, seen, b.lat, b.lon, b.offline_days > 0); !st.ok()) return st;
    if (b.tampered)
      if (Status st = store::AddDemoTamperAlarm(conn, a->id, now - 2 * lease::kDayMs); !st.ok()) return st;
  }
  for (const sim::RentalContract& k : sim::RentalContracts()) {
    store::LeaseContract c;
    c.asset_id = bikes.at(static_cast<size_t>(k.bike));
    c.contract_no = std::string(k.contract_no);
    c.rider_name = std::string(k.rider);
    c.rider_id_no = std::string(k.id_no);
    c.rider_phone = std::string(k.phone);
    c.start_at = now - k.started_days_ago * lease::kDayMs;
    c.term = k.term;
    c.period = k.period;
    c.rent = k.rent;
    c.deposit = k.deposit;
    const auto plan = lease::PlanDues(c.start_at, c.term, static_cast<lease::Period>(c.period), c.rent, 480);
    std::vector<store::LeaseDueRow> dues;
    for (size_t i = 0; i < plan.size(); ++i) dues.push_back({static_cast<int>(i + 1), plan[i].due_at, plan[i].amount});
    auto id = store::InsertLeaseContract(conn, everything, c, dues, c.start_at);
    if (!id.ok()) return id.status();
    const size_t paid = k.paid_instalments < 0 ? plan.size() : static_cast<size_t>(k.paid_instalments);
    for (size_t i = 0; i < paid && i < plan.size(); ++i) {
      store::LeasePaymentRow p;
      p.contract_id = *id;
      p.paid_at = plan[i].due_at;
      p.amount = plan[i].amount;
      p.method = i % 2 ? "支付宝" : "微信";
      p.user_name = "演示数据";
      p.created_at = plan[i].due_at;
      if (auto pid = store::InsertLeasePayment(conn, p); !pid.ok()) return pid.status();
    }
  }
  return static_cast<int>(bikes.size());
}

}  // namespace

Result<int> SeedDemoRental(store::Database& db, long long now) {
  auto conn = db.Acquire();
  const auto everything = store::Scope::Everything();
  if (store::FindGroupByName(*conn, everything, std::string(sim::kRentalCompany)).ok()) return 0;
  auto root = store::FindGroupByName(*conn, everything, std::string(sim::kRentalParent));
  if (!root.ok()) return FailedPrecondition("demo agent missing: run admin demo-seed first");
  int bikes = 0;
  Status s = store::InTransaction(*conn, [&]() -> Status {
    auto n = Register(*conn, root->id, now);
    if (!n.ok()) return n.status();
    bikes = *n;
    return Status::Ok();
  });
  if (!s.ok()) return s;
  return bikes;
}

}  // namespace chelian
