// The month's chart: how many bikes are 合规 / 不合规 / 数据不足, and how many bikes show each finding
// (the figures behind the verdicts), as bars.
import type { Series } from '@chelian/reports/charts';
import type { MonthRow } from '../service';

export const FINDING_NAMES = ['北斗占比不足', '上报间隔超标', '超速', '防拆报警', '长时间离线', '未备案'] as const;

/** Bikes per verdict, in the order 合规, 不合规, 数据不足. */
export function verdictSeries(pass: number, fail: number, noData: number): Series {
  return { categories: ['合规', '不合规', '数据不足'], values: [pass, fail, noData] };
}

/** Bikes per finding; a bike counts once per finding. `minBeidouShare` in percent. */
export function findingSeries(rows: readonly MonthRow[], minBeidouShare: number): Series {
  const findings = (r: MonthRow): boolean[] => {
    const t = r.tally;
    const mustBeidou = r.beidouOn === 1 || r.usageClass === 2 || r.usageClass === 3;
    return [
      mustBeidou && t.beidouShare >= 0 && t.beidouShare < minBeidouShare,
      t.gaps > 0 && t.gapsWithinShare < 50,
      t.overspeedEvents > 0,
      t.tamperEvents > 0,
      t.longOffline > 0,
      !r.registered,
    ];
  };
  const values = FINDING_NAMES.map((_, i) => rows.filter((r) => findings(r)[i]).length);
  return { categories: [...FINDING_NAMES], values };
}
