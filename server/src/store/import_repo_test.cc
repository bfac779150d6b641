// 批量导入's data: one import per user, terminals taken whatever their leading zeros, and the submit
// of a batch — inside the caller's scope, all or nothing, logged per vehicle.
#include "store/import_repo.h"

#include <gtest/gtest.h>

#include "store/two_tenants_for_test.h"

namespace chelian::store {
namespace {

class ImportRepoTest : public TwoTenantsTest {
 protected:
  static ImportRow Row(int no, std::string terminal, std::string error = "") {
    ImportRow r;
    r.row_no = no;
    r.plate = "京A" + terminal.substr(terminal.size() - 3);
    r.terminal_no = std::move(terminal);
    r.terminal_type = "GPRS-部标";
    r.error = std::move(error);
    return r;
  }
  long long Count(const std::string& sql) { return db_->Acquire()->Query(sql)->at(0).Int(0); }
};

TEST_F(ImportRepoTest, OneImportPerUserReplacedListedCorrectedDropped) {
  auto c = db_->Acquire();
  ASSERT_TRUE(ReplaceImport(*c, 7, {Row(2, "1001"), Row(3, "1002", "设备号已存在")}, 5).ok());
  ASSERT_TRUE(ReplaceImport(*c, 8, {Row(2, "2001")}, 5).ok());
  ASSERT_TRUE(ReplaceImport(*c, 7, {Row(4, "1004"), Row(3, "1003")}, 6).ok());  // replaces user 7's
  auto rows = ListImport(*c, 7);
  ASSERT_TRUE(rows.ok());
  ASSERT_EQ(rows->size(), 2u);
  EXPECT_EQ((*rows)[0].row_no, 3);
  EXPECT_EQ((*rows)[0].terminal_no, "1003");
  EXPECT_EQ((*rows)[1].terminal_no, "1004");

  ImportRow fixed = (*rows)[0];
  fixed.terminal_no = "1005";
  fixed.error = "x";
  ASSERT_TRUE(UpdateImportRow(*c, 7, fixed).ok());
  EXPECT_EQ(UpdateImportRow(*c, 8, fixed).code(), StatusCode::kNotFound);  // another user's row
  rows = ListImport(*c, 7);
  EXPECT_EQ((*rows)[0].terminal_no, "1005");
  EXPECT_EQ((*rows)[0].error, "x");
  (*rows)[1].error = "y";
  ASSERT_TRUE(SaveImportErrors(*c, 7, *rows).ok());
  EXPECT_EQ(ListImport(*c, 7)->at(1).error, "y");

  ASSERT_TRUE(DeleteImport(*c, 7).ok());
  EXPECT_TRUE(ListImport(*c, 7)->empty());
  EXPECT_EQ(ListImport(*c, 8)->size(), 1u);
}

TEST_F(ImportRepoTest, TakenTerminalsLeadingZerosAsideAndAcrossTenants) {
  auto c = db_->Acquire();
  // 13800000001 is 客户A's, 13800000002 客户B's; a stored number with zeros in front too.
  ASSERT_TRUE(CreateAssetWithDevice(*c, Scope::Everything(), {a1_.id, 1, "粤A00009"}, {"000864555000000009"}, 1).ok());
  auto taken = TakenTerminals(*c, {"013800000001", "13800000002", "864555000000009", "13800000003", "0"});
  ASSERT_TRUE(taken.ok());
  EXPECT_EQ(*taken, (std::unordered_set<std::string>{"13800000001", "13800000002", "864555000000009"}));
  EXPECT_EQ(TerminalKey("000123"), "123");
  EXPECT_EQ(TerminalKey("000"), "");
}

TEST_F(ImportRepoTest, ABatchGoesInWholeInsideTheScopeAndIsLogged) {
  auto c = db_->Acquire();
  ASSERT_TRUE(ReplaceImport(*c, 7, {Row(2, "5001"), Row(3, "5002")}, 5).ok());
  auto rows = ListImport(*c, 7).value();
  std::vector<ImportVehicle> batch;
  for (const ImportRow& r : rows)
    batch.push_back({r.id, r.plate, "13900000001", r.terminal_no, r.terminal_type, "jt808", ""});
  ASSERT_TRUE(c->Exec("INSERT INTO unregistered_devices (terminal_no, protocol, first_seen, last_seen) "
                      "VALUES ('005001', 'jt808', 1, 1)")
                  .ok());
  Actor actor{7, "importer", a_.id};
  // 客户B's user cannot write into A车队.
  EXPECT_EQ(InsertImportBatch(*c, ScopeB(), {a1_.id, 12}, batch, 7, actor, 9).code(), StatusCode::kNotFound);
  ASSERT_TRUE(InsertImportBatch(*c, ScopeA(), {a1_.id, 12}, batch, 7, actor, 9).ok());
  EXPECT_EQ(Count("SELECT COUNT(*) FROM devices WHERE terminal_no IN ('5001','5002') AND service_months = 12 "
                  "AND sim = '13900000001'"),
            2);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM assets a JOIN devices d ON d.asset_id = a.id WHERE d.terminal_no = '5001' "
                  "AND a.group_id = " +
                  std::to_string(a1_.id)),
            1);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM operation_log WHERE action = 'vehicle.import' AND user_id = 7 "
                  "AND asset_id IS NOT NULL"),
            2);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM unregistered_devices"), 0);
  EXPECT_TRUE(ListImport(*c, 7)->empty());

  // A batch holding a terminal taken meanwhile (with leading zeros) leaves nothing behind.
  ASSERT_TRUE(ReplaceImport(*c, 7, {Row(2, "5003"), Row(3, "0005001")}, 5).ok());
  rows = ListImport(*c, 7).value();
  batch.clear();
  for (const ImportRow& r : rows) batch.push_back({r.id, r.plate, "", r.terminal_no, r.terminal_type, "jt808", ""});
  Status refused = InsertImportBatch(*c, ScopeA(), {a1_.id, 12}, batch, 7, actor, 9);
  EXPECT_EQ(refused.code(), StatusCode::kAlreadyExists);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM devices WHERE terminal_no = '5003'"), 0);
  EXPECT_EQ(ListImport(*c, 7)->size(), 2u);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM operation_log WHERE action = 'vehicle.import'"), 2);
}

}  // namespace
}  // namespace chelian::store
