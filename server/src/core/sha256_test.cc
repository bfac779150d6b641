// Tests for the SHA-256 hex digest against the standard's test vectors.
#include "core/sha256.h"

#include <gtest/gtest.h>
#include <sodium.h>

namespace chelian {
namespace {

TEST(Sha256Hex, StandardVectors) {
  ASSERT_GE(sodium_init(), 0);
  EXPECT_EQ(Sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(Sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

}  // namespace
}  // namespace chelian
