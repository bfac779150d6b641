import { describe, expect, it } from 'vitest';
import { axisBounds, bloodPressureOption, hasReadings, heartRateOption, outOfRange, spo2Option } from './healthChart';
import type { HealthReading, HealthThresholds } from '../service';

const t: HealthThresholds = {
  heartRateMin: 50,
  heartRateMax: 120,
  systolicMin: 90,
  systolicMax: 140,
  diastolicMin: 60,
  diastolicMax: 90,
  temperatureMin: 36,
  temperatureMax: 37.3,
  spo2Min: 94,
  enabled: 1,
};

const reading = (over: Partial<HealthReading>): HealthReading => ({
  time: '2026-11-28 08:00:00',
  heartRate: '',
  systolic: '',
  diastolic: '',
  spo2: '',
  temperature: '',
  alarms: '',
  ...over,
});

type Point = { value: [string, number]; itemStyle?: { color: string } };
type Option = { series: { data: Point[]; markLine: { data: { yAxis: number }[] } }[] };

describe('健康数据 charts', () => {
  it('R-CARD-HEALTH-1 a reading outside the thresholds is out of range, inside is not, and nothing is when they are off', () => {
    expect(outOfRange('heartRate', 131, t)).toBe(true);
    expect(outOfRange('heartRate', 49, t)).toBe(true);
    expect(outOfRange('heartRate', 120, t)).toBe(false);
    expect(outOfRange('spo2', 93, t)).toBe(true);
    expect(outOfRange('spo2', 100, t)).toBe(false);
    expect(outOfRange('temperature', 37.4, t)).toBe(true);
    expect(outOfRange('heartRate', 131, { ...t, enabled: 0 })).toBe(false);
  });

  it('R-CARD-HEALTH-2 the heart-rate line has only the readings that carry it, the high one marked red, with both thresholds', () => {
    const readings = [reading({ heartRate: 72 }), reading({ systolic: 118, diastolic: 76 }), reading({ time: '2026-11-28 09:00:00', heartRate: 131 })];
    const o = heartRateOption(readings, t) as unknown as Option;
    const data = o.series[0]!.data;
    expect(data.map((p) => p.value[1])).toEqual([72, 131]);
    expect(data[0]!.itemStyle).toBeUndefined();
    expect(data[1]!.itemStyle?.color).toBe('#f5222d');
    expect(o.series[0]!.markLine.data.map((d) => d.yAxis)).toEqual([50, 120]);
  });

  it('R-CARD-HEALTH-3 blood pressure draws systolic and diastolic; SpO2 has only its floor', () => {
    const readings = [reading({ systolic: 150, diastolic: 76 })];
    const bp = bloodPressureOption(readings, t) as unknown as Option;
    expect(bp.series).toHaveLength(2);
    expect(bp.series[0]!.data[0]!.itemStyle?.color).toBe('#f5222d');
    expect(bp.series[1]!.data[0]!.itemStyle).toBeUndefined();
    const o = spo2Option([reading({ spo2: 97 })], t) as unknown as Option;
    expect(o.series[0]!.markLine.data.map((d) => d.yAxis)).toEqual([94]);
    expect(hasReadings(readings, ['spo2'])).toBe(false);
    expect(hasReadings(readings, ['systolic', 'diastolic'])).toBe(true);
  });

  it('R-CARD-HEALTH-4 the value axis holds every reading and every threshold line', () => {
    expect(axisBounds([reading({ temperature: 36.6 })], t, ['temperature'])).toEqual({ min: 35, max: 39 });
    const b = axisBounds([reading({ heartRate: 150 }), reading({ heartRate: 40 })], t, ['heartRate']);
    expect(b.min).toBeLessThanOrEqual(40);
    expect(b.max).toBeGreaterThanOrEqual(150);
    expect(axisBounds([], t, ['systolic', 'diastolic'])).toEqual({ min: 48, max: 152 });
  });
});
