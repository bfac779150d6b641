// Typed call of 风险合同: the contracts by risk score (from a level up) with their evidence.
import { unwrap, type HttpClient } from '@chelian/core';
import { LEASE_API, asPaged, type Paged } from '../../shared/contracts';

export interface RiskEvidence {
  kind: string;
  text: string;
  points: number;
  time: string;
}

export interface RiskRow {
  contractId: number;
  contractNo: string;
  riderName: string;
  plate: string;
  groupName: string;
  overdueDays: number;
  score: number;
  level: number;
  lastTime: string;
  evidence: RiskEvidence[];
}

export function createRiskApi(http: HttpClient) {
  return {
    async risks(level: number, pageNumber: number, pageSize: number): Promise<Paged<RiskRow>> {
      return asPaged(unwrap(await http.get<Partial<Paged<RiskRow>>>(`${LEASE_API}risk/page.json`, { level, pageNumber, pageSize })));
    },
  };
}
