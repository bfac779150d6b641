// 查询条件: the vehicle (searched on the server by plate, device number, SIM…), the quick periods
// 今天 / 昨天 / 前天, start and end, 静止时间 ≥ N 分钟 and 查询; the server's message when it
// refuses the period (range limits) shows under the button.
import { useEffect, useMemo, useState } from 'react';
import { Alert, AutoComplete, Button, Card, DatePicker, Form, InputNumber, Space, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { reportError } from '@chelian/core';
import { PRESETS, presetRange, type TimeRange } from '../model/rangePresets';
import type { PlaybackApi, VehicleMatch } from '../service';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
const SEARCH_DELAY_MS = 300;
const RANGE_ENDS = [
  { key: 'beginTime', label: '开始时间' },
  { key: 'endTime', label: '结束时间' },
] as const;

export interface ChosenVehicle {
  vehicleId: number;
  plate: string;
}

export interface FilterCardProps {
  api: PlaybackApi;
  vehicle: ChosenVehicle | undefined;
  onVehicle: (v: ChosenVehicle) => void;
  range: TimeRange;
  onRange: (r: TimeRange) => void;
  filterTime: number;
  onFilterTime: (minutes: number) => void;
  loading: boolean;
  error: string;
  onQuery: () => void;
}

const HELP = (
  <div style={{ maxWidth: 320 }}>
    有线设备单次最多查询31天轨迹，无线设备最多90天；静止时间：只显示停留不少于该分钟数的停车点；经常停留点：最近一个月内停留30分钟以上的地点。
  </div>
);

function useVehicleSearch(api: PlaybackApi, keyword: string): VehicleMatch[] {
  const [found, setFound] = useState<VehicleMatch[]>([]);
  useEffect(() => {
    if (!keyword.trim()) {
      setFound([]);
      return undefined;
    }
    let live = true;
    const timer = setTimeout(() => {
      api.searchVehicles(keyword).then((rows) => live && setFound(rows), reportError);
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, keyword]);
  return found;
}

export function FilterCard(p: FilterCardProps) {
  const [keyword, setKeyword] = useState(p.vehicle?.plate ?? '');
  useEffect(() => setKeyword(p.vehicle?.plate ?? ''), [p.vehicle]);
  const found = useVehicleSearch(p.api, keyword === p.vehicle?.plate ? '' : keyword);
  const options = useMemo(
    () =>
      found.map((v) => ({
        value: String(v.vehicleId),
        label: (
          <span>
            {v.plate}
            <span style={{ color: '#999', marginLeft: 6 }}>{v.terminalNo}</span>
          </span>
        ),
      })),
    [found],
  );
  const pick = (d: Dayjs | null) => (d ? d.format(FORMAT) : '');
  return (
    <Card size="small" title="轨迹回放" extra={<Tooltip title={HELP}><QuestionCircleOutlined aria-label="功能介绍" /></Tooltip>} data-testid="playback-filter">
      <Form layout="vertical" size="small">
        <Form.Item label="选择车辆">
          <AutoComplete
            options={options}
            value={keyword}
            onChange={(v: string) => setKeyword(/^\d+$/.test(v) && found.some((f) => String(f.vehicleId) === v) ? keyword : v)}
            onSelect={(id: string) => {
              const v = found.find((f) => String(f.vehicleId) === id);
              if (v) p.onVehicle({ vehicleId: v.vehicleId, plate: v.plate });
            }}
            placeholder="车牌/设备号/SIM卡"
            aria-label="选择车辆"
            allowClear
          />
        </Form.Item>
        <Form.Item label="选择时间">
          <Space.Compact block>
            {PRESETS.map((preset) => (
              <Button key={preset.label} onClick={() => p.onRange(presetRange(preset.daysBack, Date.now()))}>
                {preset.label}
              </Button>
            ))}
          </Space.Compact>
        </Form.Item>
        {RANGE_ENDS.map(({ key, label }) => (
          <Form.Item key={key} label={label}>
            <DatePicker
              showTime
              allowClear={false}
              style={{ width: '100%' }}
              format={FORMAT}
              value={p.range[key] ? dayjs(p.range[key], FORMAT) : null}
              onChange={(d) => p.onRange({ ...p.range, [key]: pick(d) })}
              aria-label={label}
            />
          </Form.Item>
        ))}
        <Form.Item label="静止时间">
          <Space.Compact block>
            <Space.Addon>&ge;</Space.Addon>
            <InputNumber min={0} max={1440} precision={0} value={p.filterTime} onChange={(v) => p.onFilterTime(Number(v ?? 0))} style={{ width: '100%' }} aria-label="静止时间" />
            <Space.Addon>分钟</Space.Addon>
          </Space.Compact>
        </Form.Item>
        <Button type="primary" block loading={p.loading} disabled={!p.vehicle} onClick={p.onQuery}>
          查询
        </Button>
        {p.error && <Alert style={{ marginTop: 8 }} type="error" showIcon title={p.error} data-testid="playback-error" />}
      </Form>
    </Card>
  );
}
