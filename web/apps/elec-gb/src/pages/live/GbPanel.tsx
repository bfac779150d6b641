// The bike's part of the live map's info window: its record (备案, usage class), whether Beidou is
// on, and the compliance verdict of today so far (the same check as 合规检查).
import { useMemo } from 'react';
import { Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { MonitorRow } from '@chelian/tracking';
import { useElecGbServices } from '../../services/elecGbServices';
import { listBikes } from '../../shared/bikes';
import { createCheckApi } from '../../shared/checkService';
import { VerdictTag } from '../../shared/VerdictTag';
import { bikeTexts, gbPanelTexts as texts } from '../../texts';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function GbPanel({ row }: { row: Pick<MonitorRow, 'V' | 'P'> }) {
  const { http } = useElecGbServices();
  const api = useMemo(() => createCheckApi(http), [http]);
  const record = useQuery({ queryKey: ['gb', 'bike-of', row.V, row.P], queryFn: () => listBikes(http, { keyword: row.P, pageNumber: 1, pageSize: 20 }) });
  const today = useQuery({
    queryKey: ['gb', 'check-today', row.V],
    queryFn: () => api.check(row.V, dayjs().startOf('day').format(FORMAT), dayjs().format(FORMAT)),
  });
  const bike = record.data?.data.find((b) => b.vehicleId === row.V);
  if (!bike) return null;
  return (
    <div data-testid="gb-panel">
      <div>
        {texts.record}：{bike.registered ? <Tag color="green">{bikeTexts.registered}</Tag> : <Tag>{bikeTexts.unregistered}</Tag>}
        {bike.registered ? `${texts.usage}：${bikeTexts.usageClasses[bike.usageClass] ?? bikeTexts.none}` : null}
      </div>
      <div>
        {texts.beidou}：{bike.beidouOn ? <Tag color="blue">{bikeTexts.beidouOn}</Tag> : <Tag color="orange">{bikeTexts.beidouOff}</Tag>}
      </div>
      <div>
        {texts.verdict}：{today.data ? <VerdictTag verdict={today.data.verdict} /> : texts.checking}
      </div>
    </div>
  );
}
