// 处理 of real-time alarms from the monitor's panel: the shared handling dialog (@chelian/ui) for
// one alarm (with its address) or a batch of selected alarms, sent with processAlarm.
import { App } from 'antd';
import { reportError } from '@chelian/core';
import { AlarmHandleDialog as HandleDialog } from '@chelian/ui';
import type { AlarmRow, MonitorApi } from '../service';
import { useAddress } from '@chelian/tracking';
import { alarmHandleDialogTexts as texts } from '../../../texts';

export function AlarmHandleDialog({ alarms, api, onDone, onClose }: { alarms: AlarmRow[]; api: MonitorApi; onDone: (ids: number[]) => void; onClose: () => void }) {
  const { message } = App.useApp();
  const single = alarms.length === 1 ? alarms[0] : undefined;
  const address = useAddress(single?.X, single?.Y);
  return (
    <HandleDialog
      alarms={alarms.map((a) => ({ plate: a.P, groupName: a.N, time: a.D, type: a.T }))}
      address={address}
      onClose={onClose}
      onSubmit={async (v) => {
        try {
          await api.processAlarm({
            ...v,
            obj: alarms.map((a) => ({ alarmId: a.A, groupId: a.G, vehicleId: a.V, alarmType: a.T })),
          });
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
