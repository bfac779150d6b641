// 合规月报: a fleet's (group's) month of GB 17761-2024 compliance — the verdict counts and the
// findings as charts, a row per e-bike with its figures, verdict and reasons, the totals, and an
// export of the same table through the download center.
import { useMemo, useState } from 'react';
import { App, Button, DatePicker, Empty, Space, Table, Typography } from 'antd';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { Access } from '@chelian/ui';
import { useReportExport } from '@chelian/reports';
import { EChart, barOption } from '@chelian/reports/charts';
import { BUTTON_MONTHLY_EXPORT } from '../../access';
import { GroupSelect } from '../../shared/GroupSelect';
import { PageCard, PageFrame, Toolbar } from '../../shared/PageFrame';
import { VerdictTag } from '../../shared/VerdictTag';
import { useElecGbServices } from '../../services/elecGbServices';
import { findingSeries, verdictSeries } from './model/monthlyChart';
import { createMonthlyApi, MONTHLY_EXPORT, monthParams, type MonthQuery, type MonthRow } from './service';
import { bikeTexts, monthlyTexts as texts, routeTexts } from '../../texts';

export function MonthlyPage() {
  const { http } = useElecGbServices();
  const api = useMemo(() => createMonthlyApi(http), [http]);
  const { message } = App.useApp();
  const startExport = useReportExport();
  const [month, setMonth] = useState<Dayjs | null>(dayjs().startOf('month'));
  const [groupId, setGroupId] = useState<number | undefined>();
  const [query, setQuery] = useState<MonthQuery | undefined>();
  const report = useQuery({ queryKey: ['elec-gb', 'monthly', query], queryFn: () => api.monthly(query as MonthQuery), enabled: query !== undefined });

  const search = () => {
    if (!month) return void message.warning(texts.month);
    setQuery({ month: month.format('YYYY-MM'), ...(groupId ? { groupId } : {}) });
  };
  const r = report.data;
  const c = texts.columns;

  return (
    <PageFrame title={routeTexts.monthly} testId="gb-monthly-page">
      <PageCard>
        <Toolbar>
          <DatePicker picker="month" aria-label={texts.month} value={month} onChange={setMonth} allowClear={false} />
          <GroupSelect value={groupId} onChange={setGroupId} />
          <Button type="primary" icon={<SearchOutlined />} loading={report.isFetching} onClick={search}>{texts.search}</Button>
          <Access button={BUTTON_MONTHLY_EXPORT}>
            <Button icon={<DownloadOutlined />} onClick={() => void startExport(MONTHLY_EXPORT, query ? monthParams(query) : undefined, texts.nothing)}>
              {texts.export}
            </Button>
          </Access>
        </Toolbar>
      </PageCard>
      {r ? (
        <>
          <PageCard>
            <Typography.Text strong data-testid="gb-monthly-summary">{texts.summary(r.bikes, r.pass, r.fail, r.noData)}</Typography.Text>
            <Space wrap size={24} style={{ width: '100%' }}>
              <div style={{ width: 380 }}>
                <EChart ariaLabel={texts.chartLabel} height={240} option={barOption(texts.chartTitle, verdictSeries(r.pass, r.fail, r.noData), texts.unit)} />
              </div>
              <div style={{ width: 780 }}>
                <EChart ariaLabel={texts.chartLabel} height={240} option={barOption(texts.findingsTitle, findingSeries(r.rows, r.minBeidouShare), texts.unit)} />
              </div>
            </Space>
          </PageCard>
          <PageCard>
            <Table<MonthRow>
              rowKey="vehicleId"
              size="small"
              scroll={{ x: 1500 }}
              dataSource={r.rows}
              pagination={{ pageSize: 20, showSizeChanger: true }}
              summary={() => (
                <Table.Summary fixed>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={4}>{texts.totalRow}</Table.Summary.Cell>
                    <Table.Summary.Cell index={4}>{r.total.fixes}</Table.Summary.Cell>
                    <Table.Summary.Cell index={5}>{bikeTexts.percent(r.total.beidouShare)}</Table.Summary.Cell>
                    <Table.Summary.Cell index={6}>{bikeTexts.percent(r.total.gapsWithinShare)}</Table.Summary.Cell>
                    <Table.Summary.Cell index={7}>{bikeTexts.seconds(r.total.maxGapS)}</Table.Summary.Cell>
                    <Table.Summary.Cell index={8}>{r.total.overspeedEvents}</Table.Summary.Cell>
                    <Table.Summary.Cell index={9}>{r.total.overspeedMaxKmh}</Table.Summary.Cell>
                    <Table.Summary.Cell index={10}>{r.total.tamperEvents}</Table.Summary.Cell>
                    <Table.Summary.Cell index={11}>{r.total.offlinePeriods}</Table.Summary.Cell>
                    <Table.Summary.Cell index={12} colSpan={2}>{texts.summary(r.bikes, r.pass, r.fail, r.noData)}</Table.Summary.Cell>
                  </Table.Summary.Row>
                </Table.Summary>
              )}
              columns={[
                { title: c.index, key: 'index', width: 60, render: (_, __, i) => i + 1 },
                { title: c.plate, dataIndex: 'plate', width: 110 },
                { title: c.group, dataIndex: 'groupName', width: 130 },
                { title: c.usageClass, key: 'usageClass', width: 80, render: (_, b) => bikeTexts.usageClasses[b.usageClass] ?? bikeTexts.none },
                { title: c.fixes, key: 'fixes', width: 90, render: (_, b) => b.tally.fixes },
                { title: c.beidouShare, key: 'beidou', width: 90, render: (_, b) => bikeTexts.percent(b.tally.beidouShare) },
                { title: c.gapsWithin, key: 'gaps', width: 100, render: (_, b) => bikeTexts.percent(b.tally.gapsWithinShare) },
                { title: c.maxGap, key: 'maxGap', width: 90, render: (_, b) => bikeTexts.seconds(b.tally.maxGapS) },
                { title: c.overspeed, key: 'overspeed', width: 80, render: (_, b) => b.tally.overspeedEvents },
                { title: c.overspeedMax, key: 'max', width: 80, render: (_, b) => b.tally.overspeedMaxKmh },
                { title: c.tamper, key: 'tamper', width: 80, render: (_, b) => b.tally.tamperEvents },
                { title: c.offline, key: 'offline', width: 80, render: (_, b) => b.tally.offlinePeriods },
                { title: c.verdict, key: 'verdict', width: 90, render: (_, b) => <VerdictTag verdict={b.verdict} /> },
                { title: c.reasons, key: 'reasons', render: (_, b) => b.reasons.join('；') },
              ]}
            />
          </PageCard>
        </>
      ) : (
        <PageCard>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} />
        </PageCard>
      )}
    </PageFrame>
  );
}
