// 车辆: one e-bike of the caller's subtree, found by plate, terminal or frame number.
import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { listBikes } from './bikes';
import { useElecGbServices } from '../services/elecGbServices';
import { bikeTexts as texts } from '../texts';

export interface PickedBike {
  id: number;
  plate: string;
}

export function BikeSelect({ value, onChange }: { value: PickedBike | undefined; onChange: (bike: PickedBike | undefined) => void }) {
  const { http } = useElecGbServices();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['elec-gb', 'bike-search', keyword],
    queryFn: () => listBikes(http, { keyword, pageNumber: 1, pageSize: 20 }),
  });
  const options = useMemo(() => {
    const list = (found.data?.data ?? []).map((b) => ({ value: b.vehicleId, label: b.plate || b.terminalNo }));
    if (value && !list.some((o) => o.value === value.id)) list.unshift({ value: value.id, label: value.plate });
    return list;
  }, [found.data, value]);
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      value={value?.id}
      options={options}
      loading={found.isFetching}
      placeholder={texts.bikePlaceholder}
      notFoundContent={texts.noBikes}
      aria-label={texts.bike}
      style={{ width: 240 }}
      onChange={(id) => {
        const label = options.find((o) => o.value === id)?.label;
        onChange(id === undefined ? undefined : { id, plate: String(label ?? id) });
      }}
    />
  );
}
