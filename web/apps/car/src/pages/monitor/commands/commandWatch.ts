// The commands sent from this page whose results the monitor announces: direct-send commands go
// out without a dialog, so their outcome is announced when live push reports it final. A result
// may arrive before the send call has returned: recent final updates are kept for that case.
import { isFinalStatus, type LiveCommand } from '@chelian/core';

export type FinishedCommand = LiveCommand & { name: string; plate: string };

const KEEP = 200;

export class CommandWatch {
  private readonly watching = new Map<number, { name: string; plate: string }>();
  private readonly early = new Map<number, LiveCommand>();

  constructor(private readonly onFinished: (c: FinishedCommand) => void) {}

  watch(id: number, name: string, plate: string): void {
    const seen = this.early.get(id);
    if (seen) {
      this.early.delete(id);
      this.onFinished({ ...seen, name, plate: plate || seen.plate });
      return;
    }
    this.watching.set(id, { name, plate });
    if (this.watching.size > KEEP) this.watching.delete(this.watching.keys().next().value as number);
  }

  /** Live updates: the watched ones that finished are announced once. */
  offer(updates: readonly LiveCommand[]): void {
    for (const u of updates) {
      if (!isFinalStatus(u.status)) continue;
      const w = this.watching.get(u.id);
      if (!w) {
        this.early.set(u.id, u);
        if (this.early.size > KEEP) this.early.delete(this.early.keys().next().value as number);
        continue;
      }
      this.watching.delete(u.id);
      this.onFinished({ ...u, name: w.name, plate: w.plate || u.plate });
    }
  }
}

/** The notification text of a finished command: "粤B12345 立即定位：成功". */
export function resultTitle(c: { plate: string; name: string; statusText: string }): string {
  return `${c.plate} ${c.name}：${c.statusText}`;
}
