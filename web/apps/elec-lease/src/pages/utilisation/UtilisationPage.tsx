// 车辆利用率: the subtree's e-bikes rented, idle, in repair and lost (tiles with the rate), a stacked
// bar chart per group, and the bikes with their state — 标记 sets 维修中 / 丢失 / back in service.
import { useEffect, useMemo } from 'react';
import { App, Card, Col, Dropdown, Row, Statistic, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { Access } from '@chelian/ui';
import { EChart } from '@chelian/reports/charts';
import { BUTTON_BIKE_STATE } from '../../access';
import { useLeaseServices } from '../../services/leaseServices';
import { LeasePage } from '../../shared/LeasePage';
import { STATE_COLORS, utilisationOption } from './model/utilisationChart';
import { createUtilisationApi, type BikeRow } from './service';
import { routeTexts, utilisationPageTexts as texts } from '../../texts';

const STATE_TAGS: Record<number, string> = { 0: 'success', 1: 'processing', 2: 'warning', 3: 'error' };

export function UtilisationPage() {
  const { http } = useLeaseServices();
  const api = useMemo(() => createUtilisationApi(http), [http]);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const counts = useQuery({ queryKey: ['lease', 'utilisation'], queryFn: () => api.utilisation() });
  const bikes = useQuery({ queryKey: ['lease', 'utilisation', 'bikes'], queryFn: () => api.bikes() });
  useEffect(() => {
    if (counts.error) reportError(counts.error);
    if (bikes.error) reportError(bikes.error);
  }, [counts.error, bikes.error]);
  const option = useMemo(
    () => utilisationOption(counts.data?.groups ?? [], { rented: texts.rented, idle: texts.idle, repair: texts.repair, lost: texts.lost }),
    [counts.data],
  );
  const mark = async (bike: BikeRow, state: number) => {
    try {
      await api.mark(bike.vehicleId, state);
      void message.success(texts.marked);
      void queryClient.invalidateQueries({ queryKey: ['lease'] });
    } catch (e) {
      reportError(e);
    }
  };
  const t = counts.data?.total;
  return (
    <LeasePage title={routeTexts.utilisation} tips={texts.tips} testId="lease-utilisation-page">
      <Row gutter={12} style={{ marginBottom: 12 }}>
        {(
          [
            ['total', texts.total, t?.total, undefined],
            ['rented', texts.rented, t?.rented, STATE_COLORS.rented],
            ['idle', texts.idle, t?.idle, STATE_COLORS.idle],
            ['repair', texts.repair, t?.repair, STATE_COLORS.repair],
            ['lost', texts.lost, t?.lost, STATE_COLORS.lost],
          ] as const
        ).map(([key, title, value, color]) => (
          <Col span={4} key={key}>
            <Card size="small">
              <Statistic title={title} value={value ?? 0} valueStyle={color ? { color } : undefined} />
            </Card>
          </Col>
        ))}
        <Col span={4}>
          <Card size="small">
            <Statistic title={texts.rate} value={texts.rateValue(t?.rate ?? 0)} data-testid="utilisation-rate" />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={texts.byGroup} style={{ marginBottom: 12 }}>
        <EChart option={option} height={260} empty={(counts.data?.groups.length ?? 0) === 0} ariaLabel={texts.byGroup} />
      </Card>
      <Table<BikeRow>
        rowKey="vehicleId"
        size="small"
        title={() => texts.bikes}
        loading={bikes.isFetching}
        dataSource={bikes.data ?? []}
        locale={{ emptyText: texts.empty }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: texts.plate, dataIndex: 'plate' },
          { title: texts.group, dataIndex: 'groupName' },
          { title: texts.terminal, dataIndex: 'terminalNo' },
          { title: texts.state, dataIndex: 'stateText', render: (s: string, r) => <Tag color={STATE_TAGS[r.state]}>{s}</Tag> },
          {
            title: texts.mark,
            key: 'mark',
            width: 100,
            render: (_, r) =>
              r.state === 1 ? null : (
                <Access button={BUTTON_BIKE_STATE}>
                  <Dropdown
                    menu={{
                      items: [0, 2, 3].filter((s) => s !== r.state).map((s) => ({ key: String(s), label: texts.markAs[s] })),
                      onClick: ({ key }) => void mark(r, Number(key)),
                    }}
                  >
                    <a>{texts.mark}</a>
                  </Dropdown>
                </Access>
              ),
          },
        ]}
      />
    </LeasePage>
  );
}
