// 处理 of real-time alarms from a monitor's panel: the shared handling dialog (@chelian/ui) in the
// profile's words, for one alarm (with its address) or a batch of selected alarms, sent with
// processAlarm (@chelian/core's alarm calls).
import { useMemo } from 'react';
import { App } from 'antd';
import { createAlarmApi, reportError } from '@chelian/core';
import { AlarmHandleDialog } from '@chelian/ui';
import { useAddress } from '../../address/useAddress';
import type { AssetProfile } from '../../profile/assetProfile';
import { useTrackingServices } from '../../profile/trackingServices';
import type { AlarmRow } from '../monitorApi';
import { alarmPanelTexts as texts } from '../../texts';

export interface MonitorAlarmHandleDialogProps {
  profile: AssetProfile;
  /** The alarms to handle; the dialog is open while this is non-empty. */
  alarms: AlarmRow[];
  /** After the server took the handling: the handled alarms' ids. */
  onDone: (ids: number[]) => void;
  onClose: () => void;
}

export function MonitorAlarmHandleDialog({ profile, alarms, onDone, onClose }: MonitorAlarmHandleDialogProps) {
  const { http } = useTrackingServices();
  const api = useMemo(() => createAlarmApi(http), [http]);
  const { message } = App.useApp();
  const single = alarms.length === 1 ? alarms[0] : undefined;
  const address = useAddress(single?.X, single?.Y);
  return (
    <AlarmHandleDialog
      words={profile.nouns}
      alarms={alarms.map((a) => ({ plate: a.P, groupName: a.N, time: a.D, type: a.T }))}
      address={address}
      onClose={onClose}
      onSubmit={async (v) => {
        try {
          await api.processAlarm({ ...v, obj: alarms.map((a) => ({ alarmId: a.A, groupId: a.G, vehicleId: a.V, alarmType: a.T })) });
          void message.success(texts.handled);
          onDone(alarms.map((a) => a.A));
        } catch (error) {
          reportError(error);
          throw error;
        }
      }}
    />
  );
}
