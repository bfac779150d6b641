// 剩余电量 › 电量趋势: one vehicle's lowest and last battery level per day over the last 30 days, from
// the daily aggregates (gaps on days the device reported no level).
import { useEffect, useMemo } from 'react';
import { Modal, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { EChart, percentLinesOption } from '@chelian/reports/charts';
import { useDataReportServices } from '../../services/dataReportServices';
import { TREND_DAYS, batteryTrendSeries, fetchBatteryTrend } from './batteryTrend';
import { energyTexts as texts } from '../../texts';

export function BatteryTrendDialog({ vehicle, onClose }: { vehicle: { id: number; plate: string } | undefined; onClose: () => void }) {
  const { http } = useDataReportServices();
  const trend = useQuery({
    queryKey: ['data-report', 'battery-trend', vehicle?.id],
    queryFn: () => fetchBatteryTrend(http, vehicle!.id, new Date()),
    enabled: vehicle !== undefined,
  });
  useEffect(() => {
    if (trend.error) reportError(trend.error);
  }, [trend.error]);
  const series = useMemo(() => (trend.data ? batteryTrendSeries(trend.data) : undefined), [trend.data]);
  const option = useMemo(
    () =>
      percentLinesOption(texts.trendChart(TREND_DAYS), series?.categories ?? [], [
        { name: texts.trendMin, values: series?.min ?? [], color: '#ff4d4f' },
        { name: texts.trendLast, values: series?.last ?? [], color: '#1677ff' },
      ]),
    [series],
  );
  return (
    <Modal open={vehicle !== undefined} title={vehicle ? texts.trendTitle(vehicle.plate) : ''} width={760} footer={null} onCancel={onClose} destroyOnHidden>
      <div data-testid="battery-trend">
        <EChart option={option} empty={!series || series.reported === 0} ariaLabel={texts.trendChart(TREND_DAYS)} height={300} />
        <Typography.Text type="secondary">{series && series.reported === 0 ? texts.trendNone : texts.trendNote}</Typography.Text>
      </div>
    </Modal>
  );
}
