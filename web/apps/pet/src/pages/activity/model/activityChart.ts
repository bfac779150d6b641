// 活动统计's figures and chart options from the days (pure): the totals, the daily steps bars and
// the stacked active/rest minutes per day.
import type { ActivityDay } from '../../../shared/activityService';
import { activityTexts as texts } from '../../../texts';

export interface ActivityTotals {
  steps: number;
  distanceKm: number;
  activeHours: number;
  averageSteps: number;
}

export function activityTotals(days: ActivityDay[]): ActivityTotals {
  const steps = days.reduce((s, d) => s + d.steps, 0);
  const distanceKm = days.reduce((s, d) => s + d.distanceKm, 0);
  const active = days.reduce((s, d) => s + d.activeMinutes, 0);
  return {
    steps,
    distanceKm: Math.round(distanceKm * 100) / 100,
    activeHours: Math.round((active / 60) * 10) / 10,
    averageSteps: days.length ? Math.round(steps / days.length) : 0,
  };
}

/** "11-28" of "2026-11-28". */
export const dayLabel = (date: string) => date.slice(5);

export function stepsOption(days: ActivityDay[]) {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 50, right: 20, top: 30, bottom: 30 },
    xAxis: { type: 'category', data: days.map((d) => dayLabel(d.date)) },
    yAxis: { type: 'value', name: texts.steps },
    series: [{ name: texts.steps, type: 'bar', data: days.map((d) => d.steps), itemStyle: { color: '#fa8c16' } }],
  };
}

export function timeOption(days: ActivityDay[]) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: [texts.active, texts.rest] },
    grid: { left: 50, right: 20, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: days.map((d) => dayLabel(d.date)) },
    yAxis: { type: 'value', name: '分钟' },
    series: [
      { name: texts.active, type: 'bar', stack: 'time', data: days.map((d) => d.activeMinutes), itemStyle: { color: '#52c41a' } },
      { name: texts.rest, type: 'bar', stack: 'time', data: days.map((d) => d.restMinutes), itemStyle: { color: '#bfbfbf' } },
    ],
  };
}
