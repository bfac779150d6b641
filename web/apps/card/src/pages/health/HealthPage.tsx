// 健康数据: the people of the caller's tree (by group and keyword) with their latest heart rate, blood
// pressure, SpO2 and temperature, a red 异常 tag on a value outside the group's thresholds; 曲线
// shows the person's readings over today, 7 or 30 days as ECharts lines (model/healthChart.ts).
import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Col, Row, Segmented, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { reportError } from '@chelian/core';
import { EChart } from '@chelian/reports/charts';
import { useCardServices } from '../../services/cardServices';
import { PersonPickPage } from '../../shared/PersonPickPage';
import { bloodPressureOption, hasReadings, heartRateOption, spo2Option, temperatureOption } from './model/healthChart';
import { createHealthApi, type HealthRow } from './service';
import { healthTexts as texts } from '../../texts';

type Span = 1 | 7 | 30;

function Value({ text, time, alarm, unit }: { text: string; time: string; alarm: number; unit: (v: string) => string }) {
  if (!text) return <Typography.Text type="secondary">{texts.none}</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      <span>
        <Typography.Text type={alarm ? 'danger' : undefined} strong={!!alarm}>
          {unit(text)}
        </Typography.Text>
        {alarm ? (
          <Tag color="red" style={{ marginLeft: 6 }}>
            {texts.outOfRange}
          </Tag>
        ) : null}
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {time}
      </Typography.Text>
    </Space>
  );
}

function HealthCharts({ person, api }: { person: HealthRow; api: ReturnType<typeof createHealthApi> }) {
  const [span, setSpan] = useState<Span>(7);
  const end = dayjs().format('YYYY-MM-DD');
  const start = dayjs().subtract(span - 1, 'day').format('YYYY-MM-DD');
  const series = useQuery({ queryKey: ['card', 'health', 'series', person.id, start, end], queryFn: () => api.series(person.id, start, end) });
  useEffect(() => {
    if (series.error) reportError(series.error);
  }, [series.error]);
  const readings = useMemo(() => series.data?.data ?? [], [series.data]);
  const t = series.data?.threshold;
  const charts = useMemo(
    () =>
      t
        ? [
            { key: 'heart', option: heartRateOption(readings, t), empty: !hasReadings(readings, ['heartRate']), label: texts.heartRate },
            { key: 'pressure', option: bloodPressureOption(readings, t), empty: !hasReadings(readings, ['systolic', 'diastolic']), label: texts.bloodPressure },
            { key: 'spo2', option: spo2Option(readings, t), empty: !hasReadings(readings, ['spo2']), label: texts.spo2 },
            { key: 'temperature', option: temperatureOption(readings, t), empty: !hasReadings(readings, ['temperature']), label: texts.temperature },
          ]
        : [],
    [readings, t],
  );
  return (
    <Card
      size="small"
      title={texts.chartTitle(person.name)}
      style={{ marginTop: 16 }}
      data-testid="health-charts"
      extra={
        <Segmented<Span>
          value={span}
          onChange={setSpan}
          options={[
            { value: 1, label: texts.today },
            { value: 7, label: texts.days(7) },
            { value: 30, label: texts.days(30) },
          ]}
        />
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {texts.legend}
      </Typography.Paragraph>
      {t && !t.enabled && <Alert type="info" showIcon message={texts.thresholdsOff} style={{ marginBottom: 8 }} />}
      <Row gutter={[16, 16]}>
        {charts.map((c) => (
          <Col span={12} key={c.key}>
            <EChart option={c.option} height={240} empty={c.empty} ariaLabel={c.label} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

export function HealthPage() {
  const { http } = useCardServices();
  const api = useMemo(() => createHealthApi(http), [http]);
  return (
    <PersonPickPage<HealthRow>
      testId="health-page"
      listKey={['card', 'health', 'list']}
      load={(q) => api.list(q)}
      emptyText={texts.empty}
      pickText={texts.pickPerson}
      actionText={texts.chart}
      renderPicked={(person) => <HealthCharts key={person.id} person={person} api={api} />}
      columns={[
        { title: texts.name, dataIndex: 'name' },
        { title: texts.personNo, dataIndex: 'personNo' },
        { title: texts.department, dataIndex: 'department' },
        { title: texts.groupName, dataIndex: 'groupName' },
        { title: texts.heartRate, key: 'heartRate', render: (_, r) => <Value text={r.heartRate} time={r.heartRateTime} alarm={r.heartRateAlarm} unit={texts.unitHeart} /> },
        {
          title: texts.bloodPressure,
          key: 'bloodPressure',
          render: (_, r) => <Value text={r.bloodPressure} time={r.bloodPressureTime} alarm={r.bloodPressureAlarm} unit={texts.unitPressure} />,
        },
        { title: texts.spo2, key: 'spo2', render: (_, r) => <Value text={r.spo2} time={r.spo2Time} alarm={r.spo2Alarm} unit={texts.unitSpo2} /> },
        {
          title: texts.temperature,
          key: 'temperature',
          render: (_, r) => <Value text={r.temperature} time={r.temperatureTime} alarm={r.temperatureAlarm} unit={texts.unitTemperature} />,
        },
      ]}
    />
  );
}
