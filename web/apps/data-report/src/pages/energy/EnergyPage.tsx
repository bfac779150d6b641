// 剩余电量 (1506): 剩余电量 ≦ (default) / ≧ a percentage (default 30) over all the caller's vehicles;
// the distribution of the listed vehicles' battery as a chart, the table with each vehicle's 电量趋势
// over the last 30 days, and the file export.
import { useMemo, useState } from 'react';
import { Button, InputNumber, Select, Space } from 'antd';
import { ReportFilterCard, ReportLayout, ReportTable, useReportExport, useReportList } from '@chelian/reports';
import { EChart, barOption, percentBuckets } from '@chelian/reports/charts';
import { BUTTON_ENERGY_EXPORT, BUTTON_ENERGY_SEARCH } from '../../access';
import { useDataReportServices } from '../../services/dataReportServices';
import { BatteryTrendDialog } from './BatteryTrendDialog';
import { ENERGY_EXPORT, energyParams, fetchEnergy, type EnergyFilter, type EnergyRow } from './service';
import { commonTexts as common, energyTexts as texts } from '../../texts';

function EnergyChart({ rows }: { rows: EnergyRow[] }) {
  const option = useMemo(() => barOption(texts.chart, percentBuckets(rows, (r) => r.E), texts.vehicles), [rows]);
  return <EChart option={option} empty={rows.length === 0} ariaLabel={texts.chart} height={220} />;
}

export function EnergyPage() {
  const { http } = useDataReportServices();
  const [gl, setGl] = useState<'l' | 'g'>('l');
  const [percent, setPercent] = useState(30);
  const list = useReportList<EnergyRow, EnergyFilter>('energy', (f, page) => fetchEnergy(http, f, page));
  const runExport = useReportExport();
  const [trendOf, setTrendOf] = useState<{ id: number; plate: string }>();
  return (
    <ReportLayout
      testId="report-remainderElectric"
      filter={
        <ReportFilterCard
          fields={[
            {
              label: texts.percent,
              node: (
                <Space>
                  <Select value={gl} onChange={setGl} style={{ width: 64 }} options={[{ value: 'l', label: texts.le }, { value: 'g', label: texts.ge }]} aria-label={texts.percent} />
                  <InputNumber min={0} max={100} value={percent} onChange={(v) => setPercent(v ?? 0)} addonAfter="%" style={{ width: 120 }} />
                </Space>
              ),
            },
          ]}
          onSearch={() => list.search({ gl, percent })}
          searching={list.loading}
          searchButton={BUTTON_ENERGY_SEARCH}
          exportButton={BUTTON_ENERGY_EXPORT}
          onExport={() => void runExport(ENERGY_EXPORT, list.params && list.rows.length > 0 ? energyParams(list.params) : undefined)}
        />
      }
      chart={list.params !== undefined && !list.failed ? <EnergyChart rows={list.rows} /> : null}
      table={
        <ReportTable<EnergyRow, EnergyFilter>
          list={list}
          rowKey={(r) => r.V}
          columns={[
            { title: common.plate, dataIndex: 'P' },
            { title: common.groupName, dataIndex: 'G' },
            { title: texts.sim, dataIndex: 'I' },
            { title: common.terminalNo, dataIndex: 'N' },
            { title: texts.energy, dataIndex: 'E' },
            {
              title: texts.actions,
              key: 'actions',
              render: (_v, r) => (
                <Button type="link" size="small" onClick={() => setTrendOf({ id: r.V, plate: r.P })}>
                  {texts.trend}
                </Button>
              ),
            },
          ]}
        />
      }
      dialogs={<BatteryTrendDialog vehicle={trendOf} onClose={() => setTrendOf(undefined)} />}
    />
  );
}
