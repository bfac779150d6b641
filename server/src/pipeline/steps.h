// The pipeline's steps, in the order the shard runs them for one message (docs/pipeline.md):
// for each fix filter → mileage → stored row → (latest fixes only) motion and latest state →
// daily aggregates → device alarm episodes → platform alarm episodes; then for the message alarms
// without a fix, its ACC, and a device back from offline. Each is a function over StepContext, tested alone
// (steps_test.cc). Storage of media and live push are the shard's (pipeline.cc).
#pragma once

#include <string>

#include "domain/device_message.h"
#include "pipeline/step_context.h"

namespace chelian::pipeline {

// Runs every step for `m` (the per-fix steps for each of its fixes).
void RunSteps(StepContext& ctx, const DeviceMessage& m);

// The per-fix steps for `p`.
void ProcessFix(StepContext& ctx, const Position& p);

// Filter: true when `p` is kept. A dropped fix's alarms still begin and end episodes, in the order
// the device sent them, at the last good place (not a resend's or a back-fill's); the time is the
// fix's own when only its place was wrong (a jump), else when the message arrived.
bool FilterStep(StepContext& ctx, const Position& p);

// Stored row: appends the row of `p` with its total mileage to the batch.
void RowStep(StepContext& ctx, const Position& p, double mileage_km);

// True when `p` is the device's newest real-time fix (it moves the latest state).
bool IsLatest(const DeviceState& st, const Position& p);

// Motion and latest state: the state after `p` (a latest fix) with the mileage `step` found and
// its attributes as stored (kept when not empty).
void StateStep(StepContext& ctx, const Position& p, const MileageStep& step, const std::string& attributes_json);

// Daily aggregates: the share of `p` (a latest fix, with its stored total and alarm list) of its
// device's local days, added to the batch's shares.
void DayStep(StepContext& ctx, const Position& p, double mileage_km, const std::string& alarms);

// Steps of wearables (docs/pet.md): a step counter in `attributes` (of a fix or of a message such as
// a watch's link keeping) raises the count of the local day of `at_ms` in the batch's shares.
void StepCountStep(StepContext& ctx, const Attributes& attributes, long long at_ms);

// Health readings of wearables (docs/card.md): a message with heart rate, blood pressure, SpO2 or body
// temperature adds a reading to the batch and opens or ends the platform alarm of each kind it
// measured against the group's thresholds (a kind not measured keeps its episode as it is).
void HealthStep(StepContext& ctx, const Attributes& attributes);

// Device alarm episodes: the codes `reported` (less those the group switched off) at `edge`.
void DeviceAlarmsStep(StepContext& ctx, const std::vector<AlarmCode>& reported, bool complete,
                      const store::AlarmEdge& edge);

// Platform alarm episodes of a latest fix: the group's rules, then the places (fences, points,
// areas); an open offline alarm stays open until the message steps close it.
void PlatformAlarmsStep(StepContext& ctx, const Position& p, const store::AlarmEdge& edge);

// Message steps: alarms not tied to a fix (e.g. a GT06 status packet) at the last known place;
// the message's ACC; a device back from offline closes its offline alarm.
void FixlessAlarmsStep(StepContext& ctx, const DeviceMessage& m);
void AccStep(StepContext& ctx, const DeviceMessage& m);
void BackOnlineStep(StepContext& ctx);

}  // namespace chelian::pipeline
