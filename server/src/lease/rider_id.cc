// Identity numbers and phones as contracts show them (rider_id.h).
#include "lease/rider_id.h"

#include <cctype>

namespace chelian::lease {

bool ValidIdNumber(std::string_view id) {
  if (id.size() != 18) return false;
  static constexpr int kWeights[] = {7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2};
  static constexpr char kCheck[] = "10X98765432";
  int sum = 0;
  for (size_t i = 0; i < 17; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(id[i]))) return false;
    sum += (id[i] - '0') * kWeights[i];
  }
  char last = static_cast<char>(std::toupper(static_cast<unsigned char>(id[17])));
  return kCheck[sum % 11] == last;
}

std::string MaskIdNumber(std::string_view id) {
  if (id.size() <= 6) return std::string(id.size(), '*');
  std::string out(id);
  for (size_t i = 4; i + 2 < out.size(); ++i) out[i] = '*';
  return out;
}

std::string MaskPhone(std::string_view phone) {
  if (phone.size() != 11) return std::string(phone);
  std::string out(phone);
  for (size_t i = 3; i < 7; ++i) out[i] = '*';
  return out;
}

}  // namespace chelian::lease
