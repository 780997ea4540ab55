// The offline queue's batch (docs/decisions/005, Sync): queued staff changes sent in one request, each item exactly the
// request the tablet would otherwise send on its own — method, path under /api, body — with its queue id as the
// Idempotency-Key. The server answers each item as its own route would, in order.
import { z } from 'zod';
import { ActionId } from './front-of-house';

/** Under /api. */
export const syncBatchPath = '/sync/batch';
/** Items per batch: enough to make the per-request cost small, few enough to answer well within a client's timeout. */
export const maxSyncBatchItems = 50;

export const SyncBatchItem = z.object({
  /** The queue entry's id: the item's Idempotency-Key (and a host action's actionId). */
  id: ActionId,
  method: z.enum(['POST', 'PUT', 'DELETE']),
  /** The single request's path under /api, e.g. `/reservations/actions` or `/blockers/{id}`; no query. */
  path: z
    .string()
    .max(300)
    .regex(/^\/[A-Za-z0-9/_.~%-]*$/, 'A path under /api, such as /reservations/actions'),
  /** The single request's JSON body; absent for a DELETE. */
  body: z.unknown().optional(),
});
export type SyncBatchItem = z.infer<typeof SyncBatchItem>;

export const SyncBatchRequest = z.object({ items: z.array(SyncBatchItem).min(1).max(maxSyncBatchItems) });
export type SyncBatchRequest = z.infer<typeof SyncBatchRequest>;

export const SyncBatchResult = z.object({
  id: ActionId,
  /** The status the single request would have had. */
  status: z.number().int(),
  /** Its JSON body (null when it had none). */
  body: z.unknown(),
  /** `Idempotent-Replayed`: the id was applied before; this is the first answer, nothing was applied now. */
  replayed: z.boolean(),
});
export type SyncBatchResult = z.infer<typeof SyncBatchResult>;

export const SyncBatchResponse = z.object({
  /** One per item answered, in the items' order. */
  results: z.array(SyncBatchResult),
  /**
   * Items not tried, in order: an answer the client retries later (401, 408, 429, 5xx, 409 `conflict`) stops the
   * batch there, so that no later change overtakes it.
   */
  notApplied: z.array(ActionId),
});
export type SyncBatchResponse = z.infer<typeof SyncBatchResponse>;

/** Whether the client retries this answer later rather than taking it as final (src/offline/sync.ts): the batch stops. */
export function stopsSyncBatch(status: number, body: unknown): boolean {
  if (status === 401 || status === 408 || status === 429 || status >= 500) return true;
  return status === 409 && (body as { error?: unknown } | null)?.error === 'conflict';
}
