// 我的车辆: a card per e-bike (armed state, battery, range, last seen) with the one-tap commands;
// a sent command's delivery is followed in place (等待下发 → 已下发 → 成功 …) until it is answered.
import { useMemo, useState } from 'react';
import { Button, Empty, Flex, Modal, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { createCommandApi, currentSessionId } from '@chelian/core';
import { CommandProgress, trackedFrom, useCommandTracking, type TrackedCommand } from '@chelian/ui';
import type { Bike } from '../../model/bikeView';
import { useElecCarServices } from '../../services/elecCarServices';
import { BIKES_QUERY_KEY, listBikes } from '../../shared/bikesService';
import { bikesTexts as texts } from '../../texts';
import { BikeCard } from './BikeCard';
import { ConfirmLockDialog } from './ConfirmLockDialog';
import { createBikeCommandApi, type BikeCommand } from './service';

export function BikesPage() {
  const { http, storage } = useElecCarServices();
  const api = useMemo(() => createBikeCommandApi(http), [http]);
  const commandApi = useMemo(() => createCommandApi(http), [http]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const bikes = useQuery({ queryKey: BIKES_QUERY_KEY, queryFn: () => listBikes(http) });
  const [confirming, setConfirming] = useState<{ bike: Bike; command: 'lock' | 'unlock' }>();
  const [sent, setSent] = useState<TrackedCommand[]>([]);
  const rows = useCommandTracking(commandApi, () => currentSessionId(storage), sent);

  const send = async (bike: Bike, command: BikeCommand, password = '') => {
    try {
      const answer = await api.send(command, bike.vehicleId, password);
      setSent([trackedFrom(answer)]);
    } finally {
      void queryClient.invalidateQueries({ queryKey: BIKES_QUERY_KEY });
    }
  };
  const onCommand = (bike: Bike, command: BikeCommand) => {
    if (command === 'lock' || command === 'unlock') setConfirming({ bike, command });
    else void send(bike, command);
  };

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
            <BikeCard key={b.vehicleId} bike={b} onCommand={(c) => onCommand(b, c)} onFind={() => navigate(`/monitor?vehicleId=${b.vehicleId}`)} />
          ))}
        </Flex>
      )}
      {confirming && (
        <ConfirmLockDialog
          plate={confirming.bike.plate}
          lock={confirming.command === 'lock'}
          onCancel={() => setConfirming(undefined)}
          onConfirm={(password) => {
            const { bike, command } = confirming;
            setConfirming(undefined);
            void send(bike, command, password);
          }}
        />
      )}
      <Modal open={rows.length > 0} title={texts.progressTitle} footer={null} onCancel={() => setSent([])} width={640}>
        <CommandProgress rows={rows} photoUrls={() => []} />
      </Modal>
    </div>
  );
}
