// Reads a streamed answer of the assistant's language model piece by piece until it ends: the
// server keeps the answer while the model writes it, and the widget asks for what is new.
import type { AssistantApi, StreamPiece } from '@chelian/core';

/** Pause between two reads while the answer is being written. */
export const STREAM_POLL_MS = 250;

export interface FollowOptions {
  onPiece: (piece: StreamPiece) => void;
  /** True once the panel is gone: reading stops. */
  cancelled: () => boolean;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves with the last piece (done), or undefined when cancelled first. Rejects on a failed read. */
export async function followStream(
  api: Pick<AssistantApi, 'readStream'>,
  streamId: string,
  { onPiece, cancelled, wait = sleep }: FollowOptions,
): Promise<StreamPiece | undefined> {
  let from = 0;
  while (!cancelled()) {
    const piece = await api.readStream(streamId, from);
    if (cancelled()) return undefined;
    onPiece(piece);
    if (piece.done) return piece;
    from = piece.next;
    await wait(STREAM_POLL_MS);
  }
  return undefined;
}
