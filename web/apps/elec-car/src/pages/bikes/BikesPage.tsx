// 我的车辆: a card per e-bike (armed state, battery, range, last seen) with the one-tap commands;
// a sent command's delivery is followed in place (shared/useBikeCommands.tsx).
import { Button, Empty, Flex, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useElecCarServices } from '../../services/elecCarServices';
import { BIKES_QUERY_KEY, listBikes } from '../../shared/bikesService';
import { useBikeCommands } from '../../shared/useBikeCommands';
import { bikesTexts as texts } from '../../texts';
import { BikeCard } from './BikeCard';

export function BikesPage() {
  const { http } = useElecCarServices();
  const navigate = useNavigate();
  const bikes = useQuery({ queryKey: BIKES_QUERY_KEY, queryFn: () => listBikes(http) });
  const { onCommand, dialogs } = useBikeCommands();

  if (bikes.isLoading) return <Spin style={{ margin: 48 }} />;
  const list = bikes.data ?? [];
  return (
    <div style={{ padding: 16 }}>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button onClick={() => void bikes.refetch()}>{texts.refresh}</Button>
      </Flex>
      {list.length === 0 ? (
        <Empty description={texts.empty} />
      ) : (
        <Flex wrap gap={16}>
          {list.map((b) => (
            <BikeCard key={b.vehicleId} bike={b} onCommand={(c) => onCommand(b, c)} onFind={() => navigate(`/find?vehicleId=${b.vehicleId}`)} />
          ))}
        </Flex>
      )}
      {dialogs}
    </div>
  );
}
