// Lost mode and find device, the two actions on a pet that 我的宠物 (its cards) and 实时定位 (the
// map's info window) both offer: the typed calls (docs/pet.md) and the two buttons, 开启走失模式 with
// its confirmation or 已找到, and 寻找设备; and how a pet action is run (its result said, the list reread).
import { App, Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reportError, unwrap, type HttpClient } from '@chelian/core';
import type { Pet } from './petList';
import { petsTexts as texts } from '../texts';

export const PET_LOST_PATH = '/car/v4/api/pet/lost.json';
export const PET_FIND_PATH = '/car/v4/api/pet/find.json';

export interface LostReply {
  lost: 0 | 1;
  interval: number;
  commandId: number;
  online: 0 | 1;
}

export function createPetCareApi(http: HttpClient) {
  return {
    async setLost(id: number, lost: boolean): Promise<LostReply> {
      return unwrap(await http.postJson<LostReply>(PET_LOST_PATH, { id, lost: lost ? 1 : 0 }));
    },
    async find(id: number): Promise<{ online: 0 | 1 }> {
      return unwrap(await http.postJson<{ online: 0 | 1 }>(PET_FIND_PATH, { id }));
    },
  };
}

export type PetCareApi = ReturnType<typeof createPetCareApi>;

/** What a lost-mode change says: the new interval, and that an offline tracker gets it later. */
export function lostDoneText(r: Pick<LostReply, 'lost' | 'interval' | 'online'>): string {
  const done = r.lost ? texts.lostOnDone(r.interval) : texts.lostOffDone(r.interval);
  return r.online ? done : `${done}（${texts.deviceOffline}）`;
}

/** The lost-mode and find buttons of one pet; `run` reports the call's result or error. */
export function petCareActions(pet: Pick<Pet, 'id' | 'name' | 'lost' | 'lostInterval'>, api: PetCareApi, run: (work: () => Promise<string | undefined>) => void): ReactNode[] {
  return [
    pet.lost ? (
      <Button key="lost" type="link" size="small" onClick={() => run(async () => lostDoneText(await api.setLost(pet.id, false)))}>
        {texts.lostOff}
      </Button>
    ) : (
      <Popconfirm key="lost" title={texts.lostOnConfirm(pet.name, pet.lostInterval)} onConfirm={() => run(async () => lostDoneText(await api.setLost(pet.id, true)))}>
        <Button type="link" size="small" danger>
          {texts.lostOn}
        </Button>
      </Popconfirm>
    ),
    <Button key="find" type="link" size="small" onClick={() => run(async () => ((await api.find(pet.id)).online ? texts.findDone : texts.deviceOffline))}>
      {texts.find}
    </Button>,
  ];
}

/** Runs a pet action: its result as a success message (errors reported), then the pets reread. */
export function usePetAction(): (work: () => Promise<string | undefined>) => Promise<void> {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return async (work) => {
    try {
      const done = await work();
      if (done) void message.success(done);
      void queryClient.invalidateQueries({ queryKey: ['pet', 'list'] });
    } catch (e) {
      reportError(e);
    }
  };
}
