// The per-terminal result of a custom action (转移详情, §2.7): the reply's {success, noPermission,
// nonexistent} lists as one table of 设备号 / 状态 成功 / 无权限 / 无设备, and its counts.

export interface TransferReply {
  success?: string[];
  noPermission?: string[];
  nonexistent?: string[];
}

export type TransferOutcome = 'success' | 'noPermission' | 'nonexistent';

export interface TransferResultRow {
  terminalNo: string;
  outcome: TransferOutcome;
}

/** Failures first (they are what the user acts on), then the successes. */
export function transferRows(reply: TransferReply | undefined): TransferResultRow[] {
  const rows = (list: string[] | undefined, outcome: TransferOutcome) => (list ?? []).map((t) => ({ terminalNo: String(t), outcome }));
  return [...rows(reply?.noPermission, 'noPermission'), ...rows(reply?.nonexistent, 'nonexistent'), ...rows(reply?.success, 'success')];
}

export function transferCounts(reply: TransferReply | undefined): Record<TransferOutcome, number> {
  return { success: reply?.success?.length ?? 0, noPermission: reply?.noPermission?.length ?? 0, nonexistent: reply?.nonexistent?.length ?? 0 };
}
