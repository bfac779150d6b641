// 电动车租赁's rows as the console reads them (amounts as yuan text, dates local, the rider's
// identity number masked).
#pragma once

#include <boost/json/object.hpp>

#include "store/lease_fleet_repo.h"
#include "store/lease_repo.h"

namespace chelian::api::lease_api {

boost::json::object ContractJson(const store::LeaseContract& c, int utc_offset_minutes);
boost::json::object PaymentJson(const store::LeasePaymentRow& p, int utc_offset_minutes);
boost::json::object ActionJson(const store::LeaseActionRow& a, int utc_offset_minutes);
boost::json::object PolicyJson(const store::LeasePolicyRow& p);

// "yyyy-MM-dd" of `ms` at the offset.
std::string LocalDate(long long ms, int utc_offset_minutes);

}  // namespace chelian::api::lease_api
