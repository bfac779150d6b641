// Tests for the stored form of attributes (the decode tool's agreement is tested in protocol/).
#include "domain/attributes_json.h"

#include <gtest/gtest.h>

namespace chelian {
namespace {

TEST(AttributesJson, KeysByWireNameInInsertionOrder) {
  Attributes a;
  a.Set(AttrKey::kMileageKm, 12345.6);
  a.Set(AttrKey::kSignal, int64_t{25});
  a.Set(AttrKey::kResult, std::string("已断油电 \"ok\""));
  EXPECT_EQ(AttributesJson(a), R"({"mileageKm":12345.6,"signal":25,"result":"已断油电 \"ok\""})");
}

TEST(AttributesJson, NoAttributesIsAnEmptyObject) { EXPECT_EQ(AttributesJson(Attributes()), "{}"); }

}  // namespace
}  // namespace chelian
