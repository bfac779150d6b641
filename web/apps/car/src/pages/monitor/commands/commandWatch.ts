// The commands sent from this page whose results the monitor announces: direct-send commands go
// out without a dialog, so their outcome is announced when live push reports it final. A result
// may arrive before the send call has returned (recent final updates are kept for that case) or be
// missed while the live connection reconnects: a watched command is also looked up every few
// seconds until it is final (as the instructions dialog does), so no outcome goes unannounced.
import { isFinalStatus, type CommandRecord, type LiveCommand } from '@chelian/core';

export type FinishedCommand = LiveCommand & { name: string; plate: string };

export interface CommandWatchOptions {
  /** Looks a command up (getCommand.json); none: live push only. */
  lookup?: (id: number) => Promise<CommandRecord>;
  lookupEveryMs?: number;
  /** Lookups per command at most (the server times a command out after a minute). */
  maxLookups?: number;
}

const KEEP = 200;

function liveFrom(r: CommandRecord): LiveCommand {
  return {
    id: r.id,
    uuid: r.uuid,
    vehicleId: r.vehicleId,
    plate: r.plate,
    commandType: r.commandType,
    commandName: '',
    status: r.status,
    statusText: r.result,
    resultMsg: r.resultMsg,
    replyText: r.replyText,
    mediaIds: r.mediaIds,
    time: r.replyTime,
  };
}

export class CommandWatch {
  private readonly watching = new Map<number, { name: string; plate: string; lookups: number; timer?: ReturnType<typeof setTimeout> }>();
  private readonly early = new Map<number, LiveCommand>();
  private readonly every: number;
  private readonly maxLookups: number;

  constructor(
    private readonly onFinished: (c: FinishedCommand) => void,
    private readonly options: CommandWatchOptions = {},
  ) {
    this.every = options.lookupEveryMs ?? 3000;
    this.maxLookups = options.maxLookups ?? 30;
  }

  watch(id: number, name: string, plate: string): void {
    const seen = this.early.get(id);
    if (seen) {
      this.early.delete(id);
      this.onFinished({ ...seen, name, plate: plate || seen.plate });
      return;
    }
    this.watching.set(id, { name, plate, lookups: 0 });
    if (this.watching.size > KEEP) this.forget(this.watching.keys().next().value as number);
    this.scheduleLookup(id);
  }

  /** Live updates: the watched ones that finished are announced once. */
  offer(updates: readonly LiveCommand[]): void {
    for (const u of updates) {
      if (!isFinalStatus(u.status)) continue;
      if (!this.watching.has(u.id)) {
        this.early.set(u.id, u);
        if (this.early.size > KEEP) this.early.delete(this.early.keys().next().value as number);
        continue;
      }
      this.finish(u);
    }
  }

  /** Stops the lookups (the page is leaving). */
  dispose(): void {
    for (const id of [...this.watching.keys()]) this.forget(id);
  }

  private finish(u: LiveCommand): void {
    const w = this.watching.get(u.id);
    if (!w) return;
    this.forget(u.id);
    this.onFinished({ ...u, name: w.name, plate: w.plate || u.plate });
  }

  private forget(id: number): void {
    const w = this.watching.get(id);
    if (w?.timer !== undefined) clearTimeout(w.timer);
    this.watching.delete(id);
  }

  private scheduleLookup(id: number): void {
    const w = this.watching.get(id);
    const lookup = this.options.lookup;
    if (!w || !lookup || w.lookups >= this.maxLookups) return;
    w.timer = setTimeout(() => {
      w.timer = undefined;
      w.lookups += 1;
      lookup(id).then(
        (r) => {
          if (isFinalStatus(r.status)) this.finish(liveFrom(r));
          else this.scheduleLookup(id);
        },
        () => this.scheduleLookup(id),  // a failed lookup is tried again later
      );
    }, this.every);
  }
}

/** The notification text of a finished command: "粤B12345 立即定位：成功". */
export function resultTitle(c: { plate: string; name: string; statusText: string }): string {
  return `${c.plate} ${c.name}：${c.statusText}`;
}
