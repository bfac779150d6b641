// 新增车辆趋势数据: 加车量, 结清量 and 激活量 per month (12月) or per day (30天).
import { useDeferredValue, useMemo, useState } from 'react';
import { Segmented } from 'antd';
import { EChart } from '@chelian/reports/charts';
import type { HomeCounts } from '../service';
import { trendOption } from '../state/chartOptions';
import { trendSeries, type TrendRange } from '../state/screenModel';
import { trendTexts as texts } from '../../../texts';
import { Panel } from './Panel';

export function TrendCard({ counts: answered, u }: { counts: HomeCounts | null; u: number }) {
  const [range, setRange] = useState<TrendRange>('months');
  const counts = useDeferredValue(answered); // drawn after the figures are on the screen
  const option = useMemo(() => (counts ? trendOption(trendSeries(counts, range), u) : {}), [counts, range, u]);
  return (
    <Panel
      title={texts.title}
      testId="trend"
      extra={
        <Segmented<TrendRange>
          size="small"
          value={range}
          onChange={setRange}
          options={[
            { value: 'months', label: texts.months },
            { value: 'days', label: texts.days },
          ]}
        />
      }
    >
      {counts && <EChart option={option} height="100%" ariaLabel={texts.title} />}
    </Panel>
  );
}
