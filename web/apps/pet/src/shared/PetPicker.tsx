// The pet picker of 安全区域, 活动统计 and 报警: a searchable select over the caller's pets; picks
// the first pet when none is chosen and `allowAll` is off.
import { useEffect } from 'react';
import { Select } from 'antd';
import { useAllPets } from './petList';
import { petPickerTexts as texts } from '../texts';

export interface PetPickerProps {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  /** An "all pets" entry (value undefined) with this label. */
  allLabel?: string;
}

export function PetPicker({ value, onChange, allLabel }: PetPickerProps) {
  const pets = useAllPets();
  const first = pets.data?.data[0]?.id;
  useEffect(() => {
    if (value === undefined && first !== undefined && !allLabel) onChange(first);
  }, [value, first, allLabel, onChange]);
  const options = [
    ...(allLabel ? [{ value: 0, label: allLabel }] : []),
    ...(pets.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })),
  ];
  return (
    <Select
      style={{ width: 200 }}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={texts.placeholder}
      loading={pets.isLoading}
      notFoundContent={texts.none}
      options={options}
      value={value ?? (allLabel ? 0 : undefined)}
      onChange={(v: number) => onChange(v === 0 ? undefined : v)}
      aria-label={texts.placeholder}
    />
  );
}
