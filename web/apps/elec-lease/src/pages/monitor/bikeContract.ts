// The contract a bike's info window shows (pure): of the contracts found by its plate, the bike's
// running one (逾期 before 进行中), else its newest ended one; none when it was never rented.
import type { ContractRow } from '../../shared/contracts';

const RANK: Record<number, number> = { 2: 0, 1: 1 };

export function bikeContract(rows: readonly ContractRow[], vehicleId: number): ContractRow | undefined {
  const own = rows.filter((c) => c.vehicleId === vehicleId);
  return [...own].sort((a, b) => (RANK[a.status] ?? 2) - (RANK[b.status] ?? 2) || b.startTime.localeCompare(a.startTime))[0];
}
