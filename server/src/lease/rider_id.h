// A rider's resident identity card number (GB 11643): its check and its masked form. The number is
// stored whole for the contract and shown masked everywhere (docs/elec-lease.md).
#pragma once

#include <string>
#include <string_view>

namespace chelian::lease {

// 18 characters: 17 digits and a check character (digit or X) matching the ISO 7064 MOD 11-2 sum.
bool ValidIdNumber(std::string_view id);

// The first 4 and last 2 characters kept, the rest as '*': "4403**********123X" → "4403************3X".
std::string MaskIdNumber(std::string_view id);

// The phone's middle four digits as '*' for 11-digit numbers ("138****0001"); others unchanged.
std::string MaskPhone(std::string_view phone);

}  // namespace chelian::lease
