// Typed calls of 未注册设备 through the shared request client: the gateway's list of terminals that
// reported with an unknown number (administrators only), the groups to register one into,
// POST /car/v4/api/assets/add.json (api-contract §2.4) to add it as a vehicle, and the removal of a row.
import { unwrap, type HttpClient } from '@chelian/core';
import { fetchGroups, type GroupNode } from '@chelian/tracking';

export const UNREGISTERED_PATH = '/car/v4/api/device/listUnregistered.json';
export const ADD_ASSET_PATH = '/car/v4/api/assets/add.json';
export const REMOVE_UNREGISTERED_PATH = '/car/v4/api/device/removeUnregistered.json';

export interface UnregisteredDevice {
  /** As the device sent it (JT/T 808 pads to 12 BCD digits: 013800138000). */
  terminalNo: string;
  /** Gateway protocol: jt808, gt06. */
  protocol: string;
  /** Local time, yyyy-MM-dd HH:mm:ss. */
  firstSeen: string;
  lastSeen: string;
  /** host:port the device last connected from; may be empty. */
  remote?: string;
  /** Reports the gateway counted for it. */
  frames: number;
  /** 1: the gateway registered it by itself (gateway.unknown_devices = register) as this vehicle. */
  autoRegistered?: number;
  vehicleId?: number;
  plate?: string;
  groupName?: string;
}

export interface UnregisteredPage {
  data: UnregisteredDevice[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

export interface UnregisteredQuery {
  pageNumber: number;
  pageSize: number;
  /** Part of the terminal number; empty lists all. */
  keyword?: string;
}

/** The terminal types the console offers, by gateway protocol (the server's names). */
export const TERMINAL_TYPES: Record<string, string> = { jt808: 'GPRS-部标', gt06: 'GPRS-GT06' };

export const PROTOCOL_LABELS: Record<string, string> = { jt808: 'JT/T 808', gt06: 'GT06' };

export function protocolLabel(protocol: string): string {
  return PROTOCOL_LABELS[protocol] ?? protocol.toUpperCase();
}

export function terminalTypeOf(protocol: string): string {
  return TERMINAL_TYPES[protocol] ?? TERMINAL_TYPES.jt808!;
}

/** Leading zeros are not significant to the server ("013800138000" is 13800138000); "0" stays. */
export function normalizeTerminal(terminalNo: string): string {
  const trimmed = terminalNo.trim();
  const stripped = trimmed.replace(/^0+/, '');
  return stripped === '' && trimmed !== '' ? '0' : stripped;
}

export interface NewVehicle {
  terminalNo: string;
  terminalType: string;
  groupId: number;
  /** Empty: the server uses the terminal number. */
  plate?: string;
  sim?: string;
  remark?: string;
}

/** What add.json answers (the fields this page reads). */
export interface AddedVehicle {
  vehicleId: number;
  plate: string;
  terminalNo: string;
  groupName: string;
}

/** The four nested objects add.json takes (api-contract §2.4; iInstallInfoVO sic). */
export function addAssetBody(v: NewVehicle) {
  return {
    assetsBaseVO: {
      plate: v.plate?.trim() ?? '',
      groupId: v.groupId,
      iconType: 0,
      terminalType: v.terminalType,
      terminalNo: v.terminalNo.trim(),
      remark: v.remark?.trim() ?? '',
    },
    cardInfoVO: { sim: v.sim?.trim() ?? '' },
    customerInfoVO: {},
    iInstallInfoVO: {},
  };
}

export function createUnregisteredApi(http: HttpClient) {
  return {
    async listUnregistered(q: UnregisteredQuery): Promise<UnregisteredPage> {
      const keyword = q.keyword?.trim();
      return unwrap(
        await http.get<UnregisteredPage>(UNREGISTERED_PATH, {
          pageNumber: q.pageNumber,
          pageSize: q.pageSize,
          ...(keyword ? { keyword } : {}),
        }),
      );
    },
    /** The groups a vehicle can go into (the monitor's tree without its 重点关注 entries). */
    listGroups: (): Promise<GroupNode[]> => fetchGroups(http, false),
    async addVehicle(v: NewVehicle): Promise<AddedVehicle> {
      return unwrap(await http.postJson<AddedVehicle>(ADD_ASSET_PATH, addAssetBody(v)));
    },
    /** Takes a row off the list: an auto-registered vehicle stays; a refused terminal is listed again when it next reports. */
    async removeRow(d: Pick<UnregisteredDevice, 'terminalNo' | 'protocol'>): Promise<void> {
      unwrap(await http.post(REMOVE_UNREGISTERED_PATH, { terminalNo: d.terminalNo, protocol: d.protocol }));
    },
  };
}

export type UnregisteredApi = ReturnType<typeof createUnregisteredApi>;
