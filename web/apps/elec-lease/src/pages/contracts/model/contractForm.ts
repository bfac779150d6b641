// The contract form's checks (as the server's, so most mistakes show before saving): the identity
// number's check character (GB 11643), an 11-digit mobile number, the body sent to add/update.
import type { ContractBody } from '../service';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function isIdNumber(id: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(id)) return false;
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(id[i]), 0);
  return CHECK[sum % 11] === id[17]!.toUpperCase();
}

/** On an edit the masked number as shown keeps the stored one. */
export function isIdNumberOrMask(id: string, mask: string | undefined): boolean {
  return (mask !== undefined && id === mask) || isIdNumber(id);
}

export function isMobile(phone: string): boolean {
  return /^1\d{10}$/.test(phone);
}

/** What the form holds: add.json's fields (the remark optional). */
export type ContractFormValues = Omit<ContractBody, 'id' | 'remark'> & { remark?: string };

/** add.json's body (all fields), or update.json's (id and the rider's fields) when `id` is given. */
export function contractBody(v: ContractFormValues, id?: number): ContractBody {
  const rider = { riderName: v.riderName.trim(), riderIdNo: v.riderIdNo.trim(), riderPhone: v.riderPhone.trim(), remark: (v.remark ?? '').trim() };
  if (id !== undefined) return { id, ...rider };
  return {
    ...rider,
    ...(v.vehicleId !== undefined ? { vehicleId: v.vehicleId } : {}),
    contractNo: (v.contractNo ?? '').trim(),
    ...(v.startTime !== undefined ? { startTime: v.startTime } : {}),
    ...(v.term !== undefined ? { term: v.term } : {}),
    period: v.period ?? 1,
    rent: (v.rent ?? '').trim(),
    deposit: (v.deposit ?? '').trim() || '0',
  };
}
