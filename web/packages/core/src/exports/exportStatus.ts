// Export records of the download center (states 等待 / 导出中 / 成功 / 失败, files kept 3 days) and
// what the shell's download tip shows.
import type { ExportRecord } from '../services/centerApi';
import { exportStatusTexts as texts } from '../texts';

export const EXPORT_KEEP_DAYS = 3;
export const EXPORT_KEEP_TEXT = texts.keep;

export const EXPORT_STATUS = {
  1: { text: texts.waiting, color: 'default' },
  2: { text: texts.running, color: 'processing' },
  3: { text: texts.succeeded, color: 'success' },
  4: { text: texts.failed, color: 'error' },
} as const;

/** The state as shown: 导出中 with its percent once the server knows it (e.g. "导出中 45%"). */
export function exportStatusText(record: Pick<ExportRecord, 'status' | 'progress'>): string {
  const text = EXPORT_STATUS[record.status].text;
  return record.status === 2 && record.progress ? `${text} ${record.progress}%` : text;
}

export function isExportRunning(record: Pick<ExportRecord, 'status'>): boolean {
  return record.status === 1 || record.status === 2;
}

export interface DownloadTipSummary {
  running: ExportRecord[];
  finished: ExportRecord[];
  /** Finished since the tip was last opened (ids above `seenId`). */
  unseen: number;
}

/** Running first (oldest first), then finished (newest first), at most `limit` finished. */
export function summarizeExports(records: readonly ExportRecord[], seenId = 0, limit = 5): DownloadTipSummary {
  const running = records.filter(isExportRunning).sort((a, b) => a.id - b.id);
  const finished = records.filter((r) => !isExportRunning(r)).sort((a, b) => b.id - a.id);
  return {
    running,
    finished: finished.slice(0, limit),
    unseen: finished.filter((r) => r.id > seenId).length,
  };
}

/** 12345 → "12.1 KB" */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
