// 活动统计: a pet's last 7 or 30 days — totals (steps, distance, active hours, daily average), the
// daily steps and the active/rest minutes as ECharts bars (the report kit's chart wrapper). Calls in
// service.ts; figures and options in model/.
import { useEffect, useMemo, useState } from 'react';
import { Card, Col, Row, Segmented, Space, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { EChart } from '@chelian/reports/charts';
import { usePetServices } from '../../services/petServices';
import { PetPicker } from '../../shared/PetPicker';
import { activityTotals, stepsOption, timeOption } from './model/activityChart';
import { createActivityApi } from '../../shared/activityService';
import { activityTexts as texts } from '../../texts';

export function ActivityPage() {
  const { http } = usePetServices();
  const api = useMemo(() => createActivityApi(http), [http]);
  const [petId, setPetId] = useState<number>();
  const [days, setDays] = useState<7 | 30>(7);
  const list = useQuery({ queryKey: ['pet', 'activity', petId, days], queryFn: () => api.days(petId ?? 0, days), enabled: petId !== undefined });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const totals = activityTotals(rows);
  const steps = useMemo(() => stepsOption(rows), [rows]);
  const time = useMemo(() => timeOption(rows), [rows]);
  const empty = rows.every((d) => d.steps === 0 && d.activeMinutes === 0 && d.restMinutes === 0);

  return (
    <div style={{ padding: '16px 20px' }} data-testid="activity-page">
      <Space style={{ marginBottom: 16 }}>
        <span>{texts.pet}</span>
        <PetPicker value={petId} onChange={setPetId} />
        <Segmented<7 | 30>
          value={days}
          onChange={setDays}
          options={[
            { value: 7, label: texts.days7 },
            { value: 30, label: texts.days30 },
          ]}
        />
      </Space>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={6}>
          <Card size="small">
            <Statistic title={texts.totalSteps} value={totals.steps} />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small">
            <Statistic title={texts.totalDistance} value={totals.distanceKm} precision={2} />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small">
            <Statistic title={texts.totalActive} value={totals.activeHours} precision={1} />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small">
            <Statistic title={texts.avgSteps} value={totals.averageSteps} />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={texts.chartSteps} style={{ marginBottom: 16 }}>
        <EChart option={steps} height={260} empty={empty} ariaLabel={texts.chartSteps} />
      </Card>
      <Card size="small" title={texts.chartTime}>
        <EChart option={time} height={260} empty={empty} ariaLabel={texts.chartTime} />
      </Card>
    </div>
  );
}
