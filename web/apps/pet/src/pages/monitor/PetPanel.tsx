// The pet's part of the live map's info window: battery, today's steps, lost mode (and its reporting
// interval), and the lost-mode and find buttons of 我的宠物 (shared/petCare.tsx).
import { useMemo } from 'react';
import { Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { usePetServices } from '../../services/petServices';
import { createActivityApi } from '../../shared/activityService';
import { createPetCareApi, petCareActions, usePetAction } from '../../shared/petCare';
import { useAllPets } from '../../shared/petList';
import { petPanelTexts as texts } from '../../texts';

export function PetPanel({ petId }: { petId: number }) {
  const { http } = usePetServices();
  const care = useMemo(() => createPetCareApi(http), [http]);
  const run = usePetAction();
  const pet = useAllPets().data?.data.find((p) => p.id === petId);
  const days = useQuery({ queryKey: ['pet', 'activity', petId, 7], queryFn: () => createActivityApi(http).days(petId, 7) });
  const today = days.data?.at(-1);
  if (!pet) return null;
  return (
    <div data-testid="pet-panel">
      <div>
        {texts.battery}：{pet.battery >= 0 ? `${pet.battery}%` : texts.unknown}
        <span style={{ marginLeft: 12 }}>
          {texts.steps}：{today ? today.steps : '--'}
        </span>
      </div>
      <div>
        {texts.lostMode}：{pet.lost ? <Tag color="red">{texts.lost}</Tag> : <Tag>{texts.normal}</Tag>}
        {texts.interval(pet.lost ? pet.lostInterval : pet.normalInterval)}
      </div>
      <Space size={0} wrap>
        {petCareActions(pet, care, (work) => void run(work))}
      </Space>
    </div>
  );
}
