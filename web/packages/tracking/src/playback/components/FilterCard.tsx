// 查询条件: the vehicle (searched on the server by plate, device number, SIM…), the quick periods
// 今天 / 昨天 / 前天, start and end, 静止时间 ≥ N 分钟 and 查询; the server's message when it
// refuses the period (range limits) shows under the button.
import { useEffect, useMemo, useState } from 'react';
import { Alert, AutoComplete, Button, Card, DatePicker, Form, InputNumber, Space, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { reportError } from '@chelian/core';
import { PRESETS, presetRange, type TimeRange } from '../model/rangePresets';
import type { PlaybackApi, VehicleMatch } from '../playbackApi';
import type { AssetProfile } from '../../profile/assetProfile';
import { filterCardTexts as texts } from '../../texts';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
const SEARCH_DELAY_MS = 300;
const RANGE_ENDS = [
  { key: 'beginTime', label: texts.begin },
  { key: 'endTime', label: texts.end },
] as const;

export interface ChosenVehicle {
  vehicleId: number;
  plate: string;
}

export interface FilterCardProps {
  /** The asset picker's words. */
  profile: AssetProfile;
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
  <div style={{ maxWidth: 320 }}>{texts.help}</div>
);

function useVehicleSearch(api: PlaybackApi, keyword: string): VehicleMatch[] {
  const [found, setFound] = useState<VehicleMatch[]>([]);
  // An emptied box drops the suggestions at once.
  const empty = !keyword.trim();
  const [wasEmpty, setWasEmpty] = useState(empty);
  if (empty !== wasEmpty) {
    setWasEmpty(empty);
    if (empty) setFound([]);
  }
  useEffect(() => {
    if (empty) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      api.searchVehicles(keyword).then((rows) => live && setFound(rows), reportError);
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, keyword, empty]);
  return found;
}

export function FilterCard(p: FilterCardProps) {
  const [keyword, setKeyword] = useState(p.vehicle?.plate ?? '');
  // A vehicle chosen elsewhere (the URL, a suggestion) shows its plate in the box.
  const [keywordOf, setKeywordOf] = useState(p.vehicle);
  if (keywordOf !== p.vehicle) {
    setKeywordOf(p.vehicle);
    setKeyword(p.vehicle?.plate ?? '');
  }
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
    <Card size="small" title={texts.title} extra={<Tooltip title={HELP}><QuestionCircleOutlined aria-label={texts.helpLabel} /></Tooltip>} data-testid="playback-filter">
      <Form layout="vertical" size="small">
        <Form.Item label={p.profile.texts.pick}>
          <AutoComplete
            options={options}
            value={keyword}
            onChange={(v: string) => setKeyword(/^\d+$/.test(v) && found.some((f) => String(f.vehicleId) === v) ? keyword : v)}
            onSelect={(id: string) => {
              const v = found.find((f) => String(f.vehicleId) === id);
              if (v) p.onVehicle({ vehicleId: v.vehicleId, plate: v.plate });
            }}
            placeholder={p.profile.texts.pickPlaceholder}
            aria-label={p.profile.texts.pick}
            allowClear
          />
        </Form.Item>
        <Form.Item label={texts.range}>
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
        <Form.Item label={texts.stillTime}>
          <Space.Compact block>
            <Space.Addon>&ge;</Space.Addon>
            <InputNumber min={0} max={1440} precision={0} value={p.filterTime} onChange={(v) => p.onFilterTime(Number(v ?? 0))} style={{ width: '100%' }} aria-label={texts.stillTime} />
            <Space.Addon>{texts.minutes}</Space.Addon>
          </Space.Compact>
        </Form.Item>
        <Button type="primary" block loading={p.loading} disabled={!p.vehicle} onClick={p.onQuery}>{texts.query}</Button>
        {p.error && <Alert style={{ marginTop: 8 }} type="error" showIcon title={p.error} data-testid="playback-error" />}
      </Form>
    </Card>
  );
}
