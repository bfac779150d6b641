// The alarm sound setting of the monitors (alarmVoiceOn, default on; R-STORE-2), kept in the shared storage.
import { useState } from 'react';
import type { AppStorage } from '@chelian/core';

export function useAlarmVoice(storage: AppStorage): [boolean, (on: boolean) => void] {
  const [voiceOn, setVoiceOn] = useState(() => storage.get('alarmVoiceOn') !== false);
  const setVoice = (on: boolean) => {
    setVoiceOn(on);
    storage.set('alarmVoiceOn', on);
  };
  return [voiceOn, setVoice];
}
