// Loopback tests of 系统管理 › 工单管理 and 安装人员管理 (v3-console-inventory §2.7 1606/1607, §3.9
// /car/v1/worksheet/…; docs/worksheets.md): installers (password hashed, answered masked), work
// orders with vehicles, statuses and searches, the 系统设置 switch 11 that closes both pages, and
// who may do what where: admin, 我的客户 (demo, cust), 监控客户 (mon) × own subtree, parent, other tenant.
#include <gtest/gtest.h>

#include <algorithm>

#include "accounts_fixture.h"

namespace chelian {
namespace {

namespace json = boost::json;

constexpr char kNoButton[] = "没有该操作的权限";
constexpr char kNoWorker[] = "安装人员不存在或无权操作";
constexpr char kNoSheet[] = "工单不存在或无权操作";
constexpr char kWorkers[] = "/car/v1/worksheet/installWorker/";
constexpr char kSheets[] = "/car/v1/worksheet/management/";

class WorksheetApiTest : public testing::AccountsFixture {
 protected:
  void SetUp() override {
    StartServer("worksheet_api_test");
    BuildTree();
  }
  json::value AddWorker(const std::string& caller, const std::string& name, const std::string& username) {
    return PostJson(Token(caller), std::string(kWorkers) + "saveInstallWorker.json",
                    R"({"name":")" + name + R"(","phone":"13700000000","username":")" + username +
                        R"(","password":"abc123","remark":"r"})");
  }
  long long WorkerId(const std::string& username) {
    return db_->Acquire()->Query("SELECT id FROM install_workers WHERE username = ?", {username})->at(0).Int(0);
  }
  long long Vehicle(const std::string& group) {
    return db_->Acquire()
        ->Query("SELECT a.id FROM assets a JOIN groups g ON g.id = a.group_id WHERE g.name = ? ORDER BY a.id LIMIT 1",
                {group})
        ->at(0)
        .Int(0);
  }
  json::value AddSheet(const std::string& caller, long long worker, const std::string& vehicles) {
    return PostJson(Token(caller), std::string(kSheets) + "saveWorkSheet.json",
                    R"({"carOwner":"张三","phone":"13800000000","address":"深圳南山","remark":"GPS一台",)"
                    R"("installTime":"2026-12-01 10:00:00","installWorker":)" +
                        std::to_string(worker) + R"(,"devices":[)" + vehicles + "]}");
  }
  json::array Sheets(const std::string& caller, const std::string& body = "{}") {
    json::value r = PostJson(Token(caller), std::string(kSheets) + "pageWorkSheetListByCondition.json", body);
    EXPECT_EQ(Flag(r), 1) << WriteJson(r);
    return r.at("obj").at("data").as_array();
  }
  long long Count(const std::string& sql) { return db_->Acquire()->Query(sql)->at(0).Int(0); }
  json::value Status(const std::string& caller, long long id, int status) {
    return Get(Token(caller), std::string(kSheets) + "updateWorkSheetStatus.json?id=" + std::to_string(id) +
                                  "&status=" + std::to_string(status));
  }
};

TEST_F(WorksheetApiTest, InstallersAreHashedMaskedScopedAndRetired) {
  json::value added = AddWorker("demo", "李师傅", "li01");
  ASSERT_EQ(Flag(added), 1) << WriteJson(added);
  EXPECT_EQ(Str(added.at("obj").at("password")), "******");
  const std::string hash =
      db_->Acquire()->Query("SELECT password_hash FROM install_workers WHERE username = 'li01'")->at(0).Text(0);
  EXPECT_EQ(hash.rfind("$argon2id$", 0), 0u) << hash;
  EXPECT_EQ(hash.find("abc123"), std::string::npos);
  EXPECT_EQ(Operations("installer.add", "李师傅"), 1);
  // Form rules.
  EXPECT_EQ(Msg(AddWorker("demo", "李", "li02")), "人员姓名需为2-4个字");
  EXPECT_EQ(Msg(AddWorker("demo", "李师傅", "1li")), "账号需以英文字母开头，由字母和数字组成");
  EXPECT_EQ(Msg(AddWorker("demo", "王师傅", "li01")), "账号已存在: li01");
  EXPECT_EQ(Msg(PostJson(Token("demo"), std::string(kWorkers) + "saveInstallWorker.json",
                         R"({"name":"王师傅","phone":"1","username":"wang","password":"12"})")),
            "密码需为6-12位英文或数字");
  // cust works in 一车队: it does not see demo's installer; demo sees cust's.
  ASSERT_EQ(Flag(AddWorker("cust", "赵师傅", "zhao")), 1);
  auto names = [&](const std::string& caller) {
    json::value r = PostJson(Token(caller), std::string(kWorkers) + "pageInstallWorkerListByCondition.json", "{}");
    EXPECT_EQ(Flag(r), 1) << WriteJson(r);
    std::vector<std::string> out;
    for (const auto& w : r.at("obj").at("data").as_array()) {
      EXPECT_EQ(Str(w.at("password")), "******");
      out.push_back(Str(w.at("name")));
    }
    std::sort(out.begin(), out.end());
    return out;
  };
  EXPECT_EQ(names("cust"), (std::vector<std::string>{"赵师傅"}));
  EXPECT_EQ(names("demo").size(), 2u);
  EXPECT_TRUE(names("jh").empty());
  EXPECT_EQ(Msg(PostJson(Token("mon"), std::string(kWorkers) + "pageInstallWorkerListByCondition.json", "{}")),
            kNoButton);
  // Editing: outside the scope is not there; the mask keeps the password.
  const std::string li = std::to_string(WorkerId("li01"));
  EXPECT_EQ(Msg(PostJson(Token("cust"), std::string(kWorkers) + "updateInstallWorker.json",
                         R"({"userId":)" + li + R"(,"name":"李师傅","phone":"1","username":"li01"})")),
            kNoWorker);
  ASSERT_EQ(
      Flag(PostJson(Token("demo"), std::string(kWorkers) + "updateInstallWorker.json",
                    R"({"userId":)" + li + R"(,"name":"李大师","phone":"1","username":"li01","password":"******"})")),
      1);
  EXPECT_EQ(db_->Acquire()
                ->Query("SELECT password_hash FROM install_workers WHERE id = ?", {WorkerId("li01")})
                ->at(0)
                .Text(0),
            hash);
  // Deleting marks 已离职: gone from the list, still in the order picker with flag 2.
  EXPECT_EQ(Msg(Get(Token("jh"), std::string(kWorkers) + "deleteInstallWorker.json?userId=" + li)), kNoWorker);
  ASSERT_EQ(Flag(Get(Token("demo"), std::string(kWorkers) + "deleteInstallWorker.json?userId=" + li)), 1);
  EXPECT_EQ(names("demo"), (std::vector<std::string>{"赵师傅"}));
  json::value picker = Get(Token("demo"), std::string(kSheets) + "pageInstallWorker.json");
  ASSERT_EQ(Flag(picker), 1) << WriteJson(picker);
  bool left_listed = false;
  for (const auto& w : picker.at("obj").as_array())
    if (Str(w.at("name")) == "李大师") left_listed = w.at("flag").as_int64() == 2;
  EXPECT_TRUE(left_listed);
  // 批量删除: all or none.
  const std::string zhao = std::to_string(WorkerId("zhao"));
  EXPECT_EQ(Msg(Get(Token("cust"), std::string(kWorkers) + "deleteInstallWorkers.json?userIds=" + zhao + "," + li)),
            kNoWorker);
  EXPECT_EQ(names("cust").size(), 1u);
}

TEST_F(WorksheetApiTest, WorkOrdersMoveThroughTheirStatuses) {
  ASSERT_EQ(Flag(AddWorker("demo", "李师傅", "li01")), 1);
  const long long li = WorkerId("li01");
  const long long car = Vehicle("一车队"), other = Vehicle("1路车队");
  // A vehicle outside the scope or an unknown installer is refused.
  EXPECT_EQ(Msg(AddSheet("demo", li, std::to_string(other))), "车辆不存在或无权操作");
  EXPECT_EQ(Msg(AddSheet("demo", li + 1000, std::to_string(car))), kNoWorker);
  json::value saved = AddSheet("demo", li, std::to_string(car));
  ASSERT_EQ(Flag(saved), 1) << WriteJson(saved);
  const long long id = saved.at("obj").at("id").as_int64();
  EXPECT_EQ(saved.at("obj").at("status").as_int64(), 1);
  EXPECT_EQ(Str(saved.at("obj").at("installWorkerName")), "李师傅");
  EXPECT_EQ(saved.at("obj").at("workSheetDeviceVo").as_array().size(), 1u);
  EXPECT_EQ(Operations("worksheet.add", "工单" + std::to_string(id)), 1);
  // Searches and status tabs.
  EXPECT_EQ(Sheets("demo", R"({"status":1})").size(), 1u);
  EXPECT_EQ(Sheets("demo", R"({"status":2})").size(), 0u);
  EXPECT_EQ(Sheets("demo", R"({"searchType":1,"searchValues":"张"})").size(), 1u);
  EXPECT_EQ(Sheets("demo", R"({"searchType":1,"searchValues":"王"})").size(), 0u);
  EXPECT_EQ(Sheets("demo", R"({"searchType":2,"searchValues":"李"})").size(), 1u);
  const std::string plate = db_->Acquire()->Query("SELECT plate FROM assets WHERE id = ?", {car})->at(0).Text(0);
  EXPECT_EQ(Sheets("demo", R"({"searchType":3,"searchValues":")" + plate + "\"}").size(), 1u);
  EXPECT_EQ(Sheets("demo", R"({"searchType":0,"searchValues":")" + plate + "\"}").size(), 1u);
  // Others: the parent group's order is not there for cust, nor for another tenant.
  EXPECT_TRUE(Sheets("cust").empty());
  EXPECT_TRUE(Sheets("jh").empty());
  EXPECT_EQ(Msg(Status("cust", id, 5)), kNoSheet);
  EXPECT_EQ(Msg(Get(Token("jh"), std::string(kSheets) + "deleteWorkSheet.json?ids=" + std::to_string(id))), kNoSheet);
  EXPECT_EQ(Msg(Status("mon", id, 5)), kNoButton);
  // 完成 only after 已安装; 修改 and 取消 only before.
  EXPECT_EQ(Msg(Status("demo", id, 4)), "工单状态为待确认，不能改为已完成");
  ASSERT_EQ(Flag(Status("demo", id, 2)), 1);
  ASSERT_EQ(Flag(Status("demo", id, 3)), 1);
  EXPECT_EQ(Msg(Status("demo", id, 5)), "工单状态为已安装，不能改为已取消");
  json::value edit =
      PostJson(Token("demo"), std::string(kSheets) + "updateWorkSheet.json",
               R"({"id":)" + std::to_string(id) +
                   R"(,"phone":"1","address":"a","remark":"r","installTime":"2026-12-02","installWorker":)" +
                   std::to_string(li) + "}");
  EXPECT_EQ(Msg(edit), "该工单已安装、完成或取消，不能修改");
  ASSERT_EQ(Flag(Status("demo", id, 4)), 1);
  json::array done = Sheets("demo", R"({"status":4})");
  ASSERT_EQ(done.size(), 1u);
  EXPECT_FALSE(Str(done.at(0).at("finishTime")).empty());
  EXPECT_FALSE(Str(done.at(0).at("confirmTime")).empty());
  EXPECT_EQ(Operations("worksheet.status", "工单" + std::to_string(id)), 3);
  // The export and the delete.
  testing::HttpReply file = testing::HttpCall(port_, "GET", std::string(kSheets) + "exportWorkSheet.json?type=0",
                                              {{"sessionId", Token("demo")}});
  EXPECT_EQ(file.body.substr(0, 2), "PK");
  ASSERT_EQ(Flag(Get(Token("demo"), std::string(kSheets) + "deleteWorkSheet.json?ids=" + std::to_string(id))), 1);
  EXPECT_TRUE(Sheets("demo").empty());
  EXPECT_EQ(Operations("worksheet.delete", "工单" + std::to_string(id)), 1);
}

TEST_F(WorksheetApiTest, SwitchElevenOffClosesBothPages) {
  ASSERT_EQ(Flag(AddWorker("demo", "李师傅", "li01")), 1);
  json::value off =
      PostJson(Token("demo"), "/car/v1/api/user/permission/update.json", R"([{"permissionId":11,"status":1}])");
  ASSERT_EQ(Flag(off), 1) << WriteJson(off);
  const std::string closed = "工单模块已关闭，请在系统设置中开启";
  EXPECT_EQ(Msg(PostJson(Token("demo"), std::string(kSheets) + "pageWorkSheetListByCondition.json", "{}")), closed);
  EXPECT_EQ(Msg(AddSheet("demo", WorkerId("li01"), std::to_string(Vehicle("一车队")))), closed);
  EXPECT_EQ(Msg(PostJson(Token("demo"), std::string(kWorkers) + "pageInstallWorkerListByCondition.json", "{}")),
            closed);
  EXPECT_EQ(Msg(AddWorker("demo", "王师傅", "wang")), closed);
  EXPECT_EQ(Count("SELECT COUNT(*) FROM work_sheets"), 0);
  // Another account's switch is its own.
  EXPECT_EQ(Flag(PostJson(Token("cust"), std::string(kSheets) + "pageWorkSheetListByCondition.json", "{}")), 1);
  ASSERT_EQ(
      Flag(PostJson(Token("demo"), "/car/v1/api/user/permission/update.json", R"([{"permissionId":11,"status":0}])")),
      1);
  EXPECT_EQ(Flag(PostJson(Token("demo"), std::string(kSheets) + "pageWorkSheetListByCondition.json", "{}")), 1);
}

}  // namespace
}  // namespace chelian
