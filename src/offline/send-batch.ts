// One request for many queue entries: POST /sync/batch (docs/decisions/005, Sync). Each item is exactly the request the
// entry would send alone, with its id as Idempotency-Key; the server answers each as its own route would, in order, and
// stops at an answer to retry later. This file only speaks the protocol: what an answer means is the sync's (./sync.ts).
import { SyncBatchResponse, syncBatchPath, type SyncBatchItem } from '../../core/schemas/sync-batch';
import type { FrozenRequest } from './operations';
import type { Transport, TransportResponse } from './requests';

export type BatchAnswer =
  /** One answer per entry from the first, in order: fewer than sent when the server stopped at one to retry later. */
  | { kind: 'answers'; responses: TransportResponse[] }
  /** 404: a server without the batch route (older than the client): send one by one. */
  | { kind: 'unsupported' }
  /** The batch as a whole was not taken (401, 5xx, 429, a refusal, an answer that is not the protocol's). */
  | { kind: 'refused'; response: TransportResponse };

export interface BatchEntry {
  id: string;
  request: FrozenRequest;
}

/** Sends the entries (all of one restaurant) in one request. Throws when the server cannot be reached. */
export async function sendBatch(transport: Transport, restaurantId: string, entries: readonly BatchEntry[], token: string | null): Promise<BatchAnswer> {
  const items: SyncBatchItem[] = entries.map(({ id, request }) => ({ id, method: request.method, path: request.path, ...(request.body === undefined ? {} : { body: request.body }) }));
  const response = await transport.send({ method: 'POST', path: syncBatchPath, body: { items }, headers: { 'x-restaurant-id': restaurantId } }, token);
  if (response.status === 404) return { kind: 'unsupported' };
  if (response.status !== 200) return { kind: 'refused', response };
  const parsed = SyncBatchResponse.safeParse(response.body);
  const answered = parsed.success ? parsed.data.results : [];
  // Every answer must name its entry, in order, and at least the first must be answered: else nothing is taken from it.
  if (!parsed.success || answered.length === 0 || answered.length > entries.length || answered.some((result, i) => result.id !== entries[i]?.id)) {
    return { kind: 'refused', response: { status: 400, body: { error: 'invalid_batch_answer', message: 'The server answered the batch outside the protocol' }, replayed: false } };
  }
  return { kind: 'answers', responses: answered.map(({ status, body, replayed }) => ({ status, body, replayed })) };
}
