// Fixture of the 系统管理 account tests (accounts, roles, settings): the demo server and a user tree
// made through the API itself —
//   admin (车联演示代理商, 管理员) ─ jh (京华城市客运: another tenant)
//   demo (顺达物流有限公司, 普通用户, no parent) ─ cust (一车队, 我的客户) ─ cust_sub (一车队)
//                                              ─ mon (二车队, 监控客户)
//                                              ─ nodel (冷链车队, without 删除用户) ─ nodel_sub
// with JSON helpers. Every account's password is "pass1234".
#pragma once

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "app/server_app.h"
#include "core/json.h"
#include "http_client.h"
#include "seeded_server.h"
#include "store/db.h"

namespace chelian::testing {

class AccountsFixture : public ::testing::Test {
 protected:
  static constexpr char kPassword[] = "pass1234";

  void StartServer(const std::string& name) {
    ASSERT_TRUE(server_.Start(name, 12).ok());
    port_ = server_.app->http_port();
    db_ = std::move(OpenConfiguredDatabase(server_.config).value());
    tokens_["admin"] = SignIn(port_, "admin", "admin123");
    tokens_["demo"] = SignIn(port_, "demo", "demo123");
    ASSERT_FALSE(tokens_["admin"].empty());
    ASSERT_FALSE(tokens_["demo"].empty());
  }
  // Builds the tree of the header comment and signs every account in.
  void BuildTree() {
    Create("admin", "jh", "京华城市客运", R"("corpName":"京华客运")");
    Create("demo", "cust", "一车队", R"("corpName":"一车队客户","phone":"13900000001")");
    Create("cust", "cust_sub", "一车队", R"("corpName":"一车队下级")");
    Create("demo", "mon", "二车队", R"("corpName":"监控公司","accountType":4)");
    Create("demo", "nodel", "冷链车队", R"("corpName":"冷链客户","checkUser":1)");
    Create("nodel", "nodel_sub", "冷链车队", R"("corpName":"冷链下级","checkUser":1)");
  }
  // `parent` creates `name` bound to group `group` with the extra JSON members `extra`.
  void Create(const std::string& parent, const std::string& name, const std::string& group, const std::string& extra) {
    boost::json::value r = PostJson(Token(parent), "/car/v1/api/user/saveClientUser.json",
                                    R"({"name":")" + name + R"(","password":")" + kPassword + R"(","groupIds":")" +
                                        std::to_string(GroupId(group)) + "\"," + extra + "}");
    ASSERT_EQ(Flag(r), 1) << name << ": " << WriteJson(r);
    tokens_[name] = SignIn(port_, name, kPassword);
    ASSERT_FALSE(tokens_[name].empty()) << name;
  }
  void TearDown() override { db_.reset(); }

  const std::string& Token(const std::string& user) { return tokens_.at(user); }
  boost::json::value Parse(const std::string& body) {
    bool ok = false;
    boost::json::value v = ParseJson(body, &ok);
    EXPECT_TRUE(ok) << body;
    return v;
  }
  boost::json::value Get(const std::string& token, const std::string& target) {
    return Parse(HttpCall(port_, "GET", target, {{"sessionId", token}}).body);
  }
  boost::json::value PostJson(const std::string& token, const std::string& target, const std::string& body) {
    return Parse(
        HttpCall(port_, "POST", target, {{"sessionId", token}, {"Content-Type", "application/json"}}, body).body);
  }
  long long GroupId(const std::string& name) {
    return db_->Acquire()->Query("SELECT id FROM groups WHERE name = ?", {name})->at(0).Int(0);
  }
  long long UserId(const std::string& name) {
    auto rows = db_->Acquire()->Query("SELECT id FROM users WHERE username = ?", {name});
    return rows->empty() ? 0 : rows->at(0).Int(0);
  }
  std::string Id(const std::string& user) { return std::to_string(UserId(user)); }
  // One column of the user's row (SQL text of the column), as text.
  std::string Column(const std::string& user, const std::string& column) {
    return db_->Acquire()->Query("SELECT " + column + " FROM users WHERE username = ?", {user})->at(0).Text(0);
  }
  long long Operations(const std::string& action, const std::string& target) {
    return db_->Acquire()
        ->Query("SELECT COUNT(*) FROM operation_log WHERE action = ? AND target = ?", {action, target})
        ->at(0)
        .Int(0);
  }
  static long long Flag(const boost::json::value& v) { return v.at("flag").as_int64(); }
  static std::string Msg(const boost::json::value& v) { return std::string(v.at("msg").as_string()); }
  static std::string Str(const boost::json::value& v) { return std::string(v.as_string()); }

  SeededServer server_;
  std::unique_ptr<store::Database> db_;
  int port_ = 0;
  std::map<std::string, std::string> tokens_;
};

}  // namespace chelian::testing
