// The fuzzy search box of the asset list: typing filters the list; suggestions name the field
// that matched (车　牌 / 设备号 / SIM卡 / 车　主 / 车架号 / 车　组); choosing one focuses that vehicle.
import { useMemo } from 'react';
import { AutoComplete, Input, Tag } from 'antd';
import { suggestions } from '../vehicle/vehicleFilter';
import type { MonitorRow } from '../vehicle/monitorRow';
import type { AssetProfile } from '../profile/assetProfile';

export interface VehicleSearchProps {
  profile: AssetProfile;
  rows: readonly MonitorRow[];
  value: string;
  onChange: (value: string) => void;
  onChoose: (vehicleId: number) => void;
}

export function VehicleSearch({ profile, rows, value, onChange, onChoose }: VehicleSearchProps) {
  const options = useMemo(
    () =>
      suggestions(rows, value).map((s) => ({
        value: `${s.vehicleId}:${s.field}`,
        label: (
          <span>
            <Tag color="blue" style={{ marginRight: 6 }}>
              {s.tag}
            </Tag>
            {s.text}
            {s.field !== 'P' && <span style={{ color: '#999', marginLeft: 6 }}>{s.plate}</span>}
          </span>
        ),
      })),
    [rows, value],
  );
  return (
    <AutoComplete
      style={{ width: '100%' }}
      options={options}
      value={value}
      onChange={(v: string) => onChange(v.includes(':') && /^\d+:/.test(v) ? value : v)}
      onSelect={(v: string) => onChoose(Number(v.split(':')[0]))}
    >
      <Input.Search allowClear placeholder={profile.texts.searchPlaceholder} aria-label={profile.texts.searchLabel} />
    </AutoComplete>
  );
}
