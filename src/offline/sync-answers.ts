// How the sync reads the server's answer to one entry, and which entries go out together in one request.
import { isReason } from '../../core/errors';
import type { Collision } from '../../core/reservations';
import { maxSyncBatchItems } from '../../core/schemas/sync-batch';
import type { ConflictKind, QueueEntry, SendFailure } from './operations';
import type { TransportResponse } from './transport';

/** 409 `conflict` is the server's "collided with a concurrent change, try again": transient, but not for ever. */
const maxConflictAttempts = 5;

export type Classified =
  | { kind: 'ok'; response: TransportResponse }
  | { kind: 'unauthorized'; failure: SendFailure }
  | { kind: 'transient'; failure: SendFailure }
  | { kind: 'rejected'; response: TransportResponse; failure: SendFailure; conflict: ConflictKind };

function failureOf(response: TransportResponse, at: number): SendFailure {
  const body = (response.body ?? {}) as { error?: unknown; message?: unknown; at?: unknown; collisions?: unknown; params?: unknown };
  return {
    status: response.status,
    code: typeof body.error === 'string' ? body.error : `http_${response.status}`,
    message: typeof body.message === 'string' ? body.message : `HTTP ${response.status}`,
    at,
    ...(typeof body.at === 'string' ? { instant: body.at } : {}),
    ...(Array.isArray(body.collisions) ? { collisions: body.collisions as Collision[] } : {}),
    ...(isReason(body.params) ? { reason: body.params } : {}),
  };
}

export function classify(response: TransportResponse, entry: QueueEntry, at: number): Classified {
  const { status } = response;
  if (status >= 200 && status < 300) return { kind: 'ok', response };
  const failure = failureOf(response, at);
  if (status === 401) return { kind: 'unauthorized', failure };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'transient', failure };
  if (status === 409 && failure.code === 'conflict' && entry.attempts + 1 < maxConflictAttempts) return { kind: 'transient', failure };
  const conflict: ConflictKind = status === 404 || status === 410 ? 'gone' : status === 403 ? 'forbidden' : status === 409 ? 'refused' : 'invalid';
  return { kind: 'rejected', response, failure, conflict };
}

/** A send that threw: the network (transient). */
export function networkFailure(error: unknown, at: number): Classified {
  return { kind: 'transient', failure: { status: 0, code: 'network_error', message: error instanceof Error ? error.message : String(error), at } };
}

/**
 * The entries that go in one request from `batch[start]` on: one restaurant's, in order; a blocker made offline last
 * (the entries after it must be read again with the server's id for it).
 */
export function groupFrom(batch: readonly QueueEntry[], start: number, singly: boolean): QueueEntry[] {
  const head = batch[start] as QueueEntry;
  const group = [head];
  if (singly || head.op.kind === 'createBlocker') return group;
  for (const entry of batch.slice(start + 1)) {
    if (group.length >= maxSyncBatchItems || entry.restaurantId !== head.restaurantId) break;
    group.push(entry);
    if (entry.op.kind === 'createBlocker') break;
  }
  return group;
}
