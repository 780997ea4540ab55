// The offline queue's batch (docs/decisions/005, Sync): queued staff changes sent in one request, each item a command
// (core/commands) with its queue id as the Idempotency-Key. The server executes each as its single route would, in
// order, and answers each as that route would.
import { z } from 'zod';
import { Command, commandKinds } from '../commands';
import { DeviceInstant } from './common';
import { ActionId } from './front-of-house';

/** Under /api. */
export const syncBatchPath = '/sync/batch';
/** Items per batch: enough to make the per-request cost small, few enough to answer well within a client's timeout. */
export const maxSyncBatchItems = 50;

export const SyncBatchItem = z.object({
  /** The queue entry's id: the item's Idempotency-Key (and a host action's actionId). */
  id: ActionId,
  command: Command,
  /** When the host made the change, on the device (dates an edit that carries no deviceTime of its own). */
  deviceTime: DeviceInstant.optional(),
});
export type SyncBatchItem = z.infer<typeof SyncBatchItem>;
/** An item as a client writes it (the command's defaults not yet applied). */
export type SyncBatchItemInput = z.input<typeof SyncBatchItem>;

/**
 * The batch as the route takes it: an item that is no queued command refuses the batch; a queued command's fields are
 * checked on their own (an invalid one is answered 400 in its place, as its single route would answer it).
 */
export const SyncBatchEnvelope = z.object({
  items: z
    .array(z.object({ id: ActionId, command: z.looseObject({ kind: z.enum(commandKinds) }), deviceTime: DeviceInstant.optional() }))
    .min(1)
    .max(maxSyncBatchItems),
});

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
