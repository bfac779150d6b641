// 自定义删除's result table (§2.7): one row per terminal number sent, in the order sent, with its
// status 成功 / 没权限 / 无设备 from batchDelVehicle's success / noPermission / nonexistent lists; a
// number the reply does not name is 无设备 (nothing was deleted for it). 车辆转移 counts its reply so too.
import type { ListedReply } from '../service';

export type BatchDeleteStatus = 'success' | 'noPermission' | 'nonexistent';

export interface BatchDeleteRow {
  terminalNo: string;
  status: BatchDeleteStatus;
}

export function batchDeleteRows(sent: readonly string[], reply: ListedReply): BatchDeleteRow[] {
  const status = new Map<string, BatchDeleteStatus>();
  for (const t of reply.nonexistent ?? []) status.set(String(t), 'nonexistent');
  for (const t of reply.noPermission ?? []) status.set(String(t), 'noPermission');
  for (const t of reply.success ?? []) status.set(String(t), 'success');
  return sent.map((terminalNo) => ({ terminalNo, status: status.get(terminalNo) ?? 'nonexistent' }));
}

export function countByStatus(rows: readonly BatchDeleteRow[]): Record<BatchDeleteStatus, number> {
  const out: Record<BatchDeleteStatus, number> = { success: 0, noPermission: 0, nonexistent: 0 };
  for (const r of rows) out[r.status] += 1;
  return out;
}
