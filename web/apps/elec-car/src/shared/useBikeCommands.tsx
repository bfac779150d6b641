// The one-tap commands of a page (我的车辆, 实时定位): 设防/撤防 sent at once, 锁车/解锁 after the
// password confirmation; the sent command's delivery is followed in a dialog (等待下发 → 已下发 → 成功 …)
// and the bikes are reread. `dialogs` goes once into the page.
import { useMemo, useState, type ReactNode } from 'react';
import { Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { createCommandApi, currentSessionId } from '@chelian/core';
import { CommandProgress, trackedFrom, useCommandTracking, type TrackedCommand } from '@chelian/ui';
import type { Bike } from '../model/bikeView';
import { useElecCarServices } from '../services/elecCarServices';
import { bikesTexts as texts } from '../texts';
import { BIKE_PROFILE } from './bikeProfile';
import { createBikeCommandApi, type BikeCommand } from './bikeCommands';
import { BIKES_QUERY_KEY } from './bikesService';
import { ConfirmLockDialog } from './ConfirmLockDialog';

export function useBikeCommands(): { onCommand: (bike: Pick<Bike, 'vehicleId' | 'plate'>, command: BikeCommand) => void; dialogs: ReactNode } {
  const { http, storage } = useElecCarServices();
  const api = useMemo(() => createBikeCommandApi(http), [http]);
  const commandApi = useMemo(() => createCommandApi(http), [http]);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<{ bike: Pick<Bike, 'vehicleId' | 'plate'>; command: 'lock' | 'unlock' }>();
  const [sent, setSent] = useState<TrackedCommand[]>([]);
  const rows = useCommandTracking(commandApi, () => currentSessionId(storage), sent);

  const send = async (vehicleId: number, command: BikeCommand, password = '') => {
    try {
      const answer = await api.send(command, vehicleId, password);
      setSent([trackedFrom(answer)]);
    } finally {
      void queryClient.invalidateQueries({ queryKey: BIKES_QUERY_KEY });
    }
  };
  const onCommand = (bike: Pick<Bike, 'vehicleId' | 'plate'>, command: BikeCommand) => {
    if (command === 'lock' || command === 'unlock') setConfirming({ bike, command });
    else void send(bike.vehicleId, command);
  };
  const dialogs = (
    <>
      {confirming && (
        <ConfirmLockDialog
          plate={confirming.bike.plate}
          lock={confirming.command === 'lock'}
          onCancel={() => setConfirming(undefined)}
          onConfirm={(password) => {
            const { bike, command } = confirming;
            setConfirming(undefined);
            void send(bike.vehicleId, command, password);
          }}
        />
      )}
      <Modal open={rows.length > 0} title={texts.progressTitle} footer={null} onCancel={() => setSent([])} width={640}>
        <CommandProgress rows={rows} words={BIKE_PROFILE.nouns} photoUrls={() => []} />
      </Modal>
    </>
  );
  return { onCommand, dialogs };
}
