// Typed calls of 车辆续费 (v3-console-inventory §3.9 /renew/…) through the shared request client:
// the coin balance, the vehicles with their expiry, renewals (selected rows, a terminal list),
// moving vehicles between the 续费 and 不续费 lists, the renewal log, coin transfers and their log,
// the exports, and the user search of 车币划拨.
import { unwrap, type HttpClient } from '@chelian/core';
import type { TransferReply } from '../../shared/transferResult';

export const MY_STATE_PATH = '/car/v1/api/renew/queryMyState.json';
export const EXPIRE_PAGE_PATH = '/car/v1/api/renew/pageVehicleExpire.json';
export const EXPIRE_EXPORT_PATH = '/car/v1/api/renew/exportVehicleExpire.json';
export const RECHARGE_PATH = '/car/v1/api/renew/vehicleStateRecharge.json';
export const BATCH_STATE_PATH = '/car/v1/api/renew/batchVehicleStateRecharge.json';
export const BATCH_RECHARGE_PATH = '/car/v1/api/renew/batchRecharge.json';
export const TRANSFER_STATE_PATH = '/car/v1/api/renew/batchTransferState.json';
export const FREE_LOG_PATH = '/car/v1/api/renew/pageVehicleFreeLog.json';
export const FREE_LOG_EXPORT_PATH = '/car/v1/api/renew/vehicleFreeLogExport.json';
export const USER_RECHARGE_PATH = '/car/v1/api/renew/userRecharge.json';
export const RECHARGE_LOG_PATH = '/car/v1/api/renew/pageRechargeLog.json';
export const RECHARGE_LOG_EXPORT_PATH = '/car/v1/api/renew/userRechargeLogExport.json';
export const SEARCH_USER_PATH = '/car/v1/api/user/searchUser.json';

/** state of a row and isState of the calls: 0 normal, 1 expired, 2 不续费. */
export type ExpireState = 0 | 1 | 2;

export interface ExpireRow {
  vehicleId: number;
  groupId: number;
  groupName: string;
  plate: string;
  terminalNo: string;
  frameNo?: string;
  sim: string;
  activationTme?: string;
  expireDate?: string;
  installDate?: string;
  displayYear?: number;
  state: ExpireState;
  vehState?: string;
}

export interface ExpirePage {
  data: ExpireRow[];
  total: number;
  tipMessage?: string;
}

export interface FreeLogRow {
  vehId: number;
  ctime?: string;
  groupName: string;
  plate: string;
  terminalNo: string;
  newExpire: string;
  money: number;
  operTime: string;
}

export interface FreeLogPage {
  list: FreeLogRow[];
  total: number;
  moneyAll: number;
  plateCount: number;
}

export interface RechargeLogRow {
  id: number;
  userB: string;
  userBCorpName: string;
  money: number;
  moneyAfter: number;
  operTime: string;
  ctime?: string;
}

export interface RechargeLogPage {
  logList: RechargeLogRow[];
  total: number;
  chargeSum: number;
}

export interface UserMatch {
  userId: number;
  name: string;
  corpName?: string;
}

export interface MyState {
  money: number;
  vehCount: number;
  /** Administrators renew without coins. */
  unlimited: boolean;
}

export interface TransferStateResult extends TransferReply {
  tipMessage?: string;
}

export type Params = Record<string, string | number>;

const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);

export function createRenewApi(http: HttpClient) {
  return {
    /** The caller's coin balance (加钱币), vehicle count, and whether coins are unlimited (administrators). */
    async myState(): Promise<MyState> {
      const obj = unwrap(await http.get<{ data?: { money?: unknown; vehCount?: unknown; unlimited?: unknown } }>(MY_STATE_PATH));
      return { money: num(obj?.data?.money), vehCount: num(obj?.data?.vehCount), unlimited: num(obj?.data?.unlimited) === 1 };
    },
    async listExpire(params: Params): Promise<ExpirePage> {
      const obj = unwrap(await http.post<{ data?: ExpireRow[]; total?: number; tipMessage?: string }>(EXPIRE_PAGE_PATH, params));
      return { data: Array.isArray(obj?.data) ? obj.data : [], total: num(obj?.total), ...(obj?.tipMessage ? { tipMessage: obj.tipMessage } : {}) };
    },
    /** Async export: the file appears in 下载列表; the server's msg says so. */
    async exportExpire(params: Params): Promise<string> {
      const reply = await http.get(EXPIRE_EXPORT_PATH, params);
      unwrap(reply);
      return 'msg' in reply ? String(reply.msg ?? '') : '';
    },
    /** Renews rows (gvids "gid,vid;gid,vid") by addMonth months. */
    async recharge(rows: readonly Pick<ExpireRow, 'groupId' | 'vehicleId'>[], addMonth: number): Promise<string | undefined> {
      const obj = unwrap(await http.post<{ tipMessage?: string }>(RECHARGE_PATH, { gvids: gvidsParam(rows), addMonth }));
      return obj?.tipMessage;
    },
    /** Moves rows into (isState 2) or out of (0) the 不续费 list. */
    async setRenewState(rows: readonly Pick<ExpireRow, 'groupId' | 'vehicleId'>[], isState: 0 | 2): Promise<string | undefined> {
      const obj = unwrap(await http.post<{ tipMessage?: string }>(BATCH_STATE_PATH, { gvids: gvidsParam(rows), isState }));
      return obj?.tipMessage;
    },
    /** 自定义续费: renews a list of terminal numbers; a per-terminal result (转移详情). */
    async rechargeTerminals(terminalNos: readonly string[], addMonth: number): Promise<TransferStateResult> {
      const obj = unwrap(await http.post<{ data?: TransferReply; tipMessage?: string }>(BATCH_RECHARGE_PATH, { terminalNo: terminalNos.join(','), addMonth }));
      return { ...(obj?.data ?? {}), ...(obj?.tipMessage ? { tipMessage: obj.tipMessage } : {}) };
    },
    /** 自定义不续费 (isState 2) / 自定义不续费转出 (0): a per-terminal result (转移详情). */
    async transferState(terminalNos: readonly string[], isState: 0 | 1 | 2): Promise<TransferStateResult> {
      const obj = unwrap(await http.post<{ data?: TransferReply; tipMessage?: string }>(TRANSFER_STATE_PATH, { terminalNos: terminalNos.join(','), isState }));
      return { ...(obj?.data ?? {}), ...(obj?.tipMessage ? { tipMessage: obj.tipMessage } : {}) };
    },
    async freeLog(params: Params): Promise<FreeLogPage> {
      const obj = unwrap(await http.post<{ data?: { list?: FreeLogRow[]; moneyAll?: unknown; plateCount?: unknown }; total?: unknown }>(FREE_LOG_PATH, params));
      return {
        list: Array.isArray(obj?.data?.list) ? obj.data.list : [],
        total: num(obj?.total),
        moneyAll: num(obj?.data?.moneyAll),
        plateCount: num(obj?.data?.plateCount),
      };
    },
    exportFreeLog(params: Params): void {
      http.exportFile(FREE_LOG_EXPORT_PATH, params);
    },
    /** 车币划拨: gives chargeNum coins to a user of the caller's tree. */
    async transferCoins(userId: number, chargeNum: number): Promise<{ moneyAfter: number }> {
      const obj = unwrap(await http.post<{ data?: { moneyAfter?: unknown } }>(USER_RECHARGE_PATH, { userId, chargeNum }));
      return { moneyAfter: num(obj?.data?.moneyAfter) };
    },
    async rechargeLog(params: Params): Promise<RechargeLogPage> {
      const obj = unwrap(await http.post<{ data?: { logList?: RechargeLogRow[]; chargeSum?: unknown }; total?: unknown }>(RECHARGE_LOG_PATH, params));
      const logList = Array.isArray(obj?.data?.logList) ? obj.data.logList : [];
      return { logList, total: num(obj?.total ?? logList.length), chargeSum: num(obj?.data?.chargeSum) };
    },
    exportRechargeLog(params: Params): void {
      http.exportFile(RECHARGE_LOG_EXPORT_PATH, params);
    },
    async searchUsers(name: string): Promise<UserMatch[]> {
      const obj = unwrap(await http.get<UserMatch[]>(SEARCH_USER_PATH, { name: name.trim(), type: 0 }));
      return Array.isArray(obj) ? obj : [];
    },
  };
}

export type RenewApi = ReturnType<typeof createRenewApi>;

/** gvids as the calls take them: "groupId,vehicleId;groupId,vehicleId". */
export function gvidsParam(rows: readonly Pick<ExpireRow, 'groupId' | 'vehicleId'>[]): string {
  return rows.map((r) => `${r.groupId},${r.vehicleId}`).join(';');
}
