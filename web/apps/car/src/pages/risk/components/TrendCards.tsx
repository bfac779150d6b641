// The four 7-day trend cards (保险到期, 保养到期, 剩余电量提醒, 到期续费): a line chart of the daily
// counts (oldest → newest) through the shared ECharts wrapper, the first three reminders and 查看全部.
import { useMemo, useState } from 'react';
import { Button, Card, Empty, Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { EChart } from '@chelian/reports/charts';
import { ConsoleDialog } from '@chelian/ui';
import { trendSeries } from '../model/categories';
import type { RiskApi, TrendKind, TrendRow } from '../service';
import styles from '../RiskPage.module.css';
import { trendCardTexts as texts } from '../../../texts';

const KINDS: TrendKind[] = ['insurance', 'maintain', 'power', 'renew'];

/** The last seven local days, oldest first, as MM-DD. */
function dayLabels(): string[] {
  return Array.from({ length: 7 }, (_v, i) => dayjs().subtract(6 - i, 'day').format('MM-DD'));
}

function itemText(kind: TrendKind, r: TrendRow): string[] {
  const parts = [r.plate];
  if (kind === 'insurance') parts.push(texts.firstInsurance[r.type] ?? '');
  if (kind === 'power') parts.push(texts.power(r.power < 0 ? 0 : r.power));
  else parts.push(r.state === 1 ? texts.expired : texts.soon);
  parts.push(r.groupName);
  if (kind === 'insurance') parts.push(`${texts.nextInsurance} ${r.nestTimeInsuranceTime}`);
  else if (kind === 'power') parts.push(`${texts.terminalNo} ${r.terminalNo}`);
  else parts.push(`${texts.expireDate} ${r.expireDate}`);
  return parts.filter(Boolean);
}

function TrendCard({ kind, api }: { kind: TrendKind; api: RiskApi }) {
  const days = useQuery({ queryKey: ['risk-trend', kind], queryFn: () => api.trend(kind) });
  const top = useQuery({ queryKey: ['risk-trend-rows', kind], queryFn: () => api.trendRows(kind, 1, 3) });
  const [all, setAll] = useState(false);
  const [page, setPage] = useState(1);
  const full = useQuery({ queryKey: ['risk-trend-all', kind, page], queryFn: () => api.trendRows(kind, page, 100), enabled: all, placeholderData: keepPreviousData });
  const series = useMemo(() => trendSeries(days.data ?? {}), [days.data]);
  const latest = series[series.length - 1] ?? 0;
  const option = useMemo(
    () => ({
      grid: { left: 36, right: 12, top: 28, bottom: 24 },
      tooltip: { trigger: 'axis' },
      legend: { data: [texts.seriesCount(texts.series[kind], latest)], top: 0 },
      xAxis: { type: 'category', data: dayLabels(), boundaryGap: false },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ name: texts.seriesCount(texts.series[kind], latest), type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: series }],
    }),
    [kind, latest, series],
  );
  return (
    <Card size="small" title={texts.titles[kind]} className={styles.trendCard} extra={<Button type="link" size="small" onClick={() => setAll(true)}>{texts.viewAll}</Button>} data-testid={`trend-${kind}`}>
      <EChart option={option} height={170} ariaLabel={texts.titles[kind]} />
      <div className={styles.trendItems}>
        {(top.data?.data ?? []).length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} />
        ) : (
          top.data?.data.map((r) => (
            <div key={r.vehicleId} className={styles.trendItem}>
              {itemText(kind, r).map((p, i) => (i === 0 ? <b key={i}>{p}</b> : <Tag key={i}>{p}</Tag>))}
            </div>
          ))
        )}
      </div>
      <ConsoleDialog open={all} title={texts.titles[kind]} width={900} onCancel={() => setAll(false)} footer={<Button onClick={() => setAll(false)}>{texts.close}</Button>}>
        <Table<TrendRow>
          size="small"
          bordered
          loading={full.isFetching}
          rowKey={(r) => r.vehicleId}
          dataSource={full.data?.data ?? []}
          pagination={{ current: page, pageSize: 100, total: full.data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
          columns={[
            { title: texts.plate, dataIndex: 'plate', key: 'plate' },
            { title: texts.groupName, dataIndex: 'groupName', key: 'groupName' },
            { title: texts.terminalNo, dataIndex: 'terminalNo', key: 'terminalNo' },
            { title: texts.state, key: 'state', render: (_v, r) => itemText(kind, r).slice(1, 2).join('') },
            { title: kind === 'insurance' ? texts.nextInsurance : texts.expireDate, key: 'date', render: (_v, r) => (kind === 'insurance' ? r.nestTimeInsuranceTime : r.expireDate) },
          ]}
        />
      </ConsoleDialog>
    </Card>
  );
}

export function TrendCards({ api }: { api: RiskApi }) {
  return (
    <div className={styles.trends}>
      {KINDS.map((k) => (
        <TrendCard key={k} kind={k} api={api} />
      ))}
    </div>
  );
}
