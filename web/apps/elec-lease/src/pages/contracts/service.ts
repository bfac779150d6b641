// Typed calls of 合同管理: the e-bikes to lease, one contract with its plan, payments and actions,
// add/update, terminate and delete. The list itself is shared (../../shared/contracts.ts).
import { unwrap, type HttpClient } from '@chelian/core';
import { LEASE_API, type ContractRow } from '../../shared/contracts';

export interface BikeRow {
  vehicleId: number;
  plate: string;
  groupName: string;
  state: number;
  stateText: string;
}

export interface DueRow {
  seq: number;
  dueTime: string;
  amount: string;
  paid: string;
  /** 0 not due, 1 paid, 2 due and unpaid */
  state: number;
}

export interface PaymentRow {
  id: number;
  paidTime: string;
  amount: string;
  method: string;
  sourceText: string;
  userName: string;
  remark: string;
}

export interface ActionRow {
  id: number;
  actionText: string;
  overdueDays: number;
  speed: number;
  result: string;
  time: string;
}

export interface ContractDetail extends ContractRow {
  plan: DueRow[];
  payments: PaymentRow[];
  actions: ActionRow[];
}

/** The body of add.json (update.json takes id and the rider's fields). */
export interface ContractBody {
  id?: number;
  vehicleId?: number;
  contractNo?: string;
  riderName: string;
  riderIdNo: string;
  riderPhone: string;
  startTime?: string;
  term?: number;
  period?: number;
  rent?: string;
  deposit?: string;
  remark: string;
}

export function createContractApi(http: HttpClient) {
  return {
    async bikes(): Promise<BikeRow[]> {
      const rows = unwrap(await http.get<BikeRow[]>(`${LEASE_API}bikes.json`));
      return Array.isArray(rows) ? rows : [];
    },
    async contract(id: number): Promise<ContractDetail> {
      return unwrap(await http.get<ContractDetail>(`${LEASE_API}contract/get.json`, { id }));
    },
    async save(body: ContractBody): Promise<void> {
      unwrap(await http.postJson(`${LEASE_API}contract/${body.id ? 'update' : 'add'}.json`, body));
    },
    async terminate(id: number): Promise<void> {
      unwrap(await http.postJson(`${LEASE_API}contract/terminate.json`, { id }));
    },
    async remove(id: number): Promise<void> {
      unwrap(await http.postJson(`${LEASE_API}contract/delete.json`, { id }));
    },
  };
}

export type ContractApi = ReturnType<typeof createContractApi>;
