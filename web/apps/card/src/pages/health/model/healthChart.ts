// 健康数据's chart options (pure): one line per kind over the chosen days (time axis), the group's
// thresholds as dashed lines, and every reading outside them drawn as a red, larger point.
import type { HealthReading, HealthThresholds } from '../service';
import { healthTexts as texts } from '../../../texts';

export type HealthKind = 'heartRate' | 'systolic' | 'diastolic' | 'spo2' | 'temperature';

const ALARM_COLOR = '#f5222d';

/** The range a reading of `kind` must stay in ([min, max]; SpO2 has no upper bound). */
export function rangeOf(kind: HealthKind, t: HealthThresholds): [number, number] {
  switch (kind) {
    case 'heartRate':
      return [t.heartRateMin, t.heartRateMax];
    case 'systolic':
      return [t.systolicMin, t.systolicMax];
    case 'diastolic':
      return [t.diastolicMin, t.diastolicMax];
    case 'spo2':
      return [t.spo2Min, 100];
    case 'temperature':
      return [t.temperatureMin, t.temperatureMax];
  }
}

/** Whether `value` of `kind` lies outside the thresholds (never when they are switched off). */
export function outOfRange(kind: HealthKind, value: number, t: HealthThresholds): boolean {
  if (!t.enabled) return false;
  const [lo, hi] = rangeOf(kind, t);
  return value < lo || value > hi;
}

interface Line {
  kind: HealthKind;
  name: string;
  color: string;
}

/** The readings carrying `kind` as [time, value] points, those out of range marked. */
function points(readings: HealthReading[], kind: HealthKind, t: HealthThresholds) {
  return readings
    .filter((r) => r[kind] !== '')
    .map((r) => {
      const v = Number(r[kind]);
      return outOfRange(kind, v, t) ? { value: [r.time, v], symbolSize: 9, itemStyle: { color: ALARM_COLOR } } : { value: [r.time, v] };
    });
}

function thresholdLines(kind: HealthKind, t: HealthThresholds, color: string) {
  const [lo, hi] = rangeOf(kind, t);
  const lines = kind === 'spo2' ? [lo] : [lo, hi];
  return { silent: true, symbol: 'none', lineStyle: { type: 'dashed', color }, label: { formatter: '{c}' }, data: lines.map((y) => ({ yAxis: y })) };
}

/** The value axis' bounds: every reading and every threshold line inside, with a margin. */
export function axisBounds(readings: HealthReading[], t: HealthThresholds, kinds: HealthKind[]): { min: number; max: number } {
  const values = kinds.flatMap((k) => [...readings.filter((r) => r[k] !== '').map((r) => Number(r[k])), ...rangeOf(k, t)]);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = Math.max((hi - lo) * 0.15, 1);
  return { min: Math.floor(lo - pad), max: Math.ceil(hi + pad) };
}

function lineOption(title: string, unit: string, readings: HealthReading[], t: HealthThresholds, lines: Line[]): object {
  const bounds = axisBounds(
    readings,
    t,
    lines.map((l) => l.kind),
  );
  return {
    title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis' },
    legend: lines.length > 1 ? { data: lines.map((l) => l.name), right: 8, top: 0 } : undefined,
    grid: { left: 48, right: 40, top: 40, bottom: 36, containLabel: true },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', name: unit, ...bounds },
    series: lines.map((l) => ({
      name: l.name,
      type: 'line',
      showSymbol: true,
      symbolSize: 5,
      itemStyle: { color: l.color },
      data: points(readings, l.kind, t),
      markLine: thresholdLines(l.kind, t, l.color),
    })),
  };
}

export function heartRateOption(readings: HealthReading[], t: HealthThresholds) {
  return lineOption(texts.heartRate, texts.bpm, readings, t, [{ kind: 'heartRate', name: texts.heartRate, color: '#eb2f96' }]);
}

export function bloodPressureOption(readings: HealthReading[], t: HealthThresholds) {
  return lineOption(texts.bloodPressure, texts.mmHg, readings, t, [
    { kind: 'systolic', name: texts.systolic, color: '#1677ff' },
    { kind: 'diastolic', name: texts.diastolic, color: '#13c2c2' },
  ]);
}

export function spo2Option(readings: HealthReading[], t: HealthThresholds) {
  return lineOption(texts.spo2, '%', readings, t, [{ kind: 'spo2', name: texts.spo2, color: '#722ed1' }]);
}

export function temperatureOption(readings: HealthReading[], t: HealthThresholds) {
  return lineOption(texts.temperature, '℃', readings, t, [{ kind: 'temperature', name: texts.temperature, color: '#fa8c16' }]);
}

/** Whether any reading carries `kinds`. */
export function hasReadings(readings: HealthReading[], kinds: HealthKind[]): boolean {
  return readings.some((r) => kinds.some((k) => r[k] !== ''));
}
