// A picker of the caller's e-bikes (by plate), for the pages that work on one bike.
import { Select } from 'antd';
import type { Bike } from '../model/bikeView';
import { bikeSelectTexts as texts } from '../texts';

export function BikeSelect({ bikes, value, onChange }: { bikes: Bike[]; value?: number; onChange: (id: number) => void }) {
  return (
    <Select<number>
      style={{ width: 220 }}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={texts.placeholder}
      notFoundContent={texts.none}
      value={value}
      onChange={onChange}
      options={bikes.map((b) => ({ value: b.vehicleId, label: b.plate }))}
      data-testid="bike-select"
    />
  );
}
