// 合规检查: one e-bike over a chosen period (31 days at most): the verdict (合规/不合规/数据不足) with
// its reasons, the figures against the requirements (Beidou share, reporting interval, speed) and
// the evidence — each speeding event, tamper or module-removal alarm and offline period.
import { useMemo, useState } from 'react';
import { App, Button, DatePicker, Descriptions, Empty, Table, Tabs, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { reportError } from '@chelian/core';
import { BikeSelect, type PickedBike } from '../../shared/BikeSelect';
import { PageCard, PageFrame, Toolbar } from '../../shared/PageFrame';
import { VerdictTag } from '../../shared/VerdictTag';
import { useElecGbServices } from '../../services/elecGbServices';
import { createCheckApi, type CheckReply } from '../../shared/checkService';
import { bikeTexts, checkTexts as texts, routeTexts } from '../../texts';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

function Figures({ r }: { r: CheckReply }) {
  const f = texts.figures;
  const t = r.tally;
  return (
    <Descriptions size="small" bordered column={4} data-testid="gb-check-figures">
      <Descriptions.Item label={f.fixes}>{t.fixes}</Descriptions.Item>
      <Descriptions.Item label={f.beidouShare}>{bikeTexts.percent(t.beidouShare)}</Descriptions.Item>
      <Descriptions.Item label={f.medianGap}>{bikeTexts.seconds(r.medianGapS)}</Descriptions.Item>
      <Descriptions.Item label={f.maxGap}>{bikeTexts.seconds(t.maxGapS)}</Descriptions.Item>
      <Descriptions.Item label={f.gapsWithin}>{bikeTexts.percent(t.gapsWithinShare)}</Descriptions.Item>
      <Descriptions.Item label={f.overspeed}>{texts.times(t.overspeedEvents)}</Descriptions.Item>
      <Descriptions.Item label={f.overspeedMax}>{texts.kmh(t.overspeedMaxKmh)}</Descriptions.Item>
      <Descriptions.Item label={f.overspeedLongest}>{bikeTexts.seconds(t.overspeedLongestS)}</Descriptions.Item>
      <Descriptions.Item label={f.tamper}>{texts.times(t.tamperEvents)}</Descriptions.Item>
      <Descriptions.Item label={f.offline}>{texts.times(t.offlinePeriods)}</Descriptions.Item>
      <Descriptions.Item label={f.offlineTime}>{bikeTexts.seconds(t.offlineS)}</Descriptions.Item>
    </Descriptions>
  );
}

function Evidence({ r }: { r: CheckReply }) {
  const e = texts.evidence;
  return (
    <Tabs
      items={[
        {
          key: 'overspeeds',
          label: `${e.overspeeds} (${r.tally.overspeedEvents})`,
          children: (
            <Table
              rowKey="startTime"
              size="small"
              dataSource={r.overspeeds}
              pagination={{ pageSize: 10 }}
              columns={[
                { title: e.start, dataIndex: 'startTime' },
                { title: e.end, dataIndex: 'endTime' },
                { title: e.duration, dataIndex: 'durationS', render: (s: number) => bikeTexts.seconds(s) },
                { title: e.maxSpeed, dataIndex: 'maxSpeed' },
                { title: e.place, key: 'place', render: (_, o) => `${o.lat.toFixed(5)}, ${o.lon.toFixed(5)}` },
              ]}
            />
          ),
        },
        {
          key: 'tampers',
          label: `${e.tampers} (${r.tally.tamperEvents})`,
          children: (
            <Table
              rowKey={(a) => `${a.time}-${a.code}`}
              size="small"
              dataSource={r.tampers}
              pagination={{ pageSize: 10 }}
              columns={[
                { title: e.time, dataIndex: 'time' },
                { title: e.alarm, dataIndex: 'alarmName' },
                { title: e.place, key: 'place', render: (_, a) => `${a.lat.toFixed(5)}, ${a.lon.toFixed(5)}` },
              ]}
            />
          ),
        },
        {
          key: 'offline',
          label: `${e.offline} (${r.tally.offlinePeriods})`,
          children: (
            <Table
              rowKey="startTime"
              size="small"
              dataSource={r.offlinePeriods}
              pagination={{ pageSize: 10 }}
              columns={[
                { title: e.start, dataIndex: 'startTime' },
                { title: e.end, dataIndex: 'endTime' },
                { title: e.duration, dataIndex: 'durationS', render: (s: number) => bikeTexts.seconds(s) },
              ]}
            />
          ),
        },
      ]}
    />
  );
}

export function CheckPage() {
  const { http } = useElecGbServices();
  const api = useMemo(() => createCheckApi(http), [http]);
  const { message } = App.useApp();
  const [bike, setBike] = useState<PickedBike | undefined>();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>([dayjs().subtract(7, 'day').startOf('day'), dayjs().endOf('day')]);
  const check = useMutation({ mutationFn: (v: { id: number; from: string; to: string }) => api.check(v.id, v.from, v.to), onError: reportError });

  const run = () => {
    if (!bike) return void message.warning(texts.pickBike);
    if (!range) return void message.warning(texts.pickRange);
    if (range[1].diff(range[0], 'day', true) > 31) return void message.warning(texts.tooLong);
    check.mutate({ id: bike.id, from: range[0].format(FORMAT), to: range[1].format(FORMAT) });
  };
  const r = check.data;

  return (
    <PageFrame title={routeTexts.check} testId="gb-check-page">
      <PageCard>
        <Toolbar>
          <BikeSelect value={bike} onChange={setBike} />
          <DatePicker.RangePicker
            showTime
            aria-label={texts.range}
            value={range}
            onChange={(v) => setRange(v && v[0] && v[1] ? [v[0], v[1]] : null)}
          />
          <Button type="primary" icon={<SafetyCertificateOutlined />} loading={check.isPending} onClick={run}>{texts.run}</Button>
        </Toolbar>
      </PageCard>
      {r ? (
        <>
          <PageCard>
            <div data-testid="gb-check-verdict">
              <Typography.Title level={5} style={{ margin: 0 }}>
                {r.plate} {texts.verdict}：<VerdictTag verdict={r.verdict} />
              </Typography.Title>
              <ul style={{ margin: '8px 0 0' }}>
                {(r.reasons.length ? r.reasons : [texts.noReasons]).map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              <Typography.Text type="secondary">{texts.requirement(r.requiredIntervalS, r.speedLimitKmh, r.minBeidouShare)}</Typography.Text>
            </div>
            <Figures r={r} />
          </PageCard>
          <PageCard>
            <Evidence r={r} />
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
