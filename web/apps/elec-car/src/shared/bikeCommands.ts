// Typed calls of the one-tap commands (设防/撤防, 锁车/解锁 with the caller's password), sent from 我的车辆
// and 实时定位, each answered with the command's record, whose delivery the page then follows.
import { unwrap, type HttpClient, type SentCommand } from '@chelian/core';

export const BIKE_COMMAND_PATHS = {
  arm: '/car/v4/api/elecar/arm.json',
  disarm: '/car/v4/api/elecar/disarm.json',
  lock: '/car/v4/api/elecar/lock.json',
  unlock: '/car/v4/api/elecar/unlock.json',
} as const;

export type BikeCommand = keyof typeof BIKE_COMMAND_PATHS;

export type SentBikeCommand = SentCommand & { commandName: string; online: 0 | 1 };

export function createBikeCommandApi(http: HttpClient) {
  return {
    async send(command: BikeCommand, vehicleId: number, password = ''): Promise<SentBikeCommand> {
      return unwrap(await http.postJson<SentBikeCommand>(BIKE_COMMAND_PATHS[command], { vehicleId, commandMsg: password }));
    },
  };
}
