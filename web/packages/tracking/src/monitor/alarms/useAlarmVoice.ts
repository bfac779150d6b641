// The alarm sound setting of the monitors (alarmVoiceOn, default on; R-STORE-2), kept in the shared storage.
import { useCallback, useState } from 'react';
import type { AppStorage } from '@chelian/core';

export function useAlarmVoice(storage: AppStorage): [boolean, (on: boolean) => void] {
  const [voiceOn, setVoiceOn] = useState(() => storage.get('alarmVoiceOn') !== false);
  const setVoice = useCallback(
    (on: boolean) => {
      setVoiceOn(on);
      storage.set('alarmVoiceOn', on);
    },
    [storage],
  );
  return [voiceOn, setVoice];
}
