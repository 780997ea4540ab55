// One request for one or more queue entries: POST /sync/batch (docs/decisions/005, Sync). Each item is the entry's
// command with its id as Idempotency-Key and its device time; the server answers each as the command's single route
// would, in order, and stops at an answer to retry later. This file only speaks the protocol: what an answer means is the sync's (./sync.ts).
import { SyncBatchResponse, syncBatchPath, type SyncBatchItemInput } from '../../core/schemas/sync-batch';
import type { QueueEntry } from './operations';
import type { Transport, TransportResponse } from './transport';

export type BatchAnswer =
  /** One answer per entry from the first, in order: fewer than sent when the server stopped at one to retry later. */
  | { kind: 'answers'; responses: TransportResponse[] }
  /** The batch as a whole was not taken (401, 5xx, 429, a refusal, an answer that is not the protocol's). */
  | { kind: 'refused'; response: TransportResponse };

export type BatchEntry = Pick<QueueEntry, 'id' | 'op' | 'deviceTime'>;

/** Sends the entries (all of one restaurant) in one request. Throws when the server cannot be reached. */
export async function sendBatch(transport: Transport, restaurantId: string, entries: readonly BatchEntry[], token: string | null): Promise<BatchAnswer> {
  const items: SyncBatchItemInput[] = entries.map(({ id, op, deviceTime }) => ({ id, command: op, deviceTime: new Date(deviceTime).toISOString() }));
  const response = await transport.send({ method: 'POST', path: syncBatchPath, body: { items }, headers: { 'x-restaurant-id': restaurantId } }, token);
  if (response.status !== 200) return { kind: 'refused', response };
  const parsed = SyncBatchResponse.safeParse(response.body);
  const answered = parsed.success ? parsed.data.results : [];
  // Every answer must name its entry, in order, and at least the first must be answered: else nothing is taken from it.
  if (!parsed.success || answered.length === 0 || answered.length > entries.length || answered.some((result, i) => result.id !== entries[i]?.id)) {
    return { kind: 'refused', response: { status: 400, body: { error: 'invalid_batch_answer', message: 'The server answered the batch outside the protocol' }, replayed: false } };
  }
  return { kind: 'answers', responses: answered.map(({ status, body, replayed }) => ({ status, body, replayed })) };
}
