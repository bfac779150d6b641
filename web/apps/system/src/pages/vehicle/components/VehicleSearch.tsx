// The vehicle search above 车辆管理's group tree (§2.7): a plate, terminal number or SIM is looked up
// (searchBindingOfVehicles) and choosing a match opens the page of its group holding it
// (getLocationData) with its row marked.
import { useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { VehicleApi, VehicleMatch } from '../service';
import { vehiclePageTexts as texts } from '../../../texts';

export function VehicleSearch({ api, onPick }: { api: VehicleApi; onPick: (match: VehicleMatch) => void }) {
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const found = useQuery({ queryKey: ['system', 'vehicle', 'search', keyword], queryFn: () => api.searchVehicles(keyword), enabled: keyword.trim() !== '' });
  const matches = found.data ?? [];
  return (
    <AutoComplete
      value={typed}
      onChange={setTyped}
      onSearch={setKeyword}
      onSelect={(value: string) => {
        const match = matches.find((m) => String(m.vehicleId) === value);
        if (match) {
          setTyped(match.plate || match.terminalNo);
          onPick(match);
        }
      }}
      options={matches.map((m) => ({ value: String(m.vehicleId), label: `${m.plate || m.terminalNo}（${m.terminalNo}）${m.groupName ? ` ${m.groupName}` : ''}` }))}
      notFoundContent={keyword.trim() && !found.isFetching ? texts.vehicleSearchEmpty : null}
      style={{ width: '100%' }}
    >
      <Input.Search allowClear placeholder={texts.vehicleSearch} aria-label={texts.vehicleSearch} />
    </AutoComplete>
  );
}
