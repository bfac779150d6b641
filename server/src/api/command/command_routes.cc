// Handlers of the command calls. Every call checks the session's group subtree (targets are found
// through store::Scope); the sending routes declare the right 指令下发 in the route table, and the
// oil commands check 断油电 here (only they need it).
#include "api/command/command_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cassert>
#include <set>

#include "api/command/command_json.h"
#include "api/envelope.h"
#include "api/rights.h"
#include "auth/password.h"
#include "command/catalogue.h"
#include "command/payload.h"
#include "core/strings.h"
#include "protocol/registry.h"
#include "store/command_repo.h"
#include "store/group_repo.h"
#include "store/operation_log_repo.h"
#include "store/user_repo.h"

namespace chelian::api {
namespace {

using command::CommandDef;
using store::CommandStatus;
using store::CommandTarget;

struct Ctx {
  ApiServices& s;
  gateway::CommandTracker& tracker;
  CommandApiOptions options;
};

// The caller's command rights, for the catalogue's allowed flags.
struct Rights {
  bool command = false, cut_oil = false;
  bool Allows(const CommandDef& d) const { return command && (!d.cut_oil || cut_oil); }
};

Result<Rights> RightsOf(Ctx& ctx, const ApiCall& call) {
  auto conn = ctx.s.db.Acquire();
  auto command = HoldsRight(*conn, call.session(), Right::kCommand);
  if (!command.ok()) return command.status();
  auto cut_oil = HoldsRight(*conn, call.session(), Right::kCutOil);
  if (!cut_oil.ok()) return cut_oil.status();
  return Rights{*command, *cut_oil};
}

Result<const CommandDef*> DefOf(const ApiCall& call) {
  std::string type = call.ParamOr("commandType", "");
  const CommandDef* def = command::FindCommand(Trim(type));
  if (!def) {
    if (auto id = call.IntParam("resourceId")) def = command::FindCommandByResource(*id);
  }
  if (!def) return InvalidArgument(type.empty() ? "请选择指令" : "未知的指令类型: " + type);
  return def;
}

// 断油电 for the oil commands (the route checked 指令下发), parameters and (for cut/restore oil) the
// caller's password. Returns the commandMsg.
Result<std::string> Check(Ctx& ctx, const ApiCall& call, const CommandDef& def) {
  if (def.cut_oil) {
    auto conn = ctx.s.db.Acquire();
    auto held = HoldsRight(*conn, call.session(), Right::kCutOil);
    if (!held.ok()) return held.status();
    if (!*held) return PermissionDenied(RightRefusal(Right::kCutOil));
  }
  std::string msg = call.ParamOr("commandMsg", "");
  auto values = command::ParseCommandMsg(def, msg);
  if (!values.ok()) return values.status();
  for (size_t i = 0; i < def.params.size(); ++i) {
    if (def.params[i].kind != command::ParamKind::kPassword) continue;
    auto conn = ctx.s.db.Acquire();
    auto user = store::FindUserByUsername(*conn, call.session().username);
    if (!user.ok() || !auth::VerifyPassword(values->Text(i), user->password_hash))
      return InvalidArgument("账号密码错误，指令未下发");
  }
  return msg;
}

std::vector<long long> Ids(const ApiCall& call, std::string_view name) {
  std::vector<long long> out;
  if (call.json().is_object())
    if (const auto* arr = call.json().get_object().if_contains(name); arr && arr->is_array()) {
      for (const auto& v : arr->get_array()) {
        if (v.is_int64())
          out.push_back(v.get_int64());
        else if (v.is_string()) {
          long long n = 0;
          if (ParseInt64(Trim(std::string_view(v.get_string())), &n)) out.push_back(n);
        }
      }
      return out;
    }
  const std::string list = call.ParamOr(std::string(name), "");  // Split's views point into it
  for (auto part : Split(list, ',')) {
    long long n = 0;
    if (ParseInt64(Trim(part), &n)) out.push_back(n);
  }
  return out;
}

bool Supports(const CommandDef& def, const CommandTarget& t) {
  const TerminalType* terminal = FindTerminalType(t.terminal_type, t.protocol);
  return terminal && def.Supports(*terminal);
}

struct Created {
  long long id = 0;
  const CommandTarget* target = nullptr;
  CommandStatus status = CommandStatus::kPending;
  std::string result;
};

// Stores one command per target (all supported) and hands the pending ones to the tracker.
Result<std::vector<Created>> Create(Ctx& ctx, const ApiCall& call, const CommandDef& def, const std::string& msg,
                                    const std::vector<const CommandTarget*>& targets, const std::string& batch_id) {
  long long now = ctx.s.now();
  std::vector<Created> out;
  auto conn = ctx.s.db.Acquire();
  Status s = store::InTransaction(*conn, [&]() -> Status {
    for (const CommandTarget* t : targets) {
      const TerminalType* terminal = FindTerminalType(t->terminal_type, t->protocol);  // Supports(): known
      auto encoded = command::EncodeCommand(def, *terminal, msg);
      if (!encoded.ok()) return encoded.status();
      store::NewCommand c;
      c.uuid = auth::RandomUuid();
      c.target = *t;
      c.user_id = call.session().user_id;
      c.user_name = call.session().username;
      c.batch_id = batch_id;
      c.command_type = std::string(def.type);
      c.command_name = std::string(def.name);
      c.command_msg = command::MaskedCommandMsg(def, msg);
      c.payload = command::PayloadJson(*encoded);
      c.created_at = now;
      c.expires_at = now + ctx.options.pending_ttl_ms;
      if (def.speed_guard && ctx.options.refuse_over_speed) {
        auto speed = ctx.tracker.Speed(t->device_id);
        if (speed && *speed > ctx.tracker.cut_oil_max_kmh()) {
          char text[128];
          std::snprintf(text, sizeof text, "车速%.0fkm/h高于%.0fkm/h，拒绝执行", *speed, ctx.tracker.cut_oil_max_kmh());
          c.status = CommandStatus::kRefused;
          c.result_msg = text;
        }
      }
      if (c.status == CommandStatus::kPending)
        c.result_msg = ctx.tracker.Online(t->device_id) ? "等待下发" : "设备离线，上线后下发";
      auto id = store::InsertCommand(*conn, c);
      if (!id.ok()) return id.status();
      out.push_back({*id, t, c.status, c.result_msg});
      // The one operation log (系统管理 操作记录): who sent what to which vehicle.
      const auto& session = call.session();
      std::string detail = c.command_name;
      if (c.status == CommandStatus::kRefused) detail += "（" + c.result_msg + "）";
      if (Status logged = store::AppendOperation(*conn, {session.user_id, session.username, session.group_id},
                                                 {"command.send", t->plate, t->asset_id, detail}, now);
          !logged.ok())
        return logged;
    }
    return Status::Ok();
  });
  if (!s.ok()) return s;
  std::vector<long long> pending;
  for (const Created& c : out)
    if (c.status == CommandStatus::kPending) pending.push_back(c.id);
  if (Status q = ctx.tracker.Submit(pending); !q.ok()) {
    for (Created& c : out) {
      if (c.status != CommandStatus::kPending) continue;
      c.status = CommandStatus::kRefused;
      c.result = "指令下发队列已满，请稍后再试";
      (void)store::UpdateCommand(*conn, c.id, {CommandStatus::kRefused, c.result});
    }
    return q;
  }
  return out;
}

boost::json::object CreatedJson(const Created& c) {
  boost::json::object o;
  o["id"] = c.id;
  o["vehicleId"] = c.target->asset_id;
  o["plate"] = c.target->plate;
  o["status"] = static_cast<int>(c.status);
  o["result"] = store::CommandStatusText(c.status);
  o["resultMsg"] = c.result;
  return o;
}

// down.json with the command already chosen (by the call or by the route).
net::HttpResponse DownWith(Ctx& ctx, ApiCall& call, const CommandDef* def) {
  auto vehicle = call.IntParam("vehicleId");
  if (!vehicle) return Fail(kFlagFail, "请选择车辆");
  Result<CommandTarget> target = [&] {
    auto conn = ctx.s.db.Acquire();
    return store::FindCommandTarget(*conn, call.session().scope(), *vehicle);
  }();
  if (!target.ok()) return FromStatus(target.status());
  if (!Supports(*def, *target))
    return Fail(kFlagFail,
                "车辆" + target->plate + "的终端(" + target->terminal_type + ")不支持" + std::string(def->name));
  auto msg = Check(ctx, call, *def);
  if (!msg.ok()) return FromStatus(msg.status());
  auto created = Create(ctx, call, *def, *msg, {&*target}, "");
  if (!created.ok()) return FromStatus(created.status());
  const Created& c = created->front();
  boost::json::object o = CreatedJson(c);
  o["uuid"] = "";
  {
    auto conn = ctx.s.db.Acquire();
    if (auto row = store::GetCommand(*conn, call.session().scope(), c.id); row.ok()) o["uuid"] = row->c.uuid;
  }
  o["online"] = ctx.tracker.Online(target->device_id) ? 1 : 0;
  o["commandName"] = def->name;
  if (c.status == CommandStatus::kRefused) return Fail(kFlagFail, c.result);
  return Ok(std::move(o));
}

net::HttpResponse Down(Ctx& ctx, ApiCall& call) {
  auto def = DefOf(call);
  if (!def.ok()) return FromStatus(def.status());
  return DownWith(ctx, call, *def);
}

// The vehicles of a batch or group request: `vehicleIds`, or `groupId` (+ selectedSubGroup 1).
Result<std::vector<CommandTarget>> BatchTargets(Ctx& ctx, const ApiCall& call) {
  auto conn = ctx.s.db.Acquire();
  if (auto group_id = call.IntParam("groupId")) {
    auto group = store::GetGroup(*conn, call.session().scope(), *group_id);
    if (!group.ok()) return NotFound("车组不存在或无权操作");
    return store::ListGroupTargets(*conn, group->path, call.IntParam("selectedSubGroup").value_or(0) == 1);
  }
  std::vector<long long> ids = Ids(call, "vehicleIds");
  if (ids.empty()) return InvalidArgument("请选择车辆");
  return store::ListCommandTargets(*conn, call.session().scope(), ids);
}

net::HttpResponse CheckBatch(Ctx& ctx, ApiCall& call) {
  auto def = DefOf(call);
  if (!def.ok()) return FromStatus(def.status());
  auto targets = BatchTargets(ctx, call);
  if (!targets.ok()) return FromStatus(targets.status());
  boost::json::array support, unsupport;
  for (const CommandTarget& t : *targets) {
    boost::json::object o;
    o["vehicleId"] = t.asset_id;
    o["plate"] = t.plate;
    o["terminalNo"] = t.terminal_no;
    o["terminalType"] = t.terminal_type;
    o["groupName"] = t.group_name;
    if (Supports(**def, t)) {
      o["online"] = ctx.tracker.Online(t.device_id) ? 1 : 0;
      support.push_back(std::move(o));
    } else {
      o["reason"] = "终端不支持该指令";
      unsupport.push_back(std::move(o));
    }
  }
  boost::json::object out;
  out["commandType"] = (*def)->type;
  out["commandName"] = (*def)->name;
  out["total"] = static_cast<long long>(targets->size());
  out["supportNum"] = static_cast<long long>(support.size());
  out["unsupportNum"] = static_cast<long long>(unsupport.size());
  out["support"] = std::move(support);
  out["unsupport"] = std::move(unsupport);
  return Ok(std::move(out));
}

// Group and batch sends: every supported vehicle of the request gets its own command record.
net::HttpResponse SendMany(Ctx& ctx, ApiCall& call) {
  auto def = DefOf(call);
  if (!def.ok()) return FromStatus(def.status());
  auto targets = BatchTargets(ctx, call);
  if (!targets.ok()) return FromStatus(targets.status());
  if (targets->size() > ctx.options.batch_max) return Fail(kFlagFail, "车组下车辆数过多，请联系后台人员进行批量操作!");
  std::vector<const CommandTarget*> supported;
  for (const CommandTarget& t : *targets)
    if (Supports(**def, t)) supported.push_back(&t);
  if (supported.empty()) return Fail(kFlagFail, "所选车辆的终端都不支持" + std::string((*def)->name));
  auto msg = Check(ctx, call, **def);
  if (!msg.ok()) return FromStatus(msg.status());
  std::string batch_id = auth::RandomUuid();
  auto created = Create(ctx, call, **def, *msg, supported, batch_id);
  if (!created.ok()) return FromStatus(created.status());
  boost::json::array items;
  long long refused = 0;
  for (const Created& c : *created) {
    refused += c.status == CommandStatus::kRefused;
    items.push_back(CreatedJson(c));
  }
  boost::json::object out;
  out["batchId"] = batch_id;
  out["total"] = static_cast<long long>(targets->size());
  out["accepted"] = static_cast<long long>(created->size()) - refused;
  out["refused"] = refused;
  out["unsupported"] = static_cast<long long>(targets->size() - supported.size());
  out["items"] = std::move(items);
  return Ok(std::move(out));
}

net::HttpResponse GetOne(Ctx& ctx, ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "缺少指令编号");
  auto conn = ctx.s.db.Acquire();
  auto row = store::GetCommand(*conn, call.session().scope(), *id);
  if (!row.ok()) return FromStatus(row.status());
  return Ok(CommandRowJson(*row, ctx.s.options.utc_offset_minutes));
}

net::HttpResponse CancelOne(Ctx& ctx, ApiCall& call) {
  auto id = call.IntParam("id");
  if (!id) return Fail(kFlagFail, "缺少指令编号");
  {
    auto conn = ctx.s.db.Acquire();
    auto row = store::GetCommand(*conn, call.session().scope(), *id);
    if (!row.ok()) return FromStatus(row.status());
  }
  Status s = ctx.tracker.Cancel(*id);
  if (!s.ok()) return FromStatus(s);
  return Ok();
}

// [{terminalType, resourceIdList}] for the catalogue's terminal types and those of the caller's
// devices, limited to the commands the caller may send.
Result<boost::json::array> TerminalResources(Ctx& ctx, const ApiCall& call, const Rights& rights) {
  std::vector<std::pair<std::string, std::string>> types;  // the registry's, then the rest in scope
  for (const ProtocolInfo& p : Protocols())
    for (const TerminalType& t : p.parts.terminal_types()) types.emplace_back(t.name, p.name);
  {
    auto conn = ctx.s.db.Acquire();
    auto in_scope = store::ListTerminalTypes(*conn, call.session().scope());
    if (!in_scope.ok()) return in_scope.status();
    for (auto& t : *in_scope) {
      bool known = false;
      for (const auto& k : types) known |= k.first == t.first;
      if (!known) types.push_back(std::move(t));
    }
  }
  boost::json::array out;
  for (const auto& [type, protocol] : types) {
    boost::json::array ids;
    if (const TerminalType* terminal = FindTerminalType(type, protocol))
      for (const CommandDef& d : command::Catalogue())
        if (d.Supports(*terminal) && rights.Allows(d) && !d.own_page) ids.push_back(d.resource_id);
    out.push_back(
        boost::json::object{{"terminalType", type}, {"protocol", protocol}, {"resourceIdList", std::move(ids)}});
  }
  return out;
}

net::HttpResponse ListTerminalResource(Ctx& ctx, ApiCall& call) {
  auto rights = RightsOf(ctx, call);
  if (!rights.ok()) return FromStatus(rights.status());
  auto out = TerminalResources(ctx, call, *rights);
  if (!out.ok()) return FromStatus(out.status());
  return Ok(std::move(*out));
}

net::HttpResponse ListCommandResource() {
  boost::json::array out;
  for (const CommandDef& d : command::Catalogue())
    out.push_back(boost::json::object{{"resourceId", d.resource_id}, {"name", d.name}, {"param", d.type}});
  return Ok(std::move(out));
}

net::HttpResponse CatalogueJson(Ctx& ctx, ApiCall& call) {
  auto rights = RightsOf(ctx, call);
  if (!rights.ok()) return FromStatus(rights.status());
  boost::json::array commands;
  for (const CommandDef& d : command::Catalogue()) {
    boost::json::object o = CommandDefJson(d);
    o["allowed"] = rights->Allows(d) ? 1 : 0;
    commands.push_back(std::move(o));
  }
  auto terminals = TerminalResources(ctx, call, *rights);
  if (!terminals.ok()) return FromStatus(terminals.status());
  boost::json::object out;
  out["commands"] = std::move(commands);
  out["terminals"] = std::move(*terminals);
  out["commandPermission"] = rights->command ? 1 : 0;
  out["cutOilPermission"] = rights->cut_oil ? 1 : 0;
  out["cutOilMaxKmh"] = ctx.tracker.cut_oil_max_kmh();
  out["refuseOverSpeed"] = ctx.options.refuse_over_speed ? 1 : 0;
  return Ok(std::move(out));
}

}  // namespace

void AddFixedCommandRoute(ApiRouter& router, ApiServices& services, gateway::CommandTracker& tracker,
                          CommandApiOptions options, const std::string& path, std::string_view command_type,
                          RouteOptions route) {
  const CommandDef* def = command::FindCommand(command_type);
  assert(def != nullptr && "a fixed command route names a catalogue command");
  auto ctx = std::make_shared<Ctx>(Ctx{services, tracker, options});
  if (route.right == Right::kNone) route.right = Right::kCommand;
  router.Add(
      path, Access::kSession, [ctx, def](ApiCall& c) { return DownWith(*ctx, c, def); }, std::move(route));
}

Result<long long> SendCommandFor(ApiServices& services, gateway::CommandTracker& tracker,
                                 const CommandApiOptions& options, const ApiCall& call, std::string_view type,
                                 const std::string& msg, const CommandTarget& target) {
  const CommandDef* def = command::FindCommand(type);
  if (!def) return InvalidArgument("未知的指令类型: " + std::string(type));
  if (!Supports(*def, target))
    return FailedPrecondition("终端(" + target.terminal_type + ")不支持" + std::string(def->name));
  if (auto values = command::ParseCommandMsg(*def, msg); !values.ok()) return values.status();
  Ctx ctx{services, tracker, options};
  auto created = Create(ctx, call, *def, msg, {&target}, "");
  if (!created.ok()) return created.status();
  const Created& c = created->front();
  if (c.status == CommandStatus::kRefused) return FailedPrecondition(c.result.empty() ? "指令被拒绝" : c.result);
  return c.id;
}

void RegisterCommandRoutes(ApiRouter& router, ApiServices& services, gateway::CommandTracker& tracker,
                           CommandApiOptions options) {
  auto ctx = std::make_shared<Ctx>(Ctx{services, tracker, options});
  auto route = [&router, ctx](const char* path, net::HttpResponse (*fn)(Ctx&, ApiCall&), Right right = Right::kNone) {
    router.Add(path, Access::kSession, [ctx, fn](ApiCall& c) { return fn(*ctx, c); }, {.right = right});
  };
  route("/car/v1/api/command/down.json", Down, Right::kCommand);
  route("/car/v1/api/command/group/down.json", SendMany, Right::kCommand);
  route("/car/v1/api/command/checkCommandDownBatchTer.json", CheckBatch);
  route("/car/v1/api/command/commandDownBatch.json", SendMany, Right::kCommand);
  route("/car/v1/api/command/getCommand.json", GetOne);
  route("/car/v1/api/command/cancel.json", CancelOne);
  route("/car/v1/api/resource/listTerminalResource.json", ListTerminalResource);
  route("/car/v4/api/command/catalogue.json", CatalogueJson);
  router.Add("/car/v1/api/resource/listCommandResource.json", Access::kSession,
             [](ApiCall&) { return ListCommandResource(); });
}

}  // namespace chelian::api
