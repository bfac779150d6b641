// Which contract a bike's info window shows: its overdue one before a running one, then the newest.
import { describe, expect, it } from 'vitest';
import type { ContractRow } from '../../shared/contracts';
import { bikeContract } from './bikeContract';

const contract = (id: number, vehicleId: number, status: number, startTime: string) => ({ id, vehicleId, status, startTime }) as ContractRow;

describe('bikeContract', () => {
  it('issue 25 prefers the bike’s overdue contract, then its running one, then its newest', () => {
    const rows = [contract(1, 7, 3, '2026-01-01'), contract(2, 8, 2, '2026-02-01'), contract(3, 7, 1, '2026-03-01'), contract(4, 7, 2, '2025-12-01')];
    expect(bikeContract(rows, 7)?.id).toBe(4);
    expect(bikeContract(rows.slice(0, 3), 7)?.id).toBe(3);
    expect(bikeContract([contract(1, 7, 3, '2026-01-01'), contract(5, 7, 4, '2026-05-01')], 7)?.id).toBe(5);
    expect(bikeContract(rows, 9)).toBeUndefined();
  });
});
