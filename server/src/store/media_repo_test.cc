// Tests for the media repository: a vehicle's photos and files are seen only inside the caller's subtree.
#include "store/media_repo.h"

#include <gtest/gtest.h>

#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

class MediaRepoTest : public TwoTenantsTest {
 protected:
  void AddMedia(const AssetRow& car, long long media_id, int type, long long time, const std::string& path) {
    NewMedia m;
    m.device_id = 1;
    m.asset_id = car.id;
    m.group_id = car.group_id;
    m.media_id = media_id;
    m.type = type;
    m.event = 1;
    m.channel = 2;
    m.path = path;
    m.bytes = 100;
    m.time = time;
    if (time != 30) {  // the upload at 30 carried no fix
      m.lat = 23.5;
      m.lon = 114.5;
    }
    auto c = db_->Acquire();
    ASSERT_TRUE(InsertMedia(*c, m).ok());
  }
};

TEST_F(MediaRepoTest, PhotosPageNewestFirstInsideTheScopeOnly) {
  AddMedia(car_a_, 1, 0, 10, "a/1.jpg");
  AddMedia(car_a_, 2, 0, 30, "a/2.jpg");
  AddMedia(car_a_, 3, 1, 20, "a/3.mp3");  // audio: not a photo
  AddMedia(car_b_, 1, 0, 10, "b/1.jpg");
  auto c = db_->Acquire();
  auto page = PageMediaImages(*c, ScopeA(), car_a_.id, 1, 1);
  ASSERT_TRUE(page.ok()) << page.status().message();
  EXPECT_EQ(page->total, 2);
  ASSERT_EQ(page->rows.size(), 1u);
  EXPECT_EQ(page->rows[0].media_id, 2);
  EXPECT_FALSE(page->rows[0].lat.has_value());
  page = PageMediaImages(*c, ScopeA(), car_a_.id, 2, 1);
  ASSERT_EQ(page->rows.size(), 1u);
  EXPECT_EQ(page->rows[0].media_id, 1);
  EXPECT_EQ(*page->rows[0].lat, 23.5);
  // Another tenant's vehicle has no photos for A, and A's none for B.
  EXPECT_EQ(PageMediaImages(*c, ScopeA(), car_b_.id, 1, 10)->total, 0);
  EXPECT_EQ(PageMediaImages(*c, ScopeB(), car_a_.id, 1, 10)->total, 0);
}

TEST_F(MediaRepoTest, AFileIsFoundOnlyInsideTheScopeAndTheNewestUploadWins) {
  AddMedia(car_a_, 7, 0, 10, "a/old.jpg");
  AddMedia(car_a_, 7, 0, 20, "a/new.jpg");
  auto c = db_->Acquire();
  auto file = FindMediaFile(*c, ScopeA(), car_a_.id, 7);
  ASSERT_TRUE(file.ok()) << file.status().message();
  EXPECT_EQ(file->path, "a/new.jpg");
  EXPECT_EQ(FindMediaFile(*c, ScopeB(), car_a_.id, 7).status().code(), StatusCode::kNotFound);
  EXPECT_EQ(FindMediaFile(*c, ScopeA(), car_a_.id, 8).status().code(), StatusCode::kNotFound);
}

}  // namespace
}  // namespace chelian::store
