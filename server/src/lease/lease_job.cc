// The overdue job (lease_job.h).
#include "lease/lease_job.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <unordered_map>

#include "auth/password.h"
#include "command/catalogue.h"
#include "command/payload.h"
#include "core/thread_name.h"
#include "lease/money.h"
#include "protocol/registry.h"
#include "store/command_repo.h"
#include "store/lease_repo.h"
#include "store/operation_log_repo.h"

namespace chelian::lease {
namespace {

constexpr char kActorName[] = "租赁处置";  // who the log names for the job's commands

// The catalogue command and commandMsg of an action (notices send none).
struct CommandOf {
  std::string_view type;
  std::string msg;
  std::optional<double> max_kmh;  // the lock: never delivered faster than the company's speed (D154)
};
std::optional<CommandOf> CommandFor(ActionKind a, const store::LeasePolicyRow& p) {
  namespace type = command_type;
  switch (a) {
    case ActionKind::kNotify:
      return std::nullopt;
    case ActionKind::kVoice:
      return CommandOf{type::kText, "8," + p.voice_text};  // 8: TTS 播读
    case ActionKind::kSpeedLimit:
      return CommandOf{type::kOverspeed, std::to_string(p.limit_kmh) + ",10"};
    case ActionKind::kRestoreSpeed:
      return CommandOf{type::kOverspeed, std::to_string(p.normal_kmh) + ",10"};
    // The password field is the sender's confirmation, checked by the API for people and never sent.
    case ActionKind::kLock:
      return CommandOf{type::kCutOil, "lease-job", static_cast<double>(p.lock_max_kmh)};
    case ActionKind::kUnlock:
      return CommandOf{type::kRestoreOil, "lease-job"};
  }
  return std::nullopt;
}

// Stores the command of action `a` for the contract's bike; returns its id, or the reason it was not sent.
Result<long long> StoreCommand(store::Connection& conn, const store::LeaseJobContract& c, const CommandOf& what,
                               long long now, const LeaseJobOptions& options) {
  const command::CommandDef* def = command::FindCommand(what.type);
  if (!def) return Internal("unknown command type");
  auto target = store::FindCommandTarget(conn, store::Scope::Everything(), c.asset_id);
  if (!target.ok()) return target.status();
  const TerminalType* terminal = FindTerminalType(target->terminal_type, target->protocol);
  if (!terminal || !def->Supports(*terminal)) return FailedPrecondition("终端不支持" + std::string(def->name));
  auto encoded = command::EncodeCommand(*def, *terminal, what.msg);
  if (!encoded.ok()) return encoded.status();
  store::NewCommand n;
  n.uuid = auth::RandomUuid();
  n.target = *target;
  n.user_name = kActorName;
  n.command_type = std::string(def->type);
  n.command_name = std::string(def->name);
  n.command_msg = command::MaskedCommandMsg(*def, what.msg);
  n.payload = command::PayloadJson(*encoded);
  n.created_at = now;
  n.expires_at = now + options.command_ttl_ms;
  n.max_kmh = what.max_kmh;
  n.result_msg = "等待下发";
  auto id = store::InsertCommand(conn, n);
  if (!id.ok()) return id.status();
  if (Status logged = store::AppendOperation(
          conn, {0, kActorName, c.group_id},
          {"lease.action", c.plate, c.asset_id, n.command_name + "（合同" + c.contract_no + "）"}, now);
      !logged.ok())
    return logged;
  return *id;
}

// Outcomes after which a step is sent again (D155): not a success, nor a person's cancel.
bool Retried(int command_status) {
  using store::CommandStatus;
  switch (static_cast<CommandStatus>(command_status)) {
    case CommandStatus::kFailed:
    case CommandStatus::kTimedOut:
    case CommandStatus::kExpired:
    case CommandStatus::kRefused:
      return true;
    default:
      return false;
  }
}

// A failed step of a contract and what this pass does with it.
struct StepRetry {
  store::LeaseStepOutcome step;
  Retry what = Retry::kDrop;
};

}  // namespace

Policy ToPolicy(const store::LeasePolicyRow& r) {
  Policy p;
  p.enabled = r.enabled;
  p.grace_days = r.grace_days;
  p.notify_days = r.notify_days;
  p.voice_days = r.voice_days;
  p.limit_days = r.limit_days;
  p.lock_days = r.lock_days;
  p.limit_kmh = r.limit_kmh;
  p.normal_kmh = r.normal_kmh;
  p.lock_max_kmh = r.lock_max_kmh;
  return p;
}

namespace {
const store::LeasePolicyRow& PolicyRowFor(const std::vector<store::LeasePolicyRow>& policies, const std::string& path) {
  static const store::LeasePolicyRow kDefault;
  for (const auto& p : policies)
    if (path.compare(0, p.group_path.size(), p.group_path) == 0) return p;
  return kDefault;
}
}  // namespace

Policy PolicyFor(const std::vector<store::LeasePolicyRow>& policies, const std::string& path) {
  return ToPolicy(PolicyRowFor(policies, path));
}

Result<LeaseRunStats> EvaluateLeases(store::Connection& conn, long long now, const LeaseJobOptions& options,
                                     const LeaseHooks& hooks, long long only_id) {
  LeaseRunStats stats;
  auto policies = store::LoadLeasePolicies(conn);
  if (!policies.ok()) return policies.status();
  // The watched steps whose command has finished: a success is let go, a failure may be sent again.
  auto outcomes = store::LoadLeaseStepOutcomes(conn);
  if (!outcomes.ok()) return outcomes.status();
  std::unordered_map<long long, std::vector<store::LeaseStepOutcome>> failed;  // by contract, oldest first
  std::vector<long long> let_go;
  for (const store::LeaseStepOutcome& o : *outcomes) {
    if (only_id > 0 && o.contract_id != only_id) continue;
    if (Retried(o.command_status))
      failed[o.contract_id].push_back(o);
    else
      let_go.push_back(o.id);
  }
  if (!let_go.empty())
    if (Status s = store::InTransaction(conn, [&] { return store::UnwatchLeaseActions(conn, let_go); }); !s.ok())
      return s;
  long long after = 0;
  std::vector<Due> dues;
  std::vector<Payment> payments;
  for (;;) {
    auto batch = store::LoadLeaseJobBatch(conn, after, options.batch_size, only_id);
    if (!batch.ok()) return batch.status();
    if (batch->empty()) break;
    after = batch->back().id;
    std::vector<long long> to_submit;
    for (const store::LeaseJobContract& c : *batch) {
      ++stats.contracts;
      const store::LeasePolicyRow& row = PolicyRowFor(*policies, c.group_path);
      const Policy policy = ToPolicy(row);
      dues.clear();
      payments.clear();
      for (auto [at, amount] : c.dues) dues.push_back({at, amount});
      for (auto [at, amount] : c.payments) payments.push_back({at, amount});
      const Evaluation e = Evaluate({c.terminated, dues}, payments, now, policy);
      // A speed counts only while fresh: an old 'parked' never allows a lock (D153).
      const std::optional<double> speed =
          c.reported_at >= now - options.speed_fresh_ms ? c.speed : std::optional<double>{};
      const ActionPlan plan = PlanActions(static_cast<Grade>(c.grade), e.grade, speed, policy);
      if (plan.lock_withheld && c.grade < static_cast<int>(Grade::kLock)) ++stats.withheld;
      // Failed steps (D155): the newest of each kind, unless this pass plans that kind anew.
      std::vector<StepRetry> retries;
      if (auto f = failed.find(c.id); f != failed.end()) {
        for (const store::LeaseStepOutcome& step : f->second) {
          const auto kind = static_cast<ActionKind>(step.action);
          Retry what = DecideRetry(kind, step.try_no, step.created_at, plan.applied,
                                   e.status == ContractStatus::kOverdue, now, options.retry);
          if (std::find(plan.actions.begin(), plan.actions.end(), kind) != plan.actions.end()) what = Retry::kDrop;
          for (StepRetry& older : retries)
            if (older.step.action == step.action) older.what = Retry::kDrop;
          // The lock's try waits for a fresh stop like its first (D153); waiting costs no try.
          if (what == Retry::kSend && kind == ActionKind::kLock && (!speed || *speed > policy.lock_max_kmh)) {
            what = Retry::kWait;
            ++stats.withheld;
          }
          retries.push_back({step, what});
        }
        failed.erase(f);
        std::erase_if(retries, [](const StepRetry& r) { return r.what == Retry::kWait; });
      }
      const store::LeaseEvaluationRow saved{static_cast<int>(e.status),     e.overdue_days, e.late_count,
                                            static_cast<int>(plan.applied), e.overdue,      e.paid};
      // Nothing to do and nothing changed: no write (most contracts on most runs).
      if (plan.actions.empty() && retries.empty() && saved.status == c.status && saved.grade == c.grade &&
          saved.overdue_days == c.overdue_days && saved.late_count == c.late_count &&
          saved.overdue_amount == c.overdue_amount && saved.paid_amount == c.paid_amount)
        continue;
      // Rider notices go out before the transaction: the notifier writes through a connection
      // of its own, which would wait for this one's write lock.
      std::vector<std::string> notice_results;
      for (ActionKind a : plan.actions) {
        if (CommandFor(a, row)) continue;
        std::string text = c.rider_name + "您好，您的租车合同" + c.contract_no + "已逾期" +
                           std::to_string(e.overdue_days) + "天，欠款" + FormatYuan(e.overdue) + "元，请尽快缴纳。";
        Status sent =
            hooks.notify_rider ? hooks.notify_rider(c.rider_phone, text, c.group_id) : Unavailable("未配置通知");
        notice_results.push_back(sent.ok() ? "通知已发送" : "通知失败：" + std::string(sent.message()));
      }
      Status s = store::InTransaction(conn, [&]() -> Status {
        size_t next_notice = 0;
        for (ActionKind a : plan.actions) {
          store::LeaseActionRow log{0, c.id, c.asset_id, static_cast<int>(a), e.overdue_days, speed};
          log.created_at = now;
          if (auto what = CommandFor(a, row)) {
            auto id = StoreCommand(conn, c, *what, now, options);
            if (id.ok()) {
              log.command_id = *id;
              log.result = "指令已提交";
              to_submit.push_back(*id);
            } else {
              log.result = "未下发：" + std::string(id.status().message());
            }
          } else {
            log.result = notice_results[next_notice++];
          }
          if (Status st = store::InsertLeaseAction(conn, log); !st.ok()) return st;
          ++stats.actions;
        }
        std::vector<long long> done;
        for (const StepRetry& r : retries) {
          done.push_back(r.step.id);
          if (r.what == Retry::kDrop) continue;
          const auto kind = static_cast<ActionKind>(r.step.action);
          store::LeaseActionRow log{0, c.id, c.asset_id, r.step.action, e.overdue_days, speed};
          log.created_at = now;
          log.try_no = r.step.try_no;
          if (r.what == Retry::kGiveUp) {
            log.result = "已放弃：" + std::to_string(r.step.try_no) + "次均未成功";
            ++stats.given_up;
          } else if (auto what = CommandFor(kind, row)) {
            log.try_no = r.step.try_no + 1;
            auto id = StoreCommand(conn, c, *what, now, options);
            if (id.ok()) {
              log.command_id = *id;
              log.result = "第" + std::to_string(log.try_no) + "次：指令已提交";
              to_submit.push_back(*id);
            } else {
              log.result = "第" + std::to_string(log.try_no) + "次未下发：" + std::string(id.status().message());
            }
            ++stats.retried;
          } else {
            continue;
          }
          if (Status st = store::InsertLeaseAction(conn, log); !st.ok()) return st;
          ++stats.actions;
        }
        if (Status st = store::UnwatchLeaseActions(conn, done); !st.ok()) return st;
        if (saved.status != c.status || saved.grade != c.grade) ++stats.changed;
        return store::SaveLeaseEvaluation(conn, c.id, saved, now);
      });
      if (!s.ok()) return s;
    }
    if (!to_submit.empty() && hooks.submit_commands)
      if (Status q = hooks.submit_commands(to_submit); !q.ok())
        spdlog::warn("lease: {} commands not queued: {}", to_submit.size(), q.message());
    if (only_id > 0) break;
  }
  // Failed steps of contracts the job no longer evaluates (terminated: the bike stays as it is).
  std::vector<long long> stale;
  for (const auto& [contract, steps] : failed)
    for (const store::LeaseStepOutcome& step : steps) stale.push_back(step.id);
  if (!stale.empty())
    if (Status s = store::InTransaction(conn, [&] { return store::UnwatchLeaseActions(conn, stale); }); !s.ok())
      return s;
  return stats;
}

LeaseJob::LeaseJob(store::Database& db, LeaseJobOptions options, LeaseHooks hooks, NowFn now)
    : db_(db), options_(options), hooks_(std::move(hooks)), now_(std::move(now)) {}

LeaseJob::~LeaseJob() { Stop(); }

void LeaseJob::Start() {
  if (options_.interval_ms <= 0 || worker_.joinable()) return;
  worker_ = std::thread([this] { Loop(); });
}

void LeaseJob::Stop() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  cv_.notify_all();
  if (worker_.joinable()) worker_.join();
}

Result<LeaseRunStats> LeaseJob::RunOnce() {
  std::lock_guard run(run_mu_);
  auto conn = db_.Acquire();
  return EvaluateLeases(*conn, now_(), options_, hooks_);
}

Result<LeaseRunStats> LeaseJob::EvaluateContract(long long contract_id) {
  std::lock_guard run(run_mu_);
  auto conn = db_.Acquire();
  return EvaluateLeases(*conn, now_(), options_, hooks_, contract_id);
}

void LeaseJob::Loop() {
  NameThisThread("lease-job");
  std::unique_lock lock(mu_);
  while (!stopping_) {
    lock.unlock();
    auto stats = RunOnce();
    if (!stats.ok())
      spdlog::warn("lease evaluation failed: {}", stats.status().message());
    else if (stats->actions > 0)
      spdlog::info(
          "lease evaluation: {} contracts, {} changed, {} actions ({} retries, {} given up), {} locks withheld",
          stats->contracts, stats->changed, stats->actions, stats->retried, stats->given_up, stats->withheld);
    lock.lock();
    cv_.wait_for(lock, std::chrono::milliseconds(options_.interval_ms), [this] { return stopping_; });
  }
}

}  // namespace chelian::lease
