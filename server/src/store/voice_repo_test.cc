// Tests for the voice messages: both directions listed newest first with the command's status, and
// nothing of another tenant's wearer, neither the list nor a file.
#include "store/voice_repo.h"

#include <gtest/gtest.h>

#include "store/media_repo.h"
#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

class VoiceRepoTest : public TwoTenantsTest {
 protected:
  long long Add(const AssetRow& wearer, int format, long long time, int direction, std::optional<long long> command) {
    NewMedia m;
    m.device_id = 1;
    m.asset_id = wearer.id;
    m.group_id = wearer.group_id;
    m.type = kMediaAudio;
    m.format = format;
    m.path = "v/" + std::to_string(time) + ".amr";
    m.bytes = 326;
    m.time = time;
    m.direction = direction;
    m.duration_ms = 200;
    m.command_id = command;
    auto c = db_->Acquire();
    return InsertMedia(*c, m).value();
  }
};

TEST_F(VoiceRepoTest, BothWaysNewestFirstInsideTheScopeOnly) {
  long long up = Add(car_a_, kFormatAmr, 10, 0, std::nullopt);
  long long down = Add(car_a_, kFormatAmr, 20, 1, 999);  // its command row is gone: no status
  Add(car_a_, 2, 30, 0, std::nullopt);                   // an MP3: not a voice message
  long long other = Add(car_b_, kFormatAmr, 10, 0, std::nullopt);
  auto c = db_->Acquire();
  auto page = PageVoiceMessages(*c, ScopeA(), car_a_.id, 1, 10);
  ASSERT_TRUE(page.ok()) << page.status().message();
  ASSERT_EQ(page->total, 2);
  EXPECT_EQ(page->rows[0].id, down);
  EXPECT_EQ(page->rows[0].direction, 1);
  EXPECT_EQ(*page->rows[0].command_id, 999);
  EXPECT_FALSE(page->rows[0].command_status.has_value());
  EXPECT_EQ(page->rows[1].id, up);
  EXPECT_EQ(*page->rows[1].duration_ms, 200);
  EXPECT_EQ(FindVoiceFile(*c, ScopeA(), car_a_.id, up).value().path, "v/10.amr");
  // Another tenant sees neither the list nor the file, and asking for it by another asset fails.
  EXPECT_EQ(PageVoiceMessages(*c, ScopeB(), car_a_.id, 1, 10)->total, 0);
  EXPECT_EQ(FindVoiceFile(*c, ScopeB(), car_a_.id, up).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(FindVoiceFile(*c, ScopeA(), car_a_.id, other).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(FindVoiceFile(*c, ScopeA(), car_b_.id, other).status().code(), StatusCode::kNotFound);
}

}  // namespace
}  // namespace chelian::store
