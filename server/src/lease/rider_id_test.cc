// Identity number checks and masks.
#include "lease/rider_id.h"

#include <gtest/gtest.h>

namespace chelian::lease {
namespace {

TEST(RiderId, CheckCharacter) {
  EXPECT_TRUE(ValidIdNumber("44030519900101123X"));
  EXPECT_TRUE(ValidIdNumber("44030519900101123x"));
  EXPECT_TRUE(ValidIdNumber("110101198503150021"));
  EXPECT_FALSE(ValidIdNumber("110101198503150022"));  // wrong check digit
  EXPECT_FALSE(ValidIdNumber("1101011985031500"));    // too short
  EXPECT_FALSE(ValidIdNumber("11010A198503150021"));  // a letter inside
}

TEST(RiderId, Masks) {
  EXPECT_EQ(MaskIdNumber("44030519900101123X"), "4403************3X");
  EXPECT_EQ(MaskIdNumber("12345"), "*****");
  EXPECT_EQ(MaskPhone("13800000001"), "138****0001");
  EXPECT_EQ(MaskPhone("075512345"), "075512345");
}

}  // namespace
}  // namespace chelian::lease
